import { QUICK_REPLY_MAX_LENGTH, QUICKPOST_COOKIE_DAYS } from './limits.ts'

// spec 001 §7: the cookie 'quickpost' holds the thread id and the text of a quick reply for 90
// days, so a visitor's answer survives the detour through login or registration. It is
// readable by scripts on purpose: the (cached, shared) thread page restores it in the browser.

export const QUICKPOST_COOKIE = 'quickpost'
/**
 * The token of the same text kept server-side (services/kept-replies.ts), whatever its length:
 * httpOnly, so only the server reads it; the readable cookie above is set too when the text fits.
 */
export const KEPT_REPLY_COOKIE = 'mt_kept_reply'
/** Long enough for a registration's 48-hour confirmation link. */
export const KEPT_REPLY_DAYS = 7
/** Browsers keep about 4 KB per cookie; longer texts are kept by the page itself only. */
const MAX_VALUE_LENGTH = 3_800

export interface Quickpost {
  threadId: number
  text: string
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(value: string): string {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'))
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
}

/** The cookie's value, or null when the text is too long for a cookie. */
export function encodeQuickpost(post: Quickpost): string | null {
  const value = toBase64Url(
    JSON.stringify({ t: post.threadId, x: post.text.slice(0, QUICK_REPLY_MAX_LENGTH) }),
  )
  return value.length <= MAX_VALUE_LENGTH ? value : null
}

export function decodeQuickpost(value: string | null | undefined): Quickpost | null {
  if (!value) return null
  try {
    const parsed: unknown = JSON.parse(fromBase64Url(value))
    if (typeof parsed !== 'object' || parsed === null || !('t' in parsed) || !('x' in parsed)) return null
    const { t, x } = parsed
    return typeof t === 'number' && Number.isInteger(t) && t > 0 && typeof x === 'string'
      ? { threadId: t, text: x }
      : null
  } catch {
    return null
  }
}

/** A Set-Cookie / document.cookie string for the quick reply (not httpOnly, see above). */
export function quickpostCookie(value: string, secure: boolean): string {
  const parts = [
    `${QUICKPOST_COOKIE}=${value}`,
    'Path=/',
    'SameSite=Lax',
    `Max-Age=${QUICKPOST_COOKIE_DAYS * 86_400}`,
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

export function clearQuickpostCookie(secure: boolean): string {
  return `${QUICKPOST_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`
}

export function keptReplyCookie(token: string, secure: boolean): string {
  return `${KEPT_REPLY_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${KEPT_REPLY_DAYS * 86_400}${secure ? '; Secure' : ''}`
}

export function clearKeptReplyCookie(secure: boolean): string {
  return `${KEPT_REPLY_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`
}
