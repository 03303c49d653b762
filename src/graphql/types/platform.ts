import { getPlatformStats, type PlatformStats } from '#db/platform.ts'
import { builder } from '../builder.ts'

const PlatformIntelRef = builder.objectRef<PlatformStats>('PlatformIntel')

PlatformIntelRef.implement({
  description: 'Totals shown in the home hero and the forum home description (spec 000 §1, §3).',
  fields: (t) => ({
    totalNumberOfPosts: t.exposeInt('total_posts'),
    totalNumberOfVehicleTests: t.exposeInt('total_motortests'),
    totalNumberOfBlogArticles: t.exposeInt('total_blog_articles'),
  }),
})

const PlatformQueryRef = builder.objectRef<object>('PlatformQuery')

PlatformQueryRef.implement({
  fields: (t) => ({
    platformIntel: t.field({
      type: PlatformIntelRef,
      resolve: (_parent, _args, ctx) => getPlatformStats(ctx.db),
    }),
  }),
})

builder.queryFields((t) => ({
  platform: t.field({ type: PlatformQueryRef, resolve: () => ({}) }),
}))
