import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { form, hiddenField, logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// docs/security.md (value level): NUL characters and huge page numbers are a user's mistake, answered
// with 400/404 or the page's normal last-page redirect, never a 500 from PostgreSQL.

let database: TestDatabase
let app: FastifyInstance
let board: { id: number; slug: string }
let thread: { id: number; slug: string }
let gallery: string

beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db)
  board = await database.db
    .selectFrom('boards')
    .select(['id', 'slug'])
    .where('id', '=', 2000)
    .executeTakeFirstOrThrow()
  thread = await database.db
    .selectFrom('threads')
    .select(['id', 'slug'])
    .where('visibility', '=', 'Online')
    .where('deleted_at', 'is', null)
    .where('board_id', '=', 2000)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const picture = await database.db
    .selectFrom('post_images')
    .select(['post_id', 'image_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow()
  gallery = `/bilder/thema-g${picture.post_id}/bild-i${picture.image_id}.html`
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

test.each([
  '/nutzer/%00',
  '/nutzer/demo%00mitglied',
  '/nutzer/%01',
  '/forum/%00.html',
  '/bilder/thema%00-g1/bild-i1.html',
  '/bilder/thema-g1/bild%00-i1.html',
])('%s answers 404, not 500', async (url) => {
  const response = await app.inject(url)
  expect(response.statusCode).toBe(404)
})

test('a NUL in a thread slug is a wrong slug: 301 to the canonical path, which has none', async () => {
  const response = await app.inject(`/forum/a%00-t${thread.id}.html`)
  expect(response.statusCode).toBe(301)
  expect(response.headers.location).toBe(`/forum/${thread.slug}-t${thread.id}.html`)
})

test('a page far beyond the last: the board goes to its last page, the thread says "Keine Beiträge" (spec 001)', async () => {
  const boardPath = `/forum/${board.slug}-b${board.id}.html`
  const response = await app.inject(`${boardPath}?page=999999999`)
  expect(response.statusCode, boardPath).toBe(302)
  expect(response.headers.location).toMatch(new RegExp(`^${boardPath.replace(/[.]/g, '\\.')}`))
  const beyond = await app.inject(`/forum/${thread.slug}-t${thread.id}.html?page=999999999`)
  expect(beyond.statusCode).toBe(404)
  expect(beyond.body).toContain('Keine Beiträge')
  const picture = await app.inject(`${gallery}?page=999999999`)
  expect(picture.statusCode).toBeLessThan(500)
})

async function graphql(query: string, variables?: Record<string, unknown>, session?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query, variables }),
    ...(session ? { cookies: { mt_session: session } } : {}),
  })
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as { errors?: { reason: string; message: string }[] },
  }
}

test('a NUL in a GraphQL string variable answers 400 BadUserInput with a German message', async () => {
  const result = await graphql('query($slug: String!) { users { bySlug(slug: $slug) { userId } } }', {
    slug: 'a\u0000b',
  })
  expect(result.status, JSON.stringify(result.body)).toBe(400)
  expect(result.body.errors?.[0]).toMatchObject({
    reason: 'BadUserInput',
    message: 'Die Eingabe enthält ein unzulässiges Steuerzeichen.',
  })
})

test('a NUL in a GraphQL string literal answers 400 BadUserInput', async () => {
  const result = await graphql('{ users { idBySlug(slug: "x\\u0000") } }')
  expect(result.status).toBe(400)
  expect(result.body.errors?.[0]?.reason).toBe('BadUserInput')
})

test("a NUL in a member's draft context answers 400 BadUserInput", async () => {
  const session = await logIn(app, 'demo-mitglied')
  const result = await graphql('{ user { draft(context: "reply:\\u0000") { title } } }', undefined, session)
  expect(result.status).toBe(400)
  expect(result.body.errors?.[0]?.reason).toBe('BadUserInput')
})

test('the largest page number through GraphQL is an empty page, not an SQL overflow', async () => {
  const result = await graphql(
    `{ threads { postList(threadId: ${thread.id}, page: 2147483647) { page numberOfPages posts { id } } }
       boards { threadList(boardId: ${board.id}, page: 2147483647) { page threads { id } } } }`,
  )
  expect(result.status).toBe(200)
  expect(result.body.errors).toBeUndefined()
})

test('a NUL in a reply, a new thread or a draft is dropped, not a 500', async () => {
  const session = await logIn(app, 'demo-mitglied')
  const page = await app.inject({
    url: `/forum/${thread.slug}-t${thread.id}.html`,
    cookies: { mt_session: session },
  })
  const csrf = hiddenField(page.body, 'csrf')
  const reply = await app.inject({
    method: 'POST',
    url: `/forum/aktion/QuickPost.html?threadId=${thread.id}`,
    ...form({
      threadId: String(thread.id),
      csrf,
      postContent: 'Mit\u0000 Nullzeichen',
      submissionKey: 'nul-reply',
    }),
    cookies: { mt_session: session },
  })
  expect(reply.statusCode).toBe(303)
  const saved = await database.db
    .selectFrom('posts')
    .select('text')
    .where('submission_key', '=', 'nul-reply')
    .executeTakeFirstOrThrow()
  expect(saved.text).toBe('Mit Nullzeichen')
  const draft = await app.inject({
    method: 'POST',
    url: '/forum/aktion/Draft.html',
    ...form({
      csrf,
      intent: 'save',
      context: 'new-thread',
      title: 'Titel\u0000',
      text: 'x',
      data: '{"a":"\\u0000"}',
    }),
    cookies: { mt_session: session },
  })
  expect(draft.statusCode).toBe(400)
  const start = await app.inject({
    url: '/forum/aktion/StartThread.html?boardId=2000',
    cookies: { mt_session: session },
  })
  const created = await app.inject({
    method: 'POST',
    url: '/forum/aktion/StartThread.html?boardId=2000',
    ...form({
      csrf: hiddenField(start.body, 'csrf'),
      submissionKey: hiddenField(start.body, 'submissionKey'),
      boardId: '2000',
      title: 'Ein Titel mit\u0000 Nullzeichen',
      text: 'Und ein\u0000 Text',
    }),
    cookies: { mt_session: session },
  })
  expect(created.statusCode).toBe(303)
})

test.each([
  ['/login.html', { username: 'demo\u0000mitglied', password: 'falsch' }, 401],
  ['/registrieren', { username: '\u0000', email: 'nul@example.com', password: 'x', terms: 'on' }, 400],
  ['/registration/registration.html', { username: 'a\u0000b', email: 'nul@example.com', password: 'x' }, 400],
  ['/passwort-vergessen', { email: 'a\u0000b@example.com' }, 200],
])('a NUL in the account form %s is dropped, not a 500', async (url, fields, status) => {
  const page = await app.inject('/einloggen')
  const csrf = /mt_csrf=([^;]+)/.exec(String(page.headers['set-cookie']))?.[1] ?? ''
  const response = await app.inject({
    method: 'POST',
    url,
    ...form({ csrf, ...fields }),
    cookies: { mt_csrf: csrf },
  })
  expect(response.statusCode).toBe(status)
})
