import {
  clearKeptReplyCookie,
  clearQuickpostCookie,
  decodeQuickpost,
  encodeQuickpost,
  KEPT_REPLY_COOKIE,
  keptReplyCookie,
  QUICKPOST_COOKIE,
  quickpostCookie,
} from '#domain/quickpost.ts'
import { parseCookies } from '#domain/session.ts'
import type { AppContext } from './context.ts'

// spec 001 §7: a visitor's quick reply through login or registration. The whole text is kept
// server-side under a token in an httpOnly cookie (any length up to a post's); the readable
// 'quickpost' cookie is set as well when the text fits, for the cached thread page to restore it.

/** Keeps a visitor's reply; adds its cookies to `headers`. False when there was nothing to keep. */
export async function keepVisitorReply(
  app: AppContext,
  threadId: number,
  text: string,
  headers: Headers,
): Promise<boolean> {
  if (text.trim() === '') return false
  const token = await app.services.keptReplies.keep(threadId, text)
  headers.append('Set-Cookie', keptReplyCookie(token, app.secure))
  const value = encodeQuickpost({ threadId, text })
  if (value) headers.append('Set-Cookie', quickpostCookie(value, app.secure))
  return true
}

/** The kept reply of this browser: the server-side one first, else the readable cookie's. */
export async function keptVisitorReply(
  app: AppContext,
  request: Request,
): Promise<{ threadId: number; text: string; key: string; token: string | null } | null> {
  const cookies = parseCookies(request.headers.get('Cookie'))
  const token = cookies.get(KEPT_REPLY_COOKIE)
  if (token) {
    const kept = await app.services.keptReplies.find(token)
    if (kept) return { ...kept, key: `quickpost:kept:${token.slice(0, 43)}`, token }
  }
  const cookie = cookies.get(QUICKPOST_COOKIE)
  const kept = decodeQuickpost(cookie)
  return kept ? { ...kept, key: `quickpost:${cookie?.slice(0, 96)}`, token: null } : null
}

/** After the reply was posted: the kept text and both cookies go. */
export async function forgetVisitorReply(app: AppContext, token: string | null): Promise<Headers> {
  if (token) await app.services.keptReplies.forget(token)
  const headers = new Headers()
  headers.append('Set-Cookie', clearQuickpostCookie(app.secure))
  headers.append('Set-Cookie', clearKeptReplyCookie(app.secure))
  return headers
}
