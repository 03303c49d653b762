import {
  consumeEmailToken,
  findPendingEmailToken,
  insertEmailToken,
  revokeEmailTokens,
} from '#db/email-tokens.ts'
import { isUniqueViolation } from '#db/errors.ts'
import { findOwnAccount, findUserByEmail, setConfirmedEmail } from '#db/users.ts'
import { EMAIL_CHANGE_CONFIRM_HOURS } from '#domain/limits.ts'
import type { Viewer } from '#domain/permissions.ts'
import { type EmailChangeInput, emailChangeInputSchema } from '#domain/profile-input.ts'
import { parseRefusal } from '#domain/refusal.ts'
import { SEND_MAIL_JOB } from '../accounts/service.ts'
import { enqueueJob } from '../jobs.ts'
import type { MailMessage } from '../mail.ts'
import {
  confirmEmailChangeMail,
  emailChangedMail,
  emailChangeRequestedMail,
  emailChangeToTakenAddressMail,
} from '../mail-templates.ts'
import { hit, RATE_RULES } from '../rate-limit.ts'
import type { ClientMeta } from '../sessions.ts'
import { hashToken, newToken } from '../tokens.ts'
import { checkCurrentPassword } from './current-password.ts'
import {
  ACCOUNT_GONE,
  CHECK_INPUT,
  PROFILE_RATE_RULES,
  type ProfileDeps,
  type Refusal,
  refuse,
} from './deps.ts'

// A new e-mail address (docs/decisions/027): the current password confirms it is the
// member; a link to the NEW address (a 'change-email' mail token carrying that address) makes
// the change, and only the link does. The OLD address hears of the request at once and of the
// change once it is made. An address that belongs to another profile is answered as a free one
// (as registration does, docs/security.md), and its owner gets a mail instead of a link.

export const CONFIRM_EMAIL_PATH = '/konto/e-mail-bestaetigen'

function queueMail(executor: ProfileDeps['db'], mail: MailMessage) {
  return enqueueJob(executor, SEND_MAIL_JOB, mail)
}

/** The address a change waits for (its link not used yet), for the settings page. */
export async function pendingEmailChange(
  deps: ProfileDeps,
  userId: number,
): Promise<{ email: string; expiresAt: Date } | null> {
  const row = await findPendingEmailToken(deps.db, userId, 'change-email', deps.now?.() ?? new Date())
  return row ? { email: row.email, expiresAt: row.expires_at } : null
}

export async function requestEmailChange(
  deps: ProfileDeps,
  viewer: Viewer,
  raw: { email: string; currentPassword: string },
  meta: ClientMeta,
): Promise<{ ok: true; email: string } | Refusal> {
  const parsed = emailChangeInputSchema.safeParse(raw)
  if (!parsed.success) return parseRefusal(parsed.error, CHECK_INPUT)
  const input: EmailChangeInput = parsed.data
  const { db } = deps
  const account = await findOwnAccount(db, viewer.userId)
  if (!account) return refuse(404, 'conflict', ACCOUNT_GONE)
  if (account.email?.toLowerCase() === input.email) {
    return refuse(400, 'conflict', CHECK_INPUT, { email: 'Das ist bereits Deine E-Mail-Adresse.' })
  }
  const now = deps.now?.() ?? new Date()
  if (!(await hit(db, PROFILE_RATE_RULES.emailChange, `user:${account.id}`, now))) {
    return refuse(
      429,
      'limit',
      'Du hast in der letzten Stunde mehrmals eine neue E-Mail-Adresse angegeben. Bitte versuche es später noch einmal.',
    )
  }
  const password = await checkCurrentPassword(db, account, input.currentPassword, meta, now)
  if (!password.ok)
    return refuse(password.status, password.status === 429 ? 'limit' : 'policy', password.message, {
      currentPassword: password.message,
    })

  // the same answer and the same mail to the old address whoever holds the new one
  const holder = await findUserByEmail(db, input.email)
  await db.transaction().execute(async (trx) => {
    // only the newest request counts: an older link would change the address back
    await revokeEmailTokens(trx, account.id, 'change-email', now)
    // a token either way, so the settings page shows the same pending change; for a taken
    // address it is never sent, and confirming would fail on the holder check anyway
    const { token, hash } = newToken()
    await insertEmailToken(trx, {
      hash,
      userId: account.id,
      purpose: 'change-email',
      email: input.email,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_CONFIRM_HOURS * 60 * 60_000),
    })
    if (!holder) {
      const link = `${deps.publicUrl}${CONFIRM_EMAIL_PATH}?token=${encodeURIComponent(token)}`
      await queueMail(
        trx,
        confirmEmailChangeMail(input.email, account.username, link, EMAIL_CHANGE_CONFIRM_HOURS),
      )
    }
    if (account.email) {
      await queueMail(
        trx,
        emailChangeRequestedMail(
          account.email,
          account.username,
          `${deps.publicUrl}/cockpit/einstellungen/passwort`,
        ),
      )
    }
  })
  // the holder hears of it, at most as often as registration would tell them (docs/security.md)
  if (holder?.email && (await hit(db, RATE_RULES.confirmationMail, holder.email, now))) {
    await queueMail(db, emailChangeToTakenAddressMail(holder.email, holder.username))
  }
  deps.kickJobs?.()
  return { ok: true, email: input.email }
}

export type EmailConfirmation =
  | { ok: true; email: string }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'taken'; email: string }

/** The link from the mail: the address changes now, once; the old address is told. */
export async function confirmEmailChange(deps: ProfileDeps, token: string): Promise<EmailConfirmation> {
  const now = deps.now?.() ?? new Date()
  let result: EmailConfirmation
  try {
    result = await deps.db.transaction().execute(async (trx): Promise<EmailConfirmation> => {
      const used = await consumeEmailToken(trx, hashToken(token), 'change-email', now)
      if (!used) return { ok: false, reason: 'invalid' }
      const account = await findOwnAccount(trx, used.user_id)
      if (!account) return { ok: false, reason: 'invalid' }
      // someone registered the address (or switched to it) since the link was sent
      const holder = await findUserByEmail(trx, used.email)
      if (holder && holder.id !== account.id) return { ok: false, reason: 'taken', email: used.email }
      if (!(await setConfirmedEmail(trx, account.id, used.email, now)))
        return { ok: false, reason: 'invalid' }
      if (account.email && account.email.toLowerCase() !== used.email.toLowerCase()) {
        await queueMail(
          trx,
          emailChangedMail(
            account.email,
            account.username,
            used.email,
            `${deps.publicUrl}/passwort-vergessen`,
          ),
        )
      }
      return { ok: true, email: used.email }
    })
  } catch (error) {
    // the address was taken between the check and the update: nothing changed, the link stays
    if (!isUniqueViolation(error)) throw error
    return { ok: false, reason: 'invalid' }
  }
  if (result.ok) deps.kickJobs?.()
  return result
}
