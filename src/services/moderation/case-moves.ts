import type { DB } from '#db/database.ts'
import {
  countUnfoundedNotices,
  findActiveRestriction,
  findRestriction,
  insertModerationMessage,
  insertNoticeEvent,
  insertRestriction,
  markRestrictionLifted,
  moveNoticeStatus,
  type NoticeRow,
  setNoticeRestriction,
} from '#db/notices.ts'
import {
  findTransition,
  isAccepted,
  isNoticeStatus,
  MISUSE_SUSPENSION_AT,
  MISUSE_SUSPENSION_DAYS,
  MISUSE_WARNING_AT,
  MISUSE_WINDOW_DAYS,
  type NoticeEvent,
  type NoticeStatus,
  type PartyRole,
  type RecordedNoticeEvent,
} from '#domain/moderation.ts'
import { type ContentVisibility, loadContent } from './content.ts'
import { applyContentVisibility } from './content-changes.ts'
import { nameOf, nowOf } from './context.ts'
import { misuseSuspensionMessage, misuseWarningMessage } from './messages.ts'
import { mailTo } from './party-messages.ts'
import type { ModerationDeps } from './types.ts'

// A case's events and status moves, the measures on the content and the member, and the
// reporters' misuse checks (DSA Art. 23).

export async function record(
  deps: ModerationDeps,
  trx: DB,
  noticeId: number,
  event: RecordedNoticeEvent,
  from: NoticeStatus | null,
  to: NoticeStatus,
  actorId: number | null,
  extra: { partyRole?: PartyRole; automated?: boolean; text?: string } = {},
): Promise<void> {
  await insertNoticeEvent(trx, {
    noticeId,
    event,
    fromStatus: from,
    toStatus: to,
    actorId,
    partyRole: extra.partyRole ?? null,
    automated: extra.automated ?? false,
    text: extra.text ?? '',
    at: nowOf(deps),
  })
}

/** Imposes a case's restriction on the affected member (once). */
export async function imposeRestriction(
  deps: ModerationDeps,
  trx: DB,
  notice: NoticeRow,
  actorId: number | null,
): Promise<void> {
  if (notice.affected_user_id === null) return
  if (!notice.restriction_permanent && !notice.restriction_ends_at) return
  if (notice.restriction_id !== null) {
    const existing = await findRestriction(trx, notice.restriction_id)
    if (existing && existing.lifted_at === null) return
  }
  const restrictionId = await insertRestriction(trx, {
    userId: notice.affected_user_id,
    scope: 'posting',
    startsAt: nowOf(deps),
    endsAt: notice.restriction_permanent ? null : notice.restriction_ends_at,
    reason: notice.decision_facts,
    noticeId: notice.id,
    createdBy: actorId,
  })
  await setNoticeRestriction(trx, notice.id, restrictionId)
}

export async function liftCaseRestriction(
  deps: ModerationDeps,
  trx: DB,
  notice: NoticeRow,
  actorId: number | null,
): Promise<boolean> {
  if (notice.restriction_id === null) return false
  return markRestrictionLifted(trx, notice.restriction_id, nowOf(deps), actorId)
}

/**
 * The content's visibility after a case moved from `from` to `status` (removed while the measure
 * is in force). Content is restored only when this case's own measure was in force before: a
 * case that kept the content (a rejection, or a rejection confirmed) leaves it as it is, so it
 * never brings back what was removed or deleted for another reason meanwhile.
 */
export async function applyMeasure(
  deps: ModerationDeps,
  trx: DB,
  notice: NoticeRow,
  from: NoticeStatus,
  status: NoticeStatus,
  actorId: number | null,
) {
  const removed = isAccepted(status)
  if (!removed && !isAccepted(from)) return { liftedRestriction: false }
  const item = await loadContent(trx, {
    type: notice.content_type,
    id: notice.content_id,
  })
  if (item) {
    const visibility: ContentVisibility = removed ? (notice.measure_visibility ?? 'Hidden') : 'Online'
    if (notice.measure_visibility !== null || !removed) {
      await applyContentVisibility(trx, item, visibility, nowOf(deps))
    }
  }
  let liftedRestriction = false
  if (removed) await imposeRestriction(deps, trx, notice, actorId)
  else liftedRestriction = await liftCaseRestriction(deps, trx, notice, actorId)
  return { liftedRestriction }
}

export async function moveCase(
  deps: ModerationDeps,
  trx: DB,
  notice: NoticeRow,
  event: NoticeEvent,
  actorId: number | null,
  extra: { partyRole?: PartyRole; automated?: boolean; text?: string; decided?: boolean } = {},
): Promise<NoticeStatus | null> {
  if (!isNoticeStatus(notice.status)) return null
  const transition = findTransition(notice.status, event)
  if (!transition) return null
  // only from the status the caller read: a concurrent decision makes this one a no-op
  const moved = await moveNoticeStatus(
    trx,
    notice.id,
    notice.status,
    transition.to,
    nowOf(deps),
    extra.decided ? { by: actorId } : null,
  )
  if (!moved) return null
  await record(deps, trx, notice.id, event, notice.status, transition.to, actorId, extra)
  return transition.to
}

/** Art. 23: count the reporter's unfounded notices; warn, then suspend reporting for a while. */
export async function checkMisuse(deps: ModerationDeps, trx: DB, reporterId: number | null): Promise<void> {
  if (reporterId === null) return
  const since = new Date(nowOf(deps).getTime() - MISUSE_WINDOW_DAYS * 86_400_000)
  const count = await countUnfoundedNotices(trx, reporterId, since)
  const name = await nameOf(trx, reporterId)
  if (count === MISUSE_WARNING_AT) {
    const message = misuseWarningMessage(name, count, MISUSE_WINDOW_DAYS)
    await insertModerationMessage(trx, {
      recipientId: reporterId,
      partyRole: 'NoticeCreator',
      subject: message.subject,
      body: message.body,
      automated: true,
    })
    await mailTo(trx, reporterId, message)
  } else if (count >= MISUSE_SUSPENSION_AT) {
    const active = await findActiveRestriction(trx, reporterId, 'notices', nowOf(deps))
    if (active) return
    const until = new Date(nowOf(deps).getTime() + MISUSE_SUSPENSION_DAYS * 86_400_000)
    await insertRestriction(trx, {
      userId: reporterId,
      scope: 'notices',
      endsAt: until,
      reason: `${count} unbegründete Meldungen in ${MISUSE_WINDOW_DAYS} Tagen (Art. 23 DSA)`,
    })
    const message = misuseSuspensionMessage(name, until)
    await insertModerationMessage(trx, {
      recipientId: reporterId,
      partyRole: 'NoticeCreator',
      noticeType: message.noticeType,
      subject: message.subject,
      body: message.body,
      automated: true,
    })
    await mailTo(trx, reporterId, message)
  }
}
