import { sql } from 'kysely'
import {
  type ContentItemType,
  complaintNeedsAdmin,
  isOpenComplaint,
  NOTICE_STATUSES,
  type NoticeCategory,
  type NoticeStatus,
  type RecordedNoticeEvent,
  STATUS_GROUPS,
  type StatusGroup,
} from '#domain/moderation.ts'
import { isAdmin, type RoleHolder } from '#domain/permissions.ts'
import type { DB } from './database.ts'

// Notices and the cases they open (decision 021): the reads behind the moderation queue, the case
// page, the member's own messages and the transparency figures. Lists page by keys
// (created_at, id), never by OFFSET; each filter has an index that serves it in order.

export const QUEUE_PAGE_SIZE = 25

const CASE_COLUMNS = [
  'notices.id',
  'notices.content_type',
  'notices.content_id',
  'notices.board_id',
  'notices.thread_id',
  'notices.affected_user_id',
  'notices.source',
  'notices.status',
  'notices.reason',
  'notices.category',
  'notices.reporter_id',
  'notices.reporter_name',
  'notices.reporter_email',
  'notices.explanation',
  'notices.location',
  'notices.good_faith',
  'notices.snapshot',
  'notices.measure_visibility',
  'notices.restriction_ends_at',
  'notices.restriction_permanent',
  'notices.restriction_id',
  'notices.decided_by',
  'notices.decided_at',
  'notices.decision_facts',
  'notices.decision_ground',
  'notices.created_at',
  'notices.updated_at',
] as const

export function findNotice(db: DB, id: number) {
  return db.selectFrom('notices').select(CASE_COLUMNS).where('id', '=', id).executeTakeFirst()
}

export type NoticeRow = NonNullable<Awaited<ReturnType<typeof findNotice>>>

