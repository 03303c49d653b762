import { createHash, randomBytes } from 'node:crypto'

/** An opaque random token for a cookie or a mail link, and the hash we store instead of it. */
export function newToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest()
}
