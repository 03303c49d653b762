import { afterAll, beforeAll, expect, test } from 'vitest'
import { POSTS_PER_PAGE } from '#domain/limits.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { planWithoutSeqScan } from '#testing/plan.ts'
import { findPostsOnPage, postsOnPageQuery } from './thread-page.ts'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase('demo')
})
afterAll(() => database.drop())

async function longestThread() {
  return database.db
    .selectFrom('threads')
    .select(['id', 'post_count'])
    .orderBy('post_count', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow()
}

test('a page holds the posts of its position range, in order', async () => {
  const thread = await longestThread()
  const last = Math.ceil(thread.post_count / POSTS_PER_PAGE) - 1
  const first = await findPostsOnPage(database.db, thread.id, 0)
  expect(first.map((post) => post.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].slice(0, first.length))
  const end = await findPostsOnPage(database.db, thread.id, last, true)
  expect(end.length).toBe(thread.post_count - last * POSTS_PER_PAGE)
  expect(await findPostsOnPage(database.db, thread.id, last + 1)).toEqual([])
})

test('a deep page is one bounded index range, like the first: no OFFSET, no sort', async () => {
  const thread = await longestThread()
  for (const page of [0, 5_000]) {
    const plan = await planWithoutSeqScan(database.db, (trx) => postsOnPageQuery(trx, thread.id, page))
    expect(plan).toMatch(/Index Scan using posts_thread_id_position_key/)
    expect(plan).toMatch(
      new RegExp(
        `"position" >= ${page * POSTS_PER_PAGE}\\) AND \\("position" < ${(page + 1) * POSTS_PER_PAGE}\\)`,
      ),
    )
    expect(plan).not.toMatch(/Sort|Offset/)
  }
})
