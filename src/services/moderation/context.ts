import { sql } from 'kysely'
import type { DB } from '#db/database.ts'
import { findFeatureSwitches } from '#db/feature-switches.ts'
import { findActiveRestriction, findNotice, type NoticeRow } from '#db/notices.ts'
import { findBoardChain } from '#db/posting.ts'
import { FEATURE_SWITCHES, featureSwitchesFrom } from '#domain/features.ts'
import {
  type ContentItemType,
  complainingParty,
  complaintDeadline,
  findTransition,
  isAccepted,
  isNoticeStatus,
  MISUSE_SUSPENSION_AT,
  MISUSE_SUSPENSION_DAYS,
  MISUSE_WARNING_AT,
  MISUSE_WINDOW_DAYS,
  type NoticeCategory,
  type NoticeEvent,
  type NoticeStatus,
  type PartyRole,
  STATUS_GROUPS,
} from '#domain/moderation.ts'
import { type BoardScope, canDecideCase, isAdmin, type Viewer } from '#domain/permissions.ts'
import { SEND_MAIL_JOB } from '../accounts/service.ts'
import { enqueueJob } from '../jobs.ts'
import {
  applyContentVisibility,
  type ContentItem,
  type ContentKey,
  type ContentVisibility,
  loadContent,
  type Snapshot,
} from './content.ts'
import {
  type CaseFacts,
  complaintFiledMessage,
  complaintReceiptMessage,
  type Message,
  measureConfirmedMessage,
  misuseSuspensionMessage,
  misuseWarningMessage,
  reinstatementMessage,
  reporterDecisionMessage,
  statementOfReasons,
} from './messages.ts'
import { CASE_NOT_FOUND, casePathForParty, fail, type ModerationDeps, type Result } from './types.ts'

// The case workflow every moderation use case shares (design/moderation-states.md): the board
// scope, messages to the parties (in the product and by mail), the case's events and status
// moves, the measures on the content, misuse checks, and who may see what.

