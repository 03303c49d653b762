// npm run bench [-- --large] [-- --only thread]
// npm run bench -- --only moderation  (the moderation pages at 100,000 notices, seeded once)
// npm run bench -- --only summary  (decision 032: building the summary of a 100,000-post thread, and the
//   thread page with the summary shown and switched off; bench/summary.ts)
// npm run bench [-- --large] -- --only search  (decision 022: the search's queries, its pages, and the
//   cost of a reply with and without the search's indexes; bench/search.ts)
// npm run bench [-- --large] -- --lighthouse  (decision 035: Lighthouse mobile on home, forum home,
//   board, thread, gallery and profile, in Debian's Chromium; bench/lighthouse.ts)
// npm run bench [-- --large] -- --only seo  (decision 037: the sitemap index, the biggest board's
//   sitemap, the pages' and contents' sitemaps, a board's feed and the new threads' feed)
// npm run bench [-- --large] -- --only processes  (decision 037: one app process against two on one
//   PostgreSQL; bench/processes.ts)
// npm run bench [-- --large] -- --only writes  (decision 035: replies per second from 40 members at
//   once into 200 threads, and whether every counter agrees with a recount afterwards; bench/writes.ts)
// npm run bench -- --only graphql-flood  (decision 039: an uncached thread page alone and while 20
//   connections send the dearest GraphQL document the limits allow, from one address and from 20;
//   bench/graphql-flood.ts)
// Starts an embedded PostgreSQL on a data directory of its own (demo community, or with --large
// the 1,000,000-post community, seeded on first use), asks it which threads and boards are the
// interesting ones (the longest thread, its first, middle and last page; the biggest board),
// serves the production build against it, loads each page with autocannon (10 connections,
// 10 s, loopback) and writes the figures into bench/RESULTS.md, after a bare Node http server
// measured the same way in the same run (the baseline the pages are a share of).

import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import pg from 'pg'
import { createDatabase } from '#db/database.ts'
import { startEmbeddedPostgres } from '#db/embedded.ts'
import { migrateToLatest } from '#db/migrate.ts'
import { POSTS_PER_PAGE, THREADS_PER_PAGE } from '#domain/limits.ts'
import { picturePath } from '#domain/media.ts'
import { boardPath, threadPath, userPath, withPage } from '#domain/routes.ts'
import { boardFeedPath, boardSitemapPath, NEW_THREADS_FEED_PATH, SITEMAP_ID_RANGE } from '#domain/sitemap.ts'
import { seedNotices } from '#seed/notices.ts'
import { FLOOD_CONNECTIONS, measureGraphQLFlood } from './graphql-flood.ts'
import { measureLighthouse } from './lighthouse.ts'
import { measureProcesses } from './processes.ts'
import { measureReplyWrites, measureSearchQueries, type SearchBenchRow } from './search.ts'
import { ensureLongThread, measureSummaryBuild, setSummarySwitch } from './summary.ts'
import { measureReplyThroughput } from './writes.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { values } = parseArgs({
  options: {
    large: { type: 'boolean', default: false },
    only: { type: 'string' },
    duration: { type: 'string', default: '10' },
    lighthouse: { type: 'boolean', default: false },
    connections: { type: 'string', default: '10' },
  },
})

interface Target {
  name: string
  path: string
  /** Served with the page cache off: the cost of a real render (a crawler's long tail). */
  uncached?: boolean
  /** Loaded as this demo account (logged in once the server runs). */
  as?: 'demo-admin' | 'demo-moderator'
  /** Said after the path in the results (what differs between two runs of one page). */
  note?: string
}

/** The moderation pages are measured at this many notices (decision 021). */
const MODERATION_NOTICES = 100_000

function lastPage(items: number, perPage: number): number {
  return Math.max(0, Math.ceil(items / perPage) - 1)
}

