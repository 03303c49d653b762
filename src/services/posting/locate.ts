import { findPostWithThread } from '#db/posting.ts'
import { findThreadPlace } from '#db/threads.ts'
import { postPath } from '#domain/pagination.ts'
import type { Viewer } from '#domain/permissions.ts'
import { threadPath } from '#domain/routes.ts'
import { postVisibility } from '#domain/visibility.ts'
import type { PostingContext } from './context.ts'
import type { Located } from './types.ts'

// Where a thread or a post is, for PostJump and the redirects, as its viewer may see it.

/** A thread's canonical path, or the thread page's refusal for this viewer. */
export async function locateThread(
  ctx: PostingContext,
  viewer: Viewer | null,
  threadId: number,
): Promise<Located> {
  const { db, scopeFor, visibilityOfThread } = ctx
  const thread = await findThreadPlace(db, threadId)
  if (!thread) return { ok: false, reason: 'ThreadNotFound' }
  const visibility = visibilityOfThread(viewer, thread, await scopeFor(viewer, thread.board_id))
  if (!visibility.visible) {
    return { ok: false, reason: visibility.reason === 'NotFound' ? 'ThreadNotFound' : visibility.reason }
  }
  return { ok: true, path: threadPath(thread) }
}

/** spec 000 §2.4 PostJump: the thread page that holds a post, with its anchor, when the viewer may see it. */
export async function locatePost(
  ctx: PostingContext,
  viewer: Viewer | null,
  postId: number,
): Promise<Located> {
  const { db, scopeFor } = ctx
  const post = await findPostWithThread(db, postId)
  if (!post) return { ok: false, reason: 'NotFound' }
  const visibility = postVisibility(
    viewer,
    { visibility: post.visibility, deletedAt: post.post_deleted_at, authorId: post.author_id },
    { visibility: post.thread_visibility, deletedAt: post.deleted_at, authorId: post.thread_author_id },
    await scopeFor(viewer, post.board_id),
  )
  if (!visibility.visible) return { ok: false, reason: visibility.reason }
  return { ok: true, path: postPath({ id: post.thread_id, slug: post.slug }, post) }
}