export function createContext(deps: ModerationDeps) {
  const { db } = deps
  const now = deps.now ?? (() => new Date())
  const partyLink = (noticeId: number) => `${deps.publicUrl}${casePathForParty(noticeId)}`

  async function scopeOf(boardId: number | null): Promise<BoardScope | null> {
    if (boardId === null) return null
    const chain = await findBoardChain(db, boardId)
    return { id: boardId, ancestorIds: chain.slice(1).map((board) => board.id) }
  }

  /** Writes a message to a party: in the product (message page and inbox), by mail as a job. */
  async function tell(
    trx: DB,
    recipientId: number | null,
    role: PartyRole,
    notice: { id: number; status: string },
    message: Message,
    complaintUntil: Date | null,
    automated: boolean,
  ): Promise<void> {
    if (recipientId === null) return
    const user = await trx
      .selectFrom('users')
      .select(['email', 'status'])
      .where('id', '=', recipientId)
      .executeTakeFirst()
    if (!user) return
    await trx
      .insertInto('moderation_messages')
      .values({
        notice_id: notice.id,
        recipient_id: recipientId,
        party_role: role,
        notice_type: message.noticeType,
        status: notice.status,
        subject: message.subject,
        body: message.body,
        automated,
        complaint_until: complaintUntil,
      })
      .execute()
    await trx
      .insertInto('private_messages')
      .values({
        sender_id: null,
        recipient_id: recipientId,
        title: message.subject,
        body: message.body,
        url: casePathForParty(notice.id),
        created_at: now(),
      })
      .execute()
    if (user.email && user.status === 'active') {
      await enqueueJob(trx, SEND_MAIL_JOB, { to: user.email, subject: message.subject, text: message.body })
    }
  }

  async function nameOf(trx: DB, userId: number | null): Promise<string> {
    if (userId === null) return ''
    const row = await trx
      .selectFrom('users')
      .select('display_name')
      .where('id', '=', userId)
      .executeTakeFirst()
    return row?.display_name ?? ''
  }

  function factsOf(notice: NoticeRow, overrides: Partial<CaseFacts> = {}): CaseFacts {
    const snapshot = notice.snapshot as Snapshot
    return {
      noticeId: notice.id,
      contentType: notice.content_type as ContentItemType,
      title: snapshot.title,
      reason: notice.reason,
      category: notice.category as NoticeCategory,
      byNotice: notice.source === 'notice',
      automated: false,
      measureVisibility: notice.measure_visibility,
      restriction:
        notice.restriction_permanent || notice.restriction_ends_at
          ? { endsAt: notice.restriction_permanent ? null : notice.restriction_ends_at }
          : null,
      facts: notice.decision_facts,
      ground: notice.decision_ground,
      complaintUntil: null,
      createdAt: notice.created_at,
      ...overrides,
    }
  }

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

  async function mailTo(trx: DB, userId: number, message: Message): Promise<void> {
    const user = await trx
      .selectFrom('users')
      .select(['email', 'status'])
      .where('id', '=', userId)
      .executeTakeFirst()
    if (user?.email && user.status === 'active') {
      await enqueueJob(trx, SEND_MAIL_JOB, { to: user.email, subject: message.subject, text: message.body })
    }
  }

  /**
   * A complaint filed: the complainant gets its receipt, the other party learns that the decision
   * is being reviewed (design/moderation-states.md: every transition tells both parties).
   */
  async function tellOfComplaint(trx: DB, notice: NoticeRow, status: NoticeStatus, by: PartyRole) {
    const facts = factsOf(notice)
    const link = partyLink(notice.id)
    const complainant = by === 'AffectedUser' ? notice.affected_user_id : notice.reporter_id
    const other = by === 'AffectedUser' ? notice.reporter_id : notice.affected_user_id
    await tell(
      trx,
      complainant,
      by,
      { id: notice.id, status },
      complaintReceiptMessage(await nameOf(trx, complainant), facts, link),
      null,
      false,
    )
    await tell(
      trx,
      other,
      by === 'AffectedUser' ? 'NoticeCreator' : 'AffectedUser',
      { id: notice.id, status },
      complaintFiledMessage(await nameOf(trx, other), facts, link),
      null,
      false,
    )
  }

  /** After a write: mails go out, visitors' cached pages are stale. */
  function done(): void {
    deps.kickJobs?.()
    deps.afterWrite?.()
  }

  /** Tells both parties what a transition means for them. */
  async function notifyParties(
    trx: DB,
    notice: NoticeRow,
    status: NoticeStatus,
    outcome: {
      automated: boolean
      liftedRestriction: boolean
      event: NoticeEvent
    },
  ) {
    const fresh = (await findNotice(trx, notice.id)) ?? notice
    const decidedAt = now()
    const deadline = complaintDeadline(decidedAt)
    const affectedParty = complainingParty(status) === 'AffectedUser'
    const reporterParty = complainingParty(status) === 'NoticeCreator'
    const link = partyLink(notice.id)
    const affectedName = await nameOf(trx, fresh.affected_user_id)
    const removed = isAccepted(status)
    const facts = factsOf(fresh, { automated: outcome.automated })
    // the affected member hears of every measure and of every change to it
    if (fresh.affected_user_id !== null) {
      let message: Message | null = null
      if (
        removed &&
        (outcome.event === 'accept' ||
          outcome.event === 'acceptAutomatically' ||
          outcome.event === 'upholdComplaint')
      ) {
        message = statementOfReasons(
          affectedName,
          { ...facts, complaintUntil: affectedParty ? deadline : null },
          link,
        )
      } else if (removed && outcome.event === 'rejectComplaint') {
        message = measureConfirmedMessage(affectedName, facts, link)
      } else if (!removed && notice.status !== 'OpenNotice' && isAccepted(notice.status as NoticeStatus)) {
        message = reinstatementMessage(affectedName, facts, link, outcome.liftedRestriction)
      }
      if (message) {
        await tell(
          trx,
          fresh.affected_user_id,
          'AffectedUser',
          { id: notice.id, status },
          message,
          affectedParty ? deadline : null,
          outcome.automated,
        )
      }
    }
    // the reporter hears of every decision on the notice (Art. 16 (5))
    if (fresh.reporter_id !== null) {
      const reporterFacts = removed ? facts : { ...facts, measureVisibility: null, restriction: null }
      const message = reporterDecisionMessage(
        await nameOf(trx, fresh.reporter_id),
        { ...reporterFacts, complaintUntil: reporterParty ? deadline : null },
        status,
        link,
      )
      await tell(
        trx,
        fresh.reporter_id,
        'NoticeCreator',
        { id: notice.id, status },
        message,
        reporterParty ? deadline : null,
        outcome.automated,
      )
    }
  }

  /** A case seen by one of its parties (the affected member or the reporter). */
  async function findOwnCase(
    viewer: Viewer,
    noticeId: number,
  ): Promise<Result<{ notice: NoticeRow; role: PartyRole }>> {
    const notice = await findNotice(db, noticeId)
    if (!notice) return fail(404, CASE_NOT_FOUND)
    const role: PartyRole | null =
      notice.affected_user_id === viewer.userId
        ? 'AffectedUser'
        : notice.reporter_id === viewer.userId
          ? 'NoticeCreator'
          : null
    if (role === null) return fail(404, CASE_NOT_FOUND)
    return { ok: true, notice, role }
  }

  /** Whether (and until when) a party may complain about its case now. */
  function complaintOpenTo(notice: NoticeRow, role: PartyRole, at = now()): Date | null {
    if (!isNoticeStatus(notice.status) || complainingParty(notice.status) !== role) return null
    if (notice.decided_at === null) return null
    const deadline = complaintDeadline(notice.decided_at)
    return at <= deadline ? deadline : null
  }

  async function reportingSwitchedOn(): Promise<boolean> {
    return featureSwitchesFrom(await findFeatureSwitches(db))[FEATURE_SWITCHES.dsa]
  }

  async function contentFor(key: ContentKey): Promise<ContentItem | null> {
    return loadContent(db, key)
  }

  /** Whether the viewer may see the content at all (a report never confirms what one cannot see). */
  async function viewerMaySee(viewer: Viewer, item: ContentItem): Promise<boolean> {
    if (item.type === 'PrivateMessage') return item.participants?.includes(viewer.userId) ?? false
    if (item.boardId === null)
      return item.visibility !== 'Hidden' || item.authorId === viewer.userId || isAdmin(viewer)
    if (item.deleted) return canDecideCase(viewer, await scopeOf(item.boardId))
    if (item.visibility === 'Hidden' && item.authorId !== viewer.userId) {
      return canDecideCase(viewer, await scopeOf(item.boardId))
    }
    if (item.threadId !== null && item.type === 'ForumPost') {
      const thread = await db
        .selectFrom('threads')
        .select(['visibility', 'deleted_at', 'author_id'])
        .where('id', '=', item.threadId)
        .executeTakeFirst()
      if (!thread) return false
      if (
        thread.deleted_at !== null ||
        (thread.visibility === 'Hidden' && thread.author_id !== viewer.userId)
      ) {
        return canDecideCase(viewer, await scopeOf(item.boardId))
      }
    }
    return true
  }

  /** What a visitor sees: public content only, and a post only in a public thread. */
  async function visitorMaySee(item: ContentItem): Promise<boolean> {
    if (item.type === 'PrivateMessage' || item.visibility !== 'Online' || item.deleted) return false
    if (item.type !== 'ForumPost' || item.threadId === null) return true
    const thread = await db
      .selectFrom('threads')
      .select(['visibility', 'deleted_at'])
      .where('id', '=', item.threadId)
      .executeTakeFirst()
    return thread !== undefined && thread.deleted_at === null && thread.visibility === 'Online'
  }

  const maySee = (viewer: Viewer | null, item: ContentItem) =>
    viewer === null ? visitorMaySee(item) : viewerMaySee(viewer, item)

  return {
    deps,
    db,
    now,
    partyLink,
    scopeOf,
    tell,
    nameOf,
    factsOf,
    record,
    imposeRestriction,
    liftCaseRestriction,
    applyMeasure,
    moveCase,
    checkMisuse,
    mailTo,
    tellOfComplaint,
    done,
    notifyParties,
    findOwnCase,
    complaintOpenTo,
    reportingSwitchedOn,
    contentFor,
    viewerMaySee,
    visitorMaySee,
    maySee,
  }
}

export type Context = ReturnType<typeof createContext>
