import { findBoardName, findBoardTree } from '#db/boards.ts'
import type { DB } from '#db/database.ts'
import {
  countOpenCases,
  findCaseMessagesFor,
  findCasesAgainst,
  findMessagesFor,
  findNoticeEvents,
  findNoticesOnContent,
  findQueue,
  QUEUE_PAGE_SIZE,
} from '#db/notices.ts'
import { findUsersByIds } from '#db/users.ts'
import {
  CONTENT_TYPE_LABELS,
  complaintNeedsAdmin,
  isAccepted,
  isContentItemType,
  isLegalCategory,
  isNoticeStatus,
  isOpenComplaint,
  MISUSE_WINDOW_DAYS,
  noticeReasonLabel,
  REPEAT_OFFENDER_AT,
  STATUS_LABELS,
} from '#domain/moderation.ts'
import { encodeCursor, type QueueRequest } from '#domain/moderation-queue.ts'
import {
  canLiftRestriction,
  canOpenModeration,
  canRestrictMember,
  canWarnMember,
  isAdmin,
  type Viewer,
} from '#domain/permissions.ts'
import { refuse } from '#domain/refusal.ts'
import { bound } from '../bind.ts'
import { loadContent } from './content.ts'
import { CASE_NOT_FOUND, FORBIDDEN, type ModerationService, type Result } from './service.ts'
import {
  type CaseView,
  contentVersions,
  labelOfStatus,
  labelOfType,
  type ModerationMessageView,
  type PartyCaseView,
  type QueuePage,
  snapshotView,
} from './view-types.ts'

export type {
  BoardOption,
  CaseEvent,
  CaseView,
  ModerationMessageView,
  PartyCaseView,
  QueueItem,
  QueuePage,
} from './view-types.ts'

// The read side of the moderation pages and their GraphQL fields (decision 021 "Moderate" and
// "Complaints"): the queue, a case as staff see it, a case as a party sees it, a member's
// messages. Each view checks who asks (src/domain/permissions.ts through the service's own
// checks) before it reads anything of the case; pages and resolvers call only these.

/** What the views read through: the database and the moderation service's own checks. */
export interface ModerationViewDeps {
  db: DB
  moderation: ModerationService
  now?: () => Date
}

/** The open cases in the viewer's queue, for the header; null for everyone who has no queue. */
export async function openCount(deps: ModerationViewDeps, viewer: Viewer | null): Promise<number | null> {
  const { db, moderation } = deps
  if (viewer === null || !canOpenModeration(viewer)) return null
  const scope = await moderation.caseScope(viewer)
  return countOpenCases(db, { scopeBoardIds: scope, withoutBoard: isAdmin(viewer) })
}

/** One page of the queue: moderators see the cases of their boards, admins all. */
export async function queue(
  deps: ModerationViewDeps,
  viewer: Viewer | null,
  request: QueueRequest,
): Promise<Result<QueuePage>> {
  const { db, moderation } = deps
  if (viewer === null || !canOpenModeration(viewer)) return refuse(403, 'policy', FORBIDDEN)
  const scope = await moderation.caseScope(viewer)
  const admin = isAdmin(viewer)
  const [rows, tree] = await Promise.all([
    findQueue(db, {
      group: request.group,
      contentType: request.contentType,
      reason: request.reason,
      boardId: request.boardId,
      scopeBoardIds: scope,
      withoutBoard: admin,
      sort: request.sort,
      after: request.after,
      limit: QUEUE_PAGE_SIZE + 1,
      // a complaint waits for another person than the one who decided (canDecideComplaint)
      complaintsFor: { userId: viewer.userId, admin },
    }),
    findBoardTree(db),
  ])
  const page = rows.slice(0, QUEUE_PAGE_SIZE)
  const last = page.at(-1)
  const inScope = scope === null ? null : new Set(scope)
  return {
    ok: true,
    items: page.map((row) => ({
      noticeId: row.id,
      contentType: row.content_type,
      contentTypeLabel: labelOfType(row.content_type),
      title: row.title ?? '',
      excerpt: row.excerpt ?? '',
      reason: row.reason,
      reasonLabel: noticeReasonLabel(row.reason),
      status: row.status,
      statusLabel: labelOfStatus(row.status),
      source: row.source,
      boardId: row.board_id,
      boardName: row.board_name,
      affectedName: row.affected_name,
      createdAt: row.created_at,
    })),
    next:
      rows.length > QUEUE_PAGE_SIZE && last ? encodeCursor({ createdAt: last.cursor_at, id: last.id }) : null,
    boards: tree
      .filter((board) => inScope === null || inScope.has(board.id))
      .map((board) => ({ id: board.id, name: board.name, depth: board.depth })),
  }
}

