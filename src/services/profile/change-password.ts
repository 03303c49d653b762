import { deleteOtherSessions } from '#db/sessions.ts'
import { findOwnAccount, setPasswordHash } from '#db/users.ts'
import { checkPassword } from '#domain/account-rules.ts'
import type { Viewer } from '#domain/permissions.ts'
import { passwordChangeInputSchema } from '#domain/profile-input.ts'
import { parseRefusal } from '#domain/refusal.ts'
import { SEND_MAIL_JOB } from '../accounts/service.ts'
import { enqueueJob } from '../jobs.ts'
import { issueDeviceToken } from '../known-devices.ts'
import { passwordChangedMail } from '../mail-templates.ts'
import { hashPassword } from '../passwords.ts'
import type { ClientMeta } from '../sessions.ts'
import { hashToken } from '../tokens.ts'
import { checkCurrentPassword } from './current-password.ts'
import { ACCOUNT_GONE, CHECK_INPUT, type ProfileDeps, type Refusal, refuse } from './deps.ts'

// A new password from the settings (decision 027): the current one, then the new one twice, by the
// registration's rules (account-rules.ts), stored as argon2id. Every other device is logged out,
// this one stays; the member is told by mail. Wrong current passwords count like failed logins.

export async function changePassword(
  deps: ProfileDeps,
  viewer: Viewer,
  /** The session cookie of this request: the one session that stays. */
  sessionToken: string | null,
  raw: { currentPassword: string; newPassword: string; newPasswordRepeat: string },
  meta: ClientMeta,
): Promise<{ ok: true; endedSessions: number; deviceToken: string } | Refusal> {
  const parsed = passwordChangeInputSchema.safeParse(raw)
  if (!parsed.success) return parseRefusal(parsed.error, CHECK_INPUT)
  const input = parsed.data
  const { db } = deps
  const account = await findOwnAccount(db, viewer.userId)
  if (!account) return refuse(404, 'conflict', ACCOUNT_GONE)
  const rule = checkPassword(input.newPassword, {
    username: account.username,
    email: account.email ?? undefined,
  })
  if (rule) return refuse(400, 'parse', CHECK_INPUT, { newPassword: rule })
  if (input.newPassword === input.currentPassword) {
    return refuse(400, 'parse', CHECK_INPUT, {
      newPassword: 'Das neue Passwort muss sich von Deinem bisherigen unterscheiden.',
    })
  }
  const now = deps.now?.() ?? new Date()
  const current = await checkCurrentPassword(db, account, input.currentPassword, meta, now)
  if (!current.ok)
    return refuse(current.status, current.status === 429 ? 'limit' : 'policy', current.message, {
      currentPassword: current.message,
    })

  const passwordHash = await hashPassword(input.newPassword)
  const endedSessions = await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, account.id, passwordHash, now)
    const ended = await deleteOtherSessions(trx, account.id, sessionToken ? hashToken(sessionToken) : null)
    if (account.email) {
      await enqueueJob(
        trx,
        SEND_MAIL_JOB,
        passwordChangedMail(account.email, account.username, `${deps.publicUrl}/passwort-vergessen`),
      )
    }
    return ended
  })
  deps.kickJobs?.()
  // device cookies are signed with the password hash: this browser gets a valid one again
  return { ok: true, endedSessions, deviceToken: issueDeviceToken(account.id, passwordHash) }
}
