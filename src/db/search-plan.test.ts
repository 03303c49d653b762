import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { findBoardSubtrees } from './notices.ts'
import { analyseWords, type HitQuery, hitsQuery } from './search.ts'

// decision 022: the search never reads the posts whole. On the demo community (30,000 posts) a
// sequential scan can be the planner's cheapest choice, so the plans are asked with sequential
// scans ruled out (tests/support/plan.ts); a query that still scans posts has no index to serve
// it and would read millions of rows on a large community.

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase('demo')
})
afterAll(() => database.drop())

const BASE: HitQuery = {
  query: "('zahnriem' | 'zahnriemenwechsel')",
  anyQuery: "('zahnriem' | 'zahnriemenwechsel')",
  visibilities: ['Online'],
  authorId: null,
  boardIds: null,
  vehicle: null,
  from: null,
  until: null,
  threadsOnly: false,
  bestAnswerOnly: false,
  sort: 'relevance',
  perThread: true,
  threadIds: null,
  minPostId: 0,
  minThreadId: 0,
  limit: 20,
  offset: 0,
}

async function plan(h: HitQuery): Promise<string> {
  return database.db.transaction().execute(async (trx) => {
    await trx.executeQuery({
      sql: 'SET LOCAL enable_seqscan = off',
      parameters: [],
      query: { kind: 'RawNode' },
    } as never)
    const compiled = hitsQuery(h).compile(trx)
    const result = await trx.executeQuery<{ 'QUERY PLAN': string }>({
      ...compiled,
      sql: `EXPLAIN ${compiled.sql}`,
      query: { kind: 'RawNode' },
    } as never)
    return result.rows.map((row) => row['QUERY PLAN']).join('\n')
  })
}

const cases: [string, () => Promise<Partial<HitQuery>>][] = [
  ['a word', async () => ({})],
  ['a word, newest first', async () => ({ sort: 'newest' })],
  ['the newest posts of a common word', async () => ({ minPostId: 20_000, minThreadId: 3_000 })],
  ['threads only', async () => ({ threadsOnly: true })],
  ['a phrase', async () => ({ query: "'golf' <-> '7'", anyQuery: "'golf' <-> '7'" })],
  ['a board', async () => ({ boardIds: await findBoardSubtrees(database.db, [200]) })],
  ['a few threads of a filter', async () => ({ threadIds: [1, 2, 3, 50, 400] })],
  ['a vehicle', async () => ({ vehicle: { column: 'series_id', id: 1 } })],
  ['a date range', async () => ({ from: new Date('2025-01-01'), until: new Date('2025-07-01') })],
  ['a member', async () => ({ visibilities: ['Online', 'Offline'], bestAnswerOnly: true })],
  [
    "an author's posts (Meine Beiträge)",
    async () => ({ query: '', anyQuery: '', authorId: 5, sort: 'newest', perThread: false }),
  ],
  ["an author's posts with a word", async () => ({ authorId: 5, perThread: false })],
]

test.each(cases)('%s: no sequential scan of posts or threads', async (_name, over) => {
  const text = await plan({ ...BASE, ...(await over()) })
  expect(text).not.toMatch(/Seq Scan on (posts|threads)/)
})

test('the vocabulary is read by its indexes', async () => {
  const text = await database.db.transaction().execute(async (trx) => {
    await trx.executeQuery({
      sql: 'SET LOCAL enable_seqscan = off',
      parameters: [],
      query: { kind: 'RawNode' },
    } as never)
    const result = await trx.executeQuery<{ 'QUERY PLAN': string }>({
      sql: `EXPLAIN SELECT word FROM search_words WHERE folded LIKE '%zahnriemen%' UNION ALL
        (SELECT word FROM search_words ORDER BY folded <-> 'zahnrimen' LIMIT 8)`,
      parameters: [],
      query: { kind: 'RawNode' },
    } as never)
    return result.rows.map((row) => row['QUERY PLAN']).join('\n')
  })
  expect(text).toContain('search_words_folded')
  expect(text).not.toMatch(/Seq Scan on search_words/)
  expect((await analyseWords(database.db, ['zahnriemen']))[0]?.ndoc).toBeGreaterThan(0)
})
