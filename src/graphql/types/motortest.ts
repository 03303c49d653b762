import { findLatestMotortests, type MotortestRow } from '#db/motortests.ts'
import { motortestPath } from '#domain/content-routes.ts'
import { HOME_LATEST_TESTS } from '#domain/limits.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { builder } from '../builder.ts'
import { listLimit } from './list-limit.ts'
import { UserRef } from './user.ts'

export const MotortestRef = builder.objectRef<MotortestRow>('Motortest')

MotortestRef.implement({
  description: 'A vehicle test written by a member (spec 000 §3 Motortest).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.exposeString('title'),
    path: t.string({ resolve: (test) => motortestPath(test) }),
    canonicalUrl: t.string({ resolve: (test, _args, ctx) => canonicalUrl(ctx.variant, motortestPath(test)) }),
    rating: t.exposeInt('rating', { description: 'On a scale of 50 (spec 001 §3).' }),
    pictureUrl: t.exposeString('picture_url', { nullable: true }),
    createdAt: t.expose('created_at', { type: 'DateTime' }),
    author: t.field({
      type: UserRef,
      nullable: true,
      resolve: (test, _args, ctx) => ctx.loaders.user.load(test.author_id),
    }),
  }),
})

const MotortestListRef = builder.objectRef<{ tests: MotortestRow[] }>('MotortestList')

MotortestListRef.implement({
  fields: (t) => ({
    tests: t.field({ type: [MotortestRef], resolve: (list) => list.tests }),
  }),
})

const MotortestsQueryRef = builder.objectRef<object>('MotortestsQuery')

MotortestsQueryRef.implement({
  fields: (t) => ({
    latest: t.field({
      type: MotortestListRef,
      description: 'Newest vehicle tests (spec 000 §7 LandingPageData: limit 4, giving tests).',
      args: { limit: t.arg.int({ required: false }) },
      resolve: async (_parent, args, ctx) => ({
        tests: await findLatestMotortests(ctx.db, listLimit(args.limit, HOME_LATEST_TESTS)),
      }),
    }),
  }),
})

builder.queryFields((t) => ({
  motortests: t.field({ type: MotortestsQueryRef, resolve: () => ({}) }),
}))
