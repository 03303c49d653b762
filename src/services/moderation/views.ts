import { findBoardTree } from '#db/boards.ts'
import type { DB } from '#db/database.ts'
import {
  findCaseMessagesFor,
  findCasesAgainst,
  findMessagesFor,
  findNoticeEvents,
  findNoticesOnContent,
  QUEUE_PAGE_SIZE,
  queueQuery,
} from '#db/notices.ts'
import { findPostRevisions, findThreadTitleRevisions } from '#db/revisions.ts'
import { findThread } from '#db/thread-page.ts'
import { findUsersByIds } from '#db/users.ts'
import {
  CONTENT_TYPE_LABELS,
  type ContentItemType,
  complaintNeedsAdmin,
  isAccepted,
  isContentItemType,
  isLegalCategory,
  isNoticeStatus,
  isOpenComplaint,
  MISUSE_WINDOW_DAYS,
  type NoticeCategory,
  type NoticeStatus,
  noticeReasonLabel,
  type PartyRole,
  REPEAT_OFFENDER_AT,
  STATUS_LABELS,
} from '#domain/moderation.ts'
import { encodeCursor, type QueueRequest } from '#domain/moderation-queue.ts'
import { canOpenModeration, canRestrictMember, isAdmin, type Viewer } from '#domain/permissions.ts'
import { type Version, versionsOf } from '#domain/revisions.ts'
import { type ContentItem, loadContent } from './content.ts'
import type { Failure, ModerationService, Result } from './service.ts'

// The read side of the moderation pages and their GraphQL fields (issue 12 "Moderate" and
// "Complaints"): the queue, a case as staff see it, a case as a party sees it, a member's
// messages. Each view checks who asks (src/domain/permissions.ts through the service's own
// checks) before it reads anything of the case; pages and resolvers call only these.

const FORBIDDEN: Failure = { ok: false, status: 403, message: 'Dazu bist Du nicht berechtigt.' }

export interface QueueItem {
  noticeId: number
  contentType: string
  contentTypeLabel: string
  title: string
  excerpt: string
  reason: string
  reasonLabel: string
  status: string
  statusLabel: string
  source: 'notice' | 'moderator'
  boardId: number | null
  boardName: string | null
  affectedName: string | null
  createdAt: Date
}

export interface BoardOption {
  id: number
  name: string
  depth: number
}

export interface QueuePage {
  items: QueueItem[]
  /** The `after` of the next page; null on the last. */
  next: string | null
  /** The boards the viewer may filter by (those in scope). */
  boards: BoardOption[]
}

interface SnapshotView {
  title: string
  text: string
  path: string
  authorName: string | null
  createdAt: string | null
  editedAt: string | null
  images: string[]
}

function snapshotView(raw: unknown): SnapshotView {
  const value = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : null)
  const images = Array.isArray(value.images)
    ? value.images.filter((image): image is string => typeof image === 'string')
    : []
  return {
    title: text('title') ?? '',
    text: text('text') ?? '',
    path: text('path') ?? '',
    authorName: text('authorName'),
    createdAt: text('createdAt'),
    editedAt: text('editedAt'),
    images,
  }
}

function labelOfType(type: string): string {
  return isContentItemType(type) ? CONTENT_TYPE_LABELS[type] : type
}

function labelOfStatus(status: string): string {
  return isNoticeStatus(status) ? STATUS_LABELS[status] : status
}

export interface CaseEvent {
  id: number
  event: string
  fromStatus: string | null
  toStatus: string
  toStatusLabel: string
  actorName: string | null
  partyRole: PartyRole | null
  automated: boolean
  text: string
  createdAt: Date
}

