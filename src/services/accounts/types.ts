import type { DB } from '#db/database.ts'
import { consumeEmailToken, insertEmailToken } from '#db/email-tokens.ts'
import type { EmailTokenPurpose } from '#db/schema.ts'
import { hashToken, newToken } from '../tokens.ts'

// The account service's inputs, results, dependencies, time limits and shared helpers.

export const HOUR = 60 * 60_000
export const CONFIRM_HOURS = 48
export const RESET_MINUTES = 60
export const NEWSLETTER_HOURS = 72
/** spec 000 §4: three weeks to withdraw a cancellation. */
export const WITHDRAWAL_DAYS = 21

export const LOGIN_FAILED = 'Benutzername/E-Mail oder Passwort ist falsch.'

export type RegistrationField = 'username' | 'email' | 'password' | 'terms' | 'age' | 'form'
export type FieldErrors = Partial<Record<RegistrationField, string>>

export interface RegistrationInput {
  username: string
  email: string
  password: string
  terms: boolean
  age: boolean
  newsletter: boolean
  /** Where the member continues after confirming (validated by the caller). */
  redirectTo: string | null
}

export type LoginResult =
  | { ok: true; sessionToken: string; userId: number; deviceToken: string | null }
  | { ok: false; status: 401 | 403 | 429; message: string }

export interface AccountDeps {
  db: DB
  /** Base of links in mails, e.g. https://www.motor-talk.de (never taken from a request). */
  publicUrl: string
  /** Called after a mail job was committed, so this process sends it right away. */
  kickJobs?: () => void
  now?: () => Date
  /** DATA_DIR/uploads: the deletion job removes the member's avatar files there (decision 027). */
  uploadsDir?: string
  /** Clears cached pages (the page cache) after a write visitors see. */
  afterWrite?: () => void
}

export const SEND_MAIL_JOB = 'send-mail'
export const DELETE_ACCOUNT_JOB = 'delete-account'

export async function issueToken(
  db: DB,
  input: {
    userId: number
    purpose: EmailTokenPurpose
    email: string
    expiresAt: Date
    redirectTo?: string | null
  },
): Promise<string> {
  const { token, hash } = newToken()
  await insertEmailToken(db, { ...input, hash })
  return token
}

/** Uses a mail token once: unknown, used and expired tokens all give undefined. */
export function consumeToken(db: DB, token: string, purpose: EmailTokenPurpose, now: Date) {
  return consumeEmailToken(db, hashToken(token), purpose, now)
}
