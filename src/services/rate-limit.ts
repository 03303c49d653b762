import type { DB } from '#db/database.ts'
import { addHits, deleteHits, findHits, takeBackHits } from '#db/rate-limits.ts'
import {
  LOGIN_ATTEMPTS_PER_ACCOUNT,
  LOGIN_ATTEMPTS_PER_ACCOUNT_AND_IP,
  LOGIN_ATTEMPTS_PER_IP,
  LOGIN_ATTEMPTS_PER_KNOWN_DEVICE,
  LOGIN_WINDOW_MINUTES,
} from '#domain/limits.ts'

// Fixed-window counters in PostgreSQL, so every app process counts together.

export interface RateRule {
  name: string
  limit: number
  windowSeconds: number
}

export const RATE_RULES = {
  // Login (docs/decisions/017): attempts are counted before the password is
  // verified; a successful login takes its count back.
  /** one account from one address: the attacker's budget; the owner elsewhere is not affected */
  loginAccountIp: {
    name: 'login-account-ip',
    limit: LOGIN_ATTEMPTS_PER_ACCOUNT_AND_IP,
    windowSeconds: LOGIN_WINDOW_MINUTES * 60,
  },
  /** one account from everywhere, for browsers without the account's known-device cookie */
  loginAccount: {
    name: 'login-account',
    limit: LOGIN_ATTEMPTS_PER_ACCOUNT,
    windowSeconds: LOGIN_WINDOW_MINUTES * 60,
  },
  /** one address across accounts, for browsers without the account's known-device cookie */
  loginIp: { name: 'login-ip', limit: LOGIN_ATTEMPTS_PER_IP, windowSeconds: LOGIN_WINDOW_MINUTES * 60 },
  /** one known-device cookie: it bypasses the two above, so it gets a budget of its own */
  loginDevice: {
    name: 'login-device',
    limit: LOGIN_ATTEMPTS_PER_KNOWN_DEVICE,
    windowSeconds: LOGIN_WINDOW_MINUTES * 60,
  },
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
  return (await findHits(db, key(rule, subject), windowStart(rule, now))) >= rule.limit
}

/**
 * Counts one hit (or `amount`, e.g. an upload's bytes against a byte budget); true while the
 * subject is still within the limit.
 */
export async function hit(db: DB, rule: RateRule, subject: string, now: Date, amount = 1): Promise<boolean> {
  return (await addHits(db, key(rule, subject), windowStart(rule, now), amount)) <= rule.limit
}

export async function clearHits(db: DB, rule: RateRule, subject: string): Promise<void> {
  await deleteHits(db, key(rule, subject))
}

/** Takes one counted hit (or `amount`) back (a successful login is no failure), never below zero. */
export async function undoHit(db: DB, rule: RateRule, subject: string, now: Date, amount = 1): Promise<void> {
  await takeBackHits(db, key(rule, subject), windowStart(rule, now), amount)
}
