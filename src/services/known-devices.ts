import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

// The known-device cookie (decision 017, OWASP "Slow Down Online Guessing Attacks with Device
// Cookies", docs/decisions/017): after a successful login the browser gets
// '<userId>.<nonce>.<signature>'. It lets the owner past the account-wide and per-address login
// limits an attacker elsewhere has used up. The signature is an HMAC keyed with the account's
// password hash: only the server knows it, no extra secret needs configuring, and a new password
// (after a reset, say) makes every old device cookie worthless.

function signature(userId: number, nonce: string, passwordHash: string): Buffer {
  return createHmac('sha256', passwordHash).update(`known-device:${userId}.${nonce}`).digest()
}

/** A fresh device token for an account, to be sent as the cookie after a successful login. */
export function issueDeviceToken(userId: number, passwordHash: string): string {
  const nonce = randomBytes(16).toString('base64url')
  return `${userId}.${nonce}.${signature(userId, nonce, passwordHash).toString('base64url')}`
}

/** The token's nonce when it is a genuine device token of this account, else null. */
export function readDeviceToken(
  value: string | null | undefined,
  userId: number,
  passwordHash: string,
): { nonce: string } | null {
  if (!value || value.length > 200) return null
  const parts = value.split('.')
  if (parts.length !== 3) return null
  const [id, nonce = '', mac = ''] = parts
  if (id !== String(userId) || !/^[\w-]{16,64}$/.test(nonce)) return null
  const expected = signature(userId, nonce, passwordHash)
  const given = Buffer.from(mac, 'base64url')
  return given.length === expected.length && timingSafeEqual(given, expected) ? { nonce } : null
}
