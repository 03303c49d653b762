import { sql } from 'kysely'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { THREADS_PER_PAGE } from '#domain/limits.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { ANCHOR_MAX_AGE_MS, EXACT_PAGES, findBoardThreadsPage } from './board-listing.ts'

// The large seed's shape: one board with 100,000 threads (spec 000, board pages).

const THREADS = 100_000
const BOARD = 77
let database: TestDatabase

beforeAll(async () => {
  // the setup builds many rows in single statements: no statement timeout (database.ts)
  database = await createTestDatabase('empty', { statementTimeoutMs: 0 })
  const db = database.db
  await sql`INSERT INTO users (id, username, slug, display_name) VALUES (1, 'autor', 'autor', 'autor')`.execute(
    db,
  )
  await sql`INSERT INTO boards (id, slug, name, last_post_at) VALUES (${BOARD}, 'gross', 'Groß', now())`.execute(
    db,
  )
  await sql`
    INSERT INTO threads (id, board_id, title, slug, author_id, created_at, last_post_at, is_sticky, visibility, deleted_at)
    SELECT g, ${BOARD}, 'Thema ' || g, 'thema-' || g, 1, now() - make_interval(mins => g),
      -- activity out of creation order, with ties, as in a real board
      now() - make_interval(mins => (g * 7919) % 50000),
      g <= 3, CASE WHEN g % 1000 = 0 THEN 'Hidden' ELSE 'Online' END,
      CASE WHEN g % 997 = 0 THEN now() ELSE NULL END
    FROM generate_series(1, ${THREADS}) g`.execute(db)
  await sql`ANALYZE threads`.execute(db)
}, 120_000)
afterAll(() => database.drop())

async function reference(page: number): Promise<number[]> {
  // the oracle may use OFFSET; the code under test must not
  const rows = await sql<{ id: number }>`
    SELECT id FROM threads WHERE board_id = ${BOARD} AND deleted_at IS NULL AND visibility <> 'Hidden'
    ORDER BY is_sticky DESC, last_post_at DESC, id DESC
    OFFSET ${page * THREADS_PER_PAGE} LIMIT ${THREADS_PER_PAGE}`.execute(database.db)
  return rows.rows.map((row) => row.id)
}

test('every page holds exactly the threads of its place in the list, sticky ones first', async () => {
  const visible = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM threads WHERE board_id = ${BOARD} AND deleted_at IS NULL AND visibility <> 'Hidden'
  `.execute(database.db)
  const lastPage = Math.ceil(visible.rows[0]!.n / THREADS_PER_PAGE) - 1
  const first = await findBoardThreadsPage(database.db, BOARD, 0)
  expect(first.slice(0, 3).every((thread) => thread.is_sticky)).toBe(true)
  for (const page of [0, 1, EXACT_PAGES - 1, EXACT_PAGES, 1234, 2500, lastPage]) {
    const ids = (await findBoardThreadsPage(database.db, BOARD, page)).map((thread) => thread.id)
    expect(ids, `page ${page}`).toEqual(await reference(page))
  }
  expect(await findBoardThreadsPage(database.db, BOARD, lastPage + 1)).toEqual([])
})

test('a deep page reads a page worth of index entries, not the table up to it', async () => {
  await findBoardThreadsPage(database.db, BOARD, 4000) // anchors exist
  const plan = await sql<{ 'QUERY PLAN': unknown }>`
    EXPLAIN (ANALYZE, FORMAT JSON)
    SELECT id FROM threads
    WHERE board_id = ${BOARD} AND deleted_at IS NULL AND visibility <> 'Hidden'
      AND (is_sticky, last_post_at, id) <= (
        SELECT is_sticky, last_post_at, thread_id FROM board_page_anchors WHERE board_id = ${BOARD} AND page = 4000)
    ORDER BY is_sticky DESC, last_post_at DESC, id DESC
    LIMIT ${THREADS_PER_PAGE}`.execute(database.db)
  const text = JSON.stringify(plan.rows[0]!['QUERY PLAN'])
  expect(text).toContain('threads_board_listing')
  expect(text).not.toContain('"Node Type":"Sort"')
  const scanned = [...text.matchAll(/"Actual Rows":(\d+(?:\.\d+)?)/g)].map((match) => Number(match[1]))
  expect(Math.max(...scanned)).toBeLessThanOrEqual(THREADS_PER_PAGE)
})

test('after activity the anchors are recomputed once they are older than a minute', async () => {
  const before = await database.db
    .selectFrom('boards')
    .select('anchors_computed_at')
    .where('id', '=', BOARD)
    .executeTakeFirstOrThrow()
  // a reply bumps an old thread to the top
  const now = new Date()
  await sql`UPDATE threads SET last_post_at = ${now} WHERE id = 99999`.execute(database.db)
  await sql`UPDATE boards SET last_post_at = ${now} WHERE id = ${BOARD}`.execute(database.db)
  await findBoardThreadsPage(database.db, BOARD, 100, now)
  const soon = await database.db
    .selectFrom('boards')
    .select('anchors_computed_at')
    .where('id', '=', BOARD)
    .executeTakeFirstOrThrow()
  expect(soon.anchors_computed_at).toEqual(before.anchors_computed_at)
  const later = new Date(before.anchors_computed_at!.getTime() + ANCHOR_MAX_AGE_MS + 1)
  const page = await findBoardThreadsPage(database.db, BOARD, 100, later)
  expect(page.map((thread) => thread.id)).toEqual(await reference(100))
})
