import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { SUMMARY_CREATE, SUMMARY_LEAD, SUMMARY_PENDING } from '#domain/summary.ts'
import { CURATED_THREADS } from '#seed/summary-threads.ts'
import type { Services } from '#services/services.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { form, hiddenField, logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// decision 032 over HTTP: the box on the thread page (only with the switch on and more than one
// page), SummaryData and CompressThread as a visitor and as a member (CSRF), the form without
// JavaScript, and what a visitor may read.

let database: TestDatabase
let app: FastifyInstance
let services: Services
let member: string
beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db, {
    pageCacheTtlMs: 0,
    onServices: (built) => {
      services = built
    },
  })
  member = await logIn(app, 'demo-mitglied')
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

async function curated(index: number) {
  const row = await database.db
    .selectFrom('threads')
    .select(['id', 'slug'])
    .where('title', '=', CURATED_THREADS[index]!.title)
    .executeTakeFirstOrThrow()
  return { id: row.id, path: `/forum/${row.slug}-t${row.id}.html` }
}

async function graphql(
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
  session?: string,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
    headers: { 'content-type': 'application/json', ...headers },
    cookies: session ? { mt_session: session } : {},
  })
  return response.json()
}

/** The job runs in this process as soon as it is queued: its summary, once it is there. */
async function built(threadId: number) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    await services.jobs.runDue()
    const summary = (await graphql(SUMMARY, { id: threadId })).data.threads.summary
    if (summary.status !== 'Pending') return summary
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('summary not built')
}

const SUMMARY =
  'query($id: Int!) { threads { summary(threadId: $id) { status summary contentItemType sentences { text postId postPath } } } }'
const COMPRESS = 'mutation($id: Int!) { compressThread(threadId: $id) { status } }'

test('a visitor sees the offer on a long thread, asks for it, and reads the summary once it is built', async () => {
  const thread = await curated(5)
  const page = await app.inject({ url: thread.path })
  expect(page.statusCode).toBe(200)
  expect(page.body).toContain('id="zusammenfassung"')
  expect(page.body).toContain(SUMMARY_CREATE)

  expect((await graphql(SUMMARY, { id: thread.id })).data.threads.summary.status).toBe('NotRequested')
  const asked = await graphql(COMPRESS, { id: thread.id })
  expect(asked.data.compressThread.status).toBe('Pending')
  // the job runs at once in this process: the page says it is coming, or shows it already
  expect((await app.inject({ url: thread.path })).body).toMatch(
    new RegExp(`${SUMMARY_PENDING}|${SUMMARY_LEAD}`),
  )

  const read = await built(thread.id)
  expect(read.status).toBe('Available')
  expect(read.contentItemType).toBe('ForumThread')
  expect(read.summary).toMatch(/Wasserablauf|Ablauf/)
  expect(read.sentences[0].postPath).toMatch(/^\/forum\/aktion\/PostJump\.html\?postId=\d+$/)
  const after = await app.inject({ url: thread.path })
  expect(after.body).toContain(SUMMARY_LEAD)
  expect(after.body).toContain('Alles anzeigen')
})

test('a member’s request needs the CSRF header; the form without JavaScript goes back to the box', async () => {
  const thread = await curated(6)
  const refused = await graphql(COMPRESS, { id: thread.id }, {}, member)
  expect(refused.errors[0].reason).toBe('PermissionDenied')

  const page = await app.inject({ url: thread.path, cookies: { mt_session: member } })
  const csrf = hiddenField(page.body, 'csrf')
  const posted = await app.inject({
    method: 'POST',
    url: '/forum/aktion/CompressThread.html',
    ...form({ csrf, threadId: String(thread.id) }),
    cookies: { mt_session: member },
  })
  expect(posted.statusCode).toBe(303)
  expect(posted.headers.location).toBe(`${thread.path}#zusammenfassung`)
  const withoutToken = await app.inject({
    method: 'POST',
    url: '/forum/aktion/CompressThread.html',
    ...form({ threadId: String(thread.id) }),
    cookies: { mt_session: member },
  })
  expect(withoutToken.statusCode).toBe(403)
  // a form-only address opened in a browser: 405 (spec 000 §2.5 error page)
  expect((await app.inject({ url: '/forum/aktion/CompressThread.html' })).statusCode).toBe(405)
  const viaHeader = await graphql(COMPRESS, { id: thread.id }, { 'x-csrf-token': csrf }, member)
  expect(['Pending', 'Available']).toContain(viaHeader.data.compressThread.status)
})

test('a one-page thread has no box and is refused; the switch off removes the box', async () => {
  const short = await database.db
    .selectFrom('threads')
    .select(['id', 'slug'])
    .where('next_position', '<=', 10)
    .where('visibility', '=', 'Online')
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow()
  const page = await app.inject({ url: `/forum/${short.slug}-t${short.id}.html` })
  expect(page.statusCode).toBe(200)
  expect(page.body).not.toContain('id="zusammenfassung"')
  const refused = await graphql(COMPRESS, { id: short.id })
  expect(refused.errors[0].message).toBe(
    'Eine Zusammenfassung gibt es nur für Themen mit mehr als einer Seite.',
  )

  const thread = await curated(7)
  await database.db
    .updateTable('feature_switches')
    .set({ enabled: false })
    .where('key', '=', 'AiThreadSummary')
    .execute()
  try {
    const off = await app.inject({ url: thread.path })
    expect(off.statusCode).toBe(200)
    expect(off.body).not.toContain('id="zusammenfassung"')
  } finally {
    await database.db
      .updateTable('feature_switches')
      .set({ enabled: true })
      .where('key', '=', 'AiThreadSummary')
      .execute()
  }
})

test('a visitor reads no summary of a thread they may not read, and no members-only words', async () => {
  const offline = await database.db
    .selectFrom('threads')
    .select('id')
    .where('visibility', '=', 'Offline')
    .executeTakeFirstOrThrow()
  const answer = await graphql(SUMMARY, { id: offline.id })
  expect(answer.data?.threads?.summary ?? null).toBeNull()

  // a members-only post in a public thread never reaches its summary
  const thread = await curated(8)
  const post = await database.db
    .selectFrom('posts')
    .select('id')
    .where('thread_id', '=', thread.id)
    .where('position', '=', 2)
    .executeTakeFirstOrThrow()
  await database.db
    .updateTable('posts')
    .set({
      visibility: 'Offline',
      text: 'Nur für Mitglieder: Das Hitzeschutzblech gibt es günstig beim Teilehändler Geheimtipp.',
    })
    .where('id', '=', post.id)
    .execute()
  await graphql(COMPRESS, { id: thread.id })
  const read = await built(thread.id)
  expect(read.status).toBe('Available')
  expect(read.summary).not.toContain('Geheimtipp')
  expect(read.sentences.every((sentence: { postId: number }) => sentence.postId !== post.id)).toBe(true)
})

test('a visitor’s requests are limited per address (30 an hour)', async () => {
  const thread = await curated(9)
  let last: { errors?: { message: string }[] } = {}
  for (let i = 0; i < 31; i += 1) last = await graphql(COMPRESS, { id: thread.id })
  expect(last.errors?.[0]?.message).toContain('Bitte warte etwas')
})
