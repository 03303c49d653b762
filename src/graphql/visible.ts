import type { PostRow, ThreadRow } from '#db/thread-page.ts'
import type { ThreadListRow } from '#db/threads.ts'
import { AppError } from '#domain/errors.ts'
import { type BoardScope, canModerateBoard, isStaff } from '#domain/permissions.ts'
import { postVisibility, threadVisibility, type Visibility } from '#domain/visibility.ts'
import type { GraphQLContext } from './context.ts'

// decision 019: every resolver that returns content or ids asks src/domain/visibility.ts through
// these helpers, so GraphQL decides exactly as the thread page does.

/** The board with the boards above it, read only for staff: nobody else moderates anything. */
export async function viewerBoardScope(ctx: GraphQLContext, boardId: number): Promise<BoardScope> {
  if (!isStaff(ctx.viewer)) return { id: boardId }
  return { id: boardId, ancestorIds: await ctx.loaders.ancestors.load(boardId) }
}

/** Whether the viewer moderates this board (and so sees hidden content). */
export async function moderatesBoard(ctx: GraphQLContext, boardId: number): Promise<boolean> {
  return isStaff(ctx.viewer) && canModerateBoard(ctx.viewer, await viewerBoardScope(ctx, boardId))
}

/** A thread row of any list or the page; list rows are never deleted (their queries say so). */
type AnyThread = ThreadListRow | ThreadRow

function deletedAt(thread: AnyThread): Date | null {
  return 'deleted_at' in thread ? thread.deleted_at : null
}

export async function threadVisibilityFor(ctx: GraphQLContext, thread: AnyThread): Promise<Visibility> {
  return threadVisibility(
    ctx.viewer,
    { visibility: thread.visibility, deletedAt: deletedAt(thread), authorId: thread.author_id },
    await viewerBoardScope(ctx, thread.board_id),
  )
}

export async function postVisibilityFor(
  ctx: GraphQLContext,
  post: Pick<PostRow, 'visibility'> & Partial<Pick<PostRow, 'deleted_at' | 'author_id'>>,
  thread: AnyThread,
): Promise<Visibility> {
  return postVisibility(
    ctx.viewer,
    { visibility: post.visibility, deletedAt: post.deleted_at ?? null, authorId: post.author_id ?? null },
    { visibility: thread.visibility, deletedAt: deletedAt(thread), authorId: thread.author_id },
    await viewerBoardScope(ctx, thread.board_id),
  )
}

/**
 * The thread's refusal as the thread page answers it: 404 for unknown, 410 for deleted and (decision
 * 020) hidden threads the viewer may not see, HiddenLoggedOut for members-only ones and visitors.
 */
export async function readableThread(ctx: GraphQLContext, threadId: number): Promise<ThreadRow | null> {
  const thread = await ctx.loaders.thread.load(threadId)
  if (!thread) return null
  const visibility = await threadVisibilityFor(ctx, thread)
  if (visibility.visible) return thread
  // spec 001 §8: Deleted → 410; members-only for visitors → 410 HiddenLoggedOut (with 'Registrieren')
  if (visibility.reason === 'Deleted') {
    const message =
      thread.deleted_at === null ? 'Dieses Thema ist nicht mehr verfügbar.' : 'Dieses Thema wurde gelöscht.'
    throw new AppError('Deleted', message)
  }
  if (visibility.reason === 'HiddenLoggedOut') {
    throw new AppError('HiddenLoggedOut', 'Dieses Thema ist nur für registrierte Nutzer sichtbar.')
  }
  return null
}

/** A post the viewer may see (its thread included), or null: lists and links show nothing of it. */
export async function visiblePost(ctx: GraphQLContext, postId: number | null): Promise<PostRow | null> {
  if (postId === null) return null
  const post = await ctx.loaders.post.load(postId)
  if (!post) return null
  const thread = await ctx.loaders.thread.load(post.thread_id)
  if (!thread) return null
  return (await postVisibilityFor(ctx, post, thread)).visible ? post : null
}

/** A post of a thread the caller already holds: the thread's rule first, without a second read of it. */
export async function visiblePostOf(
  ctx: GraphQLContext,
  thread: AnyThread,
  postId: number | null,
): Promise<PostRow | null> {
  if (postId === null) return null
  if (!(await threadVisibilityFor(ctx, thread)).visible) return null
  const post = await ctx.loaders.post.load(postId)
  if (!post || post.thread_id !== thread.id) return null
  return (await postVisibilityFor(ctx, post, thread)).visible ? post : null
}
