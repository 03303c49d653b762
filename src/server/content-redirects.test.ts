import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { form, hiddenField, logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// decision 019: PostJump, BestAnswer, thumbs up and QuickPost ask the thread page's visibility
// rule before they redirect or act; a thread the viewer may not see gives no slug away.

let database: TestDatabase
let app: FastifyInstance
let starter: string
let other: string
let thread: { id: number; slug: string; best_post_id: number | null }
let reply: { id: number; thumbs_up_count: number }

beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db)
  starter = await logIn(app, 'demo-mitglied')
  other = await logIn(app, 'demo-forenpate')
  const me = await database.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'demo-mitglied')
    .executeTakeFirstOrThrow()
  const own = await database.db
    .selectFrom('threads')
    .innerJoin('posts', 'posts.thread_id', 'threads.id')
    .select([
      'threads.id',
      'threads.slug',
      'threads.best_post_id',
      'posts.id as post_id',
      'posts.thumbs_up_count',
    ])
    .where('threads.deleted_at', 'is', null)
    .where('threads.visibility', '=', 'Online')
    .where('posts.position', '=', 1)
    .where('posts.author_id', '<>', me.id)
    .where('posts.visibility', '=', 'Online')
    .orderBy('threads.id')
    .executeTakeFirstOrThrow()
  // the member starts it, so the best answer is theirs to mark
  await database.db.updateTable('threads').set({ author_id: me.id }).where('id', '=', own.id).execute()
  thread = { id: own.id, slug: own.slug, best_post_id: own.best_post_id }
  reply = { id: own.post_id, thumbs_up_count: own.thumbs_up_count }
})
afterAll(async () => {
  await app.close()
  await database.drop()
})
beforeEach(async () => {
  await database.db
    .updateTable('threads')
    .set({ visibility: 'Online', deleted_at: null })
    .where('id', '=', thread.id)
    .execute()
  await database.db.updateTable('posts').set({ visibility: 'Online' }).where('id', '=', reply.id).execute()
})

async function setThread(state: { visibility?: 'Online' | 'Hidden' | 'Offline'; deleted?: boolean }) {
  await database.db
    .updateTable('threads')
    .set({
      ...(state.visibility ? { visibility: state.visibility } : {}),
      ...(state.deleted ? { deleted_at: new Date() } : {}),
    })
    .where('id', '=', thread.id)
    .execute()
}

function jump(session?: string) {
  return app.inject({
    url: `/forum/aktion/PostJump.html?postId=${reply.id}`,
    ...(session ? { cookies: { mt_session: session } } : {}),
  })
}

function leaksSlug(response: { headers: Record<string, unknown>; body: string }): boolean {
  return String(response.headers.location ?? '').includes(thread.slug) || response.body.includes(thread.slug)
}

test('PostJump to a post of a hidden thread answers 410 without the slug to visitors and members; its starter still gets there (decision 020)', async () => {
  await setThread({ visibility: 'Hidden' })
  for (const session of [undefined, other]) {
    const response = await jump(session)
    expect(response.statusCode).toBe(410)
    expect(response.headers.location).toBeUndefined()
    expect(leaksSlug(response)).toBe(false)
  }
  const own = await jump(starter)
  expect(own.statusCode).toBe(302)
  expect(own.headers.location).toContain(`${thread.slug}-t${thread.id}.html`)
})

test('PostJump to a post of a deleted thread answers 410 like its page', async () => {
  await setThread({ deleted: true })
  const response = await jump()
  expect(response.statusCode).toBe(410)
  expect(response.headers.location).toBeUndefined()
})

test('PostJump to a members-only thread answers visitors 410 and takes members there', async () => {
  await setThread({ visibility: 'Offline' })
  const visitor = await jump()
  expect(visitor.statusCode).toBe(410)
  expect(visitor.headers.location).toBeUndefined()
  expect(leaksSlug(visitor)).toBe(false)
  const member = await jump(starter)
  expect(member.statusCode).toBe(302)
  expect(member.headers.location).toContain(`${thread.slug}-t${thread.id}.html`)
})

