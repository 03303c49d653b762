import { type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createBoard, createMotortest, createThread } from '#testing/content.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createMember } from '#testing/members.ts'
import { migrateToLatest } from './migrate.ts'
import * as motortests from './migrations/0036_motortests.ts'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase('empty')
  const boardId = await createBoard(database.db)
  const { userId } = await createMember(database.db)
  await createThread(database.db, {
    boardId,
    authorId: userId,
    replies: [{ authorId: userId }, { authorId: userId }],
  })
})
afterAll(() => database.drop())

test('running migrations again on an existing database changes nothing and loses nothing', async () => {
  const before = await sql<{ n: number }>`SELECT count(*)::int AS n FROM posts`.execute(database.db)
  expect(await migrateToLatest(database.db)).toEqual([])
  const after = await sql<{ n: number }>`SELECT count(*)::int AS n FROM posts`.execute(database.db)
  expect(after.rows[0]!.n).toBe(before.rows[0]!.n)
  expect(before.rows[0]!.n).toBe(3)
})

test('the trigram extension is installed for the search vocabulary (compounds, typos)', async () => {
  const result = await sql<{
    extname: string
  }>`SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`.execute(database.db)
  expect(result.rows).toHaveLength(1)
})

test('every listing the specs show has an index', async () => {
  const result = await sql<{
    indexname: string
  }>`SELECT indexname FROM pg_indexes WHERE schemaname = 'public'`.execute(database.db)
  const names = result.rows.map((row) => row.indexname)
  for (const index of [
    'boards_children',
    'boards_newest',
    'threads_board_listing',
    'threads_latest',
    'threads_activity',
    'posts_thread_id_position_key',
    'posts_author',
    'users_newest',
    'blog_articles_latest',
    'motortests_latest',
    'faq_teasers_board',
    'announcements_board',
  ]) {
    expect(names).toContain(index)
  }
})

test('ids beyond int4 are refused by the database too', async () => {
  await expect(
    sql`INSERT INTO boards (id, slug, name) VALUES (2147483648, 'x', 'x')`.execute(database.db),
  ).rejects.toThrow()
})

test('nothing in the database carries the old name of the motortest (decision 042: one name per concept)', async () => {
  const result = await sql<{ name: string }>`
    SELECT relname AS name FROM pg_class WHERE relname LIKE '%vehicle\\_test%'
    UNION ALL SELECT conname FROM pg_constraint WHERE conname LIKE '%vehicle\\_test%'
    UNION ALL SELECT column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name LIKE '%vehicle\\_test%'`.execute(database.db)
  expect(result.rows).toEqual([])
})

/** The database as a migration takes it, knowing no tables (Kysely's Migrator takes `Kysely<any>` too). */
// biome-ignore lint/suspicious/noExplicitAny: a migration runs on any database, as Kysely's Migrator does
const asMigrated = (db: Kysely<any>): Kysely<unknown> => db

test('renaming vehicle_tests to motortests keeps the tests and the next id', async () => {
  const { userId } = await createMember(database.db)
  const written = await createMotortest(database.db, { authorId: userId })
  await motortests.down(asMigrated(database.db))
  const before = await sql<{
    id: number
    title: string
  }>`SELECT id, title FROM vehicle_tests ORDER BY id`.execute(database.db)
  await motortests.up(asMigrated(database.db))
  const after = await database.db.selectFrom('motortests').select(['id', 'title']).orderBy('id').execute()
  expect(after).toEqual(before.rows)
  expect(after.map((row) => row.id)).toContain(written)
  const next = await createMotortest(database.db, { authorId: userId })
  expect(next).toBeGreaterThan(written)
})
