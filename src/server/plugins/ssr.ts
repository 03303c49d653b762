import { createRequestListener } from '@remix-run/node-fetch-server'
import type { FastifyInstance } from 'fastify'
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router'
import type { DB } from '#db/database.ts'
import { hasSessionCookie } from '#domain/session.ts'
import { variantForHost } from '#domain/variants.ts'
import { createContext as createGraphQLContext } from '#graphql/context.ts'
import type { RunOperation } from '#graphql/operations/types.ts'
import type { OperationExecutor } from '#graphql/operations.ts'
import { type AppContext, appContext } from '#web/context.ts'
import { type CachedPage, isShareable, type PageCache } from '../page-cache.ts'

export interface SsrOptions {
  build: ServerBuild | (() => Promise<ServerBuild>)
  db: DB
  execute: OperationExecutor
  appEnv: AppContext['appEnv']
  pageCache: PageCache
}

function toResponse(page: CachedPage, cache: 'HIT' | 'MISS'): Response {
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
 * GET requests go through the page cache.
 */
export async function ssrPlugin(app: FastifyInstance, options: SsrOptions): Promise<void> {
  const handle = createRequestHandler(options.build, 'production')

  function loadContext(request: Request): RouterContextProvider {
    const variant = variantForHost(new URL(request.url).host)
    // Sessions arrive with accounts (issue 4); until then every request is a visitor's.
    const graphqlContext = createGraphQLContext({ db: options.db, viewer: null, variant })
    const query: RunOperation = (name, variables) => options.execute(name, variables, graphqlContext)
    const context = new RouterContextProvider()
    context.set(appContext, {
      query,
      variant,
      viewer: null,
      now: new Date(),
      appEnv: options.appEnv,
      log: {
        error: (message, detail) => app.log.error(detail ?? {}, message),
        warn: (message, detail) => app.log.warn(detail ?? {}, message),
      },
    })
    return context
  }

  async function render(request: Request): Promise<Response> {
    return handle(request, loadContext(request))
  }

  const listener = createRequestListener(async (request) => {
    const cacheable =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !hasSessionCookie(request.headers.get('Cookie'))
    if (!cacheable) return render(request)
    const url = new URL(request.url)
    const gzip = /\bgzip\b/.test(request.headers.get('Accept-Encoding') ?? '')
    const key = `${request.method}|${url.host}|${url.pathname}${url.search}|${gzip ? 'gzip' : 'identity'}`
    let fresh: Response | undefined
    const page = await options.pageCache.getOrRender(key, async () => {
      fresh = await render(request)
      if (!isShareable(fresh)) return null
      const body = new Uint8Array(await fresh.arrayBuffer())
      return { status: fresh.status, headers: [...fresh.headers], body }
    })
    if (page) return toResponse(page, fresh ? 'MISS' : 'HIT')
    // not shareable: this request's own response, or (a concurrent miss) a render of its own
    return fresh ?? render(request)
  })

  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/*',
    handler(request, reply) {
      reply.hijack()
      listener(request.raw, reply.raw)
    },
  })
}
