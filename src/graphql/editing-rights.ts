import { findActiveRestriction } from '#db/notices.ts'
import type { PostRow } from '#db/thread-page.ts'
import {
  type BoardScope,
  canEditPost,
  canEditThreadTitle,
  canPinThread,
  canSeePostHistory,
  type PostingRestriction,
} from '#domain/permissions.ts'
import type { GraphQLContext } from './context.ts'
import { postVisibilityFor } from './visible.ts'

// What the viewer may edit (decision 026), asked by the thread page's fields with the same functions
// the editing service decides with (src/domain/permissions.ts), on the request's clock.

const restrictions = new WeakMap<GraphQLContext, Promise<PostingRestriction | null>>()

/** The viewer's active posting restriction (decision 021), read once per request. */
export function viewerRestriction(ctx: GraphQLContext): Promise<PostingRestriction | null> {
  const viewer = ctx.viewer
  if (viewer === null) return Promise.resolve(null)
  let found = restrictions.get(ctx)
  if (!found) {
    found = findActiveRestriction(ctx.db, viewer.userId, 'posting', ctx.now).then((row) =>
      row ? { endsAt: row.ends_at } : null,
    )
    restrictions.set(ctx, found)
  }
  return found
}

/** The board with the boards above it (batched per request). */
export async function boardScopeOf(ctx: GraphQLContext, boardId: number): Promise<BoardScope> {
  return { id: boardId, ancestorIds: await ctx.loaders.ancestors.load(boardId) }
}

/** Title and pin rights on a thread (Forenpaten and the moderation of its board). */
export async function threadCuration(
  ctx: GraphQLContext,
  board: BoardScope,
): Promise<{ canEditTitle: boolean; canPin: boolean }> {
  if (ctx.viewer === null || ctx.viewer.roleRelations.length === 0)
    return { canEditTitle: false, canPin: false }
  const restriction = await viewerRestriction(ctx)
  return {
    canEditTitle: canEditThreadTitle(ctx.viewer, { board }, restriction),
    canPin: canPinThread(ctx.viewer, { board }, restriction),
  }
}

/** Whether the viewer may edit this post now (the 'Bearbeiten' link). Visitors never. */
export async function mayEditPost(ctx: GraphQLContext, post: PostRow): Promise<boolean> {
  const viewer = ctx.viewer
  if (viewer === null) return false
  const thread = await ctx.loaders.thread.load(post.thread_id)
  if (!thread) return false
  // only the author and those with a role can ever edit: members see no link on others' posts
  if (viewer.userId !== post.author_id && viewer.roleRelations.length === 0) return false
  const [board, visibility, restriction] = await Promise.all([
    boardScopeOf(ctx, thread.board_id),
    postVisibilityFor(ctx, post, thread),
    viewerRestriction(ctx),
  ])
  if (!visibility.visible) return false
  return canEditPost(
    viewer,
    {
      authorId: post.author_id,
      createdAt: post.created_at,
      board,
      threadOpen: thread.is_open,
      takenDown: visibility.marked !== undefined || visibility.authorOnly === true,
    },
    ctx.now,
    restriction,
  )
}

/** Whether the viewer may read a post's (or its thread's) earlier versions. */
export async function maySeeHistory(ctx: GraphQLContext, boardId: number): Promise<boolean> {
  if (ctx.viewer === null || ctx.viewer.roleRelations.length === 0) return false
  return canSeePostHistory(ctx.viewer, await boardScopeOf(ctx, boardId))
}
