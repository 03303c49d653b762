import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { REPLY_BURST_LIMIT, THREAD_BURST_LIMIT } from '#domain/limits.ts'
import type { Viewer } from '#domain/permissions.ts'
import { FLOOD_RULES } from '#services/flood-control.ts'
import { createPostingService } from '#services/posting/service.ts'
import type { RateRule } from '#services/rate-limit.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { form, hiddenField, logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// docs/security.md: replies and new threads are counted per member in one atomic statement; the
// 107th of a storm is refused with 429 and a German message, the typed text is kept, staff are
// exempt.

let database: TestDatabase
let app: FastifyInstance
let member: Viewer
let moderator: Viewer
let threadId: number
let threadPath: string
// one fixed instant: every write of a test falls into the same windows, whatever the clock does
const NOW = new Date('2026-11-23T12:00:05Z')
const posting = () => createPostingService({ db: database.db, now: () => NOW })

async function userId(username: string): Promise<number> {
  const row = await database.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow()
  return row.id
}

beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db)
  member = { userId: await userId('demo-mitglied'), roleRelations: [] }
  moderator = {
    userId: await userId('demo-admin'),
    roleRelations: [{ userRole: 'admin', relatedBoards: [] }],
  }
  const thread = await database.db
    .selectFrom('threads')
    .select(['id', 'slug'])
    .where('board_id', '=', 2000)
    .where('is_open', '=', true)
    .where('visibility', '=', 'Online')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  threadId = thread.id
  threadPath = `/forum/${thread.slug}-t${thread.id}.html`
})
afterAll(async () => {
  await app.close()
  await database.drop()
})
beforeEach(async () => {
  await database.db.deleteFrom('rate_limits').execute()
})

function reply(viewer: Viewer, i: number) {
  return posting().createReply(viewer, {
    threadId,
    text: `Schnelle Antwort ${i}`,
    submissionKey: randomUUID(),
  })
}

test(`ten simultaneous replies from one member: ${REPLY_BURST_LIMIT} saved, the rest refused with 429`, async () => {
  const before = await database.db
    .selectFrom('threads')
    .select('post_count')
    .where('id', '=', threadId)
    .executeTakeFirstOrThrow()
  const results = await Promise.all(Array.from({ length: 10 }, (_, i) => reply(member, i)))
  const saved = results.filter((result) => result.ok)
  const refused = results.filter((result) => !result.ok)
  expect(saved).toHaveLength(REPLY_BURST_LIMIT)
  expect(refused).toHaveLength(10 - REPLY_BURST_LIMIT)
  for (const result of refused) {
    expect(result).toMatchObject({ ok: false, status: 429 })
    if (!result.ok)
      expect(result.message).toMatch(/^Du schreibst gerade sehr schnell\. Bitte warte \d+ Sekunden/)
  }
  const after = await database.db
    .selectFrom('threads')
    .select('post_count')
    .where('id', '=', threadId)
    .executeTakeFirstOrThrow()
  expect(after.post_count).toBe(before.post_count + REPLY_BURST_LIMIT)
})

test('a double-sent reply is not counted twice', async () => {
  const key = randomUUID()
  for (let i = 0; i < REPLY_BURST_LIMIT + 2; i += 1) {
    const result = await posting().createReply(member, {
      threadId,
      text: 'Einmal gemeint',
      submissionKey: key,
    })
    expect(result.ok).toBe(true)
  }
  expect((await reply(member, 1)).ok).toBe(true)
})

test('the hourly cap refuses once the burst windows would allow again', async () => {
  const rule: RateRule = FLOOD_RULES.replyHour
  const windowStart = new Date(
    Math.floor(NOW.getTime() / (rule.windowSeconds * 1000)) * rule.windowSeconds * 1000,
  )
  await sql`INSERT INTO rate_limits (key, window_start, hits)
    VALUES (${`${rule.name}:user:${member.userId}`}, ${windowStart}, ${rule.limit})`.execute(database.db)
  const result = await reply(member, 1)
  expect(result).toMatchObject({ ok: false, status: 429 })
  if (!result.ok) expect(result.message).toMatch(/Bitte warte \d+ Minuten/)
})

test('moderators and admins are not limited', async () => {
  const results = await Promise.all(Array.from({ length: 10 }, (_, i) => reply(moderator, i)))
  expect(results.every((result) => result.ok)).toBe(true)
})

test(`new threads: ${THREAD_BURST_LIMIT} at once are fine, the next is refused with the form message`, async () => {
  const results = await Promise.all(
    Array.from({ length: THREAD_BURST_LIMIT + 2 }, (_, i) =>
      posting().createThread(member, {
        boardId: 2000,
        title: `Neues Thema Nummer ${i}`,
        text: 'Ein Text',
        manufacturerId: null,
        seriesId: null,
        modelId: null,
        submissionKey: randomUUID(),
      }),
    ),
  )
  expect(results.filter((result) => result.ok)).toHaveLength(THREAD_BURST_LIMIT)
  const refused = results.find((result) => !result.ok)
  expect(refused).toMatchObject({ ok: false, status: 429 })
  if (refused && !refused.ok) expect(refused.errors.form).toMatch(/^Du schreibst gerade sehr schnell/)
})

/** Fills the member's burst window now and the next one, so the test cannot straddle a window. */
async function exhaust(rule: RateRule) {
  const size = rule.windowSeconds * 1000
  const start = Math.floor(Date.now() / size) * size
  for (const at of [start, start + size]) {
    await sql`INSERT INTO rate_limits (key, window_start, hits)
      VALUES (${`${rule.name}:user:${member.userId}`}, ${new Date(at)}, ${rule.limit})`.execute(database.db)
  }
}

test('QuickPost beyond the limit answers 429 with the message and the typed text in the form', async () => {
  const session = await logIn(app, 'demo-mitglied')
  const page = await app.inject({ url: threadPath, cookies: { mt_session: session } })
  await exhaust(FLOOD_RULES.replyBurst)
  const response = await app.inject({
    method: 'POST',
    url: `/forum/aktion/QuickPost.html?threadId=${threadId}`,
    ...form({
      threadId: String(threadId),
      csrf: hiddenField(page.body, 'csrf'),
      postContent: 'Mein sorgfältig getippter Text',
      submissionKey: randomUUID(),
    }),
    cookies: { mt_session: session },
  })
  expect(response.statusCode).toBe(429)
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
  expect(response.body).toContain('Du schreibst gerade sehr schnell.')
  expect(response.body).toContain('Mein sorgfältig getippter Text</textarea>')
})

test('StartThread beyond the limit answers 429 and shows the form with the values again', async () => {
  const session = await logIn(app, 'demo-mitglied')
  const page = await app.inject({
    url: '/forum/aktion/StartThread.html?boardId=2000',
    cookies: { mt_session: session },
  })
  await exhaust(FLOOD_RULES.threadBurst)
  const response = await app.inject({
    method: 'POST',
    url: '/forum/aktion/StartThread.html?boardId=2000',
    ...form({
      csrf: hiddenField(page.body, 'csrf'),
      submissionKey: hiddenField(page.body, 'submissionKey'),
      boardId: '2000',
      title: 'Mein gut überlegter Titel',
      text: 'Mein langer Text zum Thema',
    }),
    cookies: { mt_session: session },
  })
  expect(response.statusCode).toBe(429)
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
  expect(response.body).toContain('Du schreibst gerade sehr schnell.')
  expect(response.body).toContain('Mein gut überlegter Titel')
  expect(response.body).toContain('Mein langer Text zum Thema')
})
