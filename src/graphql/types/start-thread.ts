import { findBoardTree } from '#db/boards.ts'
import { findDraft } from '#db/drafts.ts'
import { findVehicleTree, type VehicleTree } from '#db/vehicles.ts'
import { builder } from '../builder.ts'
import { BoardsQueryRef } from './board.ts'
import { UserQueryRef } from './user.ts'

// What the new-thread form needs (spec 000 §2.2): the vehicle pickers, the board choice and the
// member's saved draft.

type Manufacturer = VehicleTree[number]
type Series = Manufacturer['series'][number]
type Model = Series['models'][number]

const VehicleModelRef = builder.objectRef<Model>('VehicleModel').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
})
const VehicleSeriesRef = builder.objectRef<Series>('VehicleSeries').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    models: t.field({ type: [VehicleModelRef], resolve: (series) => series.models }),
  }),
})
const ManufacturerRef = builder.objectRef<Manufacturer>('VehicleManufacturer').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    kind: t.exposeString('kind'),
    series: t.field({ type: [VehicleSeriesRef], resolve: (manufacturer) => manufacturer.series }),
  }),
})

const VehiclesQueryRef = builder.objectRef<object>('VehiclesQuery').implement({
  fields: (t) => ({
    manufacturers: t.field({
      type: [ManufacturerRef],
      description: 'Manufacturer → series → models, for the vehicle pickers.',
      resolve: (_parent, _args, ctx) => findVehicleTree(ctx.db),
    }),
  }),
})

builder.queryFields((t) => ({
  vehicles: t.field({ type: VehiclesQueryRef, resolve: () => ({}) }),
}))

const BoardChoiceRef = builder
  .objectRef<{ id: number; name: string; depth: number; is_open: boolean }>('BoardChoice')
  .implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
      depth: t.exposeInt('depth'),
      isOpen: t.exposeBoolean('is_open'),
    }),
  })

builder.objectField(BoardsQueryRef, 'selectable', (t) =>
  t.field({
    type: [BoardChoiceRef],
    description: 'Every board in tree order with its depth (the board choice of the new-thread form).',
    resolve: (_parent, _args, ctx) => findBoardTree(ctx.db),
  }),
)

const DraftRef = builder
  .objectRef<{ title: string; text: string; data: Record<string, unknown>; updated_at: Date }>('Draft')
  .implement({
    fields: (t) => ({
      title: t.exposeString('title'),
      text: t.exposeString('text'),
      data: t.string({
        description: 'JSON of the form fields besides title and text.',
        resolve: (draft) => JSON.stringify(draft.data),
      }),
      updatedAt: t.expose('updated_at', { type: 'DateTime' }),
    }),
  })

builder.objectField(UserQueryRef, 'draft', (t) =>
  t.field({
    type: DraftRef,
    nullable: true,
    description: "The member's draft for a form (spec 000 §4); null for visitors.",
    args: { context: t.arg.string({ required: true }) },
    resolve: async (_parent, args, ctx) =>
      ctx.viewer ? ((await findDraft(ctx.db, ctx.viewer.userId, args.context)) ?? null) : null,
  }),
)
