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

export interface FilePart {
  name: string
  content: Buffer
  /** The browser's Content-Type claim, which the server ignores. */
  type?: string
}

/** A multipart body as a browser sends it. */
export async function multipart(
  fields: Record<string, string | string[]>,
  files: FilePart[] = [],
  field = 'files',
) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one)
  for (const file of files)
    body.append(
      field,
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    )
  const request = new Request('http://localhost/', { method: 'POST', body })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  }
}

/** A logged-in member with the CSRF token of their session, ready to send forms. */
export interface FormMember {
  cookies: Record<string, string>
  csrf: string
}

export async function formMember(app: FastifyInstance, username: string): Promise<FormMember> {
  const session = await logIn(app, username)
  const cookies = { mt_session: session }
  const page = await app.inject({ url: '/marktplatz/anzeige-aufgeben', cookies })
  return { cookies, csrf: hiddenField(page.body, 'csrf') }
}

/** A form POST as this member (with their token), or as a visitor (null: no token, no cookie). */
export function postAs(
  app: FastifyInstance,
  url: string,
  who: FormMember | null,
  fields: Record<string, string>,
) {
  const { payload, headers } = form({ ...(who ? { csrf: who.csrf } : {}), ...fields })
  return app.inject({ method: 'POST', url, payload, headers, cookies: who?.cookies ?? {} })
}