export interface CaseView {
  noticeId: number
  status: NoticeStatus
  statusLabel: string
  source: 'notice' | 'moderator'
  contentType: ContentItemType
  contentTypeLabel: string
  contentId: number
  boardName: string | null
  reason: string
  reasonLabel: string
  category: NoticeCategory
  legal: boolean
  snapshot: SnapshotView
  /** The content now: where it is, and whether it changed since it was reported. */
  current: { path: string; visibility: string; deleted: boolean; editedSince: boolean } | null
  /**
   * issue 14: every version of a reported post's text (a thread: its title and its first post),
   * newest first, when it was ever edited; null for other content.
   */
  versions: { title: Version[]; text: Version[] } | null
  reporter: {
    userId: number | null
    displayName: string | null
    name: string
    email: string
    explanation: string
    location: string
    goodFaith: boolean
  }
  affected: { userId: number; displayName: string; slug: string } | null
  createdAt: Date
  decidedAt: Date | null
  decidedByName: string | null
  decisionFacts: string
  decisionGround: string
  measureVisibility: 'Hidden' | 'Offline' | null
  restriction: { permanent: boolean; endsAt: Date | null } | null
  events: CaseEvent[]
  /** The complaint waiting for a decision (its text from the history), if any. */
  openComplaint: { text: string; by: PartyRole | null; createdAt: Date; needsAdmin: boolean } | null
  otherNotices: { id: number; status: string; statusLabel: string; reasonLabel: string; createdAt: Date }[]
  earlierCases: {
    id: number
    contentTypeLabel: string
    status: string
    statusLabel: string
    reasonLabel: string
    createdAt: Date
  }[]
  /** Accepted legal cases against the member in the misuse window (DSA Art. 23), at the threshold. */
  repeatOffender: { count: number; days: number } | null
  activeRestriction: { id: number; endsAt: Date | null; reason: string; mayLift: boolean } | null
  /** The viewer may restrict the affected member without a notice (admins; not oneself; none in force). */
  mayRestrict: boolean
  /** Which form the viewer gets: the first decision, the complaint decision, or none. */
  decision: 'notice' | 'complaint' | null
  /** Why the viewer cannot decide the open complaint (told before the form is sent). */
  complaintRefusal: string | null
}

export interface PartyCaseView {
  noticeId: number
  role: PartyRole
  status: NoticeStatus
  contentTypeLabel: string
  title: string
  reasonLabel: string
  createdAt: Date
  /** Where the content is (the affected member's own; for the reporter the page they reported). */
  path: string
  messages: {
    id: number
    subject: string
    body: string
    createdAt: Date
    complaintUntil: Date | null
  }[]
  /** Until when the viewer may complain now; null: no complaint possible. */
  complaintUntil: Date | null
}

/** A post's versions from its stored edits (issue 14, migration 0012). */
async function postVersions(
  db: DB,
  postId: number,
  post: { authorId: number | null; authorName: string | null; createdAt: Date; text: string },
): Promise<Version[]> {
  const edits = await findPostRevisions(db, postId)
  return versionsOf(
    { authorId: post.authorId, authorName: post.authorName, createdAt: post.createdAt },
    post.text,
    edits.map((edit) => ({
      version: edit.version,
      text: edit.text,
      editorId: edit.editor_id,
      editorName: edit.editor_name,
      editedAt: edit.edited_at,
      reason: edit.reason,
    })),
  )
}

/** The versions the case page shows: a post's texts, or a thread's titles and first post's texts. */
async function contentVersions(db: DB, item: ContentItem | null): Promise<CaseView['versions']> {
  if (!item || item.createdAt === null) return null
  const original = { authorId: item.authorId, authorName: item.authorName, createdAt: item.createdAt }
  if (item.type === 'ForumPost')
    return { title: [], text: await postVersions(db, item.id, { ...original, text: item.text }) }
  if (item.type !== 'ForumThread') return null
  const [thread, titles] = await Promise.all([findThread(db, item.id), findThreadTitleRevisions(db, item.id)])
  const firstPostId = thread?.first_post_id ?? null
  return {
    title: versionsOf(
      original,
      item.title,
      titles.map((edit) => ({
        version: edit.version,
        text: edit.title,
        editorId: edit.editor_id,
        editorName: edit.editor_name,
        editedAt: edit.edited_at,
        reason: edit.reason,
      })),
    ),
    text: firstPostId === null ? [] : await postVersions(db, firstPostId, { ...original, text: item.text }),
  }
}

