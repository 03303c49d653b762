import { deleteDraft } from '#db/drafts.ts'
import { isUniqueViolation } from '#db/errors.ts'
import {
  countNewPost,
  findBoardChain,
  insertFirstPost,
  insertThread,
  scopeOfChain,
  setFirstPost,
} from '#db/posting.ts'
import { autoFollowOf, followNewThread } from '#db/subscriptions.ts'
import { checkVehicle } from '#db/vehicles.ts'
import { REQUIRED, threadTitleProblem } from '#domain/form-texts.ts'
import {
  canModerateBoard,
  canStartThread,
  postingRestrictionMessage,
  type Viewer,
} from '#domain/permissions.ts'
import { slugify, threadPath } from '#domain/routes.ts'
import { floodCheck } from '../flood-control.ts'
import { checkClaimable } from '../uploads.ts'
import type { PostingContext } from './context.ts'
import { claimFor, UPLOADS_GONE, UploadsGone, withoutNul } from './context.ts'
import {
  NEW_THREAD_DRAFT,
  type NewThreadErrors,
  type NewThreadInput,
  type NewThreadResult,
  POST_TEXT_MAX,
} from './types.ts'

// Starting a thread (spec 000 §2.2): validate → authorise → one transaction for the thread, its first
// post and every counter → events. A form's submission key makes a double submission one thread.

export async function createThread(
  ctx: PostingContext,
  viewer: Viewer,
  input: NewThreadInput,
): Promise<NewThreadResult> {
  const { deps, db, now, flood, foldCounters, restrictionOf, existingSubmission } = ctx
  const chain = await findBoardChain(db, input.boardId)
  const board = chain[0]
  if (!board)
    return {
      ok: false,
      status: 404,
      reason: 'BoardNotFound',
      errors: { boardId: 'Dieses Forum gibt es nicht.' },
    }
  const scope = { id: board.id, ...scopeOfChain(chain), isOpen: board.is_open }
  const restriction = await restrictionOf(viewer)
  // decision 021: the form comes back with everything typed, and why it was not saved
  if (restriction) return { ok: false, status: 403, errors: { form: postingRestrictionMessage(restriction) } }
  if (!canStartThread(viewer, scope, restriction)) {
    return {
      ok: false,
      status: 403,
      reason: 'PermissionDenied',
      errors: {
        boardId: 'Dieses Forum ist geschlossen. Hier können keine neuen Themen erstellt werden.',
      },
    }
  }

  const title = withoutNul(input.title).trim().replace(/\s+/g, ' ')
  const text = withoutNul(input.text).trim()
  const errors: NewThreadErrors = {}
  const titleProblem = threadTitleProblem(title)
  if (titleProblem) errors.title = titleProblem
  if (text === '') errors.text = REQUIRED
  else if (text.length > POST_TEXT_MAX)
    errors.text = `Der Text darf höchstens ${POST_TEXT_MAX.toLocaleString('de-DE')} Zeichen lang sein.`
  const vehicle = await checkVehicle(db, input)
  if (!vehicle) errors.vehicle = 'Bitte wähle Hersteller, Baureihe und Modell passend zueinander aus.'
  if (Object.keys(errors).length > 0 || !vehicle) return { ok: false, status: 400, errors }

  const previous = await existingSubmission(viewer.userId, input.submissionKey)
  if (previous) return { ok: true, threadId: previous.id, path: threadPath(previous) }
  // decision 025: only the member's own unused uploads, at most UPLOADS_PER_POST_MAX
  const uploads = await checkClaimable(db, viewer, input.uploadIds ?? [])
  if (!uploads.ok) return { ok: false, status: uploads.status, errors: { attachments: uploads.message } }
  // docs/security.md: counted only for a thread that would be created; the form keeps its values
  const limited = await floodCheck(db, viewer, flood.thread, now())
  if (!limited.ok)
    return {
      ok: false,
      status: 429,
      errors: { form: limited.message },
      retryAfterSeconds: limited.retryAfterSeconds,
    }

  const at = now()
  const slug = slugify(title)
  const autoFollow = await autoFollowOf(db, viewer.userId)
  let threadId: number
  let firstPostId = 0
  try {
    threadId = await db.transaction().execute(async (trx) => {
      const thread = await insertThread(trx, {
        boardId: board.id,
        title,
        slug,
        authorId: viewer.userId,
        at,
        manufacturerId: vehicle.manufacturerId,
        seriesId: vehicle.seriesId,
        modelId: vehicle.modelId,
        submissionKey: input.submissionKey,
      })
      const post = await insertFirstPost(trx, {
        threadId: thread.id,
        authorId: viewer.userId,
        text,
        at,
        isPostedByModerator: canModerateBoard(viewer, scope),
      })
      await setFirstPost(trx, thread.id, post.id)
      await countNewPost(trx, {
        threadId: thread.id,
        boardId: board.id,
        postId: post.id,
        authorId: viewer.userId,
        createdAt: at,
        startsThread: true,
      })
      await claimFor(trx, viewer.userId, post.id, uploads.uploadIds, at)
      // decision 030: one's own new thread is followed (the setting auto-follow, on by default)
      if (autoFollow) await followNewThread(trx, viewer.userId, thread.id, at)
      await deleteDraft(trx, viewer.userId, NEW_THREAD_DRAFT)
      firstPostId = post.id
      return thread.id
    })
  } catch (error) {
    if (error instanceof UploadsGone) return { ok: false, status: 400, errors: { attachments: UPLOADS_GONE } }
    // the same form sent twice at once: the second insert meets the first one's key
    if (isUniqueViolation(error)) {
      const first = await existingSubmission(viewer.userId, input.submissionKey)
      if (first) return { ok: true, threadId: first.id, path: threadPath(first) }
    }
    throw error
  }
  await foldCounters()
  deps.afterWrite?.({ threadId })
  await deps.events?.emit({
    type: 'post.created',
    postId: firstPostId,
    threadId,
    boardId: board.id,
    authorId: viewer.userId,
    position: 0,
    text,
    startsThread: true,
    at,
  })
  return { ok: true, threadId, path: threadPath({ id: threadId, slug }) }
}
