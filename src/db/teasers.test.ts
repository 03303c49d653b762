import { afterAll, beforeAll, expect, test } from 'vitest'
import { createBlogArticle, createBoard, createMotortest } from '#testing/content.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createMember } from '#testing/members.ts'
import { findLatestBlogArticles } from './blogs.ts'
import { findNewBoards } from './boards.ts'
import { findLatestMotortests } from './motortests.ts'

// The home page's teaser lists: blogs, tests and new forums (spec 000 §2.2).

let database: TestDatabase
let authorId: number
beforeAll(async () => {
  database = await createTestDatabase('empty')
  authorId = (await createMember(database.db)).userId
})
afterAll(() => database.drop())

const newestFirst = (times: number[]) => expect([...times].sort((a, b) => b - a)).toEqual(times)
const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n))

test('the latest blog articles are published ones, newest first; drafts stay hidden', async () => {
  const published: number[] = []
  for (const n of [3, 1, 5, 2, 4]) {
    published[n] = await createBlogArticle(database.db, { authorId, publishedAt: day(n) })
  }
  await database.db
    .updateTable('blog_articles')
    .set({ picture_url: '/images/teaser/blog-3.svg' })
    .where('id', '=', published[5]!)
    .execute()
  const at = new Date(Date.UTC(2030, 0, 1))
  await database.db
    .insertInto('blog_articles')
    .values({
      author_id: authorId,
      title: 'Entwurf',
      slug: 'entwurf',
      status: 'draft',
      created_at: at,
      published_at: at,
    })
    .execute()
  const articles = await findLatestBlogArticles(database.db, 4)
  expect(articles).toHaveLength(4)
  expect(articles.map((article) => article.title)).not.toContain('Entwurf')
  expect(articles.map((article) => article.id)).toEqual([
    published[5],
    published[4],
    published[3],
    published[2],
  ])
  newestFirst(articles.map((article) => article.published_at!.getTime()))
  expect(articles[0]!.picture_url).toMatch(/^\/images\/teaser\/blog-[0-7]\.svg$/)
})

test('the latest vehicle tests come newest first with their rating out of 50', async () => {
  const written: number[] = []
  for (const n of [2, 5, 1, 4, 3]) {
    written[n] = await createMotortest(database.db, { authorId, rating: n * 10, createdAt: day(n) })
    await database.db
      .updateTable('motortests')
      .set({ picture_url: `/images/teaser/test-${n}.svg` })
      .where('id', '=', written[n]!)
      .execute()
  }
  const tests = await findLatestMotortests(database.db, 4)
  expect(tests).toHaveLength(4)
  expect(tests.map((item) => item.id)).toEqual([written[5], written[4], written[3], written[2]])
  newestFirst(tests.map((item) => item.created_at.getTime()))
  expect(tests.map((item) => item.rating)).toEqual([50, 40, 30, 20])
  for (const item of tests) {
    expect(item.rating).toBeGreaterThanOrEqual(0)
    expect(item.rating).toBeLessThanOrEqual(50)
    expect(item.picture_url).toMatch(/^\/images\/teaser\/test-[0-7]\.svg$/)
  }
})

test('new boards are the most recently opened forums', async () => {
  const root = await createBoard(database.db, { createdAt: day(0) })
  for (const n of [4, 1, 7, 3, 6, 2, 5]) await createBoard(database.db, { parentId: root, createdAt: day(n) })
  // two opened at the same time: the later id first
  await createBoard(database.db, { parentId: root, createdAt: day(6) })
  const boards = await findNewBoards(database.db, 6)
  expect(boards).toHaveLength(6)
  const all = await database.db.selectFrom('boards').select(['id', 'created_at']).execute()
  const newest = all
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id)
    .slice(0, 6)
    .map((board) => board.id)
  expect(boards.map((board) => board.id)).toEqual(newest)
})
