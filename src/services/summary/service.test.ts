import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { SUMMARY_MAX_CHARS, summaryText } from '#domain/summary.ts'
import { CURATED_THREADS } from '#seed/summary-threads.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createSummaryService, SUMMARY_JOB, type SummaryThread } from './service.ts'

// decision 032 against the seeded community: the ten curated threads' summaries name their fix;
// requesting twice makes one job; a summary follows its thread (hidden source posts vanish at
// once, a rebuild follows); a failing build stays retryable; the language model is used when
// configured and the offline summary when it fails.

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase('demo')
})
afterAll(async () => {
  await database.drop()
})

async function thread(title: string): Promise<SummaryThread & { title: string }> {
  return database.db
    .selectFrom('threads')
    .select(['id', 'title', 'post_count', 'next_position', 'best_post_id'])
    .where('title', '=', title)
    .executeTakeFirstOrThrow()
}

async function refreshed(id: number): Promise<SummaryThread> {
  return database.db
    .selectFrom('threads')
    .select(['id', 'post_count', 'next_position', 'best_post_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
}

async function queuedJobs(threadId: number): Promise<number> {
  const rows = await database.db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', SUMMARY_JOB)
    .where('done_at', 'is', null)
    .where(sql<boolean>`payload->>'threadId' = ${String(threadId)}`)
    .execute()
  return rows.length
}

/** The tests build directly (no job runner): earlier tests' jobs count as run. */
beforeEach(async () => {
  await database.db.updateTable('jobs').set({ done_at: new Date() }).where('kind', '=', SUMMARY_JOB).execute()
})

test('the ten curated threads: each summary names the fix, stays short and cites visible posts', async () => {
  const service = createSummaryService({ db: database.db })
  for (const curated of CURATED_THREADS) {
    const row = await thread(curated.title)
    expect(row.next_position).toBeGreaterThan(10)
    const requested = await service.request(row, `test:${row.id}`)
    expect(requested.ok).toBe(true)
    await service.build(row.id)
    const summary = await service.read(row)
    expect(summary.status).toBe('Available')
    const text = summaryText(summary.sentences)
    expect(
      curated.fix.some((fix) => text.toLowerCase().includes(fix.toLowerCase())),
      `${curated.title}:\n${text}`,
    ).toBe(true)
    expect(summary.sentences.reduce((sum, s) => sum + s.text.length + 1, 0)).toBeLessThanOrEqual(
      SUMMARY_MAX_CHARS,
    )
    const posts = await database.db
      .selectFrom('posts')
      .select(['id', 'thread_id', 'visibility'])
      .where(
        'id',
        'in',
        summary.sentences.map((s) => s.postId),
      )
      .execute()
    expect(posts.every((post) => post.thread_id === row.id && post.visibility === 'Online')).toBe(true)
  }
})

test('requesting twice makes one job; a one-page thread and a switched-off feature are refused', async () => {
  const service = createSummaryService({ db: database.db })
  const row = await thread(CURATED_THREADS[1]!.title)
  await database.db.deleteFrom('thread_summaries').where('thread_id', '=', row.id).execute()
  const first = await service.request(row, 'test:twice')
  const second = await service.request(row, 'test:twice')
  expect(first).toMatchObject({ ok: true, summary: { status: 'Pending' } })
  expect(second).toMatchObject({ ok: true, summary: { status: 'Pending' } })
  expect(await queuedJobs(row.id)).toBe(1)

  const short = await database.db
    .selectFrom('threads')
    .select(['id', 'post_count', 'next_position', 'best_post_id'])
    .where('next_position', '<=', 10)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow()
  expect(await service.request(short, 'test:short')).toMatchObject({ ok: false, reason: 'NotOffered' })

  await database.db
    .updateTable('feature_switches')
    .set({ enabled: false })
    .where('key', '=', 'AiThreadSummary')
    .execute()
  try {
    expect(await service.request(row, 'test:off')).toMatchObject({ ok: false, reason: 'NotOffered' })
  } finally {
    await database.db
      .updateTable('feature_switches')
      .set({ enabled: true })
      .where('key', '=', 'AiThreadSummary')
      .execute()
  }
})

test('a hidden source post leaves the summary at once, and a rebuild is queued', async () => {
  const service = createSummaryService({ db: database.db })
  const row = await thread(CURATED_THREADS[2]!.title)
  await service.request(row, 'test:hide')
  await service.build(row.id)
  const before = await service.read(await refreshed(row.id))
  const used = before.sentences.find((s) => s.section === 'answer')!
  await database.db.updateTable('posts').set({ visibility: 'Hidden' }).where('id', '=', used.postId).execute()
  const after = await service.read(await refreshed(row.id))
  expect(after.sentences.some((s) => s.postId === used.postId)).toBe(false)
  expect(await queuedJobs(row.id)).toBe(1)
  await service.build(row.id)
  const rebuilt = await service.read(await refreshed(row.id))
  expect(rebuilt.status).toBe('Available')
  expect(rebuilt.sentences.some((s) => s.postId === used.postId)).toBe(false)
  await database.db.updateTable('posts').set({ visibility: 'Online' }).where('id', '=', used.postId).execute()
})

test('a thread that moved on (new best answer) is rebuilt; the old summary shows meanwhile', async () => {
  const service = createSummaryService({ db: database.db })
  const row = await thread(CURATED_THREADS[3]!.title)
  await service.request(row, 'test:moved')
  await service.build(row.id)
  const other = await database.db
    .selectFrom('posts')
    .select('id')
    .where('thread_id', '=', row.id)
    .where('position', '=', 3)
    .executeTakeFirstOrThrow()
  await database.db.updateTable('threads').set({ best_post_id: other.id }).where('id', '=', row.id).execute()
  const meanwhile = await service.read(await refreshed(row.id))
  expect(meanwhile.status).toBe('Available')
  expect(await queuedJobs(row.id)).toBe(1)
  await database.db
    .updateTable('threads')
    .set({ best_post_id: row.best_post_id })
    .where('id', '=', row.id)
    .execute()
})

test('a failing build leaves the summary retryable', async () => {
  const failing = createSummaryService({ db: database.db })
  const row = await thread(CURATED_THREADS[4]!.title)
  await database.db.deleteFrom('thread_summaries').where('thread_id', '=', row.id).execute()
  await failing.request(row, 'test:fail')
  // the build finds no thread to read (deleted meanwhile): it fails
  await database.db.updateTable('threads').set({ deleted_at: new Date() }).where('id', '=', row.id).execute()
  await failing.build(row.id)
  await database.db.updateTable('threads').set({ deleted_at: null }).where('id', '=', row.id).execute()
  expect((await failing.read(row)).status).toBe('NotRequested')
  // asked again: a new job
  expect(await failing.request(row, 'test:fail')).toMatchObject({ ok: true, summary: { status: 'Pending' } })
  expect(await queuedJobs(row.id)).toBeGreaterThanOrEqual(1)
})

describe_llm()

function describe_llm() {
  let server: Server
  let answer = ''
  let asked: { model?: string; messages?: { role: string; content: string }[] } = {}
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', () => {
        asked = JSON.parse(body)
        response.setHeader('Content-Type', 'application/json')
        response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: answer } }] }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  test('a language model, when configured, writes it with citations; nonsense falls back to the offline summary', async () => {
    const { port } = server.address() as AddressInfo
    const llm = { url: `http://127.0.0.1:${port}/v1/chat/completions`, model: 'forum-7b', timeoutMs: 5_000 }
    const service = createSummaryService({ db: database.db, llm })
    const row = await thread(CURATED_THREADS[0]!.title)
    const best = await database.db
      .selectFrom('posts')
      .select(['id', 'position'])
      .where('id', '=', row.best_post_id!)
      .executeTakeFirstOrThrow()
    answer = `Frage: Der Golf ruckelt unter Last und die Motorkontrollleuchte blinkt [#0].\nAntwort: Schuld war die defekte Zündspule auf Zylinder 3, ihr Tausch behebt das Ruckeln [#${best.position}]. Eine erfundene Aussage ohne Beleg [#99999].`
    await service.request(row, 'test:llm')
    await service.build(row.id)
    const summary = await service.read(row)
    expect(asked.model).toBe('forum-7b')
    expect(asked.messages?.[1]?.content).toContain(`[#${best.position}]`)
    expect(summary.source).toBe('llm')
    expect(summary.sentences.map((s) => [s.section, s.postId])).toEqual([
      [
        'question',
        (
          await database.db
            .selectFrom('threads')
            .select('first_post_id')
            .where('id', '=', row.id)
            .executeTakeFirstOrThrow()
        ).first_post_id,
      ],
      ['answer', best.id],
    ])

    answer = 'Das Thema handelt von Autos.'
    await database.db
      .updateTable('thread_summaries')
      .set({ job_queued_at: null })
      .where('thread_id', '=', row.id)
      .execute()
    await service.build(row.id)
    const fallback = await service.read(row)
    expect(fallback.source).toBe('extractive')
    expect(summaryText(fallback.sentences)).toContain('Zündspule')
  })
}
