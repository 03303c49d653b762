import type { IncomingMessage } from 'node:http'
import { createRequestListener, type FetchHandler } from '@remix-run/node-fetch-server'
import type { FastifyInstance } from 'fastify'
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router'
import type { DB } from '#db/database.ts'
import { isDatabaseUnavailable } from '#db/unavailable.ts'
import { AppError } from '#domain/errors.ts'
import { type KeptText, keptTextsOf } from '#domain/kept-text.ts'
import { DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '#domain/limits.ts'
import {
  clearSessionCookie,
  hasSessionCookie,
  parseCookies,
  SESSION_COOKIE,
  sessionCookie,
} from '#domain/session.ts'
import { variantForHost } from '#domain/variants.ts'
import { createContext as createGraphQLContext } from '#graphql/context.ts'
import type { RunOperation } from '#graphql/operations/types.ts'
import type { OperationExecutor } from '#graphql/operations.ts'
import type { Services } from '#services/services.ts'
import { resolveSession } from '#services/sessions.ts'
import { pageEncoding } from '#web/compression.ts'
import { type AppContext, appContext } from '#web/context.ts'
import { isSameOriginRequest } from '#web/csrf.ts'
import { bodyLimitFor, readBodyWithin } from '../body-limits.ts'
import { notePageRoute } from '../metrics.ts'
import { type CachedPage, isShareable, type PageCache, threadOfPath } from '../page-cache.ts'
import { NOT_FOUND_ROUTE, pageRouteLabel } from '../page-routes.ts'

export interface SsrOptions {
  build: ServerBuild | (() => Promise<ServerBuild>)
  db: DB
  execute: OperationExecutor
  appEnv: AppContext['appEnv']
  pageCache: PageCache
  services: Services
}

/** The same request as a GET (or HEAD): what the 503 page of a failed form POST and the refusal pages are rendered from. */
function withoutBody(request: Request): Request {
  const headers = new Headers(request.headers)
  headers.delete('Content-Type')
  headers.delete('Content-Length')
  headers.delete('Transfer-Encoding')
  return new Request(request.url, { method: request.method === 'HEAD' ? 'HEAD' : 'GET', headers })
}

/** A member's session as resolveSession answers it (null: no session, or one that ended). */
type ResolvedSession = Awaited<ReturnType<typeof resolveSession>>

/** What a form POST carried that the 503 page shows again: the typed fields of its body. */
async function keptTextsOfBody(request: Request, body: Uint8Array<ArrayBuffer>): Promise<KeptText[]> {
  const type = request.headers.get('Content-Type') ?? ''
  if (body.byteLength === 0 || !/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type))
    return []
  try {
    const form = await new Request(request.url, {
      method: 'POST',
      headers: { 'Content-Type': type },
      body,
    }).formData()
    return keptTextsOf(form)
  } catch {
    return [] // not a form after all: nothing to show
  }
}

/** A null viewer when WhoAmI failed on the database: the page itself then answers 503. */
function ignoreOutage(error: unknown): null {
  if (isDatabaseUnavailable(error)) return null
  throw error
}

/**
 * docs/security.md: after a 413 the client may still be sending its body. Resetting the connection
 * then (a close with unread data) can throw away the 413 page before the browser reads it, so,
 * as nginx's lingering close does, the write side closes and what still arrives is discarded
 * (never buffered) for at most this long before the connection is cut.
 */
const LINGER_AFTER_REFUSAL_MS = 2_000

function lingerThenClose(request: IncomingMessage): void {
  const socket = request.socket
  // app.inject's requests have a stand-in socket without these
  const stream: Partial<typeof socket> | undefined = socket
  if (typeof stream?.destroy !== 'function' || typeof stream.end !== 'function') return
  const cut = setTimeout(() => socket.destroy(), LINGER_AFTER_REFUSAL_MS)
  cut.unref()
  socket.once('close', () => clearTimeout(cut))
  request.resume() // discard
  socket.end()
}

