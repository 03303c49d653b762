import { sql } from 'kysely'
import type { DB } from './database.ts'
import type { EmailTokenPurpose } from './schema.ts'

// Single-use mail tokens (decision 004; decisions 024–027 adds 'change-email'): only the token's sha256 is
// stored. A token is used up by one UPDATE that also checks purpose, use and expiry, so two
// clicks at once cannot both use it.

export async function insertEmailToken(
  db: DB,
  token: {
    hash: Buffer
    userId: number
    purpose: EmailTokenPurpose
    email: string
    expiresAt: Date
    redirectTo?: string | null
  },
): Promise<void> {
  await db
    .insertInto('email_tokens')
    .values({
      token_hash: token.hash,
      user_id: token.userId,
      purpose: token.purpose,
      email: token.email,
      expires_at: token.expiresAt,
      redirect_to: token.redirectTo ?? null,
    })
    .execute()
}

/** Uses a token once: unknown, used and expired tokens all give undefined. */
export function consumeEmailToken(db: DB, hash: Buffer, purpose: EmailTokenPurpose, now: Date) {
  return db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'email', 'redirect_to'])
    .executeTakeFirst()
}

/**
 * The holder of a used token whose account is active and confirmed: a confirmation link opened or
 * posted again after it did its work (the page then says "bereits bestätigt" instead of "ungültig").
 */
export function findConfirmedTokenHolder(db: DB, hash: Buffer, purpose: EmailTokenPurpose) {
  return db
    .selectFrom('email_tokens')
    .innerJoin('users', 'users.id', 'email_tokens.user_id')
    .select(['users.id as userId', 'email_tokens.redirect_to as redirectTo'])
    .where('email_tokens.token_hash', '=', hash)
    .where('email_tokens.purpose', '=', purpose)
    .where('email_tokens.used_at', 'is not', null)
    .where('users.status', '=', 'active')
    .where('users.email_verified_at', 'is not', null)
    .executeTakeFirst()
}

/** A token that is still usable, without using it. */
export function findUsableEmailToken(db: DB, hash: Buffer, purpose: EmailTokenPurpose, now: Date) {
  return db
    .selectFrom('email_tokens')
    .select(['id', 'user_id', 'email'])
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
}

/** Ends a member's unused tokens of one purpose (a newer request replaces them). */
export async function revokeEmailTokens(
  db: DB,
  userId: number,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute()
}

/** The member's newest usable token of one purpose (index email_tokens_user), e.g. a pending address change. */
export function findPendingEmailToken(db: DB, userId: number, purpose: EmailTokenPurpose, now: Date) {
  return db
    .selectFrom('email_tokens')
    .select(['email', 'expires_at'])
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/** Every token of a member, used or not (a deleted account). */
export async function deleteEmailTokensOfMember(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('email_tokens').where('user_id', '=', userId).execute()
}

/**
 * docs/security.md: the holder of a usable token (unused, unexpired) whose account is active,
 * without using the token: a password reset checks it before hashing the new password.
 */
export function findUsableTokenHolder(db: DB, hash: Buffer, purpose: EmailTokenPurpose, now: Date) {
  return db
    .selectFrom('email_tokens')
    .innerJoin('users', 'users.id', 'email_tokens.user_id')
    .select(['users.id', 'users.username', 'users.email'])
    .where('email_tokens.token_hash', '=', hash)
    .where('email_tokens.purpose', '=', purpose)
    .where('email_tokens.used_at', 'is', null)
    .where('email_tokens.expires_at', '>', now)
    .where('users.status', '=', 'active')
    .executeTakeFirst()
}

/** Tokens expired for a week go. */
export async function deleteStaleEmailTokens(db: DB, now: Date): Promise<void> {
  await sql`DELETE FROM email_tokens WHERE expires_at < ${now}::timestamptz - interval '7 days'`.execute(db)
}