/** The pages worth measuring in this community, read from its database. */
async function discoverTargets(databaseUrl: string): Promise<Target[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const longest = await client.query<{ id: number; slug: string; post_count: number }>(
      `select id, slug, post_count from threads where visibility = 'Online' and deleted_at is null
       order by post_count desc limit 1`,
    )
    const typical = await client.query<{ id: number; slug: string }>(
      `select id, slug from threads where visibility = 'Online' and deleted_at is null
       and post_count between 5 and 10 order by id limit 1`,
    )
    const biggest = await client.query<{ id: number; slug: string; own_thread_count: number }>(
      'select id, slug, own_thread_count from boards order by own_thread_count desc limit 1',
    )
    const gallery = await client.query<{ post_id: number; thread_slug: string; id: number; title: string }>(
      `select p.id as post_id, t.slug as thread_slug, pi.id, pi.title
       from posts p join threads t on t.id = p.thread_id join post_images pi on pi.post_id = p.id
       where p.image_count = (select max(image_count) from posts) and p.visibility = 'Online'
         and t.visibility = 'Online' and t.deleted_at is null
       order by p.id, pi.position limit 1`,
    )
    const targets: Target[] = [
      { name: 'forum-home', path: '/forum.html' },
      { name: 'healthz', path: '/healthz' },
    ]
    const thread = longest.rows[0]
    if (thread) {
      const path = threadPath(thread)
      const last = lastPage(thread.post_count, POSTS_PER_PAGE)
      for (const page of [0, Math.floor(last / 2), last]) {
        targets.push({ name: 'thread', path: withPage(path, page), uncached: true })
      }
      targets.push({ name: 'thread', path: withPage(path, last) })
    }
    if (typical.rows[0]) targets.push({ name: 'thread', path: threadPath(typical.rows[0]), uncached: true })
    const board = biggest.rows[0]
    if (board) {
      const path = boardPath(board)
      const last = lastPage(board.own_thread_count, THREADS_PER_PAGE)
      targets.push({ name: 'board', path, uncached: true })
      targets.push({ name: 'board', path: withPage(path, last), uncached: true })
    }
    const picture = gallery.rows[0]
    if (picture) {
      const path = picturePath({ postId: picture.post_id, threadSlug: picture.thread_slug }, picture)
      targets.push({ name: 'gallery', path }, { name: 'gallery', path, uncached: true })
    }
    targets.push({ name: 'forum-home', path: '/forum.html', uncached: true })
    // decision 021: the queue and a case of demo-moderator's boards, as an admin and as that moderator
    const open = await client.query<{ id: number }>(
      `select n.id from notices n where n.status = 'OpenNotice' and n.board_id in (
         with recursive tree as (select id from boards where id in (200, 201, 1065)
           union select b.id from boards b join tree on b.parent_id = tree.id) select id from tree)
       order by n.created_at desc limit 1`,
    )
    for (const as of ['demo-admin', 'demo-moderator'] as const) {
      targets.push({ name: 'moderation', path: '/moderation', as })
      if (open.rows[0]) targets.push({ name: 'moderation', path: `/moderation/fall/${open.rows[0].id}`, as })
    }
    targets.push({ name: 'moderation', path: '/moderation/transparenz', as: 'demo-admin' })
    // decision 022: result pages (never kept in the page cache)
    for (const query of ['se=Zahnriemen', 'se=Zahnrimen', 'se=Golf+7+Kupplung', 'se=Lambdasonde&sbo=200']) {
      targets.push({ name: 'search', path: `/suche.html?search=true&${query}`, uncached: true })
    }
    // decision 037: what search engines and feed readers fetch (answers outside the page cache)
    if (board) {
      const range = await client.query<{ range: number }>(
        `select (id / $2)::int as range from threads where board_id = $1 and visibility = 'Online'
         and deleted_at is null group by 1 order by count(*) desc limit 1`,
        [board.id, SITEMAP_ID_RANGE],
      )
      targets.push({ name: 'seo', path: '/sitemap.xml', uncached: true })
      if (range.rows[0])
        targets.push({ name: 'seo', path: boardSitemapPath(board.id, range.rows[0].range), uncached: true })
      targets.push(
        { name: 'seo', path: '/sitemaps/seiten.xml', uncached: true },
        { name: 'seo', path: '/sitemaps/inhalte.xml', uncached: true },
        { name: 'seo', path: boardFeedPath(board.id), uncached: true },
        { name: 'seo', path: NEW_THREADS_FEED_PATH, uncached: true },
      )
    }
    return targets
  } finally {
    await client.end()
  }
}