export function createModerationViews(deps: { db: DB; moderation: ModerationService; now?: () => Date }) {
  const { db, moderation } = deps
  const now = deps.now ?? (() => new Date())

  return {
    /** One page of the queue: moderators see the cases of their boards, admins all. */
    async queue(viewer: Viewer | null, request: QueueRequest): Promise<Result<QueuePage>> {
      if (viewer === null || !canOpenModeration(viewer)) return FORBIDDEN
      const scope = await moderation.caseScope(viewer)
      const admin = isAdmin(viewer)
      const [rows, tree] = await Promise.all([
        queueQuery(db, {
          group: request.group,
          contentType: request.contentType,
          reason: request.reason,
          boardId: request.boardId,
          scopeBoardIds: scope,
          withoutBoard: admin,
          sort: request.sort,
          after: request.after,
          limit: QUEUE_PAGE_SIZE + 1,
        }).execute(),
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
          rows.length > QUEUE_PAGE_SIZE && last
            ? encodeCursor({ createdAt: last.cursor_at, id: last.id })
            : null,
        boards: tree
          .filter((board) => inScope === null || inScope.has(board.id))
          .map((board) => ({ id: board.id, name: board.name, depth: board.depth })),
      }
    },

    /** A case as those who may decide it see it (404 unknown, 403 another board's moderator). */
    async caseView(viewer: Viewer | null, noticeId: number): Promise<Result<{ view: CaseView }>> {
      if (viewer === null || !canOpenModeration(viewer)) return FORBIDDEN
      const found = await moderation.findCase(viewer, noticeId)
      if (!found.ok) return found
      const notice = found.notice
      if (!isNoticeStatus(notice.status) || !isContentItemType(notice.content_type)) {
        return { ok: false, status: 404, message: 'Diesen Fall gibt es nicht.' }
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
        notice.board_id === null
          ? Promise.resolve(undefined)
          : db.selectFrom('boards').select('name').where('id', '=', notice.board_id).executeTakeFirst(),
      ])
      const user = (id: number | null) => (id === null ? undefined : users.find((row) => row.id === id))
      const snapshot = snapshotView(notice.snapshot)
      const versions = await contentVersions(db, item)
      const since = new Date(now().getTime() - MISUSE_WINDOW_DAYS * 86_400_000)
      const legalAccepted = against.filter(
        (row) =>
          isNoticeStatus(row.status) &&
          isAccepted(row.status) &&
          isLegalCategory(row.category as NoticeCategory) &&
          row.created_at >= since,
      ).length
      const complaintEvent = isOpenComplaint(status)
        ? events.findLast((event) => event.event === 'complain')
        : undefined
      const affected = user(affectedId)
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
        category: notice.category as NoticeCategory,
        legal: isLegalCategory(notice.category as NoticeCategory),
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
          contentTypeLabel: labelOfType(row.content_type),
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
              // the service decides by the restriction's own case; staff other than the member see the button
              mayLift: affectedId !== viewer.userId,
            }
          : null,
        mayRestrict:
          affectedId !== null &&
          !restriction &&
          canRestrictMember(viewer, { userId: affectedId, board: null }),
        decision: status === 'OpenNotice' ? 'notice' : isOpenComplaint(status) ? 'complaint' : null,
        complaintRefusal,
      }
      return { ok: true, view }
    },

    /** The member's moderation messages, newest first (statements of reasons, receipts, decisions). */
    messages(viewer: Viewer) {
      return findMessagesFor(db, viewer.userId)
    },

    /** A case as one of its parties sees it (404 for anyone else): its messages to the viewer only. */
    async partyCase(viewer: Viewer, noticeId: number): Promise<Result<{ view: PartyCaseView }>> {
      const own = await moderation.findOwnCase(viewer, noticeId)
      if (!own.ok) return own
      const { notice, role } = own
      if (!isNoticeStatus(notice.status))
        return { ok: false, status: 404, message: 'Diesen Fall gibt es nicht.' }
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
        },
      }
    },
  }
}

export type ModerationViews = ReturnType<typeof createModerationViews>
