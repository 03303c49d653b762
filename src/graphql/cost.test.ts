import { parse } from 'graphql'
import { describe, expect, test } from 'vitest'
import {
  GRAPHQL_DOCUMENT_EXPENSIVE_COST_MAX,
  GRAPHQL_EXPENSIVE_CONCURRENCY,
  GRAPHQL_EXPENSIVE_QUEUE_MAX,
  GRAPHQL_RATE_BURST_POINTS,
  GRAPHQL_RATE_POINTS_PER_SECOND,
} from '#domain/limits.ts'
import { EXPENSIVE_FIELDS, ExpensiveGate, expensiveCost, HttpRefusal, Semaphore } from './cost.ts'
import { loadOperations } from './operations.ts'
import { GraphQLRateLimit } from './rate-limit.ts'
import { schema } from './schema.ts'

// Decision 039: what the expensive fields cost, the cap per document, the slots and the bucket.

describe('the cost of a document', () => {
  test('120 aliased searches cost 6,000: far over the cap; two searches fit', () => {
    const searches = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `s${i}: search(input: { term: "golf" }) { total }`).join(' ')} }`
    expect(expensiveCost(schema, parse(searches(120)))).toBe(120 * EXPENSIVE_FIELDS['Query.search']!)
    expect(expensiveCost(schema, parse(searches(3)))).toBeGreaterThan(GRAPHQL_DOCUMENT_EXPENSIVE_COST_MAX)
    expect(expensiveCost(schema, parse(searches(2)))).toBeLessThanOrEqual(GRAPHQL_DOCUMENT_EXPENSIVE_COST_MAX)
  })

  test('a fragment counts wherever it is spread, and below a list ten times', () => {
    const spread = parse(`
      fragment S on ThreadsQuery { summary(threadId: 1) { id } gallery(threadId: 1) { id } }
      { a: threads { ...S } b: threads { ...S } c: threads { ... on ThreadsQuery { summary(threadId: 2) { id } } } }`)
    expect(expensiveCost(schema, spread)).toBe(5 * EXPENSIVE_FIELDS['ThreadsQuery.summary']!)
    const nested = parse('{ threads { hot { recommendations { id } } } }')
    expect(expensiveCost(schema, nested)).toBe(
      EXPENSIVE_FIELDS['ThreadsQuery.hot']! + 10 * EXPENSIVE_FIELDS['Thread.recommendations']!,
    )
  })

  test("every operation the site's own pages run fits the cap (an app may send them over HTTP)", () => {
    for (const [name, document] of loadOperations(schema)) {
      expect(expensiveCost(schema, document), name).toBeLessThanOrEqual(GRAPHQL_DOCUMENT_EXPENSIVE_COST_MAX)
    }
  })

  test('every listed field carries its cost as its complexity', () => {
    for (const [key, cost] of Object.entries(EXPENSIVE_FIELDS)) {
      const [type = '', field = ''] = key.split('.')
      const found = schema.getType(type)
      expect(
        found && 'getFields' in found ? found.getFields()[field]?.extensions.complexity : null,
        key,
      ).toBe(cost)
    }
  })
})

/** A promise and the function that settles it. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

/** Lets every queued microtask and immediate run (no clock involved). */
const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('slots for expensive resolvers', () => {
  test('one request runs its expensive resolvers one after another', async () => {
    const gate = new ExpensiveGate(new Semaphore(GRAPHQL_EXPENSIVE_CONCURRENCY, GRAPHQL_EXPENSIVE_QUEUE_MAX))
    const first = deferred()
    const started: string[] = []
    const a = gate.run(async () => {
      started.push('a')
      await first.promise
    })
    const b = gate.run(async () => {
      started.push('b')
    })
    await settle()
    expect(started).toEqual(['a'])
    expect(gate.shared.running).toBe(1)
    first.resolve()
    await Promise.all([a, b])
    expect(started).toEqual(['a', 'b'])
    expect(gate.shared.running).toBe(0)
  })

  test('beyond the slots requests wait in the queue; beyond the queue they are refused with 503', async () => {
    const shared = new Semaphore(2, 1)
    const held = [deferred(), deferred()]
    const running = held.map((hold) => new ExpensiveGate(shared).run(() => hold.promise))
    await settle()
    const waiting = new ExpensiveGate(shared).run(() => 'after')
    await settle()
    expect({ running: shared.running, queued: shared.queued }).toEqual({ running: 2, queued: 1 })
    const refused = await new ExpensiveGate(shared).run(() => 'never').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(HttpRefusal)
    expect(refused).toMatchObject({ reason: 'ServiceUnavailable', extensions: { http: { status: 503 } } })
    held[0]?.resolve()
    expect(await waiting).toBe('after')
    held[1]?.resolve()
    await Promise.all(running)
    expect({ running: shared.running, queued: shared.queued }).toEqual({ running: 0, queued: 0 })
  })
})

describe("a client's bucket", () => {
  test('refuses after its points with the seconds until enough have come back; other clients are unaffected', () => {
    let now = 1_000_000
    const limit = new GraphQLRateLimit({ now: () => now })
    const cost = 1 + GRAPHQL_DOCUMENT_EXPENSIVE_COST_MAX
    const allowed = Math.floor(GRAPHQL_RATE_BURST_POINTS / cost)
    for (let i = 0; i < allowed; i++) expect(limit.charge('address:192.0.2.1', cost)).toEqual({ ok: true })
    const left = GRAPHQL_RATE_BURST_POINTS - allowed * cost
    expect(limit.charge('address:192.0.2.1', cost)).toEqual({
      ok: false,
      retryAfterSeconds: Math.ceil((cost - left) / GRAPHQL_RATE_POINTS_PER_SECOND),
    })
    // refused: until the points it wanted are back, the next request is answered before it is read
    expect(limit.spentFor('address:192.0.2.1')).toBe(
      Math.ceil((cost - left) / GRAPHQL_RATE_POINTS_PER_SECOND),
    )
    expect(limit.charge('address:192.0.2.2', cost)).toEqual({ ok: true })
    expect(limit.spentFor('address:192.0.2.2')).toBe(0)
    now += Math.ceil((cost - left) / GRAPHQL_RATE_POINTS_PER_SECOND) * 1000
    expect(limit.charge('address:192.0.2.1', cost)).toEqual({ ok: true })
  })

  test('forgets the longest unused client first when it knows too many', () => {
    const limit = new GraphQLRateLimit({ now: () => 0, maxClients: 2, burst: 10 })
    expect(limit.charge('a', 10).ok).toBe(true)
    expect(limit.charge('b', 10).ok).toBe(true)
    expect(limit.charge('a', 1).ok).toBe(false)
    expect(limit.charge('c', 10).ok).toBe(true) // b is forgotten, a was used last
    expect(limit.charge('a', 1).ok).toBe(false)
    expect(limit.charge('b', 10).ok).toBe(true)
  })
})
