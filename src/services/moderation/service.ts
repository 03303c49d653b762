import { sql } from 'kysely'
import type { DB } from '#db/database.ts'
import { findFeatureSwitches } from '#db/feature-switches.ts'
import {
  findActiveRestriction,
  findModeratedBoardIds,
  findNotice,
  lockNotice,
  type NoticeRow,
} from '#db/notices.ts'
import { findBoardChain } from '#db/posting.ts'
import { FEATURE_SWITCHES, featureSwitchesFrom } from '#domain/features.ts'
import {
  ALREADY_REPORTED,
  type CanCreateNotice,
  COMPLAINT_WINDOW_MONTHS,
  type ContentItemType,
  complainingParty,
  complaintDeadline,
  complaintNeedsAdmin,
  findNoticeReason,
  findTransition,
  isAccepted,
  isNoticeStatus,
  isOpenComplaint,
  isRejectedAndClosed,
  MISUSE_SUSPENSION_AT,
  MISUSE_SUSPENSION_DAYS,
  MISUSE_WARNING_AT,
  MISUSE_WINDOW_DAYS,
  type NoticeCategory,
  type NoticeEvent,
  type NoticeStatus,
  type PartyRole,
  REPORTING_SUSPENDED,
  RESTRICTION_MAX_DAYS,
  restrictionEnd,
  STATUS_GROUPS,
} from '#domain/moderation.ts'
import {
  type ComplaintDecisionInput,
  type ComplaintInput,
  type ContentActionInput,
  complaintDecisionInputSchema,
  complaintInputSchema,
  contentActionInputSchema,
  type DecisionInput,
  decisionInputSchema,
  fieldErrors,
  type NoticeInput,
  noticeInputSchema,
  noticeRequirements,
  type RestrictionInput,
  restrictionInputSchema,
} from '#domain/moderation-input.ts'
import {
  type BoardScope,
  canDecideCase,
  canDecideComplaint,
  canReport,
  canReportProfile,
  canRestrictMember,
  isAdmin,
  type Viewer,
} from '#domain/permissions.ts'
import { fromBerlinWallClock } from '#domain/time.ts'
import { SEND_MAIL_JOB } from '../accounts/service.ts'
import { enqueueJob } from '../jobs.ts'
import { hit, type RateRule } from '../rate-limit.ts'
import {
  applyContentVisibility,
  type ContentItem,
  type ContentKey,
  type ContentVisibility,
  changeThread,
  loadContent,
  type Snapshot,
  setPostVisibility,
  snapshotOf,
} from './content.ts'
import {
  type CaseFacts,
  complaintFiledMessage,
  complaintReceiptMessage,
  type Message,
  measureConfirmedMessage,
  misuseSuspensionMessage,
  misuseWarningMessage,
  receiptMessage,
  reinstatementMessage,
  reporterDecisionMessage,
  restrictionLiftedMessage,
  statementOfReasons,
} from './messages.ts'

// Reporting and moderation under the DSA (issue 12), the write side. Every use case: input schema
// (src/domain/moderation-input.ts) → permission (src/domain/permissions.ts) → one transaction that
// moves the case (design/moderation-states.md), applies the measure to the content and writes the
// messages to the parties → mails as jobs, cached pages invalidated.

export interface ModerationDeps {
  db: DB
  publicUrl: string
  afterWrite?: () => void
  kickJobs?: () => void
  now?: () => Date
  /** How many notices a member may file per window (default NOTICE_RATE_RULE). */
  noticeRate?: RateRule
}

/** Flood control for notices, like replies and threads (issue 11 §14): 20 an hour per member. */
export const NOTICE_RATE_RULE: RateRule = { name: 'notice-hour', limit: 20, windowSeconds: 60 * 60 }

export type Failure = {
  ok: false
  status: 400 | 403 | 404 | 409 | 429
  message: string
  errors?: Record<string, string>
}
export type Result<T> = ({ ok: true } & T) | Failure

const fail = (status: Failure['status'], message: string, errors?: Record<string, string>): Failure => ({
  ok: false,
  status,
  message,
  ...(errors ? { errors } : {}),
})

