import { randomUUID } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDatabase, type DB } from '#db/database.ts'
import { threadPath } from '#domain/routes.ts'
import type { Services } from '#services/services.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { form, hiddenField, logIn, setCookies } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'
import { TcpProxy } from '#testing/tcp-proxy.ts'

const serverFor = (db: DB): Promise<FastifyInstance> => testServer(db)

let database: TestDatabase
let app: FastifyInstance
beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await serverFor(database.db)
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

describe('pages', () => {
  test('/forum.html is server-rendered with every root board and its rows', async () => {
    const response = await app.inject('/forum.html')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    const html = response.body
    expect(html).toContain('<title>Auto &amp; Motorrad Forum - Übersicht - MOTOR-TALK</title>')
    expect(html).toMatch(/[\d.]+ Beiträge in 788 Foren/)
    for (const path of ['/forum/auto-b3.html', '/forum/motorrad-forum-b15.html', '/forum/vw-b200.html']) {
      expect(html).toContain(`href="${path}"`)
    }
    expect(html).toContain('VW Forum')
    expect(html).toContain('/images/forum/auto.svg?v=1.0')
    expect(html).toContain('<link rel="canonical" href="https://www.motor-talk.de/forum.html"/>')
  })

  test('visitors get cacheable HTML, compressed as asked: brotli for browsers, else gzip', async () => {
    const browser = await app.inject({
      url: '/forum.html',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    })
    expect(browser.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(browser.rawPayload).toString()).toContain('VW Forum')
    const cached = await app.inject({ url: '/forum.html', headers: { 'accept-encoding': 'gzip' } })
    expect(cached.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(cached.rawPayload).toString()).toContain('VW Forum')
    const refused = await app.inject({ url: '/forum.html', headers: { 'accept-encoding': 'br;q=0, gzip' } })
    expect(refused.headers['content-encoding']).toBe('gzip')
    const response = await app.inject({ url: '/forum.html', headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers['cache-control']).toContain('s-maxage=60')
    expect(response.headers.vary).toContain('Accept-Encoding')
  })

  test('unknown routes answer 404 with the error page, noindex', async () => {
    for (const url of ['/gibt-es-nicht', '/404', '/forum/unbekannt/tief.html']) {
      const response = await app.inject(url)
      expect(response.statusCode).toBe(404)
      expect(response.body).toContain('Die Seite wurde nicht gefunden')
      expect(response.body).toContain('<meta name="robots" content="noindex"/>')
      expect(response.body).toContain('zur Startseite')
      expect(response.headers['cache-control'] ?? '').not.toContain('s-maxage')
    }
  })

  test('static files are served with cache headers', async () => {
    const icon = await app.inject('/images/forum/auto.svg?v=1.0')
    expect(icon.statusCode).toBe(200)
    expect(icon.headers['cache-control']).toBe('public, max-age=3600')
  })
})

describe('GraphQL at /graphql', () => {
  test('WhoAmI over HTTP gives a visitor null', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: 'query WhoAmI { user { whoAmI { userId } } }' },
    })
    expect(response.json()).toEqual({ data: { user: { whoAmI: null } } })
  })

  test('error entries carry reason, message, locations', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ boards { rootBoards { gibtsNicht } } }' },
    })
    const [entry] = response.json().errors
    expect(entry).toMatchObject({ reason: 'BadUserInput', locations: [{ line: 1, column: 25 }] })
    expect(entry.message).toContain('gibtsNicht')
  })

  test('a too deep query answers with reason QueryTooComplex and path', async () => {
    const query = `{ boards { rootBoards { ${'children { '.repeat(9)}id${' }'.repeat(9)} } } }`
    const response = await app.inject({ method: 'POST', url: '/graphql', payload: { query } })
    const [entry] = response.json().errors
    expect(entry).toMatchObject({ reason: 'QueryTooComplex', path: ['boards'] })
    expect(entry.message).toContain('Tiefe')
  })
})

test('/.well-known/security.txt names where to report a vulnerability, valid for less than a year (RFC 9116)', async () => {
  const response = await app.inject('/.well-known/security.txt')
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toContain('text/plain')
  expect(response.body).toContain('Contact: mailto:security@motor-talk.de')
  const expires = /^Expires: (.+)$/m.exec(response.body)?.[1] ?? ''
  const days = (new Date(expires).getTime() - Date.now()) / 86_400_000
  expect(days).toBeGreaterThan(300)
  expect(days).toBeLessThanOrEqual(366)
})

