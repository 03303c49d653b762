import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  GRAPHQL_BUSY_RETRY_AFTER_SECONDS,
  GRAPHQL_DOCUMENT_EXPENSIVE_COST_MAX,
  GRAPHQL_EXPENSIVE_CONCURRENCY,
  GRAPHQL_EXPENSIVE_QUEUE_MAX,
  GRAPHQL_RATE_BURST_POINTS,
} from '#domain/limits.ts'
import { BUSY_MESSAGE, EXPENSIVE_FIELDS, expensiveSemaphoreFor } from '#graphql/cost.ts'
import { GraphQLRateLimit } from '#graphql/rate-limit.ts'
import { schema } from '#graphql/schema.ts'
import { createServices } from '#services/services.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { testServer } from '#testing/server.ts'
import { graphqlPlugin } from './plugins/graphql.ts'

// Decision 039: GraphQL amplification. One document used to hold about 120 aliased searches that
// ran at once against the pool of ten connections; a few visitors sending them made other
// visitors' thread pages answer 503. Tried here as the attacker does, over HTTP.

let database: TestDatabase
let app: FastifyInstance
let thread: { id: number; slug: string }
beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db, { pageCacheTtlMs: 0 })
  thread = await database.db
    .selectFrom('threads')
    .select(['id', 'slug'])
    .where('visibility', '=', 'Online')
    .where('deleted_at', 'is', null)
    .orderBy('post_count', 'desc')
    .executeTakeFirstOrThrow()
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

/** n aliased searches, written as tightly as an attacker does (120 of them fit 2,000 tokens). */
const searches = (n: number, term = 'Zahnriemen') =>
  `{${Array.from({ length: n }, (_, i) => `s${i}:search(input:{term:"${term}"}){total}`).join(' ')}}`

/** The dearest document the cap lets through: two searches and small fields up to the cap. */
const WORST_ALLOWED = (() => {
  const search = EXPENSIVE_FIELDS['Query.search'] ?? 0
  const small = EXPENSIVE_FIELDS['ThreadsQuery.hot'] ?? 1
  const rest = Math.floor((GRAPHQL_DOCUMENT_EXPENSIVE_COST_MAX - 2 * search) / small)
  const fields = Array.from({ length: rest }, (_, i) => `h${i}: threads { hot(limit: 6) { id } }`)
  return `{ ${searches(2).slice(1, -1)} ${fields.join(' ')} }`
})()

function post(server: FastifyInstance, query: string, remoteAddress: string, accept = 'application/json') {
  return server.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query },
    headers: { accept },
    remoteAddress,
  })
}

describe('expensive fields per document', () => {
  test('120 aliased searches are refused before any runs (QueryTooComplex, in German)', async () => {
    const response = await post(app, searches(120), '198.51.100.1')
    expect(response.statusCode).toBe(200) // application/json clients: request errors answer 200
    const body = response.json()
    expect(body.data).toBeUndefined()
    expect(body.errors).toHaveLength(1)
    expect(body.errors[0]).toMatchObject({ reason: 'QueryTooComplex' })
    expect(body.errors[0].message).toContain('zu viele aufwendige Felder')
    const modern = await post(app, searches(120), '198.51.100.1', 'application/graphql-response+json')
    expect(modern.statusCode).toBe(400)
  })

  test('three searches are over the cap; the dearest allowed document runs', async () => {
    const three = (await post(app, searches(3), '198.51.100.2')).json()
    expect(three.errors[0]).toMatchObject({ reason: 'QueryTooComplex' })
    const worst = await post(app, WORST_ALLOWED, '198.51.100.2')
    expect(worst.statusCode).toBe(200)
    expect(worst.json().errors).toBeUndefined()
    expect(worst.json().data.s1.total).toBeGreaterThan(0)
  })
})