/** How long closing the server waits for pages and form actions still being worked on. */
const SHUTDOWN_PATIENCE_MS = 10_000

function toResponse(page: CachedPage, cache: 'HIT' | 'STALE' | 'MISS'): Response {
  const headers = new Headers(page.headers)
  headers.set('X-Cache', cache)
  return new Response(page.body.length > 0 ? new Uint8Array(page.body) : null, {
    status: page.status,
    headers,
  })
}

/**
 * Every path no other route claims goes to React Router. Its own encapsulated plugin: Fastify's
 * body parsers would consume form bodies React Router needs (STACK-NOTES trap 4). Visitors'
 * GET requests go through the page cache; members' pages are rendered for them, never shared.
 */
export async function ssrPlugin(app: FastifyInstance, options: SsrOptions): Promise<void> {
  const handle = createRequestHandler(options.build, 'production')

  /**
   * Renders one request for its viewer. `outage`: answer with the 503 page (the database failed
   * earlier in this request); `refusal`: the status the server refused the request with (413);
   * `session`: the session already resolved for this request (a form POST's, before its body was
   * read), so it is not looked up twice; `body`: a form POST's body, whose typed text the 503 page
   * shows again when the database fails under the action.
   */
  async function renderFor(
    request: Request,
    clientIp: string | null,
    {
      outage = false,
      refusal = null,
      session,
      body = null,
      kept = [],
    }: {
      outage?: boolean
      refusal?: number | null
      session?: ResolvedSession
      body?: Uint8Array<ArrayBuffer> | null
      kept?: KeptText[]
    } = {},
  ): Promise<Response> {
    const url = new URL(request.url)
    const secure = url.protocol === 'https:'
    const variant = variantForHost(url.host)
    const token = parseCookies(request.headers.get('Cookie')).get(SESSION_COOKIE)
    // decision 016: shared with the route modules; set when the database fails during this
    // request, so that the page answers 503 rather than 404/500 (and knows its member).
    const requestState = { csrfToken: null, databaseUnavailable: outage, keptTexts: kept }
    const resolved =
      !token || outage
        ? null
        : session !== undefined
          ? session
          : await resolveSessionUnlessDown(token, requestState)
    const graphqlContext = createGraphQLContext({
      db: options.db,
      viewer: resolved?.viewer ?? null,
      variant,
      services: options.services,
    })
    const query: RunOperation = async (name, variables) => {
      // once the database failed, the rest of the request does not wait for it again
      if (requestState.databaseUnavailable) throw new AppError('ServiceUnavailable')
      try {
        return await options.execute(name, variables, graphqlContext)
      } catch (error) {
        if (isDatabaseUnavailable(error)) requestState.databaseUnavailable = true
        throw error
      }
    }
    // spec 000 §7: WhoAmI is known before the first render
    const viewer = resolved
      ? await query('WhoAmI', {}).then((result) => result.user.whoAmI, ignoreOutage)
      : null
    const context = new RouterContextProvider()
    context.set(appContext, {
      query,
      variant,
      viewer,
      session: resolved ? { csrfToken: resolved.session.csrfToken } : null,
      services: options.services,
      client: { ip: clientIp, userAgent: request.headers.get('User-Agent') },
      secure,
      requestState,
      now: graphqlContext.now,
      appEnv: options.appEnv,
      refusal,
      log: {
        error: (message, detail) => app.log.error(detail ?? {}, message),
        warn: (message, detail) => app.log.warn(detail ?? {}, message),
      },
    })
    const response = await handle(request, context)
    if (requestState.databaseUnavailable && !outage && response.status >= 500) {
      // decision 016: a loader or action failed on the database (an AppError, a driver error,
      // a loader's own 500): answer again as the 503 page; a POST is not run a second time.
      await response.body?.cancel()
      const typed = body ? await keptTextsOfBody(request, body) : []
      return renderFor(withoutBody(request), clientIp, { outage: true, kept: typed })
    }
    if (!token && !requestState.databaseUnavailable) return response
    const headers = new Headers(response.headers)
    if (requestState.databaseUnavailable) {
      // never cached (page cache, CDN), and a crawler comes back later (decision 016)
      headers.set('Cache-Control', 'no-store')
      if (response.status === 503)
        headers.set('Retry-After', String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS))
    }
    const routeSetsSession = headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
    if (resolved && token) {
      // a member's page must never sit in a shared cache
      headers.set('Cache-Control', 'private, no-store')
      if (resolved.session.renewed && !routeSetsSession)
        headers.append('Set-Cookie', sessionCookie(token, secure))
    } else if (token && !routeSetsSession && !requestState.databaseUnavailable) {
      // ended or expired: back to visitor (not while the database cannot tell)
      headers.append('Set-Cookie', clearSessionCookie(secure))
    }
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }

  /** The member behind a session cookie; null while the database is unreachable (then flagged). */
  async function resolveSessionUnlessDown(token: string, state: { databaseUnavailable: boolean }) {
    try {
      return await resolveSession(options.db, token)
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      state.databaseUnavailable = true
      return null
    }
  }

  /**
   * A request refused before any route runs, answered with the error page (the root middleware
   * renders it, no action runs). docs/security.md, 413: a body over its route's limit is never read to
   * the end, and the connection closes afterwards (lingerThenClose). 403: a form posted from
   * another site.
   */
  async function refuse(
    request: Request,
    clientIp: string | null,
    status: 403 | 413,
    session: ResolvedSession,
  ): Promise<Response> {
    // rendered as a GET: no action is meant to run, and React Router's own guard would answer a
    // cross-site POST before the root middleware could
    const page = await renderFor(withoutBody(request), clientIp, { refusal: status, session })
    const headers = new Headers(page.headers)
    headers.set('Cache-Control', 'no-store')
    return new Response(page.body, { status, headers })
  }

  const serve: FetchHandler = async (request, client) => {
    const clientIp = client.address || null
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      // The member behind the cookie is known before the body is read: only a real member's
      // session opens the upload limits, a made-up cookie gets a visitor's (docs/decisions/025).
      const token = parseCookies(request.headers.get('Cookie')).get(SESSION_COOKIE)
      const lookup = { databaseUnavailable: false }
      const session = token ? await resolveSessionUnlessDown(token, lookup) : null
      const multipart = /^multipart\/form-data\b/i.test(request.headers.get('Content-Type') ?? '')
      const limit = bodyLimitFor(new URL(request.url).pathname, { member: session !== null, multipart })
      const body = await readBodyWithin(request, limit)
      // the database cannot tell who sends this: a body over a visitor's limit is not read, and
      // the answer is the outage's (503), not 'too large'
      if (body === null && lookup.databaseUnavailable)
        return renderFor(withoutBody(request), clientIp, { outage: true })
      if (body === null) return refuse(request, clientIp, 413, session)
      // a form posted from another site: our 403 page (React Router's own guard would answer a
      // bare English 'Bad Request', lib/actions.ts)
      if (!isSameOriginRequest(request)) return refuse(request, clientIp, 403, session)
      if (lookup.databaseUnavailable) {
        // no action can run; the 503 page shows what was typed (DESIGN.md: nothing typed is lost)
        const kept = await keptTextsOfBody(request, body)
        return renderFor(withoutBody(request), clientIp, { outage: true, kept })
      }
      return renderFor(
        new Request(request.url, {
          method: request.method,
          headers: request.headers,
          body: body.byteLength > 0 ? body : null,
        }),
        clientIp,
        { session, body },
      )
    }
    const cacheable =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !hasSessionCookie(request.headers.get('Cookie'))
    if (!cacheable) return renderFor(request, clientIp)
    const url = new URL(request.url)
    const encoding = pageEncoding(request.headers.get('Accept-Encoding'))
    const key = `${request.method}|${url.host}|${url.pathname}${url.search}|${encoding}`
    let fresh: Response | undefined
    const page = await options.pageCache.getOrRender(
      key,
      async () => {
        fresh = await renderFor(request, clientIp)
        if (!isShareable(fresh)) return null
        const body = new Uint8Array(await fresh.arrayBuffer())
        return { status: fresh.status, headers: [...fresh.headers], body }
      },
      threadOfPath(url.pathname),
    )
    if (page) return toResponse(page, page.stale ? 'STALE' : fresh ? 'MISS' : 'HIT')
    // not shareable: this request's own response, or (a concurrent miss) a render of its own
    return fresh ?? renderFor(request, clientIp)
  }
  // The route hijacks its replies, so Fastify's close() would not wait for them: a reply posted
  // just before Ctrl-C must still be written before the database goes away.
  const inFlight = new Set<Promise<Response>>()
  // React Router stops waiting for its loaders and actions when the client goes away, but they
  // go on; without the client's abort signal the render ends when they do, and is tracked so.
  // `before`: what must be done before the page is served (its metrics label); the work counts as
  // in flight from the moment the request reaches the route, so a close right then still waits.
  const tracked = (request: Request, client: Parameters<FetchHandler>[1], before: Promise<void>) => {
    const unsignalled = new Request(request, { signal: null })
    const work = before.then(() => serve(unsignalled, client))
    inFlight.add(work)
    const forget = () => inFlight.delete(work)
    work.then(forget, forget)
    return work
  }
  app.addHook('onClose', async () => {
    let timer: NodeJS.Timeout | undefined
    const patience = new Promise((resolve) => {
      timer = setTimeout(resolve, SHUTDOWN_PATIENCE_MS)
    })
    await Promise.race([Promise.allSettled([...inFlight]), patience])
    clearTimeout(timer)
  })
  const listenerOptions = {
    onError(error: unknown) {
      // docs/security.md: a (forwarded) host the URL parser refuses is the client's mistake, not ours
      if (error instanceof TypeError && /URL/.test(error.message)) {
        return new Response('Ungültige Anfrage. Die Host-Angabe der Anfrage ist ungültig.', {
          status: 400,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
        })
      }
      app.log.error({ err: error }, 'page failed')
    },
  }

  // The route table, loaded once (a build given as a function is imported on first use; calling
  // it for every request cost a test server tens of milliseconds a page).
  let routeTable: Promise<ServerBuild['routes'] | null> | undefined
  /** /metrics counts a page by its route pattern (metrics.ts), never by the raw path. */
  async function pageRouteOf(url: string): Promise<string> {
    routeTable ??= Promise.resolve(
      typeof options.build === 'function' ? options.build() : options.build,
    ).then(
      (build) => build.routes,
      () => {
        routeTable = undefined // try again with the next request
        return null
      },
    )
    const routes = await routeTable
    // no build to match against: the page itself reports the failure
    return routes ? pageRouteLabel(routes, url.split('?')[0] ?? '/') : NOT_FOUND_ROUTE
  }

  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/*',
    handler(request, reply) {
      const labelled = pageRouteOf(request.url).then((label) => notePageRoute(request.raw, label))
      reply.hijack()
      reply.raw.once('finish', () => {
        // a refused body (413), or one the outage's 503 left unread
        if (reply.raw.statusCode === 413 || !request.raw.complete) lingerThenClose(request.raw)
      })
      // The client address, scheme and host are Fastify's, derived under TRUST_PROXY's one rule
      // (client-address.ts); the listener never reads X-Forwarded-*/Forwarded itself, so pages,
      // form actions, GraphQL and every rate limit see the same address.
      const address = request.ip
      const withAddress: FetchHandler = (fetchRequest, client) =>
        tracked(fetchRequest, { ...client, address }, labelled)
      const listener = createRequestListener(withAddress, {
        ...listenerOptions,
        protocol: request.protocol === 'https' ? 'https:' : 'http:',
        host: request.host,
      })
      listener(request.raw, reply.raw)
    },
  })
}
