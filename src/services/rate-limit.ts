import { sql } from 'kysely'
import type { DB } from '#db/database.ts'

// Fixed-window counters in PostgreSQL, so every app process counts together.

export interface RateRule {
  name: string
  limit: number
  windowSeconds: number
}

export const RATE_RULES = {
  /** failed logins per account: 100 fast wrong passwords stop after these */
  loginAccount: { name: 'login-account', limit: 10, windowSeconds: 15 * 60 },
  loginIp: { name: 'login-ip', limit: 50, windowSeconds: 15 * 60 },
  registerIp: { name: 'register-ip', limit: 5, windowSeconds: 60 * 60 },
  resetIp: { name: 'reset-ip', limit: 10, windowSeconds: 60 * 60 },
  resetAccount: { name: 'reset-account', limit: 3, windowSeconds: 60 * 60 },
  confirmationMail: { name: 'confirmation-mail', limit: 3, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>

function windowStart(rule: RateRule, now: Date): Date {
  const size = rule.windowSeconds * 1000
  return new Date(Math.floor(now.getTime() / size) * size)
}

function key(rule: RateRule, subject: string): string {
  return `${rule.name}:${subject.toLowerCase()}`
}

/** Minutes until the current window ends (for the German message). */
export function minutesLeft(rule: RateRule, now: Date): number {
  const end = windowStart(rule, now).getTime() + rule.windowSeconds * 1000
  return Math.max(1, Math.ceil((end - now.getTime()) / 60_000))
}

/** Whether the subject has used up its allowance in the current window (does not count). */
export async function isLimited(db: DB, rule: RateRule, subject: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('rate_limits')
    .select('hits')
    .where('key', '=', key(rule, subject))
    .where('window_start', '=', windowStart(rule, now))
    .executeTakeFirst()
  return (row?.hits ?? 0) >= rule.limit
}

/** Counts one hit; true while the subject is still within the limit. */
export async function hit(db: DB, rule: RateRule, subject: string, now: Date): Promise<boolean> {
  const row = await sql<{ hits: number }>`
    INSERT INTO rate_limits (key, window_start, hits) VALUES (${key(rule, subject)}, ${windowStart(rule, now)}, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
    RETURNING hits`.execute(db)
  return (row.rows[0]?.hits ?? 0) <= rule.limit
}

export async function clearHits(db: DB, rule: RateRule, subject: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key(rule, subject)).execute()
}
