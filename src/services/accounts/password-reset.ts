import { findUsableEmailToken, findUsableTokenHolder } from '#db/email-tokens.ts'
import type { EmailTokenPurpose } from '#db/schema.ts'
import { findUserByLowerEmail, setActivePasswordHash } from '#db/users.ts'
import { checkEmail, checkPassword, normalizeEmail } from '#domain/account-rules.ts'
import { passwordResetMail } from '../mail-templates.ts'
import { hashPassword } from '../passwords.ts'
import { clearHits, hit, RATE_RULES } from '../rate-limit.ts'
import { type ClientMeta, createSession, endAllSessions } from '../sessions.ts'
import { hashToken } from '../tokens.ts'
import type { Context } from './context.ts'
import { consumeToken, issueToken, RESET_MINUTES } from './types.ts'

// Password reset by mail (decision 004), and whether a mailed link still works.

/** Always the same answer, whether or not the address belongs to an account. */
export async function requestPasswordReset(
  ctx: Context,
  emailInput: string,
  meta: ClientMeta,
): Promise<void> {
  const { deps, db, now, link, queueMail } = ctx
  const email = normalizeEmail(emailInput)
  if (checkEmail(email)) return
  if (meta.ip && !(await hit(db, RATE_RULES.resetIp, meta.ip, now()))) return
  if (!(await hit(db, RATE_RULES.resetAccount, email, now()))) return
  const user = await findUserByLowerEmail(db, email, 'active')
  if (!user?.email) return
  const token = await issueToken(db, {
    userId: user.id,
    purpose: 'password-reset',
    email: user.email,
    expiresAt: new Date(now().getTime() + RESET_MINUTES * 60_000),
  })
  await queueMail(
    db,
    passwordResetMail(user.email, user.username, link('/passwort-zuruecksetzen', token), RESET_MINUTES),
  )
  deps.kickJobs?.()
}

/** Whether a mail link is still usable, without using it (pages show their form only then). */
export async function isTokenUsable(
  ctx: Context,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<boolean> {
  const { db, now } = ctx
  return (await findUsableEmailToken(db, hashToken(token), purpose, now())) !== undefined
}

/** A new password from a reset link: every other device is logged out, this one logged in. */
export async function resetPassword(
  ctx: Context,
  token: string,
  password: string,
  meta: ClientMeta,
): Promise<
  | { ok: true; sessionToken: string }
  | { ok: false; error: 'invalid' }
  | { ok: false; error: 'password'; message: string }
> {
  const { db, now } = ctx
  // docs/security.md: the token first (unused, unexpired, a reset token of an active account);
  // only a real one is worth an argon2 hash, so invalid tokens cost a lookup and nothing more
  const holder = await findUsableTokenHolder(db, hashToken(token), 'password-reset', now())
  if (!holder) return { ok: false, error: 'invalid' }
  const message = checkPassword(password, {
    username: holder.username,
    email: holder.email ?? undefined,
  })
  if (message) return { ok: false, error: 'password', message }
  const passwordHash = await hashPassword(password)
  const userId = await db.transaction().execute(async (trx) => {
    const used = await consumeToken(trx, token, 'password-reset', now())
    if (!used) return null
    await setActivePasswordHash(trx, used.user_id, passwordHash, now())
    await endAllSessions(trx, used.user_id)
    return used.user_id
  })
  if (userId === null) return { ok: false, error: 'invalid' }
  await clearHits(db, RATE_RULES.loginAccount, `user:${userId}`)
  if (meta.ip) await clearHits(db, RATE_RULES.loginAccountIp, `user:${userId}@${meta.ip}`)
  return { ok: true, sessionToken: await createSession(db, userId, meta, now()) }
}
