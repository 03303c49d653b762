import { findLoginAccount } from '#db/users.ts'
import { issueDeviceToken, readDeviceToken } from '../known-devices.ts'
import { verifyPassword } from '../passwords.ts'
import { clearHits, hit, minutesLeft, RATE_RULES, type RateRule, undoHit } from '../rate-limit.ts'
import { type ClientMeta, createSession } from '../sessions.ts'
import type { Context } from './context.ts'
import { LOGIN_FAILED, type LoginResult } from './types.ts'

// Login (decisions 004, 017): throttled per address and account, known devices pass.

/**
 * Login by username or e-mail (decision 004). One generic message for unknown accounts and
 * wrong passwords. docs/decisions/017: every attempt is counted in one
 * atomic statement per counter BEFORE the password is verified, so concurrent guesses cannot
 * overtake the limit; the counters are per account+address, per account and per address, and
 * a browser with the account's known-device cookie counts on its own budget instead.
 */
export async function login(
  ctx: Context,
  input: { identifier: string; password: string; deviceToken?: string | null },
  meta: ClientMeta,
): Promise<LoginResult> {
  const { deps, db, now, sendConfirmation } = ctx
  const identifier = input.identifier.trim().toLowerCase()
  if (identifier === '' || input.password === '') {
    return {
      ok: false,
      status: 401,
      message: 'Bitte gib Benutzernamen oder E-Mail-Adresse und Passwort ein.',
    }
  }
  const at = now()
  const user = await findLoginAccount(db, identifier)
  // per account, whichever name or address was typed; unknown names count on their own
  const accountKey = user ? `user:${user.id}` : `name:${identifier}`
  const device = user?.password_hash ? readDeviceToken(input.deviceToken, user.id, user.password_hash) : null
  // what this attempt counted, in order; counting stops at the first refusal, so an address
  // that used up its own budget for an account cannot use up the account's budget too
  const counters: [RateRule, string][] = device
    ? [[RATE_RULES.loginDevice, device.nonce]]
    : [
        [RATE_RULES.loginAccountIp, `${accountKey}@${meta.ip ?? 'unbekannt'}`],
        [RATE_RULES.loginAccount, accountKey],
        ...(meta.ip ? ([[RATE_RULES.loginIp, meta.ip]] satisfies [RateRule, string][]) : []),
      ]
  for (const [rule, subject] of counters) {
    if (!(await hit(db, rule, subject, at))) {
      return {
        ok: false,
        status: 429,
        message: `Zu viele fehlgeschlagene Anmeldeversuche. Bitte warte ${minutesLeft(rule, at)} Minuten und versuche es dann erneut.`,
      }
    }
  }
  const valid = await verifyPassword(user?.password_hash, input.password.slice(0, 1_024))
  if (!user || !valid) return { ok: false, status: 401, message: LOGIN_FAILED }
  // the right password: this attempt was no guess, take its count back
  for (const [rule, subject] of counters) {
    if (rule === RATE_RULES.loginAccountIp || rule === RATE_RULES.loginDevice) {
      await clearHits(db, rule, subject)
    } else {
      await undoHit(db, rule, subject, at)
    }
  }
  if (user.status === 'pending') {
    if (user.email && (await hit(db, RATE_RULES.confirmationMail, user.email, at))) {
      await sendConfirmation(db, { id: user.id, username: user.username, email: user.email }, null)
      deps.kickJobs?.()
    }
    return {
      ok: false,
      status: 403,
      message:
        'Bitte bestätige zuerst Deine E-Mail-Adresse. Wir haben Dir den Bestätigungslink noch einmal geschickt.',
    }
  }
  if (user.status === 'deactivated') {
    return {
      ok: false,
      status: 403,
      message:
        'Dein Profil ist deaktiviert, weil Du es gekündigt hast. Über den Link in unserer E-Mail kannst Du die Kündigung innerhalb von drei Wochen zurücknehmen.',
    }
  }
  const sessionToken = await createSession(db, user.id, meta, at)
  // a fresh known-device token for this browser (decision 017); password_hash is set here
  const deviceToken = user.password_hash ? issueDeviceToken(user.id, user.password_hash) : null
  return { ok: true, sessionToken, userId: user.id, deviceToken }
}
