import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

let database: TestDatabase
let app: FastifyInstance
/** The busiest board of the test community: more than one page of topics. */
let busy: { path: string; slug: string; id: number }
beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db)
  const board = await database.db
    .selectFrom('boards')
    .select(['id', 'slug', 'own_thread_count'])
    .orderBy('own_thread_count', 'desc')
    .executeTakeFirstOrThrow()
  expect(board.own_thread_count).toBeGreaterThan(20)
  busy = { id: board.id, slug: board.slug, path: `/forum/${board.slug}-b${board.id}.html` }
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

describe('board page (spec 001 §2)', () => {
  test('headline, description, child boards, topic count, newest topics first, sidebar', async () => {
    const response = await app.inject('/forum/vw-b200.html')
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).toContain('<h1>VW Forum</h1>')
    expect(html).toMatch(/Alles rund um VW/)
    expect(html).toContain('href="/forum/vw-golf-b2000.html"')
    expect(html).toMatch(/<h2 id="topics-title">\d+ Themen<\/h2>/)
    expect(html).toContain('Neues Thema')
    expect(html).toContain('Wichtige Hinweise')
    expect(html).toContain('Forum wird betreut von:')
    expect(html).toContain('demo-moderator')
    expect(html).toContain('>FAQ<')
    expect(html).toContain('Alle Beiträge')
    expect(html).toContain('Steig ein')
    expect(html).toContain('Mehr lesen')
    // sticky first
    expect(html.indexOf('Angepinnt')).toBeGreaterThan(0)
    expect(html).toContain('<link rel="canonical" href="https://www.motor-talk.de/forum/vw-b200.html"/>')
    expect(html).toContain('name="apple-itunes-app"')
    expect(response.headers['cache-control']).toContain('s-maxage')
  })

  test('a board with child boards names what its sidebar count includes beside the list count', async () => {
    const board = await database.db
      .selectFrom('boards')
      .select(['own_thread_count', 'thread_count'])
      .where('id', '=', 200)
      .executeTakeFirstOrThrow()
    expect(board.thread_count).toBeGreaterThan(board.own_thread_count)
    const html = (await app.inject('/forum/vw-b200.html')).body
    expect(html).toContain(
      `<h2 id="topics-title">${board.own_thread_count.toLocaleString('de-DE')} Themen</h2>`,
    )
    expect(html).toContain(`${board.thread_count.toLocaleString('de-DE')} Themen inkl. Unterforen · `)
  })

  test('visitors see only announcements visible for anonymous readers; members see all', async () => {
    const visitor = await app.inject('/forum/vw-b200.html')
    expect(visitor.body).not.toContain('Benachrichtigungen jetzt auch per Push')
    const session = await logIn(app, 'demo-mitglied')
    const member = await app.inject({ url: '/forum/vw-b200.html', cookies: { mt_session: session } })
    expect(member.body).toContain('Benachrichtigungen jetzt auch per Push')
  })

  test('a closed board offers neither Neues Thema nor Stell Deine Frage', async () => {
    const response = await app.inject('/forum/archiv-treffen-events-b603.html')
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toContain('Neues Thema')
    expect(response.body).not.toContain('Stell deine Frage')
    expect(response.body).not.toContain('Steig ein')
  })

  test('pages: ?page=n with prev/next links; page 0 never in the address; beyond the last goes to the last', async () => {
    const second = await app.inject(`${busy.path}?page=1`)
    expect(second.statusCode).toBe(200)
    expect(second.body).toContain(`<link rel="prev" href="https://www.motor-talk.de${busy.path}"/>`)
    expect(second.body).toContain(
      `<link rel="canonical" href="https://www.motor-talk.de${busy.path}?page=1"/>`,
    )
    const zero = await app.inject(`${busy.path}?page=0`)
    expect(zero.statusCode).toBe(301)
    expect(zero.headers.location).toBe(busy.path)
    const beyond = await app.inject(`${busy.path}?page=5000`)
    expect(beyond.statusCode).toBe(302)
    expect(beyond.headers.location).toMatch(new RegExp(`^${busy.path.replaceAll('.', '\\.')}\\?page=\\d+$`))
  })

  test('the ad slot follows the 10th topic only when a page lists at least 15', async () => {
    const full = await app.inject(busy.path)
    expect(full.body).toContain('data-ad-slot="board-list"')
    const small = await app.inject('/forum/archiv-treffen-events-b603.html')
    const topics = (small.body.match(/class="_thread_/g) ?? []).length
    if (topics < 15) expect(small.body).not.toContain('data-ad-slot="board-list"')
  })
})

describe('board errors and redirects (spec 001 §8)', () => {
  test('a wrong slug is a 301 to the canonical path keeping page', async () => {
    const response = await app.inject(`/forum/falscher-name-b${busy.id}.html?page=1`)
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe(`${busy.path}?page=1`)
  })

  test.each([
    ['/forum/x-b0.html', 'invalid id'],
    ['/forum/x-b2147483648.html', 'id beyond 2147483647'],
    ['/forum/x-b999999.html', 'unknown board'],
    ['/forum/golf.html', 'neither -b nor -t'],
    ['/forum/golf-x12.html', 'neither -b nor -t'],
  ])('%s (%s) answers 404 with the error page', async (url) => {
    const response = await app.inject(url)
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('Die Seite wurde nicht gefunden')
    expect(response.body).toContain('noindex')
  })
})