describe('health and database loss', () => {
  test('/healthz answers 200 when the database answers', async () => {
    const response = await app.inject('/healthz')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: 'up' })
  })

  test('without its database every page, form, /graphql and /healthz answer 503 (German page, Retry-After, no-store), then the app recovers by itself', async () => {
    const target = new URL(database.url)
    const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port) })
    const port = await proxy.start()
    const viaProxy = new URL(database.url)
    viaProxy.port = String(port)
    const db = createDatabase({ connectionString: viaProxy.toString(), max: 2 })
    const server = await serverFor(db)
    const thread = await database.db
      .selectFrom('threads')
      .select(['id', 'slug'])
      .where('deleted_at', 'is', null)
      .where('visibility', '=', 'Online')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const threadPath = `/forum/${thread.slug}-t${thread.id}.html`
    try {
      expect((await server.inject('/healthz')).statusCode).toBe(200)
      expect((await server.inject('/forum.html')).statusCode).toBe(200)
      const member = await logIn(server, 'demo-mitglied')
      const memberPage = await server.inject({ url: threadPath, cookies: { mt_session: member } })
      expect(memberPage.statusCode).toBe(200)
      const csrf = hiddenField(memberPage.body, 'csrf')
      const loginPage = await server.inject('/einloggen')
      const visitorCsrf = setCookies(loginPage).get('mt_csrf') ?? ''

      await proxy.cut()
      server.pageCache.invalidate() // a page cached before the loss would still be served
      const health = await server.inject('/healthz')
      expect(health.statusCode).toBe(503)
      expect(health.json()).toEqual({ status: 'unavailable', database: 'down' })

      const pages = {
        'thread page': await server.inject(threadPath),
        'home page': await server.inject('/'),
        'forum home': await server.inject('/forum.html'),
        board: await server.inject('/forum/vw-b200.html'),
        'thread page with a session cookie': await server.inject({
          url: threadPath,
          cookies: { mt_session: member },
        }),
        "a member's quick reply": await server.inject({
          method: 'POST',
          url: `/forum/aktion/QuickPost.html?threadId=${thread.id}`,
          ...form({ threadId: String(thread.id), postContent: 'Gleich wieder da?', csrf }),
          cookies: { mt_session: member },
        }),
        "a visitor's login form": await server.inject({
          method: 'POST',
          url: '/login.html?redirectAfterProcess=%2F',
          ...form({ csrf: visitorCsrf, username: 'demo-mitglied', password: 'demo-passwort', telemetry: '' }),
          cookies: { mt_csrf: visitorCsrf },
        }),
      }
      for (const [name, page] of Object.entries(pages)) {
        expect({ name, status: page.statusCode }).toEqual({ name, status: 503 })
        expect(page.headers['content-type']).toContain('text/html')
        expect(page.body).toContain('Die Seite ist vorübergehend nicht erreichbar')
        expect(page.body).toContain('<title>Wartungsarbeiten (503) - MOTOR-TALK</title>')
        expect(page.body).toContain('<meta name="robots" content="noindex"/>')
        expect(page.headers['retry-after']).toBe('30')
        expect(page.headers['cache-control']).toBe('no-store')
        // the member stays logged in: an outage is no reason to drop the session cookie
        expect(setCookies(page).has('mt_session')).toBe(false)
      }
      // a static info page needs no data: visitors still read it, but it is not kept
      const info = await server.inject('/info/impressum')
      expect(info.statusCode).toBe(200)
      expect(info.headers['cache-control']).toBe('no-store')
      // a 503 never enters the page cache: once the database is back, the page is there again
      expect(server.pageCache.size).toBe(0)

      const api = await server.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: `{ threads { byId(threadId: ${thread.id}) { id title } } }` },
      })
      expect(api.statusCode).toBe(503)
      expect(api.headers['retry-after']).toBe('30')
      expect(api.json().errors[0]).toMatchObject({ reason: 'ServiceUnavailable' })
      const memberApi = await server.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ user { whoAmI { userId } } }' },
        cookies: { mt_session: member },
      })
      expect(memberApi.statusCode).toBe(503)
      expect(memberApi.json().errors[0]).toMatchObject({ reason: 'ServiceUnavailable' })

      await proxy.start(port)
      expect((await server.inject('/healthz')).statusCode).toBe(200)
      expect((await server.inject(threadPath)).statusCode).toBe(200)
      expect((await server.inject('/forum.html')).statusCode).toBe(200)
      const back = await server.inject({ url: threadPath, cookies: { mt_session: member } })
      expect(back.statusCode).toBe(200)
      expect(back.body).toContain('demo-mitglied')
    } finally {
      await server.close()
      await db.destroy()
      await proxy.cut()
    }
  })
})

