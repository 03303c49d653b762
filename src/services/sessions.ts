import { randomBytes } from 'node:crypto'
import type { DB } from '#db/database.ts'
import { findRoles } from '#db/users.ts'
import { roleRelationsByUser, type Viewer } from '#domain/permissions.ts'
import { SESSION_MAX_AGE_SECONDS } from '#domain/session.ts'
import { hashToken, newToken } from './tokens.ts'

// Sessions (decision 004): an opaque token in an httpOnly cookie, stored as its sha256, with a
// sliding expiry. Nothing is kept in memory, so any app process can serve any member.

/** Writing last-seen on every request would turn every page view into a write. */
const TOUCH_EVERY_MS = 5 * 60_000

export interface SessionInfo {
  id: number
  userId: number
  csrfToken: string
  /** True when the expiry moved forward: the cookie should be sent again. */
  renewed: boolean
}

export interface ClientMeta {
  ip: string | null
  userAgent: string | null
}

export async function createSession(
  db: DB,
  userId: number,
  meta: ClientMeta,
  now = new Date(),
): Promise<string> {
  const { token, hash } = newToken()
  await db
    .insertInto('sessions')
    .values({
      token_hash: hash,
      user_id: userId,
      csrf_token: randomBytes(24).toString('base64url'),
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
      user_agent: meta.userAgent?.slice(0, 500) ?? null,
      ip: meta.ip,
    })
    .execute()
  await db.updateTable('users').set({ last_seen_at: now }).where('id', '=', userId).execute()
  return token
}

/**
 * The session behind a cookie value, with its member as a Viewer; null when unknown, expired,
 * or the member is no longer active (deactivated, deleted).
 */
export async function resolveSession(
  db: DB,
  token: string,
  now = new Date(),
): Promise<{ session: SessionInfo; viewer: Viewer } | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.csrf_token',
      'sessions.last_seen_at',
      'sessions.expires_at',
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('users.status', '=', 'active')
    .executeTakeFirst()
  if (!row || row.expires_at <= now) return null

  let renewed = false
  if (now.getTime() - row.last_seen_at.getTime() >= TOUCH_EVERY_MS) {
    renewed = true
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now, expires_at: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000) })
      .where('id', '=', row.id)
      .execute()
    await db.updateTable('users').set({ last_seen_at: now }).where('id', '=', row.user_id).execute()
  }

  const roles = await findRoles(db, [row.user_id])
  return {
    session: { id: row.id, userId: row.user_id, csrfToken: row.csrf_token, renewed },
    viewer: {
      userId: row.user_id,
      roleRelations: roleRelationsByUser(roles).get(row.user_id) ?? [],
    },
  }
}

export async function endSession(db: DB, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute()
}

/** After a password change or a cancellation every device is logged out. */
export async function endAllSessions(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute()
}
