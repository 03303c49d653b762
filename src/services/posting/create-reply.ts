import { deleteDraft } from '#db/drafts.ts'
import { isUniqueViolation } from '#db/errors.ts'
import { countNewPost, findReplyBySubmission, insertReply, setLastPost, takeReplySlot } from '#db/posting.ts'
import { setReadPosition } from '#db/read-state.ts'
import { autoFollowOf, followRepliedThread } from '#db/subscriptions.ts'
import { findThread } from '#db/thread-page.ts'
import { REQUIRED } from '#domain/form-texts.ts'
import { QUICK_REPLY_MAX_LENGTH } from '#domain/limits.ts'
import { postPath } from '#domain/pagination.ts'
import { canModerateBoard, canReply, postingRestrictionMessage, type Viewer } from '#domain/permissions.ts'
import { acceptsWrites } from '#domain/visibility.ts'
import { floodCheck } from '../flood-control.ts'
import { checkClaimable } from '../uploads.ts'
import type { PostingContext } from './context.ts'
import { claimFor, UPLOADS_GONE, UploadsGone, withoutNul } from './context.ts'
import { POST_TEXT_MAX, type ReplyResult, replyDraft } from './types.ts'

// Replying (spec 001 §7, decision 024): the quick reply and the full reply, one transaction for the
// post, its uploads and every counter → events.

/**
 * A reply (spec 001 §7): required, trimmed, at most 2000 characters (spec 001 §5, the quick
 * reply); the full editor (decision 024) passes `maxLength: POST_TEXT_MAX`. Closed threads refuse.
 * The thread row's lock hands out the next dense position; counters move in the same
 * transaction; the author follows the thread from then on.
 */
export async function createReply(
  ctx: PostingContext,
  viewer: Viewer,
  input: { threadId: number; text: string; submissionKey: string; uploadIds?: readonly number[] },
  options: { maxLength?: number } = {},
): Promise<ReplyResult> {
  const { deps, db, now, flood, foldCounters, scopeFor, visibilityOfThread, restrictionOf, AUTHOR_ONLY } = ctx
  const maxLength = Math.min(options.maxLength ?? QUICK_REPLY_MAX_LENGTH, POST_TEXT_MAX)
  const text = withoutNul(input.text).trim()
  if (text === '') return { ok: false, status: 400, message: REQUIRED }
  if (text.length > maxLength) {
    return {
      ok: false,
      status: 400,
      message: `Deine Antwort darf höchstens ${maxLength.toLocaleString('de-DE')} Zeichen lang sein.`,
    }
  }
  const thread = await findThread(db, input.threadId)
  const board = thread ? await scopeFor(viewer, thread.board_id) : null
  const visibility = thread && board ? visibilityOfThread(viewer, thread, board) : null
  if (!thread || !board || (visibility && !visibility.visible && visibility.reason === 'NotFound')) {
    return { ok: false, status: 404, reason: 'ThreadNotFound', message: 'Dieses Thema gibt es nicht.' }
  }
  if (visibility && (!visibility.visible || visibility.marked === 'Deleted'))
    return { ok: false, status: 410, reason: 'Deleted', message: 'Dieses Thema wurde gelöscht.' }
  if (visibility && !acceptsWrites(visibility))
    return { ok: false, status: 403, reason: 'PermissionDenied', message: AUTHOR_ONLY }
  const restriction = await restrictionOf(viewer)
  if (restriction)
    return {
      ok: false,
      status: 403,
      reason: 'PermissionDenied',
      message: postingRestrictionMessage(restriction),
    }
  if (!canReply(viewer, { isOpen: thread.is_open, board }, restriction)) {
    return {
      ok: false,
      status: 403,
      reason: 'PermissionDenied',
      message: 'Dieses Thema ist geschlossen. Antworten sind nicht mehr möglich.',
    }
  }
  const previous = await findReplyBySubmission(db, viewer.userId, input.submissionKey)
  if (previous)
    return {
      ok: true,
      postId: previous.id,
      position: previous.position,
      path: postPath(thread, previous),
    }
  // decision 025: only the member's own unused uploads, at most UPLOADS_PER_POST_MAX
  const uploads = await checkClaimable(db, viewer, input.uploadIds ?? [])
  if (!uploads.ok)
    return { ok: false, status: uploads.status, message: uploads.message, field: 'attachments' }
  // docs/security.md: counted only for a reply that would be saved; the text stays in the form
  const limited = await floodCheck(db, viewer, flood.reply, now())
  if (!limited.ok)
    return {
      ok: false,
      status: 429,
      message: limited.message,
      retryAfterSeconds: limited.retryAfterSeconds,
    }

  const at = now()
  const autoFollow = await autoFollowOf(db, viewer.userId)
  try {
    const post = await db.transaction().execute(async (trx) => {
      const slot = await takeReplySlot(trx, thread.id, viewer.userId, at)
      const createdAt = slot.last_post_at
      const inserted = await insertReply(trx, {
        threadId: thread.id,
        position: slot.position,
        authorId: viewer.userId,
        text,
        createdAt,
        isPostedByModerator: canModerateBoard(viewer, board),
        submissionKey: input.submissionKey,
      })
      await setLastPost(trx, thread.id, inserted.id)
      await countNewPost(trx, {
        threadId: thread.id,
        boardId: thread.board_id,
        postId: inserted.id,
        authorId: viewer.userId,
        createdAt,
        startsThread: false,
      })
      await claimFor(trx, viewer.userId, inserted.id, uploads.uploadIds, at)
      // decision 030: with auto-follow (the default) the author follows the thread from now on;
      // without it, only a thread already followed moves its read position past the reply
      if (autoFollow) await followRepliedThread(trx, viewer.userId, thread.id, inserted.position + 1, at)
      else await setReadPosition(trx, viewer.userId, thread.id, inserted.position + 1)
      await deleteDraft(trx, viewer.userId, replyDraft(thread.id))
      return inserted
    })
    await foldCounters()
    deps.afterWrite?.({ threadId: thread.id })
    await deps.events?.emit({
      type: 'post.created',
      postId: post.id,
      threadId: thread.id,
      boardId: thread.board_id,
      authorId: viewer.userId,
      position: post.position,
      text,
      startsThread: false,
      at,
    })
    return { ok: true, postId: post.id, position: post.position, path: postPath(thread, post) }
  } catch (error) {
    if (error instanceof UploadsGone)
      return { ok: false, status: 400, message: UPLOADS_GONE, field: 'attachments' }
    if (isUniqueViolation(error)) {
      const first = await findReplyBySubmission(db, viewer.userId, input.submissionKey)
      if (first)
        return { ok: true, postId: first.id, position: first.position, path: postPath(thread, first) }
    }
    throw error
  }
}
