import type { Agent } from 'node:https'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import type { ServerBuild } from 'react-router'
import { inject } from 'vitest'
import type { DB } from '#db/database.ts'
import { createServer } from '#server/main.ts'
import { PageCache } from '#server/page-cache.ts'
import { createServices, type Services } from '#services/services.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

let loadedBuild: Promise<ServerBuild> | undefined
/** The production build's server module, imported once per test process. */
function serverBuild(): Promise<ServerBuild> {
  loadedBuild ??= import(pathToFileURL(path.join(root, 'build/server/index.js')).href)
  return loadedBuild
}

/** The real server over a test database, rendering with the production build. */
export async function testServer(
  db: DB,
  options: {
    outboxDir?: string /** 0 turns the page cache off (tests that write behind its back). */
    pageCacheTtlMs?: number
    /** docs/security.md: production turns introspection and suggestions off. */
    appEnv?: 'development' | 'test' | 'production'
    /** TRUST_PROXY: the trusted proxy hops (true: one), or their addresses/networks. */
    trustProxy?: boolean | number | readonly string[]
    /** How long a request may take to arrive (default REQUEST_TIMEOUT_MS). */
    requestTimeoutMs?: number
    /** Collects the server's log lines (JSON, level warn and above) instead of silencing them. */
    logLines?: string[]
    /** Where uploads are stored and served from (default: the demo community's, shared). */
    uploadsDir?: string
    /** decision 030: web pushes go through this agent (a local endpoint stands in for the push service). */
    pushAgent?: Agent
    /** Hands the server's services to the test (to work the job queue). */
    onServices?: (services: Services) => void
    /** decision 029: LISTEN for live replies on this database (two servers, one database). */
    listenUrl?: string
    /** decision 037: the bearer token that opens /metrics from other hosts. */
    metricsToken?: string
    /** decision 037: a read replica's handle (sitemaps, feeds, search). */
    readDb?: DB
  } = {},
): Promise<FastifyInstance> {
  const pageCache = new PageCache({ ttlMs: options.pageCacheTtlMs ?? 10_000 })
  const uploadsDir = options.uploadsDir ?? inject('uploadsDir')
  const services = createServices(
    db,
    {
      publicUrl: 'http://localhost',
      smtpUrl: undefined,
      mailFrom: 'test@localhost',
      outboxDir: options.outboxDir ?? '/nonexistent',
      showsOutbox: options.outboxDir !== undefined,
      uploadsDir,
      ...(options.pushAgent ? { pushAgent: options.pushAgent } : {}),
      ...(options.readDb ? { readDb: options.readDb } : {}),
    },
    () => {},
    { afterWrite: (change) => pageCache.invalidate(change) },
  )
  options.onServices?.(services)
  return createServer({
    db,
    services,
    pageCache,
    config: {
      appEnv: options.appEnv ?? 'test',
      logLevel: options.logLines ? 'warn' : 'silent',
      trustProxy: options.trustProxy ?? false,
      metricsToken: options.metricsToken,
    },
    ...(options.logLines
      ? { logStream: { write: (line: string) => void options.logLines?.push(line) } }
      : {}),
    // the build itself, not a function: React Router derives its handler from a build function
    // again on every request, which cost each page milliseconds
    build: await serverBuild(),
    clientDir: path.join(root, 'build/client'),
    uploadsDir,
    ...(options.requestTimeoutMs === undefined ? {} : { requestTimeoutMs: options.requestTimeoutMs }),
    ...(options.listenUrl ? { listenUrl: options.listenUrl } : {}),
    ...(options.readDb ? { readDb: options.readDb } : {}),
  })
}
