import type { FastifyInstance, LightMyRequestResponse } from 'fastify'

/** Cookies a response sets, by name (value only). */
export function setCookies(response: LightMyRequestResponse): Map<string, string> {
  const raw = response.headers['set-cookie']
  const list = Array.isArray(raw) ? raw : raw ? [raw] : []
  return new Map(
    list.map((cookie) => {
      const [pair = ''] = cookie.split(';')
      const index = pair.indexOf('=')
      return [pair.slice(0, index), decodeURIComponent(pair.slice(index + 1))]
    }),
  )
}

export function form(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }
}

/** The value of a hidden form field in rendered HTML. */
export function hiddenField(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html)
  if (!match) throw new Error(`no hidden field ${name}`)
  return match[1]!.replaceAll('&amp;', '&')
}

/** Logs in through the real login form; returns the session cookie value. */
export async function logIn(
  app: FastifyInstance,
  username: string,
  password = 'demo-passwort',
): Promise<string> {
  const page = await app.inject('/einloggen')
  const csrf = setCookies(page).get('mt_csrf') ?? ''
  const { payload, headers } = form({ csrf, username, password, telemetry: '' })
  const response = await app.inject({
    method: 'POST',
    url: '/login.html?redirectAfterProcess=%2F',
    payload,
    headers: { ...headers, cookie: `mt_csrf=${csrf}` },
  })
  const session = setCookies(response).get('mt_session')
  if (response.statusCode !== 303 || !session) throw new Error(`login failed: ${response.statusCode}`)
  return session
}
