import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { findLatestBlogArticles } from './blogs.ts'
import { findNewBoards } from './boards.ts'
import { findLatestMotortests } from './motortests.ts'

// The home page's teaser lists: blogs, tests and new forums (spec 000 §2.2).

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase('demo')
})
afterAll(() => database.drop())

const newestFirst = (times: number[]) => expect([...times].sort((a, b) => b - a)).toEqual(times)

test('the latest blog articles are published ones, newest first; drafts stay hidden', async () => {
  const at = new Date(Date.UTC(2030, 0, 1))
  await database.db
    .insertInto('blog_articles')
    .values({
      author_id: 5,
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
  newestFirst(articles.map((article) => article.published_at!.getTime()))
  expect(articles[0]!.picture_url).toMatch(/^\/images\/teaser\/blog-[0-7]\.svg$/)
})

test('the latest vehicle tests come newest first with their rating out of 50', async () => {
  const tests = await findLatestMotortests(database.db, 4)
  expect(tests).toHaveLength(4)
  newestFirst(tests.map((item) => item.created_at.getTime()))
  for (const item of tests) {
    expect(item.rating).toBeGreaterThanOrEqual(0)
    expect(item.rating).toBeLessThanOrEqual(50)
    expect(item.picture_url).toMatch(/^\/images\/teaser\/test-[0-7]\.svg$/)
  }
})

test('new boards are the most recently opened forums', async () => {
  const boards = await findNewBoards(database.db, 6)
  expect(boards).toHaveLength(6)
  const all = await database.db.selectFrom('boards').select(['id', 'created_at']).execute()
  const newest = all
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id)
    .slice(0, 6)
    .map((board) => board.id)
  expect(boards.map((board) => board.id)).toEqual(newest)
})
