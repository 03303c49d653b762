import { findPostInThread } from '#db/posting.ts'
import { findThread } from '#db/thread-page.ts'
import { setBestPost } from '#db/threads.ts'
import { canMarkBestAnswer, type Viewer } from '#domain/permissions.ts'
import { acceptsWrites } from '#domain/visibility.ts'
import type { PostingContext } from './context.ts'

// The thread starter's (or a moderator's) best answer (spec 001 §7).

/** Best answer (spec 001 §7): the starter or a moderator marks a reply, or takes the mark away. */
export async function setBestAnswer(
  ctx: PostingContext,
  viewer: Viewer,
  threadId: number,
  postId: number | null,
): Promise<{ ok: true } | { ok: false; status: 400 | 403 | 404; message: string }> {
  const { deps, db, scopeFor, visibilityOfThread, AUTHOR_ONLY } = ctx
  const thread = await findThread(db, threadId)
  const board = thread ? await scopeFor(viewer, thread.board_id) : null
  // decision 019: a hidden thread takes no best answer from those who may not see it
  const visibility = thread && board ? visibilityOfThread(viewer, thread, board) : null
  if (!thread || !board || !visibility?.visible)
    return { ok: false, status: 404, message: 'Dieses Thema gibt es nicht.' }
  if (!acceptsWrites(visibility)) return { ok: false, status: 403, message: AUTHOR_ONLY }
  if (!canMarkBestAnswer(viewer, { authorId: thread.author_id, board })) {
    return {
      ok: false,
      status: 403,
      message: 'Nur der Themenstarter und die Moderation können die beste Antwort wählen.',
    }
  }
  if (postId !== null) {
    const post = await findPostInThread(db, postId, threadId)
    if (!post || post.position === 0 || post.visibility === 'Hidden') {
      return {
        ok: false,
        status: 400,
        message: 'Als beste Antwort eignet sich nur eine sichtbare Antwort in diesem Thema.',
      }
    }
  }
  await setBestPost(db, threadId, postId)
  deps.afterWrite?.({ threadId })
  return { ok: true }
}
