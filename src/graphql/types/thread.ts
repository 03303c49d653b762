import { findHotThreads, findLatestThreads, type ThreadListRow } from '#db/threads.ts'
import { HOME_HOT_TOPICS, HOME_LATEST_TOPICS } from '#domain/limits.ts'
import { threadPath } from '#domain/routes.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { builder } from '../builder.ts'
import { threadVisibilityFor } from '../visible.ts'
import { listLimit } from './list-limit.ts'
import { PostRef } from './post.ts'
import { UserRef } from './user.ts'

export const ThreadRef = builder.objectRef<ThreadListRow>('Thread')

ThreadRef.implement({
  description: 'A topic. These are the fields of the home lists (spec 000 §3 "Thread (home lists)").',
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.exposeString('title'),
    boardId: t.exposeInt('board_id'),
    authorId: t.exposeInt('author_id'),
    createdAt: t.expose('created_at', { type: 'DateTime' }),
    numberOfReplies: t.exposeInt('reply_count'),
    path: t.string({ resolve: (thread) => threadPath(thread) }),
    canonicalUrl: t.string({
      resolve: (thread, _args, ctx) => canonicalUrl(ctx.variant, threadPath(thread)),
    }),
    author: t.field({
      type: UserRef,
      nullable: true,
      resolve: (thread, _args, ctx) => ctx.loaders.user.load(thread.author_id),
    }),
    lastPost: t.field({
      type: PostRef,
      nullable: true,
      // decision 019: no post of a thread the viewer may not open (members-only in a board list)
      resolve: async (thread, _args, ctx) =>
        thread.last_post_id === null || !(await threadVisibilityFor(ctx, thread)).visible
          ? null
          : {
              id: thread.last_post_id,
              thread_id: thread.id,
              author_id: thread.last_post_user_id,
              created_at: thread.last_post_at,
            },
    }),
  }),
})

export const ThreadsQueryRef = builder.objectRef<object>('ThreadsQuery')

ThreadsQueryRef.implement({
  fields: (t) => ({
    latest: t.field({
      type: [ThreadRef],
      description: 'Newest topics, newest first (spec 000 §7 LandingPageData: limit 4).',
      args: { limit: t.arg.int({ required: false }) },
      resolve: (_parent, args, ctx) => findLatestThreads(ctx.db, listLimit(args.limit, HOME_LATEST_TOPICS)),
    }),
    hot: t.field({
      type: [ThreadRef],
      description: 'Topics under lively discussion ("Heiß diskutiert"), each with its last post.',
      args: { limit: t.arg.int({ required: false }) },
      resolve: (_parent, args, ctx) => findHotThreads(ctx.db, listLimit(args.limit, HOME_HOT_TOPICS)),
    }),
  }),
})

builder.queryFields((t) => ({
  threads: t.field({ type: ThreadsQueryRef, resolve: () => ({}) }),
}))