const PORT = 3200
const CONNECTIONS = Number(values.connections)
const dataDir = path.join(root, 'data', values.large ? 'bench-large' : 'bench')

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    )
  })
}

async function waitForHealth(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('Server exited during start-up')
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('Server did not become healthy')
}

// The bench owns the database so that it can look up its targets; server and seed get its URL.
const fresh = !existsSync(path.join(dataDir, 'postgres'))
const database = await startEmbeddedPostgres({ dataDir, log: () => {} })
const env = {
  PORT: String(PORT),
  DATA_DIR: dataDir,
  APP_ENV: 'production',
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  DATABASE_URL: database.connectionString,
}
/** Runs `work` while the production server serves the bench database. */
async function withServer<T>(
  uncached: boolean,
  work: () => Promise<T>,
  extraEnv: Record<string, string> = {},
): Promise<T> {
  const server = spawn(process.execPath, ['src/server/start.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PAGE_CACHE_TTL_MS: uncached ? '0' : '10000', ...extraEnv },
    stdio: 'inherit',
  })
  try {
    await waitForHealth(server)
    return await work()
  } finally {
    server.kill('SIGINT')
    await new Promise((resolve) => server.once('exit', resolve))
  }
}

/** The pages Lighthouse looks at: one of each kind a visitor from a search engine lands on. */
async function lighthousePages(databaseUrl: string): Promise<{ name: string; path: string }[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const thread = await client.query<{ id: number; slug: string }>(
      `select t.id, t.slug from threads t where t.visibility = 'Online' and t.deleted_at is null
       and t.post_count between 8 and 12
       and exists (select 1 from posts p where p.thread_id = t.id and p.image_count > 0)
       order by t.id limit 1`,
    )
    const anyThread = await client.query<{ id: number; slug: string }>(
      `select id, slug from threads where visibility = 'Online' and deleted_at is null
       and post_count between 8 and 12 order by id limit 1`,
    )
    const board = await client.query<{ id: number; slug: string }>(
      'select id, slug from boards order by own_thread_count desc limit 1',
    )
    const picture = await client.query<{ post_id: number; thread_slug: string; id: number; title: string }>(
      `select p.id as post_id, t.slug as thread_slug, pi.id, pi.title
       from post_images pi join posts p on p.id = pi.post_id join threads t on t.id = p.thread_id
       where p.visibility = 'Online' and t.visibility = 'Online' and t.deleted_at is null
       order by pi.id limit 1`,
    )
    const member = await client.query<{ slug: string }>(
      `select slug from users where profile_hidden_at is null and is_anonymized = false
       order by reply_count desc limit 1`,
    )
    const pages = [
      { name: 'home', path: '/' },
      { name: 'forum home', path: '/forum.html' },
    ]
    if (board.rows[0]) pages.push({ name: 'board', path: boardPath(board.rows[0]) })
    const shown = thread.rows[0] ?? anyThread.rows[0]
    if (shown) pages.push({ name: 'thread', path: threadPath(shown) })
    const image = picture.rows[0]
    if (image)
      pages.push({
        name: 'gallery',
        path: picturePath({ postId: image.post_id, threadSlug: image.thread_slug }, image),
      })
    if (member.rows[0]) pages.push({ name: 'profile', path: userPath(member.rows[0]) })
    return pages
  } finally {
    await client.end()
  }
}