describe('shutdown', () => {
  test('closing the server waits for pages still being rendered before the database stops', async () => {
    // The embedded database stops right after the server closes; a proxy cut plays that part.
    const target = new URL(database.url)
    const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port) })
    const viaProxy = new URL(database.url)
    viaProxy.port = String(await proxy.start())
    const db = createDatabase({ connectionString: viaProxy.toString(), max: 2 })
    const server = await testServer(db, { pageCacheTtlMs: 0 })
    const urls = ['/forum.html', '/', '/forum/vw-b200.html', '/forum/bmw-b201.html']
    // the close must come after every page has reached its handler (before that, Fastify answers
    // 503 while closing): counted as they pass the last hook, not guessed with a delay
    let arrived = 0
    let allArrived: () => void = () => {}
    const rendering = new Promise<void>((resolve) => {
      allArrived = resolve
    })
    server.addHook('preHandler', async () => {
      arrived += 1
      if (arrived === urls.length) allArrived()
    })
    try {
      await server.ready()
      // several pages at once on a pool of two: most are still waiting for a connection
      const pending = urls.map((url) => server.inject(`${url}?shutdown-test=1`))
      await rendering
      await new Promise((resolve) => setImmediate(resolve)) // the last handler has run
      await server.close()
      await proxy.cut()
      const responses = await Promise.all(pending)
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200])
    } finally {
      await db.destroy()
      await proxy.cut()
    }
  })
})

describe('page cache for visitors', () => {
  test('a visitor page is rendered once, then served from memory until a write invalidates it', async () => {
    const first = await app.inject({ url: '/forum.html?cache-test=1' })
    expect(first.headers['x-cache']).toBe('MISS')
    const second = await app.inject({ url: '/forum.html?cache-test=1' })
    expect(second.headers['x-cache']).toBe('HIT')
    expect(second.body).toBe(first.body)
    app.pageCache.invalidate()
    expect((await app.inject({ url: '/forum.html?cache-test=1' })).headers['x-cache']).toBe('MISS')
  })

  test('a reply drops its thread’s pages and the listings, and keeps other threads’ pages cached', async () => {
    let services: Services | undefined
    const server = await testServer(database.db, { onServices: (s) => (services = s) })
    try {
      const threads = await database.db
        .selectFrom('threads')
        .select(['id', 'slug', 'author_id'])
        .where('visibility', '=', 'Online')
        .where('deleted_at', 'is', null)
        .where('is_open', '=', true)
        .orderBy('id')
        .limit(2)
        .execute()
      const [replied, other] = threads.map((t) => ({ ...t, path: threadPath(t) }))
      if (!replied || !other || !services) throw new Error('demo threads missing')
      for (const url of [replied.path, other.path, '/forum.html'])
        expect((await server.inject(url)).headers['x-cache']).toBe('MISS')
      const reply = await services.posting.createReply(
        { userId: replied.author_id, roleRelations: [] },
        { threadId: replied.id, text: 'Danke, das hat geholfen!', submissionKey: randomUUID() },
      )
      expect(reply.ok).toBe(true)
      expect((await server.inject(replied.path)).headers['x-cache']).toBe('MISS')
      expect((await server.inject('/forum.html')).headers['x-cache']).toBe('MISS')
      expect((await server.inject(other.path)).headers['x-cache']).toBe('HIT')
    } finally {
      await server.close()
    }
  })

  test('members (session cookie) and error pages are never served from the cache', async () => {
    await app.inject({ url: '/forum.html?cache-test=2' })
    const member = await app.inject({
      url: '/forum.html?cache-test=2',
      headers: { cookie: 'mt_session=abc' },
    })
    expect(member.headers['x-cache']).toBeUndefined()
    await app.inject('/nicht-da')
    expect((await app.inject('/nicht-da')).headers['x-cache']).toBeUndefined()
  })
})
