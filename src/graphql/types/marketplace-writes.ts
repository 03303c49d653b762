import { marketplacePath } from '#domain/content-routes.ts'
import { AdSchema } from '#domain/marketplace-input.ts'
import { requireMemberWrite } from '../auth.ts'
import { builder } from '../builder.ts'
import { servicesOf, throwRefusal } from '../refusal.ts'

// decisions 036, 042: the marketplace's writes for the apps, each calling the use case its form
// calls (src/services/sections/marketplace.ts) with the same checks: login, posting restriction,
// the daily limit on new ads, the seller (or the staff) alone changes and closes an ad.

const adArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  kind: t.arg.string({ required: true, description: "'vehicle' or 'part'." }),
  title: t.arg.string({ required: true }),
  description: t.arg.string({ required: true }),
  price: t.arg.string({ required: true, description: "Whole euros as typed ('12.500'); 0 gives it away." }),
  negotiable: t.arg.boolean({ required: false }),
  manufacturerId: t.arg.int({ required: false, description: 'Required for a vehicle.' }),
  modelYear: t.arg.int({ required: false }),
  mileage: t.arg.int({ required: false }),
  postcode: t.arg.string({ required: true }),
  city: t.arg.string({ required: true }),
})

builder.mutationFields((t) => ({
  placeMarketplaceAd: t.string({
    description: 'A new ad (pictures come through the web form only). Where it is shown.',
    args: adArgs(t),
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const result = await servicesOf(ctx).sections.marketplace.place(viewer, AdSchema.parse(args))
      if (!result.ok) throwRefusal(result)
      return marketplacePath(result)
    },
  }),
  editMarketplaceAd: t.string({
    description: 'Changes an open ad (its seller or the staff). Where it is shown.',
    args: { id: t.arg.int({ required: true }), ...adArgs(t) },
    resolve: async (_parent, { id, ...rest }, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const result = await servicesOf(ctx).sections.marketplace.edit(viewer, id, AdSchema.parse(rest))
      if (!result.ok) throwRefusal(result)
      return marketplacePath(result)
    },
  }),
  closeMarketplaceAd: t.string({
    description: 'Ends an ad (its seller or the staff). Where it is shown.',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const result = await servicesOf(ctx).sections.marketplace.close(viewer, args.id)
      if (!result.ok) throwRefusal(result)
      return marketplacePath(result)
    },
  }),
}))
