import { findNotice, findNoticeOrThrow, lockNotice, updateNoticeDecision } from '#db/notices.ts'
import {
  COMPLAINT_WINDOW_MONTHS,
  complainingParty,
  complaintNeedsAdmin,
  isAccepted,
  isNoticeStatus,
  isOpenComplaint,
  isRejectedAndClosed,
  type NoticeEvent,
  type NoticeStatus,
} from '#domain/moderation.ts'
import {
  type ComplaintDecisionInput,
  type ComplaintInput,
  complaintDecisionInputSchema,
  complaintInputSchema,
} from '#domain/moderation-input.ts'
import { canDecideCase, canDecideComplaint, type Viewer } from '#domain/permissions.ts'
import { parseRefusal, refuse } from '#domain/refusal.ts'
import { applyMeasure, checkMisuse, moveCase } from './case-moves.ts'
import { complaintOpenTo, done, findOwnCase, scopeOf } from './context.ts'
import { notifyParties, tellOfComplaint } from './party-messages.ts'
import { CASE_NOT_FOUND, CHECK_INPUT, FORBIDDEN, type ModerationDeps, type Result } from './types.ts'

// The internal complaint (DSA Art. 20): a party complains, a moderator decides it anew.

/** A party's complaint (DSA Art. 20): within six months, once per decision. */
export async function complain(
  deps: ModerationDeps,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ status: NoticeStatus }>> {
  const { db } = deps
  if (viewer === null) return refuse(403, 'policy', 'Bitte melde Dich an.')
  const parsed = complaintInputSchema.safeParse(raw)
  if (!parsed.success) return parseRefusal(parsed.error, CHECK_INPUT)
  const input: ComplaintInput = parsed.data
  const own = await findOwnCase(deps, viewer, input.noticeId)
  if (!own.ok) return own
  if (complaintOpenTo(deps, own.notice, own.role) === null) {
    return refuse(
      409,
      'conflict',
      `Eine Beschwerde ist nur innerhalb von ${COMPLAINT_WINDOW_MONTHS} Monaten nach der Entscheidung und nur einmal je Entscheidung möglich.`,
    )
  }
  const status = await db.transaction().execute(async (trx) => {
    const notice = await lockNotice(trx, input.noticeId)
    if (!notice || !isNoticeStatus(notice.status) || complainingParty(notice.status) !== own.role) return null
    const moved = await moveCase(deps, trx, notice, 'complain', viewer.userId, {
      partyRole: own.role,
      text: input.text,
    })
    if (moved) await tellOfComplaint(deps, trx, notice, moved, own.role)
    return moved
  })
  if (status === null) return refuse(409, 'conflict', 'Über diesen Fall wurde bereits entschieden.')
  deps.kickJobs?.()
  return { ok: true, status }
}

/** The decision on an open complaint: by another person; the second round by an admin. */
export async function decideComplaint(
  deps: ModerationDeps,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ status: NoticeStatus }>> {
  const { db } = deps
  const parsed = complaintDecisionInputSchema.safeParse(raw)
  if (!parsed.success) return parseRefusal(parsed.error, CHECK_INPUT)
  const input: ComplaintDecisionInput = parsed.data
  const existing = await findNotice(db, input.noticeId)
  if (!existing) return refuse(404, 'policy', CASE_NOT_FOUND)
  const scope = await scopeOf(deps, existing.board_id)
  if (viewer === null || !canDecideCase(viewer, scope)) return refuse(403, 'policy', FORBIDDEN)
  if (!isNoticeStatus(existing.status) || !isOpenComplaint(existing.status)) {
    return refuse(409, 'conflict', 'Zu diesem Fall ist keine Beschwerde offen.')
  }
  if (
    !canDecideComplaint(viewer, scope, {
      decidedBy: existing.decided_by,
      needsAdmin: complaintNeedsAdmin(existing.status),
    })
  ) {
    return refuse(
      403,
      'policy',
      complaintNeedsAdmin(existing.status)
        ? 'Über diese Beschwerde entscheidet ein Administrator.'
        : 'Über eine Beschwerde entscheidet eine andere Person als die, die die Entscheidung getroffen hat.',
    )
  }
  const event: NoticeEvent = input.outcome === 'uphold' ? 'upholdComplaint' : 'rejectComplaint'
  const status = await db.transaction().execute(async (trx) => {
    const notice = await lockNotice(trx, input.noticeId)
    if (!notice || notice.status !== existing.status) return null
    await updateNoticeDecision(trx, notice.id, { facts: input.facts })
    const updated = await findNoticeOrThrow(trx, notice.id)
    const moved = await moveCase(deps, trx, updated, event, viewer.userId, {
      decided: true,
      text: input.facts,
    })
    if (!moved) return null
    const measured = await findNoticeOrThrow(trx, notice.id)
    const from = notice.status
    const { liftedRestriction } = await applyMeasure(deps, trx, measured, from, moved, viewer.userId)
    // the content's state is what the new status says; a measure the case never had (a rejected
    // notice now accepted) is hidden by default
    if (
      isAccepted(moved) &&
      measured.measure_visibility === null &&
      measured.content_type !== 'UserAccount'
    ) {
      await updateNoticeDecision(trx, notice.id, { measureVisibility: 'Hidden' })
      const withMeasure = await findNoticeOrThrow(trx, notice.id)
      await applyMeasure(deps, trx, withMeasure, from, moved, viewer.userId)
    }
    await notifyParties(deps, trx, updated, moved, { automated: false, liftedRestriction, event })
    if (isRejectedAndClosed(moved)) await checkMisuse(deps, trx, notice.reporter_id)
    return moved
  })
  if (status === null) return refuse(409, 'conflict', 'Über diesen Fall wurde bereits entschieden.')
  done(deps)
  return { ok: true, status }
}
