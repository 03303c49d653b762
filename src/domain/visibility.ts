// Who may see a piece of content (decisions 019, 020): one pure function per content type,
// asked by the thread page, every GraphQL resolver that returns content or ids, the post and
// best-answer redirects and the write actions alike. The answer carries the thread page's reason,
// so every caller refuses with the same status (spec 001 §8: Deleted and HiddenLoggedOut 410,
// unknown 404), and, for content the moderation took down, how the viewer sees it marked
// (docs/decisions/019, 020).

import {
  type BoardScope,
  canModerateBoard,
  isAdmin,
  isStaff,
  type RoleHolder,
  type Viewer,
} from './permissions.ts'

/** The catalogue reason a refusal answers with (spec 000 §8). */
export type HiddenReason = 'NotFound' | 'Deleted' | 'HiddenLoggedOut'

/** How content the moderation took down is shown to those who still see it. */
export type Marking = 'Hidden' | 'Deleted'

export type Visibility =
  | {
      visible: true
      /** Taken down: shown marked ('Ausgeblendet' / 'Gelöscht'). */
      marked?: Marking
      /** Seen only because the viewer wrote it: read-only for them (no replies, thanks, marks). */
      authorOnly?: boolean
    }
  | { visible: false; reason: HiddenReason }

/** The columns a thread's visibility depends on. */
export interface ThreadVisibilityFacts {
  visibility: 'Online' | 'Hidden' | 'Offline'
  deletedAt: Date | null
  /** The starter: sees a hidden (not a deleted) thread, marked. Unknown: nobody is the author. */
  authorId?: number | null
}

/**
 * decision 037: the facts under which a visitor sees a thread — threadVisibility(null, …) is visible for
 * exactly these (visibility.test.ts proves it). Lists that must filter in SQL over millions of rows
 * (sitemaps, feeds, the poll list) filter by these values, so the rule keeps one source.
 */
export const PUBLIC_THREAD = {
  visibility: 'Online',
  deletedAt: null,
} as const satisfies ThreadVisibilityFacts

/** The columns a post's visibility depends on. */
export interface PostVisibilityFacts {
  visibility: 'Online' | 'Hidden' | 'Offline'
  /** posts.deleted_at: deleted by the moderation (its visibility is Hidden too). */
  deletedAt?: Date | null
  authorId?: number | null
}

const VISIBLE: Visibility = { visible: true }

function isAuthor(viewer: Viewer | null, authorId: number | null | undefined): boolean {
  return viewer !== null && authorId !== undefined && authorId !== null && viewer.userId === authorId
}

/**
 * A thread: deleted → 410 Deleted for everyone but the board's moderators (who see it marked
 * 'Gelöscht'); hidden → 410 Deleted for visitors and members, seen marked 'Ausgeblendet' by its
 * starter and the board's moderators; members-only ('Offline') → 410 HiddenLoggedOut for visitors.
 */
export function threadVisibility(
  viewer: Viewer | null,
  thread: ThreadVisibilityFacts,
  board: BoardScope,
): Visibility {
  const moderates = canModerateBoard(viewer, board)
  if (thread.deletedAt !== null) {
    return moderates ? { visible: true, marked: 'Deleted' } : { visible: false, reason: 'Deleted' }
  }
  if (thread.visibility === 'Hidden') {
    if (moderates) return { visible: true, marked: 'Hidden' }
    if (isAuthor(viewer, thread.authorId)) return { visible: true, marked: 'Hidden', authorOnly: true }
    return { visible: false, reason: 'Deleted' }
  }
  if (thread.visibility === 'Offline' && viewer === null) return { visible: false, reason: 'HiddenLoggedOut' }
  return VISIBLE
}

/**
 * A post: first its thread's rule, then the post's own: deleted → unknown (404) except for the
 * board's moderators (marked 'Gelöscht'); hidden → unknown except for its author and the board's
 * moderators (marked 'Ausgeblendet'); members-only → 410 HiddenLoggedOut for visitors. A post
 * seen only as its author (or in a thread seen only as its starter) is read-only for them.
 */
export function postVisibility(
  viewer: Viewer | null,
  post: PostVisibilityFacts,
  thread: ThreadVisibilityFacts,
  board: BoardScope,
): Visibility {
  const ofThread = threadVisibility(viewer, thread, board)
  if (!ofThread.visible) return ofThread
  const moderates = canModerateBoard(viewer, board)
  if (post.deletedAt !== undefined && post.deletedAt !== null) {
    return moderates ? { visible: true, marked: 'Deleted' } : { visible: false, reason: 'NotFound' }
  }
  if (post.visibility === 'Hidden') {
    if (moderates) return { visible: true, marked: 'Hidden' }
    if (isAuthor(viewer, post.authorId)) return { visible: true, marked: 'Hidden', authorOnly: true }
    return { visible: false, reason: 'NotFound' }
  }
  if (post.visibility === 'Offline' && viewer === null) return { visible: false, reason: 'HiddenLoggedOut' }
  return ofThread.authorOnly ? { visible: true, authorOnly: true } : VISIBLE
}