async function measure(targets: Target[], uncached: boolean): Promise<string[]> {
  if (targets.length === 0) return []
  const lines: string[] = []
  await withServer(uncached, async () => {
    const sessions = new Map<string, string>()
    for (const target of targets) {
      const url = `http://127.0.0.1:${PORT}${target.path}`
      let cookie: Record<string, string> = {}
      if (target.as) {
        if (!sessions.has(target.as)) sessions.set(target.as, await logIn(target.as))
        cookie = { cookie: `mt_session=${sessions.get(target.as)}` }
        const probe = await fetch(url, { headers: cookie, redirect: 'manual' })
        if (probe.status !== 200) console.warn(`${target.path} as ${target.as}: HTTP ${probe.status}`)
      }
      const options = { url, connections: CONNECTIONS, headers: { 'accept-encoding': 'gzip', ...cookie } }
      await autocannon({ ...options, duration: 2 }) // warm-up: JIT, pool, PostgreSQL buffers
      const result = await autocannon({ ...options, duration: Number(values.duration) })
      const data = `${values.large ? 'large (1M posts)' : 'demo (30k posts)'}${target.name === 'moderation' ? `, ${MODERATION_NOTICES / 1000}k notices` : ''}`
      const label = `${target.path}${target.as ? ` (${target.as})` : ''}${uncached ? ' (uncached)' : ''}${target.note ? ` (${target.note})` : ''}${CONNECTIONS === 10 ? '' : ` (${CONNECTIONS} connections)`}`
      const line = `| ${new Date().toISOString().slice(0, 10)} | ${label} | ${data} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx + result.errors} |`
      console.log(line)
      lines.push(line)
    }
  })
  return lines
}

/** A demo account's session, through the real login form (password from the seed's README). */
async function logIn(username: string): Promise<string> {
  const page = await fetch(`http://127.0.0.1:${PORT}/einloggen`)
  const csrf = /mt_csrf=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1] ?? ''
  const response = await fetch(`http://127.0.0.1:${PORT}/login.html?redirectAfterProcess=%2F`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `mt_csrf=${csrf}` },
    body: new URLSearchParams({ csrf, username, password: 'demo-passwort', telemetry: '' }).toString(),
  })
  const session = /mt_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]
  if (!session) throw new Error(`login as ${username} failed: HTTP ${response.status}`)
  return session
}

/** Notices for the moderation pages, once per bench database. */
async function ensureNotices(databaseUrl: string): Promise<void> {
  const db = createDatabase({ connectionString: databaseUrl, max: 2, statementTimeoutMs: 0 })
  try {
    await migrateToLatest(db)
    const row = await db.selectFrom('notices').select(db.fn.countAll<number>().as('count')).executeTakeFirst()
    const missing = MODERATION_NOTICES - Number(row?.count ?? 0)
    if (missing > 0) {
      console.log(`Seeding ${missing} notices for the moderation pages …`)
      await seedNotices(db, missing)
    }
  } finally {
    await db.destroy()
  }
}

/**
 * A bare Node http server answering 'ok', loaded the same way in the same run: this machine's
 * speed varies from run to run, so the pages' figures are read as a share of this one.
 */
async function measureBare(): Promise<string> {
  const bare = spawn(
    process.execPath,
    ['-e', `require('node:http').createServer((q, s) => s.end('ok')).listen(${PORT + 1}, '127.0.0.1')`],
    { stdio: 'inherit' },
  )
  try {
    await new Promise((resolve) => setTimeout(resolve, 500))
    const options = { url: `http://127.0.0.1:${PORT + 1}/`, connections: CONNECTIONS }
    await autocannon({ ...options, duration: 2 })
    const result = await autocannon({ ...options, duration: Number(values.duration) })
    const data = values.large ? 'large (1M posts)' : 'demo (30k posts)'
    const line = `| ${new Date().toISOString().slice(0, 10)} | bare Node http server (baseline)${CONNECTIONS === 10 ? '' : ` (${CONNECTIONS} connections)`} | ${data} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx + result.errors} |`
    console.log(line)
    return line
  } finally {
    bare.kill()
  }
}