/** A case as those who may decide it see it (404 unknown, 403 another board's moderator). */
export async function caseView(
  deps: ModerationViewDeps,
  viewer: Viewer | null,
  noticeId: number,
): Promise<Result<{ view: CaseView }>> {
  const { db, moderation } = deps
  if (viewer === null || !canOpenModeration(viewer)) return refuse(403, 'policy', FORBIDDEN)
  const found = await moderation.findCase(viewer, noticeId)
  if (!found.ok) return found
  const notice = found.notice
  if (!isNoticeStatus(notice.status) || !isContentItemType(notice.content_type)) {
    return refuse(404, 'policy', CASE_NOT_FOUND)
  }
  const status = notice.status
  const affectedId = notice.affected_user_id
  const [events, onContent, against, item, users, restriction, board] = await Promise.all([
    findNoticeEvents(db, notice.id),
    findNoticesOnContent(db, notice.content_type, notice.content_id),
    affectedId === null ? Promise.resolve([]) : findCasesAgainst(db, affectedId, notice.id),
    loadContent(db, { type: notice.content_type, id: notice.content_id }),
    findUsersByIds(
      db,
      [affectedId, notice.reporter_id, notice.decided_by].filter((id): id is number => id !== null),
    ),
    affectedId === null ? Promise.resolve(undefined) : moderation.activeRestriction(affectedId),
    notice.board_id === null ? Promise.resolve(undefined) : findBoardName(db, notice.board_id),
  ])
  const user = (id: number | null) => (id === null ? undefined : users.find((row) => row.id === id))
  const snapshot = snapshotView(notice.snapshot)
  const versions = await contentVersions(db, item)
  const since = new Date((deps.now?.() ?? new Date()).getTime() - MISUSE_WINDOW_DAYS * 86_400_000)
  const legalAccepted = against.filter(
    (row) =>
      isNoticeStatus(row.status) &&
      isAccepted(row.status) &&
      isLegalCategory(row.category) &&
      row.created_at >= since,
  ).length
  const complaintEvent = isOpenComplaint(status)
    ? events.findLast((event) => event.event === 'complain')
    : undefined
  const affected = user(affectedId)
  const target = affectedId === null ? undefined : await moderation.restrictionTarget(affectedId)
  let complaintRefusal: string | null = null
  if (isOpenComplaint(status)) {
    const needsAdmin = complaintNeedsAdmin(status)
    // findCase checked the board (canDecideCase); what canDecideComplaint adds is said here
    if (notice.decided_by !== null && notice.decided_by === viewer.userId) {
      complaintRefusal =
        'Über eine Beschwerde entscheidet eine andere Person als die, die die Entscheidung getroffen hat.'
    } else if (needsAdmin && !isAdmin(viewer)) {
      complaintRefusal = 'Über diese Beschwerde entscheidet ein Administrator.'
    }
  }
  const view: CaseView = {
    noticeId: notice.id,
    status,
    statusLabel: STATUS_LABELS[status],
    source: notice.source,
    contentType: notice.content_type,
    contentTypeLabel: CONTENT_TYPE_LABELS[notice.content_type],
    contentId: notice.content_id,
    boardName: board?.name ?? null,
    reason: notice.reason,
    reasonLabel: noticeReasonLabel(notice.reason),
    category: notice.category,
    legal: isLegalCategory(notice.category),
    snapshot,
    current: item
      ? {
          path: item.path,
          visibility: item.visibility,
          deleted: item.deleted,
          editedSince:
            (item.editedAt?.toISOString() ?? null) !== snapshot.editedAt ||
            item.text !== snapshot.text ||
            item.title !== snapshot.title,
        }
      : null,
    versions,
    reporter: {
      userId: notice.reporter_id,
      displayName: user(notice.reporter_id)?.display_name ?? null,
      name: notice.reporter_name,
      email: notice.reporter_email,
      explanation: notice.explanation,
      location: notice.location,
      goodFaith: notice.good_faith,
    },
    affected: affected
      ? { userId: affected.id, displayName: affected.display_name, slug: affected.slug }
      : null,
    createdAt: notice.created_at,
    decidedAt: notice.decided_at,
    decidedByName: user(notice.decided_by)?.display_name ?? null,
    decisionFacts: notice.decision_facts,
    decisionGround: notice.decision_ground,
    measureVisibility: notice.measure_visibility,
    restriction:
      notice.restriction_permanent || notice.restriction_ends_at
        ? { permanent: notice.restriction_permanent, endsAt: notice.restriction_ends_at }
        : null,
    events: events.map((event) => ({
      id: event.id,
      event: event.event,
      fromStatus: event.from_status,
      toStatus: event.to_status,
      toStatusLabel: labelOfStatus(event.to_status),
      actorName: event.actor_name,
      partyRole: event.party_role,
      automated: event.automated,
      text: event.text,
      createdAt: event.created_at,
    })),
    openComplaint: complaintEvent
      ? {
          text: complaintEvent.text,
          by: complaintEvent.party_role,
          createdAt: complaintEvent.created_at,
          needsAdmin: complaintNeedsAdmin(status),
        }
      : null,
    otherNotices: onContent
      .filter((row) => row.id !== notice.id)
      .map((row) => ({
        id: row.id,
        status: row.status,
        statusLabel: labelOfStatus(row.status),
        reasonLabel: noticeReasonLabel(row.reason),
        createdAt: row.created_at,
      })),
    earlierCases: against.map((row) => ({
      id: row.id,
      contentTypeLabel: row.warning ? 'Verwarnung' : labelOfType(row.content_type),
      status: row.status,
      statusLabel: labelOfStatus(row.status),
      reasonLabel: noticeReasonLabel(row.reason),
      createdAt: row.created_at,
    })),
    repeatOffender:
      legalAccepted >= REPEAT_OFFENDER_AT ? { count: legalAccepted, days: MISUSE_WINDOW_DAYS } : null,
    activeRestriction: restriction
      ? {
          id: restriction.id,
          endsAt: restriction.ends_at,
          reason: restriction.reason,
          // the service decides by the same rule (and the restriction's own case)
          mayLift: target !== undefined && canLiftRestriction(viewer, target),
        }
      : null,
    mayRestrict: target !== undefined && !restriction && canRestrictMember(viewer, target),
    mayWarn: target !== undefined && canWarnMember(viewer, target),
    warning: (notice.snapshot as { warning?: unknown } | null)?.warning === true,
    decision: status === 'OpenNotice' ? 'notice' : isOpenComplaint(status) ? 'complaint' : null,
    complaintRefusal,
  }
  return { ok: true, view }
}

