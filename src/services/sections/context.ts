import type { DB } from '#db/database.ts'
import { findActiveRestriction } from '#db/notices.ts'
import type { AfterWrite } from '#domain/page-change.ts'
import type { PostingRestriction, Viewer } from '#domain/permissions.ts'
import { hit, type RateRule } from '../rate-limit.ts'

// decision 036: what the sections' use cases share — the database, the clock, a member's posting
// restriction (it covers comments, ads and votes as it covers posts) and a per-member write limit.

export interface SectionsContext {
  db: DB
  now: () => Date
  restrictionOf(viewer: Viewer): Promise<PostingRestriction | null>
  /** false when the member has written too much in the rule's window */
  withinLimit(rule: RateRule, viewer: Viewer): Promise<boolean>
  /** after a committed write: drops the cached pages it made stale (a thread's, or all) */
  changed: AfterWrite
}

export function createSectionsContext(deps: {
  db: DB
  now?: () => Date
  afterWrite?: AfterWrite
}): SectionsContext {
  const now = deps.now ?? (() => new Date())
  return {
    db: deps.db,
    now,
    async restrictionOf(viewer) {
      const row = await findActiveRestriction(deps.db, viewer.userId, 'posting', now())
      return row ? { endsAt: row.ends_at } : null
    },
    withinLimit: (rule, viewer) => hit(deps.db, rule, `user:${viewer.userId}`, now()),
    changed: (change) => deps.afterWrite?.(change),
  }
}

/** Ten comments in ten minutes, twenty ads a day: plenty for people, a wall for scripts. */
export const COMMENT_RULE: RateRule = { name: 'comment-burst', limit: 10, windowSeconds: 10 * 60 }
export const AD_RULE: RateRule = { name: 'ad-day', limit: 20, windowSeconds: 24 * 60 * 60 }
/** New blog articles and tests: twenty a day each. */
export const ARTICLE_RULE: RateRule = { name: 'article-day', limit: 20, windowSeconds: 24 * 60 * 60 }
export const TEST_RULE: RateRule = { name: 'test-day', limit: 20, windowSeconds: 24 * 60 * 60 }
/** Ratings of blog articles: thirty an hour. */
export const RATING_RULE: RateRule = { name: 'rating-hour', limit: 30, windowSeconds: 60 * 60 }
/** The staff's magazine edits: sixty an hour (a script with a stolen staff session stays slow). */
export const MAGAZINE_RULE: RateRule = { name: 'magazine-hour', limit: 60, windowSeconds: 60 * 60 }
