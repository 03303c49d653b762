import { isQuotable } from '#domain/visibility.ts'
import { builder } from '../builder.ts'
import { postVisibilityFor } from '../visible.ts'
import { PostRef } from './post.ts'
import { ThreadRef } from './thread.ts'

// The full reply's editor (decision 024): the post 'Antworten' quotes. Only a post of this thread
// that the viewer may see, and that its readers see as published (src/domain/visibility.ts
// isQuotable): a hidden post's text never reaches the editor, not even its author's or a
// moderator's, who would publish it again with the quote.

builder.objectField(ThreadRef, 'quotablePost', (t) =>
  t.field({
    type: PostRef,
    nullable: true,
    description:
      'A post of this thread the viewer may quote in a reply (seen by them, published to the thread’s readers); null for any other id.',
    args: { postId: t.arg.int({ required: true }) },
    resolve: async (thread, args, ctx) => {
      if (args.postId < 1) return null
      const post = await ctx.loaders.post.load(args.postId)
      if (!post || post.thread_id !== thread.id) return null
      const visibility = await postVisibilityFor(ctx, post, thread)
      return isQuotable(visibility, post, thread) ? post : null
    },
  }),
)
