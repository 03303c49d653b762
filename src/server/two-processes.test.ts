import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { freePort } from '#db/embedded.ts'
import { enqueueJob } from '#services/jobs.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'

// decision 037: the forum scales by running more app processes against one PostgreSQL. Two real
// operating-system processes of `npm start` (each with its own page cache, pool, job runner and
// LISTEN connection) share one database and one data directory behind a small local round-robin
// proxy: a session made on one works on the other, a reply written through one invalidates the
// cached page on the other (NOTIFY page_changes), and a job runs exactly once.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zwei-prozesse-'))
let database: TestDatabase
const processes: { child: ChildProcess; port: number; output: () => string }[] = []
let proxy: http.Server
let proxyUrl = ''

function startApp(port: number) {
  let output = ''
  const child = spawn(process.execPath, ['src/server/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      APP_ENV: 'test',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // long enough that only an invalidation, never the time-to-live, refreshes a page
      PAGE_CACHE_TTL_MS: '600000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
  return { child, port, output: () => output }
}

async function healthy(app: (typeof processes)[number]): Promise<void> {
  const end = Date.now() + 60_000
  while (Date.now() < end) {
    if (app.child.exitCode !== null) throw new Error(`exited early:\n${app.output()}`)
    const answer = await fetch(`http://127.0.0.1:${app.port}/healthz`).catch(() => null)
    if (answer?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`not healthy:\n${app.output()}`)
}

beforeAll(async () => {
  database = await createTestDatabase('demo')
  for (let i = 0; i < 2; i += 1) processes.push(startApp(await freePort()))
  await Promise.all(processes.map(healthy))
  let next = 0
  proxy = http.createServer((request, response) => {
    const port = processes[next++ % processes.length]!.port
    const forward = http.request(
      { host: '127.0.0.1', port, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-app-port': String(port) })
        answer.pipe(response)
      },
    )
    forward.on('error', () => response.writeHead(502).end())
    request.pipe(forward)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const address = proxy.address()
  proxyUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}, 90_000)

afterAll(async () => {
  proxy?.close()
  await Promise.all(
    processes.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve()
          child.once('exit', () => resolve())
          child.kill('SIGTERM')
        }),
    ),
  )
  await database.drop()
  rmSync(dataDir, { recursive: true, force: true })
}, 30_000)

/** Cookie values a response sets, by name. */
function cookiesOf(response: Response): Map<string, string> {
  return new Map(
    response.headers.getSetCookie().map((cookie) => {
      const [pair = ''] = cookie.split(';')
      const index = pair.indexOf('=')
      return [pair.slice(0, index), decodeURIComponent(pair.slice(index + 1))]
    }),
  )
}

function hiddenField(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html)
  if (!match) throw new Error(`no hidden field ${name}`)
  return match[1]!.replaceAll('&amp;', '&')
}

async function get(base: string, url: string, cookie = '') {
  const response = await fetch(`${base}${url}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' })
  return {
    status: response.status,
    port: response.headers.get('x-app-port'),
    cache: response.headers.get('x-cache'),
    body: await response.text(),
  }
}

function post(base: string, url: string, fields: Record<string, string>, cookie: string) {
  return fetch(`${base}${url}`, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    redirect: 'manual',
  })
}

/** The login form, each request through the proxy (so the two steps land on different processes). */
async function logInThroughProxy(username: string): Promise<string> {
  const form = await fetch(`${proxyUrl}/einloggen`)
  const csrf = cookiesOf(form).get('mt_csrf') ?? ''
  const answer = await post(
    proxyUrl,
    '/login.html?redirectAfterProcess=%2F',
    { csrf, username, password: 'demo-passwort', telemetry: '' },
    `mt_csrf=${csrf}`,
  )
  const session = cookiesOf(answer).get('mt_session')
  if (answer.status !== 303 || !session) throw new Error(`login failed: ${answer.status}`)
  return session
}

const direct = (index: number) => `http://127.0.0.1:${processes[index]!.port}`

test('two operating-system processes, and the proxy spreads requests over both', async () => {
  expect(new Set(processes.map(({ child }) => child.pid)).size).toBe(2)
  const ports = new Set([
    (await get(proxyUrl, '/forum.html')).port,
    (await get(proxyUrl, '/forum.html')).port,
  ])
  expect(ports.size).toBe(2)
})

test('a session made through the proxy works on both processes', async () => {
  const session = await logInThroughProxy('demo-mitglied')
  for (let i = 0; i < 4; i += 1) {
    const page = await get(proxyUrl, '/cockpit.html', `mt_session=${session}`)
    expect(page.status, `via ${page.port}`).toBe(200)
    expect(page.body).toContain('demo-mitglied')
  }
})

test('a reply posted to one process invalidates the cached thread page on the other', async () => {
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
  // the second process renders the page for visitors and keeps it
  await get(direct(1), url)
  const cached = await get(direct(1), url)
  expect(cached.status).toBe(200)
  expect(cached.cache).toBe('HIT')

  // the member answers on the first process, through the thread page's quick reply
  const session = await logInThroughProxy('demo-mitglied')
  const cookie = `mt_session=${session}`
  const page = await get(direct(0), url, cookie)
  const text = `Über zwei Prozesse geschrieben ${randomUUID()}`
  const answer = await post(
    direct(0),
    `/forum/aktion/QuickPost.html?threadId=${thread.id}`,
    {
      var: 'quickpost',
      imageGalleryId: '',
      saveFromCookie: 'false',
      threadId: String(thread.id),
      postContainsText: 'true',
      realAction: 'QuickPost',
      postContent: text,
      submissionKey: randomUUID(),
      csrf: hiddenField(page.body, 'csrf'),
    },
    cookie,
  )
  expect(answer.status).toBe(303)

  // the second process hears of it through PostgreSQL and renders the page anew
  const end = Date.now() + 5_000
  let fresh = await get(direct(1), url)
  while (!fresh.body.includes(text) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    fresh = await get(direct(1), url)
  }
  expect(fresh.body).toContain(text)
})

test('jobs queued in the database are each run by exactly one of the processes', async () => {
  const subjects = Array.from({ length: 6 }, (_, i) => `Einmal zugestellt ${i} ${randomUUID()}`)
  for (const subject of subjects)
    await enqueueJob(database.db, 'send-mail', { to: 'einmal@example.de', subject, text: 'Hallo' })
  // each process works the queue every five seconds
  const end = Date.now() + 20_000
  let open = subjects.length
  while (open > 0 && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    const row = await database.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<string>().as('open'))
      .where(sql<string>`payload->>'subject'`, 'in', subjects)
      .where('done_at', 'is', null)
      .executeTakeFirstOrThrow()
    open = Number(row.open)
  }
  expect(open).toBe(0)
  const mails = readdirSync(path.join(dataDir, 'mail'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => readFileSync(path.join(dataDir, 'mail', file), 'utf8'))
  for (const subject of subjects) {
    const job = await database.db
      .selectFrom('jobs')
      .select('attempts')
      .where('payload', '@>', JSON.stringify({ subject }))
      .executeTakeFirstOrThrow()
    expect(job.attempts).toBe(1)
    expect(mails.filter((mail) => mail.includes(subject))).toHaveLength(1)
  }
}, 30_000)
