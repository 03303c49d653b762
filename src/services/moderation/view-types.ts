import type { DB } from '#db/database.ts'
import { findPostRevisions, findThreadTitleRevisions } from '#db/revisions.ts'
import type { ModerationMessagesTable } from '#db/schema.ts'
import { findThread } from '#db/thread-page.ts'
import {
  CONTENT_TYPE_LABELS,
  type ContentItemType,
  isContentItemType,
  isNoticeStatus,
  type NoticeCategory,
  type NoticeStatus,
  type PartyRole,
  STATUS_LABELS,
} from '#domain/moderation.ts'
import { type Version, versionsOf } from '#domain/revisions.ts'
import type { ContentItem } from './content.ts'

// The moderation pages' view shapes and the helpers that build them (views.ts reads, these shape).

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

export interface SnapshotView {
  title: string
  text: string
  path: string
  authorName: string | null
  createdAt: string | null
  editedAt: string | null
  images: string[]
}

export function snapshotView(raw: unknown): SnapshotView {
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

export function labelOfType(type: string): string {
  return isContentItemType(type) ? CONTENT_TYPE_LABELS[type] : type
}

export function labelOfStatus(status: string): string {
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
   * decisions 024–027: every version of a reported post's text (a thread: its title and its first post),
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
  /** The viewer may warn the affected member (canWarnMember). */
  mayWarn: boolean
  /** The case is a warning to the member (services/moderation/warnings.ts). */
  warning: boolean
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
  /** The reasoning of the latest decision, for both parties (DSA Art. 16 (5), 17); null before one. */
  reasoning: { text: string; decidedAt: Date } | null
}

/** A post's versions from its stored edits (migration 0012). */
export async function postVersions(
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
export async function contentVersions(db: DB, item: ContentItem | null): Promise<CaseView['versions']> {
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

/** A moderation message on /cockpit/meldungen (decision 042: pages read view types, never rows). */
export interface ModerationMessageView {
  id: number
  noticeId: number | null
  partyRole: PartyRole
  noticeType: ModerationMessagesTable['notice_type']
  status: string | null
  subject: string
  body: string
  automated: boolean
  complaintUntil: Date | null
  createdAt: Date
  readAt: Date | null
}