test('PostJump to a hidden post answers 404', async () => {
  await database.db.updateTable('posts').set({ visibility: 'Hidden' }).where('id', '=', reply.id).execute()
  const response = await jump(starter)
  expect(response.statusCode).toBe(404)
  expect(response.headers.location).toBeUndefined()
})

async function csrfOfStarter(): Promise<string> {
  const page = await app.inject({
    url: `/forum/${thread.slug}-t${thread.id}.html`,
    cookies: { mt_session: starter },
  })
  return hiddenField(page.body, 'csrf')
}

test('a thumbs up on a post of a hidden thread is refused (404 for members, 403 for its read-only starter) and counts nothing', async () => {
  const csrf = await csrfOfStarter()
  const otherPage = await app.inject({
    url: `/forum/${thread.slug}-t${thread.id}.html`,
    cookies: { mt_session: other },
  })
  const otherCsrf = hiddenField(otherPage.body, 'csrf')
  await setThread({ visibility: 'Hidden' })
  const response = await app.inject({
    method: 'POST',
    url: '/forum/aktion/PostJump.html',
    ...form({ csrf: otherCsrf, rank: 'thumbsUp', postId: String(reply.id) }),
    cookies: { mt_session: other },
  })
  expect(response.statusCode).toBe(404)
  expect(response.headers.location).toBeUndefined()
  expect(leaksSlug(response)).toBe(false)
  const own = await app.inject({
    method: 'POST',
    url: '/forum/aktion/PostJump.html',
    ...form({ csrf, rank: 'thumbsUp', postId: String(reply.id) }),
    cookies: { mt_session: starter },
  })
  expect(own.statusCode).toBe(403)
  expect(own.headers.location).toBeUndefined()
  const after = await database.db
    .selectFrom('posts')
    .select('thumbs_up_count')
    .where('id', '=', reply.id)
    .executeTakeFirstOrThrow()
  expect(after.thumbs_up_count).toBe(reply.thumbs_up_count)
})

test('the starter cannot mark a best answer in his thread once it is hidden: 403 (read-only for him), nothing changed', async () => {
  const csrf = await csrfOfStarter()
  await setThread({ visibility: 'Hidden' })
  const response = await app.inject({
    method: 'POST',
    url: '/forum/aktion/BestAnswer.html',
    ...form({ csrf, threadId: String(thread.id), postId: String(reply.id) }),
    cookies: { mt_session: starter },
  })
  expect(response.statusCode).toBe(403)
  expect(response.headers.location).toBeUndefined()
  const after = await database.db
    .selectFrom('threads')
    .select('best_post_id')
    .where('id', '=', thread.id)
    .executeTakeFirstOrThrow()
  expect(after.best_post_id).toBe(thread.best_post_id)
})

test("a visitor's BestAnswer post on a deleted thread answers 410, not a login redirect carrying its slug", async () => {
  await setThread({ deleted: true })
  const response = await app.inject({
    method: 'POST',
    url: '/forum/aktion/BestAnswer.html',
    ...form({ threadId: String(thread.id), postId: String(reply.id) }),
  })
  expect(response.statusCode).toBe(410)
  expect(leaksSlug(response)).toBe(false)
})

test('the QuickPost return after login does not redirect a member to a hidden thread', async () => {
  await setThread({ visibility: 'Hidden' })
  const response = await app.inject({
    url: `/forum/aktion/QuickPost.html?threadId=${thread.id}&saveFromCookie=true`,
    headers: { 'sec-fetch-site': 'same-origin' },
    cookies: { mt_session: other },
  })
  expect(response.statusCode).toBe(410)
  expect(response.headers.location).toBeUndefined()
  expect(leaksSlug(response)).toBe(false)
})

test('a wrong slug of a hidden or deleted thread answers like its page, with no redirect to the real slug', async () => {
  await setThread({ visibility: 'Hidden' })
  const hidden = await app.inject(`/forum/falsch-t${thread.id}.html`)
  expect(hidden.statusCode).toBe(410)
  expect(leaksSlug(hidden)).toBe(false)
  await setThread({ deleted: true })
  const deleted = await app.inject(`/forum/falsch-t${thread.id}.html`)
  expect(deleted.statusCode).toBe(410)
  expect(leaksSlug(deleted)).toBe(false)
})