/**
 * Whether the viewer may act on what they see (reply, thank, mark, draft): not on content seen
 * only as its author, not on deleted content (the moderation restores it first).
 */
export function acceptsWrites(visibility: Visibility): boolean {
  return visibility.visible && !visibility.authorOnly && visibility.marked !== 'Deleted'
}

/** What the author of content seen only by them and the moderation reads next to it. */
export const AUTHOR_ONLY_NOTE = 'Nur Du und die Moderation sehen diesen Inhalt.'

/**
 * Whether a post's text may go into a new reply as a quote (decision 024: 'Antworten', the full
 * editor's quotePostId). Only what the thread's readers see as published: a post the viewer sees
 * marked (hidden, deleted) or only as its author would be republished by the quote, and so would
 * a members-only post in a thread visitors read.
 */
export function isQuotable(
  visibility: Visibility,
  post: Pick<PostVisibilityFacts, 'visibility'>,
  thread: Pick<ThreadVisibilityFacts, 'visibility'>,
): boolean {
  if (!visibility.visible || visibility.marked !== undefined || visibility.authorOnly) return false
  return post.visibility === 'Online' || post.visibility === thread.visibility
}

/**
 * spec 000 §4: a blog article is visible to everyone once published; a draft only to
 * its creator and the blog administrators (admins).
 */
export function blogArticleVisible(
  viewer: (RoleHolder & { userId: number }) | null,
  article: {
    status: 'draft' | 'published'
    authorId: number
    coauthorIds?: readonly number[]
    /** decision 036: hidden by a moderation measure: its authors and the staff still see it */
    hiddenAt?: Date | null
  },
): boolean {
  // decision 036: the co-authors write the draft with its creator
  const own =
    viewer !== null &&
    (viewer.userId === article.authorId || (article.coauthorIds ?? []).includes(viewer.userId))
  if (article.hiddenAt) return own || isStaff(viewer)
  if (article.status === 'published') return true
  return own || isAdmin(viewer)
}

/** decision 036: a vehicle test is public unless a measure hid it; then its author and the staff see it. */
export function motortestVisible(
  viewer: (RoleHolder & { userId: number }) | null,
  test: { authorId: number; hiddenAt: Date | null },
): boolean {
  if (!test.hiddenAt) return true
  return viewer !== null && (viewer.userId === test.authorId || isStaff(viewer))
}

/**
 * decision 036: a comment under a blog article or a test (its host already visible to the viewer): a
 * comment a measure hid stays visible to its author (with AUTHOR_ONLY_NOTE) and the staff; a deleted
 * one shows only as the note in its place.
 */
export function commentVisible(
  viewer: (RoleHolder & { userId: number }) | null,
  comment: { authorId: number; hiddenAt: Date | null },
): boolean {
  if (!comment.hiddenAt) return true
  return viewer !== null && (viewer.userId === comment.authorId || isStaff(viewer))
}

/**
 * decision 036: a magazine article is public from its publication time on; until then only the staff
 * (its editors) see it.
 */
export function magazineArticleVisible(
  viewer: RoleHolder | null,
  article: { publishedAt: Date },
  now: Date,
): boolean {
  return article.publishedAt <= now || isStaff(viewer)
}

/**
 * decision 036: an open marketplace ad is public; a closed one stays readable to its seller and the
 * staff, everyone else learns that it has ended (410).
 */
export function marketplaceAdVisibility(
  viewer: (RoleHolder & { userId: number }) | null,
  ad: { status: 'open' | 'closed'; sellerId: number; hiddenAt?: Date | null },
): 'visible' | 'ended' | 'hidden' {
  const own = viewer !== null && (viewer.userId === ad.sellerId || isStaff(viewer))
  if (ad.hiddenAt) return own ? 'visible' : 'hidden'
  if (ad.status === 'open') return 'visible'
  return own ? 'visible' : 'ended'
}

/**
 * decision 028: a private message's copy is seen by its recipient until they delete it, it is
 * withdrawn or moderation hides it, and by its sender until they delete it — by no one else.
 * The message page and its pictures and files (decision 031) both ask this.
 */
export function privateMessageSide(
  viewerId: number,
  copy: {
    sender_id: number | null
    recipient_id: number
    recipient_deleted_at: Date | null
    sender_deleted_at: Date | null
    withdrawn_at: Date | null
    hidden_at: Date | null
  },
): { received: boolean; sent: boolean } {
  const received =
    copy.recipient_id === viewerId &&
    copy.recipient_deleted_at === null &&
    copy.withdrawn_at === null &&
    copy.hidden_at === null
  const sent = copy.sender_id === viewerId && copy.sender_deleted_at === null
  return { received, sent }
}