let rows: string[] = []
try {
  if (values.large && fresh) {
    console.log('Building the large community (1,000,000 posts) once …')
    await run(process.execPath, ['src/seed/cli.ts', '--posts', '1000000'], env)
  } else if (fresh) {
    // The demo community is seeded by the server's first start; discovery needs it before.
    await run(process.execPath, ['src/seed/cli.ts'], env)
  }
  if ((!values.only && !values.lighthouse) || values.only === 'moderation')
    await ensureNotices(database.connectionString)
  // --lighthouse alone measures only what the browser sees
  const selected = (await discoverTargets(database.connectionString)).filter(
    (t) => !(values.lighthouse && !values.only) && (!values.only || t.name === values.only),
  )
  const searchRows: string[] = []
  if (values.only === 'search') {
    const data = values.large ? 'large (1M posts)' : 'demo (30k posts)'
    const line = (row: SearchBenchRow) =>
      `| ${new Date().toISOString().slice(0, 10)} | ${row.label} | ${data} | ${row.perSecond} | ${row.p50} | ${row.p95} | 0 |`
    for (const row of await measureSearchQueries(database.connectionString)) searchRows.push(line(row))
    for (const row of await measureReplyWrites(database.connectionString)) searchRows.push(line(row))
  }
  const summaryRows: string[] = []
  if (values.only === 'summary') {
    const thread = await ensureLongThread(database.connectionString)
    const build = await measureSummaryBuild(database.connectionString, thread.id)
    const data = 'demo (30k posts) + a 100k-post thread'
    const day = new Date().toISOString().slice(0, 10)
    const line = `| ${day} | AI summary build, thread of 100,000 posts (ms: median, slowest of 3) | ${data} | – | ${build.median} | ${build.max} | 0 |`
    console.log(line)
    summaryRows.push(line, await measureBare())
    // the thread page: one with the box (summary available), one without it, same run
    const pages = [thread.path, withPage(thread.path, 4999)]
    summaryRows.push(
      ...(await measure(
        pages.map((p) => ({ name: 'summary', path: p, uncached: true, note: 'summary shown' })),
        true,
      )),
    )
    await setSummarySwitch(database.connectionString, false)
    try {
      summaryRows.push(
        ...(await measure(
          pages.map((p) => ({ name: 'summary', path: p, uncached: true, note: 'AiThreadSummary off' })),
          true,
        )),
      )
    } finally {
      await setSummarySwitch(database.connectionString, true)
    }
  }
  const lighthouseRows: string[] = []
  if (values.lighthouse) {
    const data = values.large ? 'large (1M posts)' : 'demo (30k posts)'
    const pages = await lighthousePages(database.connectionString)
    const measured = await withServer(false, () => measureLighthouse(`http://127.0.0.1:${PORT}`, pages))
    for (const row of measured) {
      const line = `| ${new Date().toISOString().slice(0, 10)} | Lighthouse mobile, ${row.name} ${row.path}: performance ${row.score}, LCP ${(row.lcpMs / 1000).toFixed(1)} s, CLS ${row.cls}, TBT ${row.tbtMs} ms, FCP ${(row.fcpMs / 1000).toFixed(1)} s; over the wire ${row.totalKb} KB (JS ${row.scriptKb} KB, CSS ${row.styleKb} KB), render-blocking ${row.renderBlocking} (median of 3 runs by score; p50 column: LCP ms) | ${data} | – | ${row.lcpMs} | – | 0 |`
      console.log(line)
      lighthouseRows.push(line)
    }
  }
  const writeRows: string[] = []
  const processRows: string[] = []
  if (values.only === 'processes') {
    const data = values.large ? 'large (1M posts)' : 'demo (30k posts)'
    const targets = await discoverTargets(database.connectionString)
    const pages = [
      targets.find((t) => t.name === 'thread' && t.uncached && !t.path.includes('page='))?.path,
      '/forum.html',
    ].filter((path): path is string => path !== undefined)
    for (const row of await measureProcesses(root, env, pages, Number(values.duration))) {
      const how =
        row.mode === 'cluster'
          ? `uncached; npm start with WEB_CONCURRENCY=${row.processes}, one port, 50 connections`
          : `uncached; ${row.processes} app ${row.processes === 1 ? 'process' : 'processes'} on one PostgreSQL, 10 connections each, req/s summed`
      const line = `| ${new Date().toISOString().slice(0, 10)} | ${row.path} (${how}) | ${data} | ${row.perSecond} | ${row.p50} | ${row.p99} | ${row.errors} |`
      console.log(line)
      processRows.push(line)
    }
  }
  if (values.only === 'writes') {
    const data = values.large ? 'large (1M posts)' : 'demo (30k posts)'
    const result = await measureReplyThroughput(database.connectionString, Number(values.duration))
    const line = `| ${new Date().toISOString().slice(0, 10)} | replies through the posting service, 40 members at once into 200 threads on many boards (${result.replies} in ${result.seconds} s; counters differing from a recount afterwards: ${result.inconsistent}; failed replies in the errors column) | ${data} | ${result.perSecond} | ${result.p50} | ${result.p99} | ${result.failed} |`
    console.log(line)
    writeRows.push(line)
  }
  const floodRows: string[] = []
  if (values.only === 'graphql-flood') {
    const data = values.large ? 'large (1M posts)' : 'demo (30k posts)'
    const targets = await discoverTargets(database.connectionString)
    const page = targets.find((t) => t.name === 'thread' && t.uncached && !t.path.includes('page='))?.path
    if (!page) throw new Error('no thread to measure')
    const day = new Date().toISOString().slice(0, 10)
    const seconds = Number(values.duration)
    for (const addresses of ['one', 'many'] as const) {
      // X-Forwarded-For is believed only behind a proxy (TRUST_PROXY): 20 visitors' addresses
      const extra: Record<string, string> = addresses === 'many' ? { TRUST_PROXY: 'true' } : {}
      const { alone, flooded } = await withServer(
        true,
        () => measureGraphQLFlood(`http://127.0.0.1:${PORT}`, page, seconds, addresses),
        extra,
      )
      const share = alone.perSecond > 0 ? Math.round((flooded.perSecond / alone.perSecond) * 100) : 0
      const answers = Object.entries(flooded.graphql)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([status, count]) => `${status} ×${count}`)
        .join(', ')
      const from = addresses === 'one' ? 'one address' : `${FLOOD_CONNECTIONS} addresses`
      const lines = [
        `| ${day} | ${page} (uncached) alone, before the GraphQL flood from ${from} (5xx: ${alone.fiveXx}) | ${data} | ${alone.perSecond} | ${alone.p50} | ${alone.p99} | ${alone.fiveXx + alone.otherErrors} |`,
        `| ${day} | ${page} (uncached) while ${FLOOD_CONNECTIONS} connections send the dearest GraphQL document the limits allow (2 searches + small fields, cost 120) as visitors from ${from}: ${share} % of alone, page 5xx: ${flooded.fiveXx}; /graphql answered in the flood's ${seconds + 2} s: ${answers} | ${data} | ${flooded.perSecond} | ${flooded.p50} | ${flooded.p99} | ${flooded.fiveXx + flooded.otherErrors} |`,
      ]
      for (const line of lines) console.log(line)
      floodRows.push(...lines)
    }
    floodRows.push(await measureBare())
  }
  rows = [
    ...floodRows,
    ...lighthouseRows,
    ...writeRows,
    ...processRows,
    ...summaryRows,
    ...searchRows,
    ...(values.only === 'summary' ||
    values.only === 'writes' ||
    values.only === 'graphql-flood' ||
    (values.lighthouse && !values.only)
      ? []
      : [await measureBare()]),
    ...(await measure(
      selected.filter((t) => !t.uncached),
      false,
    )),
    ...(await measure(
      selected.filter((t) => t.uncached),
      true,
    )),
  ]
} finally {
  await database.stop()
}

const resultsFile = path.join(root, 'bench', 'RESULTS.md')
const header = `# Benchmark results

autocannon, 10 connections (unless a row says otherwise), 10 s after a 2 s warm-up, loopback, \`Accept-Encoding: gzip\`,
production build (\`npm run bench\`; \`npm run bench -- --large\` for the 1,000,000-post community).
Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.versions.node}.
Server and load generator share the machine, so the figures are a floor, not a ceiling.

| date | path | data | req/s | p50 ms | p99 ms | errors |
|---|---|---|---|---|---|---|
`
const existing = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : ''
const previous = existing.split('\n').filter((l) => /^\| \d{4}-/.test(l))
// Notes written by hand below the table survive every run.
const notesAt = existing.indexOf('\n## Notes')
const notes = notesAt >= 0 ? existing.slice(notesAt) : ''
writeFileSync(resultsFile, `${header}${[...previous, ...rows].join('\n')}\n${notes}`)
