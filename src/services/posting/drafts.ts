import { deleteDraft, findDraft, pruneDrafts, saveDraft } from '#db/drafts.ts'
import { findThread } from '#db/thread-page.ts'
import { TITLE_TOO_LONG } from '#domain/form-texts.ts'
import { parseId } from '#domain/ids.ts'
import { DRAFT_DATA_MAX_CHARS, DRAFTS_PER_MEMBER_MAX } from '#domain/limits.ts'
import { canReply, canSaveDraft, postingRestrictionMessage, type Viewer } from '#domain/permissions.ts'
import { acceptsWrites } from '#domain/visibility.ts'
import type { PostingContext } from './context.ts'
import { withoutNul } from './context.ts'
import { type DraftResult, NEW_THREAD_DRAFT, POST_TEXT_MAX, THREAD_TITLE_MAX } from './types.ts'

// Drafts (spec 000 §4): autosaved per member and context, bounded (docs/security.md).

export function findMemberDraft(ctx: PostingContext, userId: number, context: string) {
  return findDraft(ctx.db, userId, context)
}

/**
 * Autosave (spec 000 §4), bounded (docs/security.md): the form's own limits, a small data field,
 * only contexts the member may write to (a reply draft needs a thread they may reply to), and
 * at most DRAFTS_PER_MEMBER_MAX drafts per member, the oldest dropped.
 */
export async function saveMemberDraft(
  ctx: PostingContext,
  viewer: Viewer,
  context: string,
  input: { title: string; text: string; data: Record<string, unknown> },
): Promise<DraftResult> {
  const { db, now, scopeFor, visibilityOfThread, restrictionOf } = ctx
  // docs/security.md: PostgreSQL stores no NUL, in text or in jsonb
  if (JSON.stringify(input.data).includes('\\u0000'))
    return { ok: false, status: 400, message: 'Der Entwurf enthält ein unzulässiges Steuerzeichen.' }
  const draft = { ...input, title: withoutNul(input.title), text: withoutNul(input.text) }
  if (draft.title.length > THREAD_TITLE_MAX)
    return {
      ok: false,
      status: 413,
      message: TITLE_TOO_LONG,
    }
  if (draft.text.length > POST_TEXT_MAX)
    return {
      ok: false,
      status: 413,
      message: `Der Text darf höchstens ${POST_TEXT_MAX.toLocaleString('de-DE')} Zeichen lang sein.`,
    }
  if (JSON.stringify(draft.data).length > DRAFT_DATA_MAX_CHARS)
    return { ok: false, status: 413, message: 'Der Entwurf enthält zu viele Angaben.' }
  const reply = /^reply:(\d+)$/.exec(context)
  const restriction = reply || context === NEW_THREAD_DRAFT ? await restrictionOf(viewer) : null
  if (reply) {
    const threadId = parseId(reply[1])
    const thread = threadId === null ? undefined : await findThread(db, threadId)
    const board = thread ? await scopeFor(viewer, thread.board_id) : null
    const visibility = thread && board ? visibilityOfThread(viewer, thread, board) : null
    if (!thread || !board || !visibility?.visible || !acceptsWrites(visibility))
      return { ok: false, status: 404, message: 'Dieses Thema gibt es nicht.' }
    if (restriction) return { ok: false, status: 403, message: postingRestrictionMessage(restriction) }
    if (!canReply(viewer, { isOpen: thread.is_open, board }, restriction))
      return {
        ok: false,
        status: 403,
        message: 'Dieses Thema ist geschlossen. Antworten sind nicht mehr möglich.',
      }
  } else if (context !== NEW_THREAD_DRAFT) {
    return { ok: false, status: 400, message: 'Diesen Entwurf gibt es nicht.' }
  } else if (!canSaveDraft(viewer, restriction)) {
    return { ok: false, status: 403, message: postingRestrictionMessage(restriction ?? { endsAt: null }) }
  }
  await db.transaction().execute(async (trx) => {
    await saveDraft(trx, viewer.userId, context, draft, now())
    await pruneDrafts(trx, viewer.userId, DRAFTS_PER_MEMBER_MAX)
  })
  return { ok: true }
}

export function deleteMemberDraft(ctx: PostingContext, userId: number, context: string) {
  return deleteDraft(ctx.db, userId, context)
}
