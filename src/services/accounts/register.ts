import { findConfirmedTokenHolder, findUsableEmailToken } from '#db/email-tokens.ts'
import { isUniqueViolation } from '#db/errors.ts'
import {
  activateConfirmedUser,
  findNameOrAddressHolders,
  findUserByLowerEmail,
  insertPendingUser,
} from '#db/users.ts'
import { checkEmail, checkPassword, checkUsername, normalizeEmail } from '#domain/account-rules.ts'
import { CHECK_FIELDS, type Refusal, refuse } from '#domain/refusal.ts'
import { slugify } from '#domain/routes.ts'
import { hashPassword } from '../passwords.ts'
import { hit, minutesLeft, RATE_RULES } from '../rate-limit.ts'
import { type ClientMeta, createSession } from '../sessions.ts'
import { hashToken } from '../tokens.ts'
import type { Context } from './context.ts'
import { consumeToken, type FieldErrors, type RegistrationInput } from './types.ts'

// Registration with double opt-in (decision 004): the account stays pending until the mailed
// link confirms it.

/** Registration (decision 004): the account stays pending until the mail link confirms it. */
export async function register(
  ctx: Context,
  input: RegistrationInput,
  meta: ClientMeta,
): Promise<{ ok: true; email: string } | Refusal> {
  const { deps, db, now, sendConfirmation, tellOwnerOfTakenAddress } = ctx
  const username = input.username.trim()
  const email = normalizeEmail(input.email)
  const errors: FieldErrors = {}
  const usernameError = checkUsername(username)
  if (usernameError) errors.username = usernameError
  const emailError = checkEmail(email)
  if (emailError) errors.email = emailError
  const passwordError = checkPassword(input.password, { username, email })
  if (passwordError) errors.password = passwordError
  if (!input.terms) errors.terms = 'Bitte akzeptiere die Nutzungsbedingungen.'
  if (!input.age) {
    errors.age =
      'Bitte bestätige, dass Du mindestens 16 Jahre alt bist oder Deine Erziehungsberechtigten zustimmen.'
  }

  // taken names are reported together with everything else; a taken address is not
  // (docs/security.md): the form answers as for a free one and the owner gets a mail instead
  const slug = slugify(username)
  let owner: { id: number; username: string; email: string; status: string } | undefined
  if (!errors.username || !errors.email) {
    const taken = await findNameOrAddressHolders(db, { username, slug, email })
    if (
      !errors.username &&
      taken.some((user) => user.username.toLowerCase() === username.toLowerCase() || user.slug === slug)
    ) {
      errors.username = 'Dieser Benutzername ist bereits vergeben.'
    }
    const holder = errors.email ? undefined : taken.find((user) => user.email?.toLowerCase() === email)
    if (holder?.email) owner = { ...holder, email: holder.email }
  }
  if (Object.keys(errors).length > 0) return refuse(400, 'parse', CHECK_FIELDS, errors)

  if (meta.ip && !(await hit(db, RATE_RULES.registerIp, meta.ip, now()))) {
    const minutes = minutesLeft(RATE_RULES.registerIp, now())
    return refuse(
      429,
      'limit',
      `Zu viele Anmeldungen von Deinem Anschluss. Bitte versuche es in ${minutes} Minuten erneut.`,
    )
  }

  // the same work in the same order for taken and free addresses: limit, hash, mail
  const passwordHash = await hashPassword(input.password)
  if (owner) {
    await tellOwnerOfTakenAddress(owner)
    return { ok: true, email }
  }
  try {
    await db.transaction().execute(async (trx) => {
      const user = await insertPendingUser(trx, {
        username,
        slug,
        email,
        passwordHash,
        now: now(),
        newsletterStatus: input.newsletter ? 'pending' : 'none',
      })
      await sendConfirmation(trx, { id: user.id, username, email }, input.redirectTo)
    })
  } catch (error) {
    // two registrations racing for one name or address; the address stays unnamed (docs/security.md)
    if (isUniqueViolation(error)) {
      if (error.constraint === 'users_email_key') return { ok: true, email }
      return refuse(400, 'conflict', CHECK_FIELDS, { username: 'Dieser Benutzername ist bereits vergeben.' })
    }
    throw error
  }
  deps.kickJobs?.()
  return { ok: true, email }
}

/** What an opened confirmation link shows: its button, "bereits bestätigt" or "ungültig". */
export async function confirmationLinkState(
  ctx: Context,
  token: string,
): Promise<'usable' | 'confirmed' | 'invalid'> {
  const { db, now } = ctx
  const hash = hashToken(token)
  if (await findUsableEmailToken(db, hash, 'confirm-email', now())) return 'usable'
  return (await findConfirmedTokenHolder(db, hash, 'confirm-email')) ? 'confirmed' : 'invalid'
}

/** Double opt-in: the link activates the account once; the member is logged in. */
export async function confirmEmail(
  ctx: Context,
  token: string,
  meta: ClientMeta,
): Promise<
  | { ok: true; sessionToken: string; redirectTo: string | null }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'confirmed'; userId: number; redirectTo: string | null }
> {
  const { deps, db, now, sendNewsletterConfirmation } = ctx
  const result = await db.transaction().execute(async (trx) => {
    const used = await consumeToken(trx, token, 'confirm-email', now())
    if (!used) return null
    const user = await activateConfirmedUser(trx, used.user_id, now())
    if (!user?.email) return null
    if (user.newsletter_status === 'pending') {
      await sendNewsletterConfirmation(trx, { id: user.id, username: user.username, email: user.email })
    }
    return { userId: user.id, redirectTo: used.redirect_to }
  })
  if (!result) {
    // A second POST of a used link (a double click, the link opened again): the account is active,
    // so say so and change nothing, no new session and no logout.
    const holder = await findConfirmedTokenHolder(db, hashToken(token), 'confirm-email')
    return holder ? { ok: false, reason: 'confirmed', ...holder } : { ok: false, reason: 'invalid' }
  }
  deps.kickJobs?.()
  const sessionToken = await createSession(db, result.userId, meta, now())
  return { ok: true, sessionToken, redirectTo: result.redirectTo }
}

/** A new confirmation link for a pending account; silent about whether one exists. */
export async function resendConfirmation(ctx: Context, emailInput: string, meta: ClientMeta): Promise<void> {
  const { deps, db, now, sendConfirmation } = ctx
  const email = normalizeEmail(emailInput)
  if (meta.ip && !(await hit(db, RATE_RULES.resetIp, meta.ip, now()))) return
  if (!(await hit(db, RATE_RULES.confirmationMail, email, now()))) return
  const user = await findUserByLowerEmail(db, email, 'pending')
  if (!user?.email) return
  await sendConfirmation(db, { id: user.id, username: user.username, email: user.email }, null)
  deps.kickJobs?.()
}
