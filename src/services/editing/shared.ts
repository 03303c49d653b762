import type { DB } from '#db/database.ts'
import { findActiveRestriction } from '#db/notices.ts'
import { findBoardScope } from '#db/posting.ts'
import { EDIT_BURST_LIMIT, EDIT_BURST_WINDOW_SECONDS, EDIT_HOURLY_LIMIT } from '#domain/limits.ts'
import type { AfterWrite } from '#domain/page-change.ts'
import type { BoardScope, PostingRestriction, Viewer } from '#domain/permissions.ts'
import { type Refusal, refuse } from '#domain/refusal.ts'
import type { HiddenReason } from '#domain/visibility.ts'
import { secondsLeft, waitText } from '../flood-control.ts'
import { hit, type RateRule } from '../rate-limit.ts'

// What the editing use cases share (decision 026): their dependencies and result, the board scope a
// permission is decided on, the member's restriction, and flood control for edits.

/** Flood control for edits (decision 026; the numbers and why: limits.ts). */
export const EDIT_RULES: readonly RateRule[] = [
  { name: 'edit-burst', limit: EDIT_BURST_LIMIT, windowSeconds: EDIT_BURST_WINDOW_SECONDS },
  { name: 'edit-hour', limit: EDIT_HOURLY_LIMIT, windowSeconds: 60 * 60 },
]

export interface EditingDeps {
  db: DB
  /** After every write: visitors' cached pages are stale. */
  afterWrite?: AfterWrite
  /** The clock the edit window is measured with (tests inject one). */
  now?: () => Date
  /** Flood control for edits (default: EDIT_RULES); tests of something else pass []. */
  flood?: readonly RateRule[]
}

/** changed: false when the text or title was already so (nothing was saved). */
export type EditResult = { ok: true; path: string; changed: boolean } | Refusal

/**
 * The board and those above it. Read for anyone with a role relation (moderators, admins,
 * Forenpaten: a role on a parent board covers its children); members need no chain.
 */
export async function scopeFor(db: DB, viewer: Viewer | null, boardId: number): Promise<BoardScope> {
  if (viewer === null || viewer.roleRelations.length === 0) return { id: boardId, ancestorIds: [] }
  return findBoardScope(db, boardId)
}

/** decision 021: the member's active posting restriction, or null. */
export async function restrictionOf(db: DB, viewer: Viewer, now: Date): Promise<PostingRestriction | null> {
  const row = await findActiveRestriction(db, viewer.userId, 'posting', now)
  return row ? { endsAt: row.ends_at } : null
}

/** The refusal for content the viewer may not see, as its page answers (spec 001 §8). */
export function unseen(reason: HiddenReason, what: 'Beitrag' | 'Thema'): Refusal {
  if (reason === 'NotFound')
    return {
      ...refuse(
        404,
        'policy',
        what === 'Beitrag' ? 'Diesen Beitrag gibt es nicht.' : 'Dieses Thema gibt es nicht.',
      ),
      reason: what === 'Beitrag' ? 'NotFound' : 'ThreadNotFound',
    }
  return {
    ...refuse(
      410,
      'policy',
      what === 'Beitrag'
        ? 'Dieser Beitrag ist nicht mehr verfügbar.'
        : 'Dieses Thema ist nicht mehr verfügbar.',
    ),
    reason,
  }
}

/** Counts one edit against the rules (moderators and admins are never limited, as with replies). */
export async function editFlood(
  db: DB,
  viewer: Viewer,
  rules: readonly RateRule[],
  now: Date,
  staff: boolean,
): Promise<Refusal | null> {
  if (staff) return null
  for (const rule of rules) {
    if (!(await hit(db, rule, `user:${viewer.userId}`, now))) {
      const seconds = secondsLeft(rule, now)
      const message = `Du bearbeitest gerade sehr viel. Bitte warte ${waitText(seconds)}, bevor Du erneut etwas änderst.`
      return { ...refuse(429, 'limit', message), retryAfterSeconds: seconds }
    }
  }
  return null
}