/** A notice the caller's transaction has just written or locked: its absence is a bug, not a 404. */
export function findNoticeOrThrow(db: DB, id: number): Promise<NoticeRow> {
  return db.selectFrom('notices').select(CASE_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow()
}

/** The same row, locked for a decision (two moderators deciding at once: the second waits, then sees the first's status). */
export function lockNotice(trx: DB, id: number) {
  return trx.selectFrom('notices').select(CASE_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst()
}

export interface QueueFilter {
  group: StatusGroup
  contentType: ContentItemType | null
  reason: string | null
  boardId: number | null
  /** The boards the viewer moderates (with their sub-boards); null = every case (admins). */
  scopeBoardIds: readonly number[] | null
  /** Cases outside the boards (profiles, accounts, messages): admins only. */
  withoutBoard?: boolean
  sort: 'CreatedAtAscending' | 'CreatedAtDescending'
  /** The key of the last row of the previous page. */
  after: { createdAt: string; id: number } | null
  limit?: number
  /**
   * Open complaints this person may not decide are left out (DSA Art. 20 (6)): those about their
   * own decision and, for non-admins, the second round (design/moderation-states.md).
   */
  complaintsFor?: { userId: number; admin: boolean }
}

/** One page of the moderation queue. */
export function queueQuery(db: DB, filter: QueueFilter) {
  const statuses = STATUS_GROUPS[filter.group].statuses
  const descending = filter.sort === 'CreatedAtDescending'
  let query = db
    .selectFrom('notices')
    .leftJoin('users as affected', 'affected.id', 'notices.affected_user_id')
    .leftJoin('boards', 'boards.id', 'notices.board_id')
    .select([
      'notices.id',
      'notices.content_type',
      'notices.content_id',
      'notices.board_id',
      'notices.status',
      'notices.reason',
      'notices.category',
      'notices.source',
      'notices.created_at',
      'notices.decided_at',
      // the key for the next page at the database's own precision (microseconds; a Date has ms)
      sql<string>`notices.created_at::text`.as('cursor_at'),
      sql<string>`notices.snapshot->>'title'`.as('title'),
      sql<string>`left(notices.snapshot->>'text', 160)`.as('excerpt'),
      'affected.display_name as affected_name',
      'boards.name as board_name',
    ])
  if (filter.group !== 'all') query = query.where('notices.status', 'in', [...statuses])
  if (filter.contentType) query = query.where('notices.content_type', '=', filter.contentType)
  if (filter.reason) query = query.where('notices.reason', '=', filter.reason)
  if (filter.boardId !== null) query = query.where('notices.board_id', '=', filter.boardId)
  if (filter.withoutBoard === false) query = query.where('notices.board_id', 'is not', null)
  if (filter.scopeBoardIds !== null) {
    const ids = filter.scopeBoardIds
    query =
      ids.length === 0 ? query.where(sql<boolean>`false`) : query.where('notices.board_id', 'in', [...ids])
  }
  if (filter.complaintsFor) {
    const { userId, admin } = filter.complaintsFor
    const complaints = NOTICE_STATUSES.filter((status) => isOpenComplaint(status))
    const secondRound = NOTICE_STATUSES.filter((status) => complaintNeedsAdmin(status))
    query = query.where((eb) =>
      eb.or([
        eb('notices.status', 'not in', complaints),
        eb.and([
          eb.or([eb('notices.decided_by', 'is', null), eb('notices.decided_by', '<>', userId)]),
          ...(admin ? [] : [eb('notices.status', 'not in', secondRound)]),
        ]),
      ]),
    )
  }
  if (filter.after) {
    const key = sql`(${filter.after.createdAt}::timestamptz, ${filter.after.id}::int)`
    query = query.where(
      descending
        ? sql<boolean>`(notices.created_at, notices.id) < ${key}`
        : sql<boolean>`(notices.created_at, notices.id) > ${key}`,
    )
  }
  return query
    .orderBy('notices.created_at', descending ? 'desc' : 'asc')
    .orderBy('notices.id', descending ? 'desc' : 'asc')
    .limit(filter.limit ?? QUEUE_PAGE_SIZE + 1)
}

/**
 * How many open cases the queue holds for this scope (the header's count for moderators): one
 * count over the same conditions as the queue's 'open' group.
 */
export async function countOpenCases(
  db: DB,
  scope: { scopeBoardIds: readonly number[] | null; withoutBoard: boolean },
): Promise<number> {
  let query = db
    .selectFrom('notices')
    .select((eb) => eb.fn.countAll<string>().as('open'))
    .where('notices.status', 'in', [...STATUS_GROUPS.open.statuses])
  if (!scope.withoutBoard) query = query.where('notices.board_id', 'is not', null)
  if (scope.scopeBoardIds !== null) {
    const ids = scope.scopeBoardIds
    if (ids.length === 0) return 0
    query = query.where('notices.board_id', 'in', [...ids])
  }
  const row = await query.executeTakeFirstOrThrow()
  return Number(row.open)
}

/** One page of the queue (plus one row that tells whether there is a next page). */
export function findQueue(db: DB, filter: QueueFilter) {
  return queueQuery(db, filter).execute()
}

export type QueueRow = Awaited<ReturnType<typeof findQueue>>[number]

/** The history of a case: every transition, oldest first. */
export function findNoticeEvents(db: DB, noticeId: number) {
  return db
    .selectFrom('notice_events')
    .leftJoin('users', 'users.id', 'notice_events.actor_id')
    .select([
      'notice_events.id',
      'notice_events.event',
      'notice_events.from_status',
      'notice_events.to_status',
      'notice_events.actor_id',
      'notice_events.party_role',
      'notice_events.automated',
      'notice_events.text',
      'notice_events.created_at',
      'users.display_name as actor_name',
    ])
    .where('notice_id', '=', noticeId)
    .orderBy('notice_events.id')
    .execute()
}

/** Earlier cases against the same member (newest first), for the case page. */
export function findCasesAgainst(db: DB, userId: number, exceptId: number, limit = 20) {
  return (
    db
      .selectFrom('notices')
      .select(['id', 'content_type', 'content_id', 'status', 'reason', 'category', 'created_at'])
      // a warning is a case on the account (services/moderation/warnings.ts)
      .select(sql<boolean>`coalesce((snapshot->>'warning')::boolean, false)`.as('warning'))
      .where('affected_user_id', '=', userId)
      .where('id', '<>', exceptId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute()
  )
}

/** Other notices about the same content (the case page lists them; duplicates follow a decision). */
export function findNoticesOnContent(db: DB, contentType: ContentItemType, contentId: number) {
  return db
    .selectFrom('notices')
    .select(['id', 'status', 'reason', 'source', 'reporter_id', 'created_at', 'decided_at'])
    .where('content_type', '=', contentType)
    .where('content_id', '=', contentId)
    .orderBy('created_at')
    .limit(200)
    .execute()
}

const MESSAGE_COLUMNS = [
  'id',
  'notice_id',
  'party_role',
  'notice_type',
  'status',
  'subject',
  'body',
  'automated',
  'complaint_until',
  'created_at',
  'read_at',
] as const

/** The messages (statements of reasons, decisions on one's notices) a member has received. */
export function findMessagesFor(db: DB, userId: number, limit = 50) {
  return db
    .selectFrom('moderation_messages')
    .select(MESSAGE_COLUMNS)
    .where('recipient_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

/** The member's active restriction of a scope, if any (the one that ends last). */
export function findActiveRestriction(db: DB, userId: number, scope: 'posting' | 'notices', now: Date) {
  return db
    .selectFrom('user_restrictions')
    .select(['id', 'ends_at', 'reason', 'notice_id', 'starts_at'])
    .where('user_id', '=', userId)
    .where('scope', '=', scope)
    .where('lifted_at', 'is', null)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy(sql`ends_at DESC NULLS FIRST`)
    .limit(1)
    .executeTakeFirst()
}

/** The active restriction of a scope of each of these members that has one (the one that ends last). */
export async function findActiveRestrictions(
  db: DB,
  userIds: readonly number[],
  scope: 'posting' | 'notices',
  now: Date,
): Promise<{ userId: number; id: number; endsAt: Date | null }[]> {
  if (userIds.length === 0) return []
  const rows = await db
    .selectFrom('user_restrictions')
    .distinctOn('user_id')
    .select(['user_id', 'id', 'ends_at'])
    .where('user_id', 'in', userIds)
    .where('scope', '=', scope)
    .where('lifted_at', 'is', null)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('user_id')
    .orderBy(sql`ends_at DESC NULLS FIRST`)
    .execute()
  return rows.map((row) => ({ userId: row.user_id, id: row.id, endsAt: row.ends_at }))
}

/** The boards a moderator covers: the boards of the relation and every board below them. */
export async function findBoardSubtrees(db: DB, rootIds: readonly number[]): Promise<number[]> {
  if (rootIds.length === 0) return []
  const rows = await sql<{ id: number }>`
    WITH RECURSIVE tree AS (
      SELECT id FROM boards WHERE id = ANY(${[...rootIds]}::int[])
      UNION
      SELECT b.id FROM boards b JOIN tree ON b.parent_id = tree.id
    )
    SELECT id FROM tree`.execute(db)
  return rows.rows.map((row) => row.id)
}

/** The statuses in which a case's measure is in force (spec 001 §4 'accepted'), for SQL. */
const ACCEPTED_SQL = sql.join(STATUS_GROUPS.accepted.statuses.map((status) => sql.lit(status)))

/**
 * The boards a member moderates, with every board below them; null = all boards (admins, and
 * moderators whose relation names no board, as canModerateBoard reads it).
 */
export async function findModeratedBoardIds(db: DB, holder: RoleHolder): Promise<number[] | null> {
  if (isAdmin(holder)) return null
  const relations = holder.roleRelations.filter((relation) => relation.userRole === 'moderator')
  if (relations.length === 0) return []
  if (relations.some((relation) => relation.relatedBoards.length === 0)) return null
  return findBoardSubtrees(
    db,
    relations.flatMap((relation) => relation.relatedBoards.map((board) => board.id)),
  )
}

/**
 * Transparency (DSA Art. 24): the figures of one period [from, to). Notices count by the day they
 * were filed; decisions, complaints and restrictions by the day they happened. A decision's
 * measure is the one it put in force ('none' when it kept or restored the content); restrictions
 * count by the time they started. The time to decision is from filing to the first decision (a
 * later complaint decision does not stretch it).
 */
export async function transparencyFigures(db: DB, from: Date, to: Date) {
  const [byReason, byType, byMeasure, timing, complaints, restrictions] = await Promise.all([
    sql<{ reason: string; category: string; count: number }>`
      SELECT reason, category, count(*)::int AS count FROM notices
      WHERE source = 'notice' AND created_at >= ${from} AND created_at < ${to}
      GROUP BY reason, category ORDER BY count DESC, reason, category`.execute(db),
    sql<{ content_type: string; count: number }>`
      SELECT content_type, count(*)::int AS count FROM notices
      WHERE source = 'notice' AND created_at >= ${from} AND created_at < ${to}
      GROUP BY content_type ORDER BY count DESC, content_type`.execute(db),
    sql<{ event: string; measure: string; automated: boolean; count: number; restricted: number }>`
      SELECT e.event,
        CASE WHEN e.to_status IN (${ACCEPTED_SQL}) THEN coalesce(n.measure_visibility,
          CASE WHEN n.restriction_permanent OR n.restriction_ends_at IS NOT NULL THEN 'Restriction' ELSE 'none' END)
        ELSE 'none' END AS measure,
        e.automated, count(*)::int AS count,
        count(*) FILTER (WHERE e.to_status IN (${ACCEPTED_SQL})
          AND (n.restriction_permanent OR n.restriction_ends_at IS NOT NULL))::int AS restricted
      FROM notice_events e JOIN notices n ON n.id = e.notice_id
      WHERE e.created_at >= ${from} AND e.created_at < ${to}
        AND e.event IN ('accept', 'acceptAutomatically', 'reject', 'moderatorAction', 'reinstate', 'upholdComplaint', 'rejectComplaint')
      GROUP BY e.event, measure, e.automated ORDER BY e.event, measure, e.automated`.execute(db),
    sql<{ decided: number; automated: number; median_hours: number | null; own_initiative: number }>`
      SELECT count(*) FILTER (WHERE e.event <> 'moderatorAction')::int AS decided,
        count(*) FILTER (WHERE e.event <> 'moderatorAction' AND e.automated)::int AS automated,
        (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM e.created_at - n.created_at))
          FILTER (WHERE e.event <> 'moderatorAction') / 3600)::float8 AS median_hours,
        count(*) FILTER (WHERE e.event = 'moderatorAction')::int AS own_initiative
      FROM notice_events e JOIN notices n ON n.id = e.notice_id
      WHERE e.created_at >= ${from} AND e.created_at < ${to}
        AND e.event IN ('accept', 'acceptAutomatically', 'reject', 'moderatorAction')`.execute(db),
    sql<{ filed: number; upheld: number; rejected: number; median_hours: number | null }>`
      WITH filed AS (
        SELECT notice_id, created_at FROM notice_events
        WHERE event = 'complain' AND created_at >= ${from} AND created_at < ${to}
      ), decided AS (
        SELECT d.event, extract(epoch FROM d.created_at - c.created_at) AS seconds
        FROM notice_events d
        JOIN LATERAL (
          SELECT created_at FROM notice_events c
          WHERE c.notice_id = d.notice_id AND c.event = 'complain' AND c.id < d.id
          ORDER BY c.id DESC LIMIT 1
        ) c ON true
        WHERE d.event IN ('upholdComplaint', 'rejectComplaint') AND d.created_at >= ${from} AND d.created_at < ${to}
      )
      SELECT (SELECT count(*) FROM filed)::int AS filed,
        (SELECT count(*) FROM decided WHERE event = 'upholdComplaint')::int AS upheld,
        (SELECT count(*) FROM decided WHERE event = 'rejectComplaint')::int AS rejected,
        (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds) / 3600 FROM decided)::float8 AS median_hours`.execute(
      db,
    ),
    sql<{ scope: string; count: number; permanent: number }>`
      SELECT scope, count(*)::int AS count, count(*) FILTER (WHERE ends_at IS NULL)::int AS permanent
      FROM user_restrictions
      WHERE starts_at >= ${from} AND starts_at < ${to} GROUP BY scope ORDER BY scope`.execute(db),
  ])
  return {
    noticesByReason: byReason.rows,
    noticesByContentType: byType.rows,
    decisions: byMeasure.rows,
    decided: timing.rows[0]?.decided ?? 0,
    automatedDecisions: timing.rows[0]?.automated ?? 0,
    ownInitiative: timing.rows[0]?.own_initiative ?? 0,
    medianHoursToDecision: timing.rows[0]?.median_hours ?? null,
    complaints: complaints.rows[0] ?? { filed: 0, upheld: 0, rejected: 0, median_hours: null },
    restrictions: restrictions.rows,
  }
}

export type TransparencyFigures = Awaited<ReturnType<typeof transparencyFigures>>

/** The messages of one case to one of its parties (/cockpit/meldungen/:noticeId), oldest first; never another recipient's. */
export function findCaseMessagesFor(db: DB, userId: number, noticeId: number) {
  return db
    .selectFrom('moderation_messages')
    .select(MESSAGE_COLUMNS)
    .where('recipient_id', '=', userId)
    .where('notice_id', '=', noticeId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(100)
    .execute()
}

/**
 * A moderator's own case about a member's account, decided at once (decision 021): a restriction
 * (`restriction`) or a warning (`warning`), with the member's name as the snapshot's title. Its id.
 */
export async function insertAccountCase(
  db: DB,
  input: {
    userId: number
    title: string
    decidedBy: number
    facts: string
    at: Date
    restriction?: { endsAt: Date | null }
    warning?: boolean
  },
): Promise<number> {
  const row = await db
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
      // a warning removes and restricts nothing (read by factsOf and the views)
      snapshot: JSON.stringify({
        title: input.title,
        text: '',
        path: '',
        images: [],
        ...(input.warning ? { warning: true } : {}),
      }),
      measure_visibility: null,
      ...(input.restriction
        ? {
            restriction_ends_at: input.restriction.endsAt,
            restriction_permanent: input.restriction.endsAt === null,
          }
        : {}),
      decided_by: input.decidedBy,
      decided_at: input.at,
      decision_facts: input.facts,
      created_at: input.at,
      updated_at: input.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

// The writes of a case (services/moderation): its events, status moves, decisions and the
// restrictions and messages it leads to.

/** One transition in a case's history (notice_events). */
export async function insertNoticeEvent(
  db: DB,
  event: {
    noticeId: number
    event: RecordedNoticeEvent
    fromStatus: NoticeStatus | null
    toStatus: NoticeStatus
    actorId: number | null
    partyRole: 'AffectedUser' | 'NoticeCreator' | null
    automated: boolean
    text: string
    at: Date
  },
): Promise<void> {
  await db
    .insertInto('notice_events')
    .values({
      notice_id: event.noticeId,
      event: event.event,
      from_status: event.fromStatus,
      to_status: event.toStatus,
      actor_id: event.actorId,
      party_role: event.partyRole,
      automated: event.automated,
      text: event.text,
      created_at: event.at,
    })
    .execute()
}

/** A case about a piece of content, as a notice files it or a moderator opens it; its id. */
export async function insertNotice(
  db: DB,
  notice: {
    contentType: ContentItemType
    contentId: number
    boardId: number | null
    threadId: number | null
    affectedUserId: number | null
    source: 'notice' | 'moderator'
    status: NoticeStatus
    reason: string
    category: NoticeCategory
    /** A notice's reporter and what they said. */
    reporter?: {
      id: number
      name: string
      email: string
      explanation: string
      location: string
      goodFaith: boolean
    }
    snapshot: string
    measureVisibility: 'Hidden' | 'Offline' | null
    /** A moderator's own case is decided at once. */
    decided?: { by: number; at: Date; facts: string }
    createdAt: Date
    updatedAt: Date
  },
): Promise<number> {
  const row = await db
    .insertInto('notices')
    .values({
      content_type: notice.contentType,
      content_id: notice.contentId,
      board_id: notice.boardId,
      thread_id: notice.threadId,
      affected_user_id: notice.affectedUserId,
      source: notice.source,
      status: notice.status,
      reason: notice.reason,
      category: notice.category,
      ...(notice.reporter
        ? {
            reporter_id: notice.reporter.id,
            reporter_name: notice.reporter.name,
            reporter_email: notice.reporter.email,
            explanation: notice.reporter.explanation,
            location: notice.reporter.location,
            good_faith: notice.reporter.goodFaith,
          }
        : {}),
      snapshot: notice.snapshot,
      measure_visibility: notice.measureVisibility,
      ...(notice.decided
        ? {
            decided_by: notice.decided.by,
            decided_at: notice.decided.at,
            decision_facts: notice.decided.facts,
          }
        : {}),
      created_at: notice.createdAt,
      updated_at: notice.updatedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The notice this member filed about the content, if any (spec 001 §7 CanCreateNotice: not twice). */
export function findOwnNotice(db: DB, reporterId: number, contentType: ContentItemType, contentId: number) {
  return db
    .selectFrom('notices')
    .select('id')
    .where('reporter_id', '=', reporterId)
    .where('content_type', '=', contentType)
    .where('content_id', '=', contentId)
    .executeTakeFirst()
}

/** One case about the content in which a person found nothing (spec 001 §7 'already reviewed'). */
export function findReviewedNotice(db: DB, contentType: ContentItemType, contentId: number) {
  return db
    .selectFrom('notices')
    .select('id')
    .where('content_type', '=', contentType)
    .where('content_id', '=', contentId)
    .where('status', 'in', [...STATUS_GROUPS.rejectedClosed.statuses])
    .limit(1)
    .executeTakeFirst()
}

/** A case whose removal of the content is in force, if any (a new notice about it is a duplicate). */
export function findMeasureInForce(db: DB, contentType: ContentItemType, contentId: number) {
  return db
    .selectFrom('notices')
    .select(['id', 'measure_visibility'])
    .where('content_type', '=', contentType)
    .where('content_id', '=', contentId)
    .where('status', 'in', [...STATUS_GROUPS.accepted.statuses])
    .where('measure_visibility', 'is not', null)
    .limit(1)
    .executeTakeFirst()
}

/** The moderation's own cases about the content whose measure is in force. */
export function findModeratorCasesInForce(db: DB, contentType: ContentItemType, contentId: number) {
  return db
    .selectFrom('notices')
    .select(['id', 'status'])
    .where('content_type', '=', contentType)
    .where('content_id', '=', contentId)
    .where('source', '=', 'moderator')
    .where('status', 'in', [...STATUS_GROUPS.accepted.statuses])
    .execute()
}

/** The other open notices about the same content, locked (FOR UPDATE) to follow a decision. */
export function lockOpenDuplicates(
  db: DB,
  contentType: ContentItemType,
  contentId: number,
  exceptId: number,
) {
  return db
    .selectFrom('notices')
    .select('id')
    .where('content_type', '=', contentType)
    .where('content_id', '=', contentId)
    .where('status', '=', 'OpenNotice')
    .where('id', '<>', exceptId)
    .forUpdate()
    .execute()
}

/** Writes (parts of) a case's decision: its measure, restriction, facts and ground. */
export async function updateNoticeDecision(
  db: DB,
  id: number,
  decision: {
    measureVisibility?: 'Hidden' | 'Offline' | null
    restrictionEndsAt?: Date | null
    restrictionPermanent?: boolean
    facts?: string
    ground?: string
  },
): Promise<void> {
  await db
    .updateTable('notices')
    .set({
      ...(decision.measureVisibility !== undefined ? { measure_visibility: decision.measureVisibility } : {}),
      ...(decision.restrictionEndsAt !== undefined
        ? { restriction_ends_at: decision.restrictionEndsAt }
        : {}),
      ...(decision.restrictionPermanent !== undefined
        ? { restriction_permanent: decision.restrictionPermanent }
        : {}),
      ...(decision.facts !== undefined ? { decision_facts: decision.facts } : {}),
      ...(decision.ground !== undefined ? { decision_ground: decision.ground } : {}),
    })
    .where('id', '=', id)
    .execute()
}

/**
 * Moves a case to a status, only from the status the caller read: a concurrent decision makes
 * this one a no-op (false). `decided` also stamps the decision.
 */
export async function moveNoticeStatus(
  db: DB,
  id: number,
  from: NoticeStatus,
  to: NoticeStatus,
  at: Date,
  decided: { by: number | null } | null,
): Promise<boolean> {
  const moved = await db
    .updateTable('notices')
    .set({
      status: to,
      updated_at: at,
      ...(decided ? { decided_at: at, decided_by: decided.by } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst()
  return Number(moved.numUpdatedRows) > 0
}

/** Takes back a moderator's own case: its removal is overturned. */
export async function overturnNotice(db: DB, id: number, at: Date, by: number): Promise<void> {
  await db
    .updateTable('notices')
    .set({ status: 'OverturnedAccepted', updated_at: at, decided_at: at, decided_by: by })
    .where('id', '=', id)
    .execute()
}

/** Links a case to the restriction it imposed. */
export async function setNoticeRestriction(db: DB, noticeId: number, restrictionId: number): Promise<void> {
  await db.updateTable('notices').set({ restriction_id: restrictionId }).where('id', '=', noticeId).execute()
}

/** How many of the reporter's notices were found unfounded since then (DSA Art. 23). */
export async function countUnfoundedNotices(db: DB, reporterId: number, since: Date): Promise<number> {
  const row = await sql<{ count: number }>`
    SELECT count(*)::int AS count FROM notices
    WHERE reporter_id = ${reporterId} AND status = ANY(${[...STATUS_GROUPS.rejectedClosed.statuses]}::text[])
      AND decided_at >= ${since}`.execute(db)
  return row.rows[0]?.count ?? 0
}

/** A restriction by id. */
export function findRestriction(db: DB, id: number) {
  return db
    .selectFrom('user_restrictions')
    .select(['id', 'user_id', 'notice_id', 'lifted_at'])
    .where('id', '=', id)
    .executeTakeFirst()
}

/** Imposes a restriction on a member; its id. Left out, the start is now and no case or person names it. */
export async function insertRestriction(
  db: DB,
  restriction: {
    userId: number
    scope: 'posting' | 'notices'
    startsAt?: Date
    endsAt: Date | null
    reason: string
    noticeId?: number
    createdBy?: number | null
  },
): Promise<number> {
  const row = await db
    .insertInto('user_restrictions')
    .values({
      user_id: restriction.userId,
      scope: restriction.scope,
      ...(restriction.startsAt !== undefined ? { starts_at: restriction.startsAt } : {}),
      ends_at: restriction.endsAt,
      reason: restriction.reason,
      ...(restriction.noticeId !== undefined ? { notice_id: restriction.noticeId } : {}),
      ...(restriction.createdBy !== undefined ? { created_by: restriction.createdBy } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Lifts a restriction; false when it was lifted already (only the first of two clicks lifts it). */
export async function markRestrictionLifted(
  db: DB,
  id: number,
  at: Date,
  by: number | null,
): Promise<boolean> {
  const lifted = await db
    .updateTable('user_restrictions')
    .set({ lifted_at: at, lifted_by: by })
    .where('id', '=', id)
    .where('lifted_at', 'is', null)
    .executeTakeFirst()
  return Number(lifted.numUpdatedRows) > 0
}

/** A message to a party of a case, or to a reporter about their notices (moderation_messages). */
export async function insertModerationMessage(
  db: DB,
  message: {
    noticeId?: number
    recipientId: number
    partyRole: 'AffectedUser' | 'NoticeCreator'
    noticeType?:
      | 'ContentDeletion'
      | 'ContentReinstatement'
      | 'UserRestriction'
      | 'UserRestrictionReversion'
      | null
    status?: NoticeStatus
    subject: string
    body: string
    automated: boolean
    complaintUntil?: Date | null
  },
): Promise<void> {
  await db
    .insertInto('moderation_messages')
    .values({
      ...(message.noticeId !== undefined ? { notice_id: message.noticeId } : {}),
      recipient_id: message.recipientId,
      party_role: message.partyRole,
      ...(message.noticeType !== undefined ? { notice_type: message.noticeType } : {}),
      ...(message.status !== undefined ? { status: message.status } : {}),
      subject: message.subject,
      body: message.body,
      automated: message.automated,
      ...(message.complaintUntil !== undefined ? { complaint_until: message.complaintUntil } : {}),
    })
    .execute()
}
