import { PAGINATION_MAX_ENTRIES, POSTS_PER_PAGE } from './limits.ts'
import { threadPath, withPage } from './routes.ts'

// Pages are 0-based in the URL (spec 001 §9). Thread pages are position ranges.

/** Pages of a thread: positions are dense, so the next free position tells (at least one page). */
export function threadPageCount(nextPosition: number): number {
  return Math.max(1, Math.ceil(nextPosition / POSTS_PER_PAGE))
}

export function pageOfPosition(position: number): number {
  return Math.floor(position / POSTS_PER_PAGE)
}

/** A post's place: its thread page and the anchor of the post on it. */
export function postPath(
  thread: { id: number; slug: string },
  post: { id: number; position: number },
): string {
  return `${withPage(threadPath(thread), pageOfPosition(post.position))}#post-${post.id}`
}

/**
 * The page numbers a pagination control offers: at most 19 (spec 001 §9), centred on the
 * current page, always including the first and the last.
 */
export function pageWindow(current: number, count: number, max = PAGINATION_MAX_ENTRIES): number[] {
  if (count <= max) return Array.from({ length: count }, (_, index) => index)
  const inner = max - 2
  let start = Math.max(1, current - Math.floor(inner / 2))
  const end = Math.min(count - 2, start + inner - 1)
  start = Math.max(1, end - inner + 1)
  return [0, ...Array.from({ length: end - start + 1 }, (_, index) => start + index), count - 1]
}
