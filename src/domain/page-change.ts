// decision 035: what a write changed, so that the page cache drops only the pages showing it.

/**
 * A write that changed one thread (a reply, a new thread, a thumbs up, a best answer, an edit):
 * that thread's pages and every page listing threads (boards, forum home, home, profiles, …)
 * are stale; other threads' pages stay cached. A write passes no change when it may show on
 * any page (a member's name or avatar, moderation, a board's settings).
 */
export interface PageChange {
  threadId: number
}

/** After a committed write: which cached pages it makes stale (none given: all of them). */
export type AfterWrite = (change?: PageChange) => void
