import { CSRF_COOKIE, parseCookies, serializeCookie } from '#domain/session.ts'
import type { AppContext } from './context.ts'

// CSRF protection for every state-changing form (decision 004). Members' forms carry their
// session's token; visitors' forms (login, registration, password reset) a double-submit token
// from a cookie of their own. Cross-site POSTs are refused by their Origin header as well.

export const CSRF_FIELD = 'csrf'

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return Buffer.from(bytes).toString('base64url')
}

/** The token a form must carry, and the cookie to set when a visitor has none yet. */
export function formToken(request: Request, app: AppContext): { token: string; setCookie: string | null } {
  if (app.session) return { token: app.session.csrfToken, setCookie: null }
  const existing = parseCookies(request.headers.get('Cookie')).get(CSRF_COOKIE)
  if (existing && existing.length >= 20) return { token: existing, setCookie: null }
  // one new token per request: the action and the loaders after it must agree
  app.requestState.csrfToken ??= randomToken()
  const token = app.requestState.csrfToken
  // a day is plenty to fill in a form; the cookie is renewed with the next form shown
  return {
    token,
    setCookie: serializeCookie(CSRF_COOKIE, token, { secure: app.secure, maxAgeSeconds: 86_400 }),
  }
}

/**
 * Whether a state-changing request comes from our own pages by its Origin (or, without one, its
 * Referer). The one origin rule: the forms' CSRF check and the server's refusal of cross-site
 * posts before any route runs (server/plugins/ssr.ts) both ask it. As React Router's own action
 * guard, it compares whole origins, and 'null' (a sandboxed frame, a privacy redirect) is foreign.
 */
export function isSameOriginRequest(request: Request): boolean {
  const own = new URL(request.url).origin
  const origin = request.headers.get('Origin')
  if (origin !== null) return URL.parse(origin)?.origin === own
  const referer = request.headers.get('Referer')
  if (referer !== null) return URL.parse(referer)?.origin === own
  return true // neither header: old clients and privacy tools; the token decides
}

/**
 * Whether a GET navigation comes from our own pages (Sec-Fetch-Site, or without it the Referer's
 * host): the login redirect that carries a visitor's thumbs up or reply on, not a link from
 * elsewhere, which must not act on a member's behalf. One rule for PostJump and QuickPost.
 */
export function isSameSiteNavigation(request: Request): boolean {
  const site = request.headers.get('Sec-Fetch-Site')
  if (site) return site === 'same-origin'
  const referer = request.headers.get('Referer')
  return referer !== null && URL.parse(referer)?.host === new URL(request.url).host
}

function equal(a: string, b: string): boolean {
  if (a.length !== b.length || a.length === 0) return false
  let difference = 0
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}

/** True when the POST comes from one of our own forms. */
export function verifyCsrf(request: Request, form: FormData, app: AppContext): boolean {
  if (!isSameOriginRequest(request)) return false
  const sent = form.get(CSRF_FIELD)
  if (typeof sent !== 'string') return false
  if (app.session) return equal(sent, app.session.csrfToken)
  const cookie = parseCookies(request.headers.get('Cookie')).get(CSRF_COOKIE)
  return cookie !== undefined && equal(sent, cookie)
}

export const CSRF_FAILED =
  'Das Formular ist abgelaufen oder stammt nicht von unserer Seite. Bitte sende es noch einmal ab.'
