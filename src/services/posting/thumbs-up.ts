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
  const post = await db
    .selectFrom('posts')
    .innerJoin('threads', 'threads.id', 'posts.thread_id')
    .select([
      'posts.id',
      'posts.author_id',
      'posts.position',
      'posts.visibility',
      'posts.deleted_at as post_deleted_at',
      'threads.id as thread_id',
      'threads.slug',
      'threads.deleted_at',
      'threads.board_id',
      'threads.author_id as thread_author_id',
      'threads.visibility as thread_visibility',
    ])
    .where('posts.id', '=', postId)
    .executeTakeFirst()
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
    const added = await trx
      .insertInto('post_thumbs')
      .values({ post_id: postId, user_id: viewer.userId, created_at: now() })
      .onConflict((oc) => oc.doNothing())
      .returning('post_id')
      .executeTakeFirst()
    // 'give' (back from the login detour) never takes a thumbs up away
    if (!added && mode === 'give') {
      const current = await trx
        .selectFrom('posts')
        .select('thumbs_up_count')
        .where('id', '=', postId)
        .executeTakeFirstOrThrow()
      return { given: true, count: current.thumbs_up_count, added: false }
    }
    if (!added) {
      await trx
        .deleteFrom('post_thumbs')
        .where('post_id', '=', postId)
        .where('user_id', '=', viewer.userId)
        .execute()
    }
    const delta = added ? 1 : -1
    const updated = await trx
      .updateTable('posts')
      .set((eb) => ({ thumbs_up_count: eb('thumbs_up_count', '+', delta) }))
      .where('id', '=', postId)
      .returning('thumbs_up_count')
      .executeTakeFirstOrThrow()
    await trx
      .updateTable('users')
      .set((eb) => ({ thumbs_up_received: eb('thumbs_up_received', '+', delta) }))
      .where('id', '=', post.author_id)
      .execute()
    return { given: added !== undefined, count: updated.thumbs_up_count, added: added !== undefined }
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