const FORBIDDEN = 'Dazu bist Du nicht berechtigt.'
const NOT_FOUND = 'Diesen Inhalt gibt es nicht.'
const CASE_NOT_FOUND = 'Diesen Fall gibt es nicht.'

/** The page a party reads its messages on and complains from. */
export const casePathForParty = (noticeId: number) => `/cockpit/meldungen/${noticeId}`

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505'
}

/** A custom restriction end from the form (a date, or a date and time), in the future and in range. */
function parseRestrictionUntil(raw: string, now: Date): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(raw.trim())
  if (!match) return null
  const [, y, m, d, hh = '23', mm = '59'] = match
  // entered in Berlin time (summer time included)
  const date = fromBerlinWallClock(Number(y), Number(m), Number(d), Number(hh), Number(mm))
  if (Number.isNaN(date.getTime()) || date <= now) return null
  if (date.getTime() - now.getTime() > RESTRICTION_MAX_DAYS * 86_400_000) return null
  return date
}

export function createModerationService(deps: ModerationDeps) {
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
    /** The content a report path names, if it exists and the viewer (or a visitor) may see it. */
    async findReportable(viewer: Viewer | null, key: ContentKey): Promise<ContentItem | null> {
      const item = await contentFor(key)
      if (!item) return null
      return (await maySee(viewer, item)) ? item : null
    },

    /** spec 001 §7 CanCreateNotice: not twice by the same member; 'already reviewed' when a person found nothing. */
    async canCreateNotice(
      viewer: Viewer | null,
      type: ContentItemType,
      id: number,
    ): Promise<CanCreateNotice | null> {
      if (!(await reportingSwitchedOn())) return null
      const item = await contentFor({ type, id })
      if (!item || !(await maySee(viewer, item))) return null
      const [mine, reviewed] = await Promise.all([
        viewer === null
          ? Promise.resolve(undefined)
          : db
              .selectFrom('notices')
              .select('id')
              .where('reporter_id', '=', viewer.userId)
              .where('content_type', '=', type)
              .where('content_id', '=', id)
              .executeTakeFirst(),
        db
          .selectFrom('notices')
          .select('id')
          .where('content_type', '=', type)
          .where('content_id', '=', id)
          .where('status', 'in', [...STATUS_GROUPS.rejectedClosed.statuses])
          .limit(1)
          .executeTakeFirst(),
      ])
      const ownContent = viewer !== null && item.authorId === viewer.userId
      const restricted =
        viewer !== null && (await findActiveRestriction(db, viewer.userId, 'notices', now())) !== undefined
      return {
        canCreateNotice: canReport(viewer) && mine === undefined && !ownContent && !restricted,
        contentItemHasResolvedModerationCases: reviewed !== undefined,
      }
    },

    /** spec 001 §7 CreateNoticePrerequisitesLoggedIn: the reporter's e-mail, for the form. */
    async noticePrerequisites(
      viewer: Viewer,
      userId: number,
    ): Promise<{ email: string; name: string } | null> {
      if (viewer.userId !== userId) return null
      const row = await db
        .selectFrom('users')
        .select(['email', 'display_name'])
        .where('id', '=', userId)
        .executeTakeFirst()
      return row ? { email: row.email ?? '', name: row.display_name } : null
    },

    /** Files a notice (DSA Art. 16): the case opens, the reporter gets the confirmation of receipt. */
    async createNotice(
      viewer: Viewer | null,
      raw: unknown,
    ): Promise<Result<{ noticeId: number; status: NoticeStatus }>> {
      if (viewer === null) return fail(403, 'Bitte melde Dich an, um Inhalte zu melden.')
      // spec 001 §6: reporting needs MT-761_dsa, for the apps as for the /melden route
      if (!(await reportingSwitchedOn())) return fail(404, NOT_FOUND)
      const parsed = noticeInputSchema.safeParse(raw)
      if (!parsed.success) return fail(400, 'Bitte prüfe Deine Angaben.', fieldErrors(parsed.error))
      const input: NoticeInput = parsed.data
      const reason = findNoticeReason(input.contentItemType, input.reasonId)
      if (!reason) return fail(400, 'Bitte prüfe Deine Angaben.', { reasonId: 'Bitte wähle einen Grund.' })
      const missing = noticeRequirements(input, reason.category)
      if (Object.keys(missing).length > 0) return fail(400, 'Bitte prüfe Deine Angaben.', missing)
      const item = await contentFor({ type: input.contentItemType, id: input.contentItemId })
      if (!item || !(await viewerMaySee(viewer, item))) return fail(404, NOT_FOUND)
      if (item.type === 'UserProfile' && !canReportProfile(viewer, item.id)) return fail(403, FORBIDDEN)
      if (item.authorId === viewer.userId) return fail(403, 'Eigene Inhalte kannst Du nicht melden.')
      if (await findActiveRestriction(db, viewer.userId, 'notices', now())) {
        return fail(403, REPORTING_SUSPENDED)
      }
      if (
        !isAdmin(viewer) &&
        !(await hit(db, deps.noticeRate ?? NOTICE_RATE_RULE, `user:${viewer.userId}`, now()))
      ) {
        return fail(
          429,
          'Du hast in kurzer Zeit sehr viele Meldungen gesendet. Bitte versuche es später erneut.',
        )
      }
      try {
        const created = await db.transaction().execute(async (trx) => {
          // a notice about content whose removal is already in force is a duplicate: accepted automatically
          const inForce = await trx
            .selectFrom('notices')
            .select(['id', 'measure_visibility'])
            .where('content_type', '=', item.type)
            .where('content_id', '=', item.id)
            .where('status', 'in', [...STATUS_GROUPS.accepted.statuses])
            .where('measure_visibility', 'is not', null)
            .limit(1)
            .executeTakeFirst()
          const row = await trx
            .insertInto('notices')
            .values({
              content_type: item.type,
              content_id: item.id,
              board_id: item.boardId,
              thread_id: item.threadId,
              affected_user_id: item.authorId,
              source: 'notice',
              status: 'OpenNotice',
              reason: reason.id,
              category: reason.category,
              reporter_id: viewer.userId,
              reporter_name: input.reporterName,
              reporter_email: input.reporterEmail,
              explanation: input.explanation,
              location: input.location,
              good_faith: input.goodFaith,
              snapshot: JSON.stringify(snapshotOf(item)),
              measure_visibility: inForce?.measure_visibility ?? null,
              created_at: now(),
              updated_at: now(),
            })
            .returningAll()
            .executeTakeFirstOrThrow()
          await record(trx, row.id, 'file', null, 'OpenNotice', viewer.userId, {
            partyRole: 'NoticeCreator',
            text: input.despiteReview ? 'Trotz früherer Prüfung gemeldet.' : '',
          })
          const notice = (await findNotice(trx, row.id)) as NoticeRow
          await tell(
            trx,
            viewer.userId,
            'NoticeCreator',
            { id: row.id, status: 'OpenNotice' },
            receiptMessage(await nameOf(trx, viewer.userId), factsOf(notice), partyLink(row.id)),
            null,
            false,
          )
          if (inForce) {
            const status = await moveCase(trx, notice, 'acceptAutomatically', null, {
              automated: true,
              decided: true,
              text: `Inhalt bereits auf Meldung #${inForce.id} hin entfernt.`,
            })
            await trx
              .updateTable('notices')
              .set({
                decision_facts: `Der Inhalt wurde bereits auf eine frühere Meldung hin entfernt (Fall #${inForce.id}).`,
              })
              .where('id', '=', row.id)
              .execute()
            if (status) {
              // the affected member already has the statement of the first case; only the reporter hears
              const fresh = (await findNotice(trx, row.id)) as NoticeRow
              await tell(
                trx,
                viewer.userId,
                'NoticeCreator',
                { id: row.id, status },
                reporterDecisionMessage(
                  await nameOf(trx, viewer.userId),
                  factsOf(fresh, { automated: true }),
                  status,
                  partyLink(row.id),
                ),
                null,
                true,
              )
              return { noticeId: row.id, status }
            }
          }
          return { noticeId: row.id, status: 'OpenNotice' as NoticeStatus }
        })
        // nothing public changed: mails go out, the visitors' cached pages stay
        deps.kickJobs?.()
        return { ok: true, ...created }
      } catch (error) {
        if (isUniqueViolation(error)) return fail(409, ALREADY_REPORTED)
        throw error
      }
    },

    /** The boards whose cases the viewer sees: null = all (admins, moderators without a board tie). */
    caseScope(viewer: Viewer): Promise<number[] | null> {
      return findModeratedBoardIds(db, viewer)
    },

    /** A case, if the viewer may see it (moderators of its board, admins). */
    async findCase(viewer: Viewer | null, noticeId: number): Promise<Result<{ notice: NoticeRow }>> {
      const notice = await findNotice(db, noticeId)
      if (!notice) return fail(404, CASE_NOT_FOUND)
      if (!canDecideCase(viewer, await scopeOf(notice.board_id))) return fail(403, FORBIDDEN)
      return { ok: true, notice }
    },

    findOwnCase,
    complaintOpenTo,

    /** A moderator's decision on an open notice (accept with its measure, or reject). */
    async decideNotice(viewer: Viewer | null, raw: unknown): Promise<Result<{ status: NoticeStatus }>> {
      const parsed = decisionInputSchema.safeParse(raw)
      if (!parsed.success) return fail(400, 'Bitte prüfe Deine Angaben.', fieldErrors(parsed.error))
      const input: DecisionInput = parsed.data
      const existing = await findNotice(db, input.noticeId)
      if (!existing) return fail(404, CASE_NOT_FOUND)
      if (viewer === null || !canDecideCase(viewer, await scopeOf(existing.board_id)))
        return fail(403, FORBIDDEN)
      if (input.decision === 'accept' && input.facts === '') {
        return fail(400, 'Bitte prüfe Deine Angaben.', {
          facts: 'Bitte beschreibe den Sachverhalt für die Begründung.',
        })
      }
      let restrictionEndsAt: Date | null | undefined
      if (input.decision === 'accept') {
        const custom =
          input.restriction === 'custom' ? parseRestrictionUntil(input.restrictionUntil, now()) : null
        if (input.restriction === 'custom' && custom === null) {
          return fail(400, 'Bitte prüfe Deine Angaben.', {
            restrictionUntil: 'Bitte gib ein Datum in der Zukunft an.',
          })
        }
        restrictionEndsAt = restrictionEnd(input.restriction, now(), custom)
        if (existing.content_type === 'UserAccount' && restrictionEndsAt === undefined) {
          return fail(400, 'Bitte prüfe Deine Angaben.', {
            restriction: 'Ein Konto wird durch eine Sperre eingeschränkt.',
          })
        }
        if (restrictionEndsAt !== undefined && existing.affected_user_id === viewer.userId) {
          return fail(403, FORBIDDEN)
        }
      }
      const result = await db.transaction().execute(async (trx) => {
        const notice = await lockNotice(trx, input.noticeId)
        if (notice?.status !== 'OpenNotice') return null
        const accepted = input.decision === 'accept'
        const measure = accepted && notice.content_type !== 'UserAccount' ? input.visibility : null
        await trx
          .updateTable('notices')
          .set({
            measure_visibility: measure,
            restriction_ends_at: restrictionEndsAt ?? null,
            restriction_permanent: accepted && restrictionEndsAt === null,
            decision_facts: input.facts,
            decision_ground: input.ground,
          })
          .where('id', '=', notice.id)
          .execute()
        const updated = (await findNotice(trx, notice.id)) as NoticeRow
        const status = await moveCase(trx, updated, accepted ? 'accept' : 'reject', viewer.userId, {
          decided: true,
          text: input.facts,
        })
        if (!status) return null
        const measured = (await findNotice(trx, notice.id)) as NoticeRow
        const { liftedRestriction } = await applyMeasure(trx, measured, 'OpenNotice', status, viewer.userId)
        await notifyParties(trx, measured, status, {
          automated: false,
          liftedRestriction,
          event: accepted ? 'accept' : 'reject',
        })
        if (accepted) {
          // other open notices about the same content follow automatically
          const duplicates = await trx
            .selectFrom('notices')
            .select('id')
            .where('content_type', '=', notice.content_type)
            .where('content_id', '=', notice.content_id)
            .where('status', '=', 'OpenNotice')
            .where('id', '<>', notice.id)
            .forUpdate()
            .execute()
          for (const duplicate of duplicates) {
            await trx
              .updateTable('notices')
              .set({
                measure_visibility: measure,
                decision_facts: `Der Inhalt wurde auf eine andere Meldung hin entfernt (Fall #${notice.id}).`,
              })
              .where('id', '=', duplicate.id)
              .execute()
            const row = (await findNotice(trx, duplicate.id)) as NoticeRow
            const moved = await moveCase(trx, row, 'acceptAutomatically', null, {
              automated: true,
              decided: true,
            })
            if (moved && row.reporter_id !== null) {
              const fresh = (await findNotice(trx, duplicate.id)) as NoticeRow
              await tell(
                trx,
                row.reporter_id,
                'NoticeCreator',
                { id: row.id, status: moved },
                reporterDecisionMessage(
                  await nameOf(trx, row.reporter_id),
                  factsOf(fresh, { automated: true }),
                  moved,
                  partyLink(row.id),
                ),
                null,
                true,
              )
            }
          }
        } else {
          await checkMisuse(trx, notice.reporter_id)
        }
        return status
      })
      if (result === null) return fail(409, 'Über diesen Fall wurde bereits entschieden.')
      done()
      return { ok: true, status: result }
    },

    /** A party's complaint (DSA Art. 20): within six months, once per decision. */
    async complain(viewer: Viewer | null, raw: unknown): Promise<Result<{ status: NoticeStatus }>> {
      if (viewer === null) return fail(403, 'Bitte melde Dich an.')
      const parsed = complaintInputSchema.safeParse(raw)
      if (!parsed.success) return fail(400, 'Bitte prüfe Deine Angaben.', fieldErrors(parsed.error))
      const input: ComplaintInput = parsed.data
      const own = await findOwnCase(viewer, input.noticeId)
      if (!own.ok) return own
      if (complaintOpenTo(own.notice, own.role) === null) {
        return fail(
          409,
          `Eine Beschwerde ist nur innerhalb von ${COMPLAINT_WINDOW_MONTHS} Monaten nach der Entscheidung und nur einmal je Entscheidung möglich.`,
        )
      }
      const status = await db.transaction().execute(async (trx) => {
        const notice = await lockNotice(trx, input.noticeId)
        if (!notice || !isNoticeStatus(notice.status) || complainingParty(notice.status) !== own.role)
          return null
        const moved = await moveCase(trx, notice, 'complain', viewer.userId, {
          partyRole: own.role,
          text: input.text,
        })
        if (moved) await tellOfComplaint(trx, notice, moved, own.role)
        return moved
      })
      if (status === null) return fail(409, 'Über diesen Fall wurde bereits entschieden.')
      deps.kickJobs?.()
      return { ok: true, status }
    },

    /** The decision on an open complaint: by another person; the second round by an admin. */
    async decideComplaint(viewer: Viewer | null, raw: unknown): Promise<Result<{ status: NoticeStatus }>> {
      const parsed = complaintDecisionInputSchema.safeParse(raw)
      if (!parsed.success) return fail(400, 'Bitte prüfe Deine Angaben.', fieldErrors(parsed.error))
      const input: ComplaintDecisionInput = parsed.data
      const existing = await findNotice(db, input.noticeId)
      if (!existing) return fail(404, CASE_NOT_FOUND)
      const scope = await scopeOf(existing.board_id)
      if (viewer === null || !canDecideCase(viewer, scope)) return fail(403, FORBIDDEN)
      if (!isNoticeStatus(existing.status) || !isOpenComplaint(existing.status)) {
        return fail(409, 'Zu diesem Fall ist keine Beschwerde offen.')
      }
      if (
        !canDecideComplaint(viewer, scope, {
          decidedBy: existing.decided_by,
          needsAdmin: complaintNeedsAdmin(existing.status),
        })
      ) {
        return fail(
          403,
          complaintNeedsAdmin(existing.status)
            ? 'Über diese Beschwerde entscheidet ein Administrator.'
            : 'Über eine Beschwerde entscheidet eine andere Person als die, die die Entscheidung getroffen hat.',
        )
      }
      const event: NoticeEvent = input.outcome === 'uphold' ? 'upholdComplaint' : 'rejectComplaint'
      const status = await db.transaction().execute(async (trx) => {
        const notice = await lockNotice(trx, input.noticeId)
        if (!notice || notice.status !== existing.status) return null
        await trx
          .updateTable('notices')
          .set({ decision_facts: input.facts })
          .where('id', '=', notice.id)
          .execute()
        const updated = (await findNotice(trx, notice.id)) as NoticeRow
        const moved = await moveCase(trx, updated, event, viewer.userId, { decided: true, text: input.facts })
        if (!moved) return null
        const measured = (await findNotice(trx, notice.id)) as NoticeRow
        const from = notice.status as NoticeStatus
        const { liftedRestriction } = await applyMeasure(trx, measured, from, moved, viewer.userId)
        // the content's state is what the new status says; a measure the case never had (a rejected
        // notice now accepted) is hidden by default
        if (
          isAccepted(moved) &&
          measured.measure_visibility === null &&
          measured.content_type !== 'UserAccount'
        ) {
          await trx
            .updateTable('notices')
            .set({ measure_visibility: 'Hidden' })
            .where('id', '=', notice.id)
            .execute()
          const withMeasure = (await findNotice(trx, notice.id)) as NoticeRow
          await applyMeasure(trx, withMeasure, from, moved, viewer.userId)
        }
        await notifyParties(trx, updated, moved, { automated: false, liftedRestriction, event })
        if (isRejectedAndClosed(moved)) await checkMisuse(trx, notice.reporter_id)
        return moved
      })
      if (status === null) return fail(409, 'Über diesen Fall wurde bereits entschieden.')
      done()
      return { ok: true, status }
    },

    /**
     * A moderator acts from the content itself, without a notice (hide/unhide, delete/restore
     * posts; close/reopen, move, hide/unhide, delete/restore threads). Removing content opens a
     * case of its own (status Accepted), so the member gets the statement of reasons and may
     * complain; taking a removal back reinstates and tells the member.
     */
    async moderateContent(viewer: Viewer | null, raw: unknown): Promise<Result<{ path: string }>> {
      const parsed = contentActionInputSchema.safeParse(raw)
      if (!parsed.success) return fail(400, 'Bitte prüfe Deine Angaben.', fieldErrors(parsed.error))
      const input: ContentActionInput = parsed.data
      const type: ContentItemType = input.target === 'post' ? 'ForumPost' : 'ForumThread'
      const item = await contentFor({ type, id: input.id })
      if (!item) return fail(404, NOT_FOUND)
      const scope = await scopeOf(item.boardId)
      if (viewer === null || !canDecideCase(viewer, scope)) return fail(403, FORBIDDEN)
      let targetBoard: number | undefined
      if (input.target === 'thread' && input.action === 'move') {
        if (input.boardId === undefined)
          return fail(400, 'Bitte wähle ein Forum.', { boardId: 'Bitte wähle ein Forum.' })
        const chain = await findBoardChain(db, input.boardId)
        if (chain.length === 0) return fail(404, 'Dieses Forum gibt es nicht.')
        if (!canDecideCase(viewer, { id: input.boardId, ancestorIds: chain.slice(1).map((b) => b.id) })) {
          return fail(403, FORBIDDEN)
        }
        targetBoard = input.boardId
      }
      const removing = input.action === 'hide' || input.action === 'delete'
      // a second click (or a second moderator) on content already taken down opens no second case
      const already =
        (input.action === 'hide' && item.visibility === 'Hidden' && !item.deleted) ||
        (input.action === 'delete' && item.deleted)
      if (already) return { ok: true, path: item.path }
      const reinstating = input.action === 'unhide' || input.action === 'restore'
      const at = now()
      await db.transaction().execute(async (trx) => {
        if (input.target === 'post' && item.position !== 0) {
          if (input.action === 'hide') await setPostVisibility(trx, item.id, 'Hidden', false, at)
          if (input.action === 'delete') await setPostVisibility(trx, item.id, 'Hidden', true, at)
          if (reinstating) await setPostVisibility(trx, item.id, 'Online', false, at)
        } else {
          const threadId = item.threadId ?? item.id
          const change =
            input.action === 'close'
              ? { isOpen: false }
              : input.action === 'reopen'
                ? { isOpen: true }
                : input.action === 'hide'
                  ? { visibility: 'Hidden' as const }
                  : input.action === 'unhide'
                    ? { visibility: 'Online' as const }
                    : input.action === 'delete'
                      ? { deleted: true }
                      : input.action === 'restore'
                        ? { deleted: false, visibility: 'Online' as const }
                        : { boardId: targetBoard }
          await changeThread(trx, threadId, change, at)
        }
        if (removing && item.authorId !== null && item.authorId !== viewer.userId) {
          const reason = findNoticeReason(type, input.reason) ?? findNoticeReason(type, 'Other')
          const row = await trx
            .insertInto('notices')
            .values({
              content_type: type,
              content_id: item.id,
              board_id: item.boardId,
              thread_id: item.threadId,
              affected_user_id: item.authorId,
              source: 'moderator',
              status: 'Accepted',
              reason: reason?.id ?? 'Other',
              category: reason?.category ?? 'Policy',
              snapshot: JSON.stringify(snapshotOf(item)),
              measure_visibility: 'Hidden',
              decided_by: viewer.userId,
              decided_at: at,
              decision_facts: input.facts,
              created_at: at,
              updated_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
          await record(trx, row.id, 'moderatorAction', null, 'Accepted', viewer.userId, {
            text: `${input.action === 'delete' ? 'Gelöscht' : 'Ausgeblendet'}${input.facts ? `: ${input.facts}` : ''}`,
          })
          const notice = (await findNotice(trx, row.id)) as NoticeRow
          await notifyParties(trx, { ...notice, status: 'OpenNotice' }, 'Accepted', {
            automated: false,
            liftedRestriction: false,
            event: 'accept',
          })
        }
        if (reinstating) {
          // a removal in force by the moderation's own case is taken back with it
          const cases = await trx
            .selectFrom('notices')
            .select(['id', 'status'])
            .where('content_type', '=', type)
            .where('content_id', '=', item.id)
            .where('source', '=', 'moderator')
            .where('status', 'in', [...STATUS_GROUPS.accepted.statuses])
            .execute()
          for (const open of cases) {
            await trx
              .updateTable('notices')
              .set({
                status: 'OverturnedAccepted',
                updated_at: at,
                decided_at: at,
                decided_by: viewer.userId,
              })
              .where('id', '=', open.id)
              .execute()
            await record(trx, open.id, 'reinstate', open.status, 'OverturnedAccepted', viewer.userId, {
              text: input.facts || 'Von der Moderation wiederhergestellt.',
            })
            const notice = (await findNotice(trx, open.id)) as NoticeRow
            if (notice.affected_user_id !== null) {
              await tell(
                trx,
                notice.affected_user_id,
                'AffectedUser',
                { id: notice.id, status: 'OverturnedAccepted' },
                reinstatementMessage(
                  await nameOf(trx, notice.affected_user_id),
                  factsOf(notice),
                  partyLink(notice.id),
                  false,
                ),
                null,
                false,
              )
            }
          }
        }
      })
      done()
      const fresh = await contentFor({ type, id: input.id })
      return { ok: true, path: fresh?.path ?? item.path }
    },

    /** A restriction of a member without a notice (36 hours, until a date, permanently). */
    async restrictMember(viewer: Viewer | null, raw: unknown): Promise<Result<{ restrictionId: number }>> {
      const parsed = restrictionInputSchema.safeParse(raw)
      if (!parsed.success) return fail(400, 'Bitte prüfe Deine Angaben.', fieldErrors(parsed.error))
      const input: RestrictionInput = parsed.data
      if (viewer === null || !canRestrictMember(viewer, { userId: input.userId, board: null }))
        return fail(403, FORBIDDEN)
      const custom =
        input.restriction === 'custom' ? parseRestrictionUntil(input.restrictionUntil, now()) : null
      if (input.restriction === 'custom' && custom === null) {
        return fail(400, 'Bitte prüfe Deine Angaben.', {
          restrictionUntil: 'Bitte gib ein Datum in der Zukunft an.',
        })
      }
      const endsAt = restrictionEnd(input.restriction, now(), custom) ?? null
      const target = await db
        .selectFrom('users')
        .select(['id'])
        .where('id', '=', input.userId)
        .executeTakeFirst()
      if (!target) return fail(404, 'Dieses Mitglied gibt es nicht.')
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('notices')
          .values({
            content_type: 'UserAccount',
            content_id: input.userId,
            board_id: null,
            thread_id: null,
            affected_user_id: input.userId,
            source: 'moderator',
            status: 'Accepted',
            reason: 'Other',
            category: 'Policy',
            snapshot: JSON.stringify({
              title: await nameOf(trx, input.userId),
              text: '',
              path: '',
              images: [],
            }),
            measure_visibility: null,
            restriction_ends_at: endsAt,
            restriction_permanent: endsAt === null,
            decided_by: viewer.userId,
            decided_at: now(),
            decision_facts: input.facts,
            created_at: now(),
            updated_at: now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        await record(trx, row.id, 'moderatorAction', null, 'Accepted', viewer.userId, { text: input.facts })
        const notice = (await findNotice(trx, row.id)) as NoticeRow
        await imposeRestriction(trx, notice, viewer.userId)
        await notifyParties(trx, { ...notice, status: 'OpenNotice' }, 'Accepted', {
          automated: false,
          liftedRestriction: false,
          event: 'accept',
        })
        const fresh = (await findNotice(trx, row.id)) as NoticeRow
        return fresh.restriction_id as number
      })
      done()
      return { ok: true, restrictionId: id }
    },

    /** Lifts a restriction early (the reversal of a restriction without a complaint). */
    async liftRestriction(viewer: Viewer | null, restrictionId: number): Promise<Result<object>> {
      const restriction = await db
        .selectFrom('user_restrictions')
        .select(['id', 'user_id', 'notice_id', 'lifted_at'])
        .where('id', '=', restrictionId)
        .executeTakeFirst()
      if (!restriction) return fail(404, 'Diese Sperre gibt es nicht.')
      const notice = restriction.notice_id === null ? null : await findNotice(db, restriction.notice_id)
      const scope = notice ? await scopeOf(notice.board_id) : null
      if (viewer === null || !canRestrictMember(viewer, { userId: restriction.user_id, board: scope })) {
        return fail(403, FORBIDDEN)
      }
      if (restriction.lifted_at !== null) return { ok: true }
      const lifted = await db.transaction().execute(async (trx) => {
        // only the first of two simultaneous clicks lifts it and tells the member
        const changed = await trx
          .updateTable('user_restrictions')
          .set({ lifted_at: now(), lifted_by: viewer.userId })
          .where('id', '=', restrictionId)
          .where('lifted_at', 'is', null)
          .executeTakeFirst()
        if (Number(changed.numUpdatedRows) === 0) return false
        const message = restrictionLiftedMessage(await nameOf(trx, restriction.user_id))
        if (notice) {
          await record(trx, notice.id, 'reinstate', notice.status, notice.status, viewer.userId, {
            text: 'Sperre aufgehoben',
          })
          await tell(
            trx,
            restriction.user_id,
            'AffectedUser',
            { id: notice.id, status: notice.status },
            message,
            null,
            false,
          )
        } else {
          await mailTo(trx, restriction.user_id, message)
        }
        return true
      })
      if (lifted) done()
      return { ok: true }
    },

    /** The member's restriction in force (posting), for the writing side and the member's page. */
    activeRestriction(userId: number, scope: 'posting' | 'notices' = 'posting') {
      return findActiveRestriction(db, userId, scope, now())
    },
  }
}

export type ModerationService = ReturnType<typeof createModerationService>
