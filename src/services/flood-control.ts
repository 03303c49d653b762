import type { DB } from '#db/database.ts'
import {
  REPLY_BURST_LIMIT,
  REPLY_BURST_WINDOW_SECONDS,
  REPLY_HOURLY_LIMIT,
  THREAD_BURST_LIMIT,
  THREAD_BURST_WINDOW_SECONDS,
  THREAD_DAILY_LIMIT,
} from '#domain/limits.ts'
import { isStaff, type Viewer } from '#domain/permissions.ts'
import { hit, type RateRule } from './rate-limit.ts'

// Flood control for replies and new threads (docs/security.md; the numbers and why: limits.ts).
// Each write counts with one atomic INSERT … ON CONFLICT … RETURNING in hit(), so concurrent
// replies from one member are counted, never checked and then acted on.

export const FLOOD_RULES = {
  replyBurst: { name: 'reply-burst', limit: REPLY_BURST_LIMIT, windowSeconds: REPLY_BURST_WINDOW_SECONDS },
  replyHour: { name: 'reply-hour', limit: REPLY_HOURLY_LIMIT, windowSeconds: 60 * 60 },
  threadBurst: {
    name: 'thread-burst',
    limit: THREAD_BURST_LIMIT,
    windowSeconds: THREAD_BURST_WINDOW_SECONDS,
  },
  threadDay: { name: 'thread-day', limit: THREAD_DAILY_LIMIT, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, RateRule>

/** Seconds until the rule's current fixed window ends (the same windows hit() counts in). */
export function secondsLeft(rule: RateRule, now: Date): number {
  const size = rule.windowSeconds * 1000
  const end = Math.floor(now.getTime() / size) * size + size
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000))
}

export function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} Sekunden`
  const minutes = Math.ceil(seconds / 60)
  if (minutes < 120) return `${minutes} Minuten`
  return `${Math.ceil(minutes / 60)} Stunden`
}

/** The German message for a refused write, with the wait. */
export function floodMessage(rule: RateRule, now: Date): string {
  return `Du schreibst gerade sehr schnell. Bitte warte ${waitText(secondsLeft(rule, now))}, bevor Du ${
    rule === FLOOD_RULES.threadBurst || rule === FLOOD_RULES.threadDay
      ? 'ein weiteres Thema erstellst'
      : 'erneut antwortest'
  }.`
}

/**
 * Counts one write against the rules in order; the first rule that is exceeded refuses it (and
 * later rules are not counted). Moderators and admins are never limited.
 */
export async function floodCheck(
  db: DB,
  viewer: Viewer,
  rules: readonly RateRule[],
  now: Date,
): Promise<{ ok: true } | { ok: false; message: string; retryAfterSeconds: number }> {
  if (isStaff(viewer)) return { ok: true }
  for (const rule of rules) {
    if (!(await hit(db, rule, `user:${viewer.userId}`, now))) {
      return { ok: false, message: floodMessage(rule, now), retryAfterSeconds: secondsLeft(rule, now) }
    }
  }
  return { ok: true }
}
