import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { DB } from '#db/database.ts'
import { poolStats } from '#db/database.ts'
import { findJobStats } from '#db/job-stats.ts'
import { cameThroughProxy, isLoopbackAddress } from '#domain/forwarding.ts'
import { JOB_MAX_ATTEMPTS } from '#services/jobs.ts'
import { hit, type RateRule } from '#services/rate-limit.ts'
import { ERROR_REPORT_PATH } from '../web/ui/error-reporter.ts'
import type { Gauge, Metrics } from './metrics.ts'
import type { PageCache } from './page-cache.ts'

// decision 037: what operators read — /metrics in the Prometheus text format (loopback without a
// proxy in between, or a bearer token), and the browsers' uncaught errors (spec 001 §8 "go to an
// error reporter"), logged with page, build and request id, limited per address.

/** Thirty reports an hour from one address: a broken page is seen, a flood is not logged. */
const ERROR_REPORT_RULE: RateRule = { name: 'browser-error', limit: 30, windowSeconds: 60 * 60 }

/**
 * A scraper on this machine (not a request a local proxy passed on: no forwarding header of the
 * five the development mailbox checks too), or one with the token.
 */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  const authorization = request.headers.authorization
  if (token && authorization === `Bearer ${token}`) return true
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    !cameThroughProxy((name) => request.headers[name] !== undefined)
  )
}

/**
 * Whether a browser's error report comes from our own pages: no Origin (a same-origin beacon may
 * send none) or one whose host is the request's own. `Origin: null` (a sandboxed frame, a data:
 * page) and anything that is no origin are foreign: 403, never a 500.
 */
function fromOwnPage(request: FastifyRequest): boolean {
  const origin = request.headers.origin
  if (origin === undefined) return true
  return URL.parse(origin)?.host === request.host
}

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.slice(0, max) : ''
}

export function registerOperatorEndpoints(
  app: FastifyInstance,
  options: {
    db: DB
    metrics: Metrics
    metricsToken: string | undefined
    pageCache: () => PageCache | undefined
  },
): void {
  const { db, metrics } = options

  app.get('/metrics', async (request, reply) => {
    // not public: anyone else learns nothing, not even that it exists
    if (!mayScrape(request, options.metricsToken))
      return reply.code(404).type('text/plain; charset=utf-8').send('Nicht gefunden')
    const gauges: Gauge[] = []
    const cache = options.pageCache()
    if (cache)
      gauges.push(
        {
          name: 'page_cache_hits_total',
          help: 'Visitors’ pages served from the page cache.',
          type: 'counter',
          values: [{ value: cache.hits }],
        },
        {
          name: 'page_cache_misses_total',
          help: 'Visitors’ pages rendered anew.',
          type: 'counter',
          values: [{ value: cache.misses }],
        },
        {
          name: 'page_cache_stale_hits_total',
          help: 'Of the hits: expired pages served while one render replaced them.',
          type: 'counter',
          values: [{ value: cache.staleHits }],
        },
      )
    try {
      const jobs = await findJobStats(db, new Date(), JOB_MAX_ATTEMPTS)
      gauges.push(
        { name: 'jobs_pending', help: 'Jobs not done yet.', values: [{ value: jobs.pending }] },
        { name: 'jobs_due', help: 'Jobs whose time has come.', values: [{ value: jobs.due }] },
        { name: 'jobs_failed', help: 'Jobs given up after all attempts.', values: [{ value: jobs.failed }] },
      )
    } catch {
      gauges.push({ name: 'database_up', help: 'Whether the database answered.', values: [{ value: 0 }] })
    }
    const pool = poolStats(db)
    if (pool)
      gauges.push({
        name: 'db_pool_connections',
        help: 'Database pool connections by state.',
        values: [
          { labels: { state: 'total' }, value: pool.total },
          { labels: { state: 'idle' }, value: pool.idle },
          { labels: { state: 'waiting' }, value: pool.waiting },
          { labels: { state: 'max' }, value: pool.max },
        ],
      })
    const memory = process.memoryUsage()
    gauges.push(
      { name: 'process_resident_memory_bytes', help: 'Resident memory.', values: [{ value: memory.rss }] },
      {
        name: 'process_uptime_seconds',
        help: 'Seconds since the process started.',
        values: [{ value: Math.round(process.uptime()) }],
      },
    )
    return reply
      .type('text/plain; version=0.0.4; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(metrics.render(gauges))
  })

  app.post(ERROR_REPORT_PATH, { bodyLimit: 8 * 1024 }, async (request, reply) => {
    // only our own pages report (a beacon from another site is refused)
    if (!fromOwnPage(request)) return reply.code(403).send()
    const body = (typeof request.body === 'string' ? safeJson(request.body) : request.body) as Record<
      string,
      unknown
    > | null
    if (!body || typeof body !== 'object') return reply.code(400).send()
    metrics.count('browser_errors_total')
    if (!(await hit(db, ERROR_REPORT_RULE, `ip:${request.ip}`, new Date()))) return reply.code(429).send()
    request.log.warn(
      {
        browserError: {
          message: text(body.message, 500),
          stack: text(body.stack, 3000),
          page: text(body.page, 500),
          build: text(body.build, 100),
          userAgent: text(request.headers['user-agent'], 300),
        },
      },
      'Fehler im Browser',
    )
    return reply.code(204).send()
  })
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
