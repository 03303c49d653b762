import { KNOWN_DEVICE_DAYS } from './limits.ts'

// The session cookie (decision 004): opaque, httpOnly, SameSite=Lax, Secure behind HTTPS.

export const SESSION_COOKIE = 'mt_session'
/** Double-submit token for forms visitors send (login, registration, password reset). */
export const CSRF_COOKIE = 'mt_csrf'
/** Sliding: every visit moves the end this far ahead. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/** Values of a Cookie header by name (first wins). */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=')
    if (index <= 0) continue
    const name = part.slice(0, index).trim()
    if (cookies.has(name)) continue
    try {
      cookies.set(name, decodeURIComponent(part.slice(index + 1).trim()))
    } catch {
      cookies.set(name, part.slice(index + 1).trim())
    }
  }
  return cookies
}

/** True when the Cookie header carries a session: such pages are rendered for the member, never shared. */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return parseCookies(cookieHeader).has(SESSION_COOKIE)
}

interface CookieOptions {
  secure: boolean
  maxAgeSeconds: number
}

export function serializeCookie(
  name: string,
  value: string,
  { secure, maxAgeSeconds }: CookieOptions,
): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

export function sessionCookie(token: string, secure: boolean): string {
  return serializeCookie(SESSION_COOKIE, token, { secure, maxAgeSeconds: SESSION_MAX_AGE_SECONDS })
}

export function clearSessionCookie(secure: boolean): string {
  return serializeCookie(SESSION_COOKIE, '', { secure, maxAgeSeconds: 0 })
}

/** decision 017: the known-device cookie a successful login leaves (src/services/known-devices.ts). */
export const DEVICE_COOKIE = 'mt_device'

export function deviceCookie(token: string, secure: boolean): string {
  return serializeCookie(DEVICE_COOKIE, token, { secure, maxAgeSeconds: KNOWN_DEVICE_DAYS * 24 * 60 * 60 })
}
