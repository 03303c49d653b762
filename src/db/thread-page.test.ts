import { afterAll, beforeAll, expect, test } from 'vitest'
import { POSTS_PER_PAGE } from '#domain/limits.ts'
import { createBoard, createThread } from '#testing/content.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createMember } from '#testing/members.ts'
import { planWithoutSeqScan } from '#testing/plan.ts'
import { findPostsByIdsAndPages, findPostsOnPage, postsOnPageQuery } from './thread-page.ts'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase('empty')
  const boardId = await createBoard(database.db)
  const [one, two] = [await createMember(database.db), await createMember(database.db)]
  // two and a half pages, and a short thread beside it
  await createThread(database.db, {
    boardId,
    authorId: one.userId,
    replies: Array.from({ length: 2 * POSTS_PER_PAGE + 4 }, (_, i) => ({
      authorId: i % 2 ? one.userId : two.userId,
    })),
  })
  await createThread(database.db, { boardId, authorId: two.userId, replies: [{ authorId: one.userId }] })
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

test('posts by id and whole pages come from one query, each row tagged with what found it', async () => {
  const thread = await longestThread()
  const page1 = await findPostsOnPage(database.db, thread.id, 1)
  const everyPost = await findPostsOnPage(database.db, thread.id, 1, true)
  const hidden = page1[3]!
  await database.db.updateTable('posts').set({ visibility: 'Hidden' }).where('id', '=', hidden.id).execute()
  try {
    const other = await database.db
      .selectFrom('posts')
      .select('id')
      .where('thread_id', '<>', thread.id)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const rows = await findPostsByIdsAndPages(
      database.db,
      [other.id, hidden.id],
      [
        { threadId: thread.id, page: 1, withHidden: false },
        { threadId: thread.id, page: 1, withHidden: true },
      ],
    )
    const part = (name: string) =>
      rows
        .filter((row) => row.part === name)
        .map((row) => row.id)
        .sort((a, b) => a - b)
    expect(part('id')).toEqual([other.id, hidden.id].sort((a, b) => a - b))
    const ids = (posts: { id: number }[]) => posts.map((post) => post.id).sort((a, b) => a - b)
    expect(part('0')).toEqual(ids(page1.filter((post) => post.id !== hidden.id)))
    expect(part('1')).toEqual(ids(everyPost))
    expect(await findPostsByIdsAndPages(database.db, [], [])).toEqual([])
  } finally {
    await database.db.updateTable('posts').set({ visibility: 'Online' }).where('id', '=', hidden.id).execute()
  }
})
