import { afterAll, beforeAll, expect, test } from 'vitest'
import { findSimilarThreads } from '#db/similar-threads.ts'
import { variantForHost } from '#domain/variants.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createContext } from './context.ts'
import { recommendedThreads } from './recommendations.ts'

// 'Ähnliche Themen' are remembered by id for ten minutes; the rows are read fresh.

const queries: string[] = []
let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase('demo', { onQuery: (sql) => queries.push(sql) })
})
afterAll(() => database.drop())

const context = () => createContext({ db: database.db, viewer: null, variant: variantForHost('localhost') })

const searchesTerms = (text: string) => /thread_terms/.test(text)

test('remembered ids, fresh rows: renamed and hidden topics show as they are now', async () => {
  const thread = await database.db
    .selectFrom('threads')
    .select(['id', 'title', 'manufacturer_id', 'series_id', 'model_id'])
    .where('title', 'ilike', 'VW Golf%Ruckeln beim Kaltstart%')
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const now = Date.now()
  const first = await recommendedThreads(context(), thread, now)
  expect(first.map((row) => row.id)).toEqual(
    (await findSimilarThreads(database.db, thread.id)).map((row) => row.id),
  )
  expect(first.length).toBeGreaterThanOrEqual(2)
  const [renamed, hidden] = first
  await database.db
    .updateTable('threads')
    .set({ title: 'Neuer Titel' })
    .where('id', '=', renamed!.id)
    .execute()
  await database.db
    .updateTable('threads')
    .set({ visibility: 'Hidden' })
    .where('id', '=', hidden!.id)
    .execute()
  try {
    queries.length = 0
    const again = await recommendedThreads(context(), thread, now + 60_000)
    // one read by primary key instead of the full-text search
    expect(queries).toHaveLength(1)
    expect(queries.some(searchesTerms)).toBe(false)
    expect(again.map((row) => row.id)).toEqual(first.map((row) => row.id).filter((id) => id !== hidden!.id))
    expect(again[0]!.title).toBe('Neuer Titel')

    queries.length = 0
    await recommendedThreads(context(), thread, now + 11 * 60_000)
    expect(queries.some(searchesTerms)).toBe(true)
  } finally {
    await database.db
      .updateTable('threads')
      .set({ title: renamed!.title })
      .where('id', '=', renamed!.id)
      .execute()
    await database.db
      .updateTable('threads')
      .set({ visibility: 'Online' })
      .where('id', '=', hidden!.id)
      .execute()
  }
})

test('a new title or vehicle asks again at once', async () => {
  const thread = await database.db
    .selectFrom('threads')
    .select(['id', 'title', 'manufacturer_id', 'series_id', 'model_id'])
    .where('title', 'ilike', 'VW Golf%Ruckeln beim Kaltstart%')
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const now = Date.now()
  await recommendedThreads(context(), thread, now)
  queries.length = 0
  await recommendedThreads(context(), { ...thread, model_id: null }, now + 1_000)
  expect(queries.some(searchesTerms)).toBe(true)
  queries.length = 0
  await recommendedThreads(context(), { ...thread, title: `${thread.title}!` }, now + 2_000)
  expect(queries.some(searchesTerms)).toBe(true)
})