describe("GraphQL's own rate limit", () => {
  test('a visitor gets 429 with Retry-After after the bucket is spent; another address still gets answers', async () => {
    // the same plugin as the server, on a clock that stands still: the count is exact
    const services = createServices(
      database.db,
      {
        publicUrl: 'http://localhost',
        smtpUrl: undefined,
        mailFrom: 'test@localhost',
        outboxDir: '/nonexistent',
        showsOutbox: false,
        uploadsDir: '/nonexistent',
      },
      () => {},
    )
    const server = Fastify()
    await server.register(graphqlPlugin, {
      schema,
      db: database.db,
      appEnv: 'test',
      services,
      rateLimit: new GraphQLRateLimit({ now: () => 0 }),
      spentAnswerDelayMs: 0,
    })
    try {
      const cheap = '{ threads { hot(limit: 1) { id } } }'
      const cost = 1 + (EXPENSIVE_FIELDS['ThreadsQuery.hot'] ?? 0)
      const allowed = Math.floor(GRAPHQL_RATE_BURST_POINTS / cost)
      for (let i = 0; i < allowed; i++)
        expect((await post(server, cheap, '203.0.113.7')).statusCode).toBe(200)
      const refused = await post(server, cheap, '203.0.113.7')
      expect(refused.statusCode).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(refused.json().errors[0]).toMatchObject({ reason: 'QueryTooComplex' })
      expect(refused.json().errors[0].message).toContain('Zu viele Anfragen')
      expect(refused.json().data).toBeUndefined()
      // spent: the next request is answered before its body is read (even one that is no JSON)
      const early = await server.inject({
        method: 'POST',
        url: '/graphql',
        payload: 'kein JSON',
        headers: { 'content-type': 'application/json' },
        remoteAddress: '203.0.113.7',
      })
      expect(early.statusCode).toBe(429)
      expect(early.headers['retry-after']).toBeDefined()
      expect(early.json().errors[0]).toMatchObject({ reason: 'QueryTooComplex' })
      expect((await post(server, cheap, '203.0.113.8')).statusCode).toBe(200)
    } finally {
      await server.close()
    }
  })
})

describe('the pool stays shared while expensive GraphQL work is in flight', () => {
  const holdAll = () => {
    const semaphore = expensiveSemaphoreFor(database.db)
    const taken: Promise<void>[] = []
    for (let i = 0; i < GRAPHQL_EXPENSIVE_CONCURRENCY; i++) {
      const slot = semaphore.tryAcquire()
      if (slot === false) throw new Error('slots already taken')
      taken.push(slot)
    }
    const release = () => {
      for (const _slot of taken) semaphore.release()
    }
    return { semaphore, release }
  }

  test('beyond the slots a search waits; meanwhile an uncached thread page renders; then the search answers', async () => {
    const { semaphore, release } = holdAll()
    let answered = false
    const waiting = post(app, searches(1), '198.51.100.3').then((response) => {
      answered = true
      return response
    })
    while (semaphore.queued === 0) await new Promise((resolve) => setImmediate(resolve))
    const page = await app.inject(`/forum/${thread.slug}-t${thread.id}.html`)
    expect(page.statusCode).toBe(200)
    expect(answered).toBe(false)
    release()
    const response = await waiting
    expect(response.statusCode).toBe(200)
    expect(response.json().data.s0.total).toBeGreaterThan(0)
  })

  test('beyond the queue a search is refused with 503 and Retry-After; the page still renders', async () => {
    const { semaphore, release } = holdAll()
    const queued: Promise<void>[] = []
    for (let i = 0; i < GRAPHQL_EXPENSIVE_QUEUE_MAX; i++) {
      const slot = semaphore.tryAcquire()
      if (slot === false) throw new Error('queue already full')
      queued.push(slot)
    }
    try {
      const refused = await post(app, searches(1), '198.51.100.4')
      expect(refused.statusCode).toBe(503)
      expect(refused.headers['retry-after']).toBe(String(GRAPHQL_BUSY_RETRY_AFTER_SECONDS))
      expect(refused.json().errors[0]).toMatchObject({ reason: 'ServiceUnavailable', message: BUSY_MESSAGE })
      const page = await app.inject(`/forum/${thread.slug}-t${thread.id}.html`)
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain(thread.slug)
    } finally {
      release()
      for (const slot of queued) {
        await slot
        semaphore.release()
      }
    }
    expect({ running: semaphore.running, queued: semaphore.queued }).toEqual({ running: 0, queued: 0 })
  })
})
