import { isIPv4, isIPv6 } from 'node:net'
import type { FastifyInstance } from 'fastify'

// docs/security.md: requests no browser sends (a Host that is no host name, two Host headers, an
// absolute-form or `*` request target) used to reach React Router and graphql-yoga, whose
// `new URL(...)` threw: 500 instead of 400. They are refused here, before any route runs.

/** RFC 1035 label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i
const MAX_HOST_NAME_LENGTH = 253

function isHostName(name: string): boolean {
  if (name.length === 0 || name.length > MAX_HOST_NAME_LENGTH) return false
  const labels = (name.endsWith('.') ? name.slice(0, -1) : name).split('.')
  return labels.every((label) => LABEL.test(label))
}

/** `name`, `name:port`, `1.2.3.4:port` or `[::1]:port` with a port of 1–65535. */
export function isValidHostHeader(value: string): boolean {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(value)
  if (!match) return false
  const [, name = '', port] = match
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return false
  if (name.startsWith('[')) return isIPv6(name.slice(1, -1))
  return isIPv4(name) || isHostName(name)
}

/** The Host values a request names, raw (Node folds duplicates into one, so count them here). */
function hostHeaders(rawHeaders: string[]): string[] {
  const values: string[] = []
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i]?.toLowerCase() === 'host') values.push(rawHeaders[i + 1] ?? '')
  }
  return values
}

/** Why a request cannot be served, or null when it can. */
export function badRequestReason(
  method: string,
  target: string,
  rawHeaders: string[],
  forwardedHost: string | undefined,
): string | null {
  if (!target.startsWith('/')) {
    return method === 'OPTIONS' && target === '*'
      ? 'OPTIONS * wird nicht unterstützt.'
      : 'Die Anfrage muss einen Pfad nennen, der mit / beginnt.'
  }
  const hosts = hostHeaders(rawHeaders)
  if (hosts.length !== 1) return 'Die Anfrage braucht genau eine Host-Angabe.'
  if (!isValidHostHeader(hosts[0] ?? '')) return 'Die Host-Angabe der Anfrage ist ungültig.'
  if (forwardedHost !== undefined && !isValidHostHeader(forwardedHost))
    return 'Die X-Forwarded-Host-Angabe der Anfrage ist ungültig.'
  return null
}

/** Adds the check to every route of the app (not encapsulated: call it on the root instance). */
export function addRequestGuard(app: FastifyInstance): void {
  // a callback hook, not an async one: it runs for every request, and the promise would cost more
  // than the check itself
  app.addHook('onRequest', (request, reply, done) => {
    // the host every route uses: Fastify's, which is X-Forwarded-Host only when a trusted proxy
    // sent the request (TRUST_PROXY, client-address.ts); checked when it is not the Host header
    const forwarded = request.host === request.headers.host ? undefined : request.host
    const reason = badRequestReason(request.method, request.raw.url ?? '', request.raw.rawHeaders, forwarded)
    if (reason === null) return done()
    // no page: without a usable host there is no site variant to render it for
    reply
      .code(400)
      .header('Cache-Control', 'no-store')
      .header('Connection', 'close')
      .type('text/plain; charset=utf-8')
      .send(`Ungültige Anfrage. ${reason}`)
  })
}