/** The member's moderation messages, newest first (statements of reasons, receipts, decisions). */
export async function messages(deps: ModerationViewDeps, viewer: Viewer): Promise<ModerationMessageView[]> {
  const { db } = deps
  const rows = await findMessagesFor(db, viewer.userId)
  return rows.map((row) => ({
    id: row.id,
    noticeId: row.notice_id,
    partyRole: row.party_role,
    noticeType: row.notice_type,
    status: row.status,
    subject: row.subject,
    body: row.body,
    automated: row.automated,
    complaintUntil: row.complaint_until,
    createdAt: row.created_at,
    readAt: row.read_at,
  }))
}

/** A case as one of its parties sees it (404 for anyone else): its messages to the viewer only. */
export async function partyCase(
  deps: ModerationViewDeps,
  viewer: Viewer,
  noticeId: number,
): Promise<Result<{ view: PartyCaseView }>> {
  const { db, moderation } = deps
  const own = await moderation.findOwnCase(viewer, noticeId)
  if (!own.ok) return own
  const { notice, role } = own
  if (!isNoticeStatus(notice.status)) return refuse(404, 'policy', CASE_NOT_FOUND)
  const messages = await findCaseMessagesFor(db, viewer.userId, notice.id)
  const snapshot = snapshotView(notice.snapshot)
  return {
    ok: true,
    view: {
      noticeId: notice.id,
      role,
      status: notice.status,
      contentTypeLabel: labelOfType(notice.content_type),
      title: snapshot.title,
      reasonLabel: noticeReasonLabel(notice.reason),
      createdAt: notice.created_at,
      path: snapshot.path,
      messages: messages.map((message) => ({
        id: message.id,
        subject: message.subject,
        body: message.body,
        createdAt: message.created_at,
        complaintUntil: message.complaint_until,
      })),
      complaintUntil: moderation.complaintOpenTo(notice, role),
      reasoning:
        notice.decided_at !== null && notice.decision_facts.trim() !== ''
          ? { text: notice.decision_facts.trim(), decidedAt: notice.decided_at }
          : null,
    },
  }
}

/** The views, bound to one set of dependencies (pages and resolvers call only these). */
export function createModerationViews(deps: ModerationViewDeps) {
  return {
    openCount: bound(deps, openCount),
    queue: bound(deps, queue),
    caseView: bound(deps, caseView),
    messages: bound(deps, messages),
    partyCase: bound(deps, partyCase),
  }
}

export type ModerationViews = ReturnType<typeof createModerationViews>
