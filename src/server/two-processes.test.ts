import { randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { enqueueJob } from '#services/jobs.ts'
import type { Services } from '#services/services.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// issue 20: the forum scales by running more app processes against one PostgreSQL. Two app
// servers (each with its own page cache, services, job runner and LISTEN connection) behind a
// small local round-robin proxy: a reply written through one invalidates the cached page on the
// other (NOTIFY page_changes), a session works on both, and a job runs once.

let database: TestDatabase
const apps: FastifyInstance[] = []
const services: Services[] = []
let proxy: http.Server
let proxyUrl = ''
const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'zwei-prozesse-'))

async function listening(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  return typeof address === 'object' && address ? address.port : 0
}

beforeAll(async () => {
  database = await createTestDatabase('demo')
  for (let i = 0; i < 2; i += 1) {
    apps.push(
      await testServer(database.db, {
        // long enough that only an invalidation, never the time-to-live, refreshes a page
        pageCacheTtlMs: 600_000,
        listenUrl: database.url,
        outboxDir,
        onServices: (made) => services.push(made),
      }),
    )
  }
  const ports = await Promise.all(apps.map(listening))
  let next = 0
  proxy = http.createServer((request, response) => {
    const port = ports[next++ % ports.length]
    const forward = http.request(
      { host: '127.0.0.1', port, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-app-port': String(port) })
        answer.pipe(response)
      },
    )
    request.pipe(forward)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const address = proxy.address()
  proxyUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(async () => {
  proxy.close()
  for (const app of apps) await app.close()
  await database.drop()
})

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${proxyUrl}${url}`, { headers, redirect: 'manual' })
  return { status: response.status, port: response.headers.get('x-app-port'), body: await response.text() }
}

test('the proxy spreads requests over both processes', async () => {
  const ports = new Set([(await get('/forum.html')).port, (await get('/forum.html')).port])
  expect(ports.size).toBe(2)
})

test('a session made on one process works on the other', async () => {
  const session = await logIn(apps[0]!, 'demo-mitglied')
  for (let i = 0; i < 4; i += 1) {
    const page = await get('/cockpit.html', { cookie: `mt_session=${session}` })
    expect(page.status, `via ${page.port}`).toBe(200)
    expect(page.body).toContain('demo-mitglied')
  }
})

test('a reply written through one process invalidates the cached thread page on the other', async () => {
  const thread = await database.db
    .selectFrom('threads')
    .select(['id', 'slug'])
    .where('deleted_at', 'is', null)
    .where('visibility', '=', 'Online')
    .where('is_open', '=', true)
    .where('reply_count', '<', 5)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const url = `/forum/${thread.slug}-t${thread.id}.html`
  // both processes render and keep the page
  const before = await Promise.all([apps[0]!.inject(url), apps[1]!.inject(url), apps[1]!.inject(url)])
  expect(before.every((page) => page.statusCode === 200)).toBe(true)
  const hits = apps[1]!.pageCache.hits
  expect((await apps[1]!.inject(url)).statusCode).toBe(200)
  expect(apps[1]!.pageCache.hits).toBe(hits + 1)

  const text = `Über zwei Prozesse geschrieben ${randomUUID()}`
  const member = await database.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'demo-mitglied')
    .executeTakeFirstOrThrow()
  const result = await services[0]!.posting.createReply(
    { userId: member.id, roleRelations: [] },
    { threadId: thread.id, text, submissionKey: randomUUID() },
  )
  expect(result.ok).toBe(true)
  // the other process hears of it through PostgreSQL and renders the page anew
  const end = Date.now() + 3_000
  let shown = false
  while (!shown && Date.now() < end) {
    shown = (await apps[1]!.inject(url)).body.includes(text)
    if (!shown) await new Promise((resolve) => setTimeout(resolve, 50))
  }
  expect(shown).toBe(true)
})

test('a job is run by exactly one of the processes', async () => {
  const subject = `Einmal zugestellt ${randomUUID()}`
  await enqueueJob(database.db, 'send-mail', { to: 'einmal@example.de', subject, text: 'Hallo' })
  await Promise.all(services.map((made) => made.jobs.runDue()))
  const job = await database.db
    .selectFrom('jobs')
    .select(['attempts', 'done_at'])
    .where('payload', '@>', JSON.stringify({ subject }))
    .executeTakeFirstOrThrow()
  expect(job.attempts).toBe(1)
  expect(job.done_at).not.toBeNull()
  const delivered = readdirSync(outboxDir)
    .filter((file) => file.endsWith('.json'))
    .filter((file) => readFileSync(path.join(outboxDir, file), 'utf8').includes(subject))
  expect(delivered).toHaveLength(1)
})
