import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// decisions 028–031: the blog article page the favorites flyout and a member's blog list link to
// (/blogs/{slug}-{id}.html): published for everyone, a draft only for its creator.

let database: TestDatabase
let app: FastifyInstance

beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db, { pageCacheTtlMs: 0 })
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

test('a published article shows to visitors; a wrong slug is redirected; unknown ids are 404', async () => {
  const article = await database.db
    .selectFrom('blog_articles')
    .select(['id', 'slug', 'title'])
    .where('status', '=', 'published')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow()
  const page = await app.inject(`/blogs/${article.slug}-${article.id}.html`)
  expect(page.statusCode).toBe(200)
  expect(page.body).toContain(article.title.replaceAll('&', '&amp;'))
  expect(page.body).toContain('Anmelden, um dem Blog zu folgen')
  const moved = await app.inject(`/blogs/anders-${article.id}.html`)
  expect(moved.statusCode).toBe(301)
  expect(moved.headers.location).toBe(`/blogs/${article.slug}-${article.id}.html`)
  expect((await app.inject('/blogs/nichts-999999.html')).statusCode).toBe(404)
  expect((await app.inject('/blogs/ohne-nummer.html')).statusCode).toBe(404)
})

test('a draft shows only to its creator', async () => {
  const author = await database.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'demo-mitglied')
    .executeTakeFirstOrThrow()
  const draft = await database.db
    .insertInto('blog_articles')
    .values({ author_id: author.id, title: 'Mein Entwurf', slug: 'mein-entwurf', status: 'draft' })
    .returning('id')
    .executeTakeFirstOrThrow()
  const path = `/blogs/mein-entwurf-${draft.id}.html`
  expect((await app.inject(path)).statusCode).toBe(404)
  const other = await logIn(app, 'demo-forenpate')
  expect((await app.inject({ url: path, headers: { cookie: `mt_session=${other}` } })).statusCode).toBe(404)
  const own = await logIn(app, 'demo-mitglied')
  const page = await app.inject({ url: path, headers: { cookie: `mt_session=${own}` } })
  expect(page.statusCode).toBe(200)
  expect(page.body).toContain('Entwurf')
})

test("an article written with the posts' markup shows it formatted, never [b]…[/b] literally", async () => {
  const article = await database.db
    .selectFrom('blog_articles')
    .select(['id', 'slug'])
    .where('status', '=', 'published')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow()
  await database.db
    .updateTable('blog_articles')
    .set({
      body: 'Der Zahnriemen ist [b]fällig[/b] nach [i]120.000 km[/i].\n\n[mehr]\n\nDanach läuft er wieder.',
    })
    .where('id', '=', article.id)
    .execute()
  const page = await app.inject(`/blogs/${article.slug}-${article.id}.html`)
  expect(page.statusCode).toBe(200)
  expect(page.body).toContain('<strong>fällig</strong>')
  expect(page.body).toContain('<em>120.000 km</em>')
  // what the page shows (the hydration data in the scripts carries the source)
  const shown = page.body.replace(/<script[\s\S]*?<\/script>/g, '')
  expect(shown).not.toContain('[b]')
  expect(shown).not.toContain('[mehr]')
})
