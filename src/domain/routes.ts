import { parseId } from './ids.ts'
import { BOARD_IMAGE_VERSION } from './limits.ts'

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue' }

/** URL slug from a German title: umlauts transliterated, lowercase, words joined by hyphens. */
export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .replace(/[äöüßÄÖÜ]/g, (c) => UMLAUTS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '')
  return slug || 'thema'
}

/** spec 000 §2.2: forum paths have the shape /forum/{slug}-b{boardId}.html. */
export function boardPath(board: { id: number; slug: string }): string {
  return `/forum/${board.slug}-b${board.id}.html`
}

/** spec 001 §2: a thread's slug ends in -t{threadId}. */
export function threadPath(thread: { id: number; slug: string }): string {
  return `/forum/${thread.slug}-t${thread.id}.html`
}

/** spec 000 §2.1: public profile. */
export function userPath(user: { slug: string }): string {
  return `/nutzer/${user.slug}`
}

/** spec 000 §2.4: the post-jump action finds a post's thread page. */
export function postJumpPath(postId: number): string {
  return `/forum/aktion/PostJump.html?postId=${postId}`
}

/** spec 001 §9: ?page=n, omitted for page 0. */
export function withPage(path: string, page: number): string {
  return page > 0 ? `${path}?page=${page}` : path
}

/** spec 000 §3: board image addresses get a version parameter 1.0. */
export function boardIconUrl(icon: string): string {
  return `/images/forum/${icon}.svg?v=${BOARD_IMAGE_VERSION}`
}

export type ForumSlug =
  | { kind: 'board'; id: number; slug: string }
  | { kind: 'thread'; id: number; slug: string }
  | { kind: 'invalidBoardId' }
  | { kind: 'invalidThreadId' }
  | { kind: 'invalidRouteSlug' }

/**
 * Reads the last path segment of /forum/{slug}.html (spec 001 §2, §8): a slug ending in
 * -b{id} is a board, -t{id} a thread; an id out of range is InvalidBoardId/InvalidThreadId,
 * anything else InvalidRouteSlug.
 */
export function parseForumSlug(segment: string): ForumSlug {
  const match = /^(?:(.*)-)?([bt])(\d+)\.html$/.exec(segment)
  if (!match) return { kind: 'invalidRouteSlug' }
  const [, slug = '', type, digits] = match
  const id = parseId(digits)
  if (type === 'b') return id === null ? { kind: 'invalidBoardId' } : { kind: 'board', id, slug }
  return id === null ? { kind: 'invalidThreadId' } : { kind: 'thread', id, slug }
}

/** Links to paths under /forum stay inside the app; others are full page loads (spec 000 §2.3). */
export function isInAppPath(path: string): boolean {
  return path.startsWith('/forum')
}

/** decision 026: the form that edits a post (its author within the window, the moderation always). */
export function editPostPath(postId: number): string {
  return `/forum/aktion/EditPost.html?postId=${postId}`
}

/** decision 026: a post's versions, for the moderation. */
export function postHistoryPath(postId: number): string {
  return `/forum/aktion/PostHistory.html?postId=${postId}`
}

/** decision 026: a thread's title form and pin action (Forenpaten and the moderation). */
export function editThreadPath(threadId: number): string {
  return `/forum/aktion/EditThread.html?threadId=${threadId}`
}
