import { sql } from 'kysely'
import type { DB } from '#db/database.ts'
import { findActiveRestriction, type NoticeRow } from '#db/notices.ts'
import {
  type ContentItemType,
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
  STATUS_GROUPS,
} from '#domain/moderation.ts'
import { type ContentVisibility, loadContent } from './content.ts'
import { applyContentVisibility } from './content-changes.ts'
import type { Context } from './context.ts'
import { misuseSuspensionMessage, misuseWarningMessage } from './messages.ts'
import type { PartyMessages } from './party-messages.ts'

// A case's events and status moves, the measures on the content and the member, and the
// reporters' misuse checks (DSA Art. 23).

export function createCaseMoves(ctx: Context & PartyMessages) {
  const { now, nameOf, mailTo } = ctx

  async function record(
    trx: DB,
    noticeId: number,
    event: NoticeEvent | 'moderatorAction' | 'reinstate',
    from: string | null,
    to: string,
    actorId: number | null,
    extra: { partyRole?: PartyRole; automated?: boolean; text?: string } = {},
  ): Promise<void> {
    await trx
      .insertInto('notice_events')
      .values({
        notice_id: noticeId,
        event,
        from_status: from,
        to_status: to,
        actor_id: actorId,
        party_role: extra.partyRole ?? null,
        automated: extra.automated ?? false,
        text: extra.text ?? '',
        created_at: now(),
      })
      .execute()
  }

  /** Imposes a case's restriction on the affected member (once). */
  async function imposeRestriction(trx: DB, notice: NoticeRow, actorId: number | null): Promise<void> {
    if (notice.affected_user_id === null) return
    if (!notice.restriction_permanent && !notice.restriction_ends_at) return
    if (notice.restriction_id !== null) {
      const existing = await trx
        .selectFrom('user_restrictions')
        .select(['lifted_at'])
        .where('id', '=', notice.restriction_id)
        .executeTakeFirst()
      if (existing && existing.lifted_at === null) return
    }
    const row = await trx
      .insertInto('user_restrictions')
      .values({
        user_id: notice.affected_user_id,
        scope: 'posting',
        starts_at: now(),
        ends_at: notice.restriction_permanent ? null : notice.restriction_ends_at,
        reason: notice.decision_facts,
        notice_id: notice.id,
        created_by: actorId,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx.updateTable('notices').set({ restriction_id: row.id }).where('id', '=', notice.id).execute()
  }

  async function liftCaseRestriction(trx: DB, notice: NoticeRow, actorId: number | null): Promise<boolean> {
    if (notice.restriction_id === null) return false
    const lifted = await trx
      .updateTable('user_restrictions')
      .set({ lifted_at: now(), lifted_by: actorId })
      .where('id', '=', notice.restriction_id)
      .where('lifted_at', 'is', null)
      .executeTakeFirst()
    return Number(lifted.numUpdatedRows) > 0
  }

  /**
   * The content's visibility after a case moved from `from` to `status` (removed while the measure
   * is in force). Content is restored only when this case's own measure was in force before: a
   * case that kept the content (a rejection, or a rejection confirmed) leaves it as it is, so it
   * never brings back what was removed or deleted for another reason meanwhile.
   */
  async function applyMeasure(
    trx: DB,
    notice: NoticeRow,
    from: NoticeStatus,
    status: NoticeStatus,
    actorId: number | null,
  ) {
    const removed = isAccepted(status)
    if (!removed && !isAccepted(from)) return { liftedRestriction: false }
    const item = await loadContent(trx, {
      type: notice.content_type as ContentItemType,
      id: notice.content_id,
    })
    if (item) {
      const visibility: ContentVisibility = removed ? (notice.measure_visibility ?? 'Hidden') : 'Online'
      if (notice.measure_visibility !== null || !removed) {
        await applyContentVisibility(trx, item, visibility, now())
      }
    }
    let liftedRestriction = false
    if (removed) await imposeRestriction(trx, notice, actorId)
    else liftedRestriction = await liftCaseRestriction(trx, notice, actorId)
    return { liftedRestriction }
  }

  async function moveCase(
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
    const moved = await trx
      .updateTable('notices')
      .set({
        status: transition.to,
        updated_at: now(),
        ...(extra.decided ? { decided_at: now(), decided_by: actorId } : {}),
      })
      .where('id', '=', notice.id)
      .where('status', '=', notice.status)
      .executeTakeFirst()
    if (Number(moved.numUpdatedRows) === 0) return null
    await record(trx, notice.id, event, notice.status, transition.to, actorId, extra)
    return transition.to
  }

  /** Art. 23: count the reporter's unfounded notices; warn, then suspend reporting for a while. */
  async function checkMisuse(trx: DB, reporterId: number | null): Promise<void> {
    if (reporterId === null) return
    const since = new Date(now().getTime() - MISUSE_WINDOW_DAYS * 86_400_000)
    const row = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM notices
      WHERE reporter_id = ${reporterId} AND status = ANY(${[...STATUS_GROUPS.rejectedClosed.statuses]}::text[])
        AND decided_at >= ${since}`.execute(trx)
    const count = row.rows[0]?.count ?? 0
    const name = await nameOf(trx, reporterId)
    if (count === MISUSE_WARNING_AT) {
      const message = misuseWarningMessage(name, count, MISUSE_WINDOW_DAYS)
      await trx
        .insertInto('moderation_messages')
        .values({
          recipient_id: reporterId,
          party_role: 'NoticeCreator',
          subject: message.subject,
          body: message.body,
          automated: true,
        })
        .execute()
      await mailTo(trx, reporterId, message)
    } else if (count >= MISUSE_SUSPENSION_AT) {
      const active = await findActiveRestriction(trx, reporterId, 'notices', now())
      if (active) return
      const until = new Date(now().getTime() + MISUSE_SUSPENSION_DAYS * 86_400_000)
      await trx
        .insertInto('user_restrictions')
        .values({
          user_id: reporterId,
          scope: 'notices',
          ends_at: until,
          reason: `${count} unbegründete Meldungen in ${MISUSE_WINDOW_DAYS} Tagen (Art. 23 DSA)`,
        })
        .execute()
      const message = misuseSuspensionMessage(name, until)
      await trx
        .insertInto('moderation_messages')
        .values({
          recipient_id: reporterId,
          party_role: 'NoticeCreator',
          notice_type: message.noticeType,
          subject: message.subject,
          body: message.body,
          automated: true,
        })
        .execute()
      await mailTo(trx, reporterId, message)
    }
  }

  return { record, imposeRestriction, liftCaseRestriction, applyMeasure, moveCase, checkMisuse }
}

export type CaseMoves = ReturnType<typeof createCaseMoves>
