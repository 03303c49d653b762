import { randomBytes } from 'node:crypto'
import type { DB } from '#db/database.ts'
import {
  deleteOtherSessions,
  deleteSessionByHash,
  findActiveMemberSession,
  insertSession,
  renewSession,
} from '#db/sessions.ts'
import { findRoles, setLastSeen } from '#db/users.ts'
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
  await insertSession(db, {
    tokenHash: hash,
    userId,
    csrfToken: randomBytes(24).toString('base64url'),
    now,
    expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    ip: meta.ip,
  })
  await setLastSeen(db, userId, now)
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
  const row = await findActiveMemberSession(db, hashToken(token))
  if (!row || row.expires_at <= now) return null

  let renewed = false
  if (now.getTime() - row.last_seen_at.getTime() >= TOUCH_EVERY_MS) {
    renewed = true
    await renewSession(db, row.id, now, new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000))
    await setLastSeen(db, row.user_id, now)
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
  await deleteSessionByHash(db, hashToken(token))
}

/** After a password change or a cancellation every device is logged out. */
export async function endAllSessions(db: DB, userId: number): Promise<void> {
  await deleteOtherSessions(db, userId, null)
}
