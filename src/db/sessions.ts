import type { DB } from './database.ts'

// Sessions of a member (decision 004): rows keyed by the sha256 of the cookie value.

/** After a password change: every other device of the member is logged out, this one stays. */
export async function deleteOtherSessions(
  db: DB,
  userId: number,
  keepTokenHash: Buffer | null,
): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId)
  if (keepTokenHash) query = query.where('token_hash', '<>', keepTokenHash)
  const result = await query.executeTakeFirst()
  return Number(result.numDeletedRows)
}

export async function insertSession(
  db: DB,
  session: {
    tokenHash: Buffer
    userId: number
    csrfToken: string
    now: Date
    expiresAt: Date
    userAgent: string | null
    ip: string | null
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      csrf_token: session.csrfToken,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
      user_agent: session.userAgent,
      ip: session.ip,
    })
    .execute()
}

/** The session behind a token's hash, when its member is active (expiry is the caller's check). */
export function findActiveMemberSession(db: DB, tokenHash: Buffer) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.csrf_token',
      'sessions.last_seen_at',
      'sessions.expires_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('users.status', '=', 'active')
    .executeTakeFirst()
}

/** The sliding expiry moves forward. */
export async function renewSession(db: DB, id: number, now: Date, expiresAt: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now, expires_at: expiresAt })
    .where('id', '=', id)
    .execute()
}

export async function deleteSessionByHash(db: DB, tokenHash: Buffer): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute()
}

export async function deleteExpiredSessions(db: DB, now: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<', now).execute()
}
