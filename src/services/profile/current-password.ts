import type { DB } from '#db/database.ts'
import { verifyPassword } from '../passwords.ts'
import { clearHits, hit, minutesLeft, RATE_RULES, type RateRule, undoHit } from '../rate-limit.ts'
import type { ClientMeta } from '../sessions.ts'

// The current password confirms a change of address or password (decision 027). Wrong guesses count
// on the login's own counters for the account (docs/decisions/017): per account and address,
// and per account, so the settings forms are no second door with a budget of their own. As at
// login, an attempt is counted before argon2 runs, and the right password takes its count back.

export type PasswordCheck = { ok: true } | { ok: false; status: 400 | 429; message: string }

export const WRONG_CURRENT_PASSWORD = 'Dein aktuelles Passwort ist nicht richtig.'

export async function checkCurrentPassword(
  db: DB,
  user: { id: number; password_hash: string | null },
  password: string,
  meta: ClientMeta,
  now: Date,
): Promise<PasswordCheck> {
  const counters: [RateRule, string][] = [
    [RATE_RULES.loginAccountIp, `user:${user.id}@${meta.ip ?? 'unbekannt'}`],
    [RATE_RULES.loginAccount, `user:${user.id}`],
  ]
  for (const [rule, subject] of counters) {
    if (!(await hit(db, rule, subject, now))) {
      return {
        ok: false,
        status: 429,
        message: `Zu viele falsche Passwörter. Bitte warte ${minutesLeft(rule, now)} Minuten und versuche es dann erneut.`,
      }
    }
  }
  if (!(await verifyPassword(user.password_hash, password))) {
    return { ok: false, status: 400, message: WRONG_CURRENT_PASSWORD }
  }
  await clearHits(db, RATE_RULES.loginAccountIp, counters[0]![1])
  await undoHit(db, RATE_RULES.loginAccount, counters[1]![1], now)
  return { ok: true }
}
