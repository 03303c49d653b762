import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { DRAFT_DATA_MAX_CHARS, DRAFTS_PER_MEMBER_MAX } from '#domain/limits.ts'
import { POST_TEXT_MAX, THREAD_TITLE_MAX } from '#services/posting/service.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { form, hiddenField, logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// docs/security.md: drafts keep the form's own limits, exist only for forms the member may send,
// and a member keeps at most DRAFTS_PER_MEMBER_MAX of them.

let database: TestDatabase
let app: FastifyInstance
let session: string
let csrf: string
let memberId: number
let open: { id: number; slug: string }

beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db)
  session = await logIn(app, 'demo-mitglied')
  memberId = (
    await database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'demo-mitglied')
      .executeTakeFirstOrThrow()
  ).id
  open = await database.db
    .selectFrom('threads')
    .select(['id', 'slug'])
    .where('visibility', '=', 'Online')
    .where('deleted_at', 'is', null)
    .where('is_open', '=', true)
    .where('board_id', '=', 2000)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const page = await app.inject({
    url: `/forum/${open.slug}-t${open.id}.html`,
    cookies: { mt_session: session },
  })
  csrf = hiddenField(page.body, 'csrf')
})
afterAll(async () => {
  await app.close()
  await database.drop()
})
beforeEach(async () => {
  await database.db.deleteFrom('drafts').where('user_id', '=', memberId).execute()
})

function save(fields: { context: string; title?: string; text?: string; data?: string }) {
  return app.inject({
    method: 'POST',
    url: '/forum/aktion/Draft.html',
    ...form({ csrf, intent: 'save', title: '', text: '', data: '{}', ...fields }),
    cookies: { mt_session: session },
  })
}

async function drafts(): Promise<string[]> {
  const rows = await database.db
    .selectFrom('drafts')
    .select('context')
    .where('user_id', '=', memberId)
    .execute()
  return rows.map((row) => row.context).sort()
}

test('a reply draft for a thread the member may answer is saved', async () => {
  const response = await save({ context: `reply:${open.id}`, text: 'Halb fertige Antwort' })
  expect(response.statusCode).toBe(200)
  expect(await drafts()).toEqual([`reply:${open.id}`])
})

test.each([
  ['a text longer than the form allows', { text: 'x'.repeat(POST_TEXT_MAX + 1) }, 'Der Text darf höchstens'],
  [
    'a title longer than the form allows',
    { title: 'x'.repeat(THREAD_TITLE_MAX + 1) },
    'Der Titel darf höchstens',
  ],
  [
    'a data field beyond its limit',
    { data: JSON.stringify({ boardId: 'x'.repeat(DRAFT_DATA_MAX_CHARS) }) },
    'zu viele Angaben',
  ],
])('%s answers 413 with a German message and stores nothing', async (_name, fields, message) => {
  const response = await save({ context: 'new-thread', ...fields })
  expect(response.statusCode).toBe(413)
  expect(response.body).toContain(message)
  expect(await drafts()).toEqual([])
})

test('reply drafts for unknown, too large or hidden threads answer 404 and store nothing', async () => {
  const hidden = await database.db
    .selectFrom('threads')
    .select('id')
    .where('id', '<>', open.id)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  await database.db.updateTable('threads').set({ visibility: 'Hidden' }).where('id', '=', hidden.id).execute()
  for (const context of ['reply:999999999', 'reply:9999999999', `reply:${hidden.id}`]) {
    const response = await save({ context, text: 'Text' })
    expect(response.statusCode, context).toBe(404)
  }
  expect(await drafts()).toEqual([])
})

test('a reply draft for a closed thread answers 403', async () => {
  const closed = await database.db
    .selectFrom('threads')
    .select('id')
    .where('id', '<>', open.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  await database.db.updateTable('threads').set({ is_open: false }).where('id', '=', closed.id).execute()
  const response = await save({ context: `reply:${closed.id}`, text: 'Text' })
  expect(response.statusCode).toBe(403)
  expect(await drafts()).toEqual([])
})

test(`a member keeps at most ${DRAFTS_PER_MEMBER_MAX} drafts: the oldest are dropped`, async () => {
  const threads = await database.db
    .selectFrom('threads')
    .select('id')
    .where('visibility', '=', 'Online')
    .where('deleted_at', 'is', null)
    .where('is_open', '=', true)
    .orderBy('id')
    .limit(DRAFTS_PER_MEMBER_MAX + 5)
    .execute()
  for (const thread of threads) {
    expect((await save({ context: `reply:${thread.id}`, text: `Entwurf ${thread.id}` })).statusCode).toBe(200)
  }
  const kept = await drafts()
  expect(kept).toHaveLength(DRAFTS_PER_MEMBER_MAX)
  // the newest survive, among them the last one typed
  expect(kept).toContain(`reply:${threads.at(-1)!.id}`)
  expect(kept).not.toContain(`reply:${threads[0]!.id}`)
})
