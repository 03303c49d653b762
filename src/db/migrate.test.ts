import { sql } from 'kysely'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createBoard, createThread } from '#testing/content.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createMember } from '#testing/members.ts'
import { migrateToLatest } from './migrate.ts'

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
    'vehicle_tests_latest',
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
