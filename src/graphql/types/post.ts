import { builder } from '../builder.ts'
import { UserRef } from './user.ts'

/**
 * The part of a post every list knows without reading the posts table: a thread's counters
 * carry its last post's id, time and author (spec 000 §3: hot threads carry lastPost with
 * createdAt and author). The thread pages add text, thumbs and images.
 */
export interface PostSummary {
  id: number
  thread_id: number
  author_id: number | null
  created_at: Date
}

export const PostRef = builder.objectRef<PostSummary>('Post')

PostRef.implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    threadId: t.exposeInt('thread_id'),
    authorId: t.exposeInt('author_id', { nullable: true }),
    createdAt: t.expose('created_at', { type: 'DateTime' }),
    author: t.field({
      type: UserRef,
      nullable: true,
      resolve: (post, _args, ctx) => (post.author_id === null ? null : ctx.loaders.user.load(post.author_id)),
    }),
  }),
})
