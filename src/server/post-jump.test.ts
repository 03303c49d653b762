import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { form, logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// spec 001 §7: a thumbs up is given only by POST with the form token. A link in a post
// (/forum/aktion/PostJump.html?postId=…&rank=thumbsUp), clicked on our own pages, gave one in the
// name of whoever clicked it; a GET now only jumps (or, for a member, asks).

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

async function target() {
  return database.db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.author_id')
    .select(['posts.id', 'posts.thumbs_up_count'])
    .where('posts.position', '=', 7)
    .where('users.username', '<>', 'demo-moderator')
    .where('posts.visibility', '=', 'Online')
    .orderBy('posts.id')
    .executeTakeFirstOrThrow()
}

const thumbsOf = async (postId: number) =>
  (
    await database.db
      .selectFrom('post_thumbs')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('post_id', '=', postId)
      .executeTakeFirstOrThrow()
  ).count

test('a link with rank=thumbsUp clicked by a member, from our own pages or anywhere: nothing changes', async () => {
  const post = await target()
  const before = await thumbsOf(post.id)
  const session = { mt_session: await logIn(app, 'demo-moderator') }
  const link = `/forum/aktion/PostJump.html?postId=${post.id}&rank=thumbsUp`
  const referer = 'http://localhost/forum/some-thread-t1.html'
  for (const headers of [
    { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' },
    { referer },
    { 'sec-fetch-site': 'cross-site' },
    {},
  ]) {
    const response = await app.inject({ url: link, headers, cookies: session })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('Daumen hoch geben?')
  }
  expect(await thumbsOf(post.id)).toBe(before)
  expect((await target()).thumbs_up_count).toBe(post.thumbs_up_count)
  // a visitor following it is only sent to the post
  const visitor = await app.inject(link)
  expect(visitor.statusCode).toBe(302)
  expect(visitor.headers.location).toContain(`#post-${post.id}`)
})

test('the POST without the form token is refused; with it the thumbs up is given', async () => {
  const post = await target()
  const session = { mt_session: await logIn(app, 'demo-moderator') }
  const fields = { rank: 'thumbsUp', postId: String(post.id), give: '1' }
  const forged = await app.inject({
    method: 'POST',
    url: '/forum/aktion/PostJump.html',
    ...form(fields),
    cookies: session,
  })
  expect(forged.statusCode).toBe(403)
  expect((await target()).thumbs_up_count).toBe(post.thumbs_up_count)
  const page = await app.inject({
    url: `/forum/aktion/PostJump.html?postId=${post.id}&rank=thumbsUp`,
    cookies: session,
  })
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? ''
  const given = await app.inject({
    method: 'POST',
    url: '/forum/aktion/PostJump.html',
    ...form({ csrf, ...fields }),
    cookies: session,
  })
  expect(given.statusCode).toBe(303)
  expect((await target()).thumbs_up_count).toBe(post.thumbs_up_count + 1)
})
