import { findPostWithThread } from '#db/posting.ts'
import {
  addThumbsUp,
  addToThumbsUpCount,
  addToThumbsUpReceived,
  findThumbsUpCount,
  removeThumbsUp,
} from '#db/thumbs.ts'
import { postPath } from '#domain/pagination.ts'
import { canGiveThumbsUp, postingRestrictionMessage, type Viewer } from '#domain/permissions.ts'
import { acceptsWrites, postVisibility } from '#domain/visibility.ts'
import type { PostingContext } from './context.ts'

// A thumbs up given or taken back (spec 001 §7).

/** Thumbs up (spec 001 §7): one per member per post, toggling, never on one's own post. */
export async function toggleThumbsUp(
  ctx: PostingContext,
  viewer: Viewer,
  postId: number,
  mode: 'toggle' | 'give' = 'toggle',
): Promise<
  | { ok: true; given: boolean; count: number; path: string }
  | { ok: false; status: 403 | 404; message: string }
> {
  const { deps, db, now, scopeFor, restrictionOf, AUTHOR_ONLY } = ctx
  const post = await findPostWithThread(db, postId)
  // decision 019: only a post the viewer may see takes a thumbs up
  const visibility =
    post &&
    postVisibility(
      viewer,
      { visibility: post.visibility, deletedAt: post.post_deleted_at, authorId: post.author_id },
      { visibility: post.thread_visibility, deletedAt: post.deleted_at, authorId: post.thread_author_id },
      await scopeFor(viewer, post.board_id),
    )
  if (!post || !visibility?.visible)
    return { ok: false, status: 404, message: 'Diesen Beitrag gibt es nicht.' }
  if (!acceptsWrites(visibility)) return { ok: false, status: 403, message: AUTHOR_ONLY }
  const restriction = await restrictionOf(viewer)
  if (restriction) return { ok: false, status: 403, message: postingRestrictionMessage(restriction) }
  if (!canGiveThumbsUp(viewer, { authorId: post.author_id }, restriction)) {
    return {
      ok: false,
      status: 403,
      message: 'Deinen eigenen Beitrag kannst Du nicht mit einem Daumen bewerten.',
    }
  }
  const result = await db.transaction().execute(async (trx) => {
    const added = await addThumbsUp(trx, postId, viewer.userId, now())
    // 'give' (back from the login detour) never takes a thumbs up away
    if (!added && mode === 'give') {
      return { given: true, count: await findThumbsUpCount(trx, postId), added: false }
    }
    if (!added) await removeThumbsUp(trx, postId, viewer.userId)
    const delta = added ? 1 : -1
    const count = await addToThumbsUpCount(trx, postId, delta)
    await addToThumbsUpReceived(trx, post.author_id, delta)
    return { given: added, count, added }
  })
  deps.afterWrite?.({ threadId: post.thread_id })
  if (result.given && result.added)
    await deps.events?.emit({
      type: 'thumbs.given',
      postId,
      threadId: post.thread_id,
      giverId: viewer.userId,
      authorId: post.author_id,
      at: now(),
    })
  return {
    ok: true,
    given: result.given,
    count: result.count,
    path: postPath({ id: post.thread_id, slug: post.slug }, post),
  }
}
