import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDatabase } from '#db/database.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { form, hiddenField, logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'
import { TcpProxy } from '#testing/tcp-proxy.ts'

// DESIGN.md: bad luck loses nothing the user typed. A form posted while PostgreSQL is gone, slow
// or hung is answered with the 503 page showing the typed text; a hung database answers 503
// within its timeouts (database.ts); a no-JavaScript quick reply sent twice stores one reply.

let database: TestDatabase
let thread: { id: number; path: string }
beforeAll(async () => {
  database = await createTestDatabase('demo')
  const row = await database.db
    .selectFrom('threads')
    .select(['id', 'slug'])
    .where('deleted_at', 'is', null)
    .where('visibility', '=', 'Online')
    .where('is_open', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  thread = { id: row.id, path: `/forum/${row.slug}-t${row.id}.html` }
})
afterAll(async () => {
  await database.drop()
})

/** The member's quick reply form on the thread page as the server renders it (no JavaScript). */
async function quickReplyForm(app: FastifyInstance, session: string) {
  const page = await app.inject({ url: thread.path, cookies: { mt_session: session } })
  expect(page.statusCode).toBe(200)
  return { csrf: hiddenField(page.body, 'csrf'), submissionKey: hiddenField(page.body, 'submissionKey') }
}

function quickPost(app: FastifyInstance, session: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `/forum/aktion/QuickPost.html?threadId=${thread.id}`,
    ...form({ threadId: String(thread.id), ...fields }),
    cookies: { mt_session: session },
  })
}

/** The 503 page with the typed text in a read-only field to copy. */
function expectKeptOn503(page: { statusCode: number; body: string }, label: string, text: string) {
  expect(page.statusCode).toBe(503)
  expect(page.body).toContain('<title>Wartungsarbeiten (503) - MOTOR-TALK</title>')
  expect(page.body).toContain('Dein Text wurde nicht gespeichert')
  expect(page.body).toMatch(
    new RegExp(`<label for="[^"]+">${label}</label><textarea[^>]*readOnly[^>]*>`, 'i'),
  )
  expect(page.body).toContain(text)
}

describe('typed text survives an outage', () => {
  test('the database gone: a quick reply and a new thread posted without JavaScript come back on the 503 page', async () => {
    const target = new URL(database.url)
    const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port) })
    const viaProxy = new URL(database.url)
    viaProxy.port = String(await proxy.start())
    const db = createDatabase({ connectionString: viaProxy.toString(), max: 2 })
    const app = await testServer(db, { pageCacheTtlMs: 0 })
    try {
      const member = await logIn(app, 'demo-mitglied')
      const { csrf, submissionKey } = await quickReplyForm(app, member)
      await proxy.cut()
      const reply = await quickPost(app, member, {
        csrf,
        submissionKey,
        postContent: 'Zahnriemen bei 120.000 km gewechselt, <b>Wasserpumpe</b> gleich mit.',
      })
      expectKeptOn503(
        reply,
        'Deine Antwort',
        'Zahnriemen bei 120.000 km gewechselt, &lt;b&gt;Wasserpumpe&lt;/b&gt;',
      )
      expect(reply.body).not.toContain(csrf) // hidden fields are not shown again
      const started = await app.inject({
        method: 'POST',
        url: '/forum/aktion/StartThread.html?boardId=2000',
        ...form({
          boardId: '2000',
          title: 'Klackern beim Kaltstart',
          text: 'Seit gestern klackert es.',
          csrf,
        }),
        cookies: { mt_session: member },
      })
      expectKeptOn503(started, 'Titel', 'Klackern beim Kaltstart')
      expect(started.body).toContain('Seit gestern klackert es.')
    } finally {
      await app.close()
      await db.destroy()
      await proxy.cut()
    }
  })

  test('a statement over the timeout under the action (a locked thread): the reply is not stored and its text is on the 503 page', async () => {
    const db = createDatabase({ connectionString: database.url, max: 2, statementTimeoutMs: 1_000 })
    const app = await testServer(db, { pageCacheTtlMs: 0 })
    const locker = new pg.Client({ connectionString: database.url })
    await locker.connect()
    try {
      const member = await logIn(app, 'demo-mitglied')
      const { csrf, submissionKey } = await quickReplyForm(app, member)
      // another transaction holds the thread: the reply's insert waits for it past the timeout
      await locker.query('BEGIN')
      await locker.query('SELECT id FROM threads WHERE id = $1 FOR UPDATE', [thread.id])
      const text = 'Die Antwort, die auf eine gesperrte Zeile wartet.'
      const reply = await quickPost(app, member, { csrf, submissionKey, postContent: text })
      expectKeptOn503(reply, 'Deine Antwort', text)
      await locker.query('ROLLBACK')
      const stored = await database.db.selectFrom('posts').select('id').where('text', '=', text).execute()
      expect(stored).toEqual([])
    } finally {
      await locker.end()
      await app.close()
      await db.destroy()
    }
  })
})

test('a hung database (no answer, no reset): pages answer 503 within the timeouts instead of waiting', async () => {
  const target = new URL(database.url)
  const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port) })
  const viaProxy = new URL(database.url)
  viaProxy.port = String(await proxy.start())
  const db = createDatabase({
    connectionString: viaProxy.toString(),
    max: 2,
    statementTimeoutMs: 500,
    queryTimeoutMs: 1_000,
  })
  const app = await testServer(db, { pageCacheTtlMs: 0 })
  try {
    expect((await app.inject(thread.path)).statusCode).toBe(200)
    proxy.pause()
    const started = Date.now()
    const page = await app.inject(thread.path)
    expect(page.statusCode).toBe(503)
    expect(page.body).toContain('Die Seite ist vorübergehend nicht erreichbar')
    // the query timeout (1 s) or the connect timeout (3 s), never as long as the database hangs
    expect(Date.now() - started).toBeLessThan(10_000)
    proxy.resume()
    expect((await app.inject(thread.path)).statusCode).toBe(200)
  } finally {
    proxy.resume()
    await app.close()
    await db.destroy()
    await proxy.cut()
  }
})

test('without JavaScript the quick reply carries a key from the server: the same form sent twice stores one reply', async () => {
  const app = await testServer(database.db, { pageCacheTtlMs: 0 })
  try {
    const member = await logIn(app, 'demo-mitglied')
    const { csrf, submissionKey } = await quickReplyForm(app, member)
    expect(submissionKey).toMatch(/^[0-9a-f-]{36}$/)
    const text = 'Einmal gesendet, zweimal angekommen?'
    const first = await quickPost(app, member, { csrf, submissionKey, postContent: text })
    const again = await quickPost(app, member, { csrf, submissionKey, postContent: text })
    expect(first.statusCode).toBe(303)
    expect(again.statusCode).toBe(303)
    expect(again.headers.location).toBe(first.headers.location)
    const stored = await database.db.selectFrom('posts').select('id').where('text', '=', text).execute()
    expect(stored).toHaveLength(1)
    // a visitor's (shared, cached) thread page carries no key
    const visitor = await app.inject(thread.path)
    expect(hiddenField(visitor.body, 'submissionKey')).toBe('')
  } finally {
    await app.close()
  }
})
