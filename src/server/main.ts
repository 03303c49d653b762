import http from 'node:http'
import Fastify, { type FastifyInstance, LogController } from 'fastify'
import type { ServerBuild } from 'react-router'
import type { ProxyTrust } from '#config/proxy-trust.ts'
import { type DB, pingDatabase } from '#db/database.ts'
import { REQUEST_TIMEOUT_MS } from '#domain/limits.ts'
import { createOperationExecutor } from '#graphql/operations.ts'
import { schema } from '#graphql/schema.ts'
import type { Services } from '#services/services.ts'
import type { AppConfig } from '../config/config.ts'
import { proxyTrustRule } from './client-address.ts'
import { registerLive } from './live.ts'
import { Metrics, routeLabel } from './metrics.ts'
import { registerOperatorEndpoints } from './operator.ts'
import { PageCache } from './page-cache.ts'
import { graphqlPlugin } from './plugins/graphql.ts'
import { addRequestGuard } from './plugins/request-guard.ts'
import { addSecurityHeaders } from './plugins/security-headers.ts'
import { seoPlugin } from './plugins/seo.ts'
import { ssrPlugin } from './plugins/ssr.ts'
import { staticPlugin } from './plugins/static.ts'

export interface ServerOptions {
  db: DB
  config: Pick<AppConfig, 'appEnv' | 'logLevel'> &
    Partial<Pick<AppConfig, 'metricsToken'>> & {
      /** TRUST_PROXY (client-address.ts); true: one hop, false: none. */
      trustProxy: ProxyTrust | boolean
    }
  services: Services
  build: ServerBuild | (() => Promise<ServerBuild>)
  clientDir: string
  /** DATA_DIR/uploads: pictures and attachments, served under /uploads/. */
  uploadsDir: string
  /** Visitors' pages; services invalidate it after writes. */
  pageCache?: PageCache
  /** The whole request (headers and body) must arrive within this time (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs?: number
  /** Where the log lines go (default: standard output); tests read them here. */
  logStream?: { write(line: string): void }
  /** decision 037: a read replica for sitemaps and feeds (and, through the services, the search). */
  readDb?: DB
  /** decisions 028–031: the database to LISTEN on for live replies (without it: this process's own events). */
  listenUrl?: string
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics
    pageCache: PageCache
  }
}

const HEALTH_TIMEOUT_MS = 2_000

/** True when the database answers within the time-out. */
async function databaseAnswers(db: DB): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS)
  })
  const probe = pingDatabase(db).then(
    () => true,
    () => false,
  )
  const answered = await Promise.race([probe, timeout])
  clearTimeout(timer)
  return answered
}

/**
 * The one HTTP process: static files, /healthz, /graphql, and React Router for every page.
 * Security headers and sessions join as their issues land.
 */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const requestTimeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS
  const app = Fastify({
    logger: { level: options.config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    // our onRequest hook logs one line per request, hijacked SSR replies included
    logController: new LogController({ disableRequestLogging: true }),
    // one rule for the client address, scheme and host behind proxies (client-address.ts): Fastify
    // derives request.ip/protocol/host from it, and everything else reads those
    trustProxy: proxyTrustRule(options.config.trustProxy),
    return503OnClosing: true,
    // docs/security.md: a body that never ends (a Content-Length larger than what is sent, a chunked
    // stream that stalls) held a connection for Node's default 300 s; 408 after this instead.
    // Node looks for overdue requests only every connectionsCheckingInterval (default 30 s),
    // which can only be set when the server is created.
    requestTimeout: requestTimeoutMs,
    serverFactory: (handler) =>
      http.createServer(
        {
          requestTimeout: requestTimeoutMs,
          connectionsCheckingInterval: Math.min(5_000, Math.max(100, requestTimeoutMs / 4)),
        },
        handler,
      ),
  })

  // decision 037: requests by route and status, and their latency, for /metrics
  const metrics = new Metrics()
  app.decorate('metrics', metrics)

  // One log line per request, also for replies React Router writes itself (hijacked).
  app.addHook('onRequest', async (request, reply) => {
    const started = process.hrtime.bigint()
    reply.raw.once('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      metrics.observe(
        routeLabel(request.routeOptions.url, request.raw),
        request.method,
        reply.raw.statusCode,
        ms / 1000,
      )
      request.log.info({
        method: request.method,
        url: request.url,
        status: reply.raw.statusCode,
        ms: +ms.toFixed(1),
      })
    })
  })

  addRequestGuard(app)
  addSecurityHeaders(app)

  // RFC 9116: where to report a vulnerability (docs/security.md); valid for a year from today
  app.get('/.well-known/security.txt', async (_request, reply) => {
    const expires = new Date(Date.now() + 365 * 24 * 60 * 60_000)
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(
        [
          'Contact: mailto:security@motor-talk.de',
          `Expires: ${expires.toISOString().slice(0, 10)}T00:00:00.000Z`,
          'Preferred-Languages: de, en',
          'Canonical: https://www.motor-talk.de/.well-known/security.txt',
          '',
        ].join('\n'),
      )
  })

  app.get('/healthz', async (_request, reply) => {
    const ok = await databaseAnswers(options.db)
    return reply
      .code(ok ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: ok ? 'ok' : 'unavailable', database: ok ? 'up' : 'down' })
  })

  registerOperatorEndpoints(app, {
    db: options.db,
    metrics,
    metricsToken: options.config.metricsToken,
    pageCache: () => app.pageCache,
  })

  const execute = createOperationExecutor(schema, (message, detail) => app.log.error({ detail }, message))
  await app.register(graphqlPlugin, {
    schema,
    db: options.db,
    appEnv: options.config.appEnv,
    services: options.services,
  })
  await app.register(staticPlugin, { clientDir: options.clientDir, uploadsDir: options.uploadsDir })
  // decision 037: robots.txt, sitemaps and feeds
  await app.register(seoPlugin, { db: options.readDb ?? options.db })
  // decisions 028–031: live replies and header counts (server-sent events fed by LISTEN/NOTIFY)
  const pageCache = options.pageCache ?? new PageCache()
  app.decorate('pageCache', pageCache)
  const live = await registerLive(app, {
    db: options.db,
    services: options.services,
    listenUrl: options.listenUrl,
    log: (message) => app.log.warn(message),
    pageCache,
  })
  app.addHook('onClose', () => live.close())
  await app.register(ssrPlugin, {
    build: options.build,
    db: options.db,
    execute,
    appEnv: options.config.appEnv,
    pageCache,
    services: options.services,
  })
  return app
}
