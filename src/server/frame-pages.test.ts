import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createDatabase, type DB } from '#db/database.ts'
import { setFeatureSwitch } from '#db/feature-switches.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { testServer } from '#testing/server.ts'
import { TcpProxy } from '#testing/tcp-proxy.ts'

// The frame issue's pages as the server renders them (spec 000 §2, spec 001 §2).

/** Tests here change feature switches in the database directly: no page cache. */
const serverFor = (db: DB): Promise<FastifyInstance> => testServer(db, { pageCacheTtlMs: 0 })

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

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers })

describe('home page (spec 000 §2.2)', () => {
  test('answers 200 with the title and every section in the spec’s order', async () => {
    const response = await get('/')
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).toContain('<title>Europas größte Auto- und Motor-Community - MOTOR-TALK</title>')
    const order = [
      'Europas größte Auto- und Motor-Community</h1>',
      '>Neue Beiträge</h2>',
      '>Auto-Forum</h2>',
      '>Motorrad-Forum</h2>',
      '>Themenforen</h2>',
      '>Neue Foren</h2>',
      '>Neue Mitglieder</h2>',
      '>Heiß diskutiert</h2>',
      '>Blogs</h2>',
      '>Fahrzeugtests</h2>',
      '>Alle Foren</h2>',
      '>Über MOTOR-TALK</h2>',
    ]
    const positions = order.map((text) => html.indexOf(text))
    expect(positions.every((position) => position > 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
  })

  test('lists 4 topics, 18/6/8 forums, 16 members, 4 blogs and 4 tests', async () => {
    const html = (await get('/')).body
    const section = (id: string) => {
      const start = html.indexOf(`data-home-section="${id}"`)
      return html.slice(start, html.indexOf('</section>', start))
    }
    const count = (id: string, pattern: RegExp) => section(id).match(pattern)?.length ?? 0
    expect(count('home-latest', /<li /g)).toBe(4)
    expect(count('home-cars', /<li>/g)).toBe(18)
    expect(count('home-motorcycles', /<li>/g)).toBe(6)
    expect(count('home-topics', /<li>/g)).toBe(8)
    expect(section('home-topics')).not.toContain('-b1065.html')
    expect(count('home-members', /href="\/nutzer\//g)).toBe(16)
    expect(count('home-blogs', /<li /g)).toBe(4)
    expect(count('home-tests', /<li /g)).toBe(4)
    expect(section('home-blogs')).toContain('href="/blogs/aktion/BlogList.html"')
    expect(section('home-tests')).toContain('href="/tests"')
    expect(section('home-hot')).toContain('Letzter Beitrag von ')
  })

  test('a test’s stars are filled to rating × 2 percent', async () => {
    const html = (await get('/')).body
    const widths = [...html.matchAll(/style="width:(\d+)%" aria-hidden="true" data-stars/g)].map((m) =>
      Number(m[1]),
    )
    expect(widths).toHaveLength(4)
    const ratings = await database.db
      .selectFrom('motortests')
      .select('rating')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(4)
      .execute()
    expect(widths).toEqual(ratings.map((row) => row.rating * 2))
  })

  test('the hero has its images at 480, 640, 1000, 1300 and 1600 px, the totals and the search box', async () => {
    const html = (await get('/')).body
    for (const width of [480, 640, 1000, 1300, 1600]) {
      expect(html).toContain(`/images/hero/hero-${width}.webp ${width}w`)
      expect(html).toContain(`/images/hero/hero-${width}.jpg ${width}w`)
      expect((await get(`/images/hero/hero-${width}.webp`)).statusCode).toBe(200)
    }
    expect(html).toMatch(/<strong>[\d.]+<\/strong> Beiträge/)
    expect(html).toContain('action="/suche.html"')
    expect(html).toContain('<input type="hidden" name="search" value="true"/>')
    expect(html).toMatch(/name="se"/)
  })

  test('Stell Deine Frage posts through registration back to thread creation for visitors', async () => {
    const html = (await get('/')).body
    expect(html).toContain(
      'action="/registration/registration.html?redirectAfterProcess=%2Fforum%2Faktion%2FStartThread.html%3FboardId%3D1065"',
    )
    expect(html).toContain('Stell Deine Frage')
  })

  test('the teaser pictures the seed refers to exist', async () => {
    for (let i = 0; i < 8; i += 1) {
      expect((await get(`/images/teaser/blog-${i}.svg`)).statusCode).toBe(200)
      expect((await get(`/images/teaser/test-${i}.svg`)).statusCode).toBe(200)
    }
  })

  test('visitors get a cacheable page', async () => {
    expect((await get('/')).headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    )
  })

  test('without its database the home page logs "Failed to fetch landing page data" and answers 503 (decision 016 over the spec\'s 500)', async () => {
    const target = new URL(database.url)
    const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port) })
    const port = await proxy.start()
    const viaProxy = new URL(database.url)
    viaProxy.port = String(port)
    const db = createDatabase({ connectionString: viaProxy.toString(), max: 2 })
    const server = await serverFor(db)
    const errors = vi.spyOn(server.log, 'error')
    try {
      expect((await server.inject('/')).statusCode).toBe(200)
      await proxy.cut()
      server.pageCache.invalidate()
      const page = await server.inject('/')
      // spec 000 §8 answers 500 for a failed landing query; an outage is 503 (decision 016)
      expect(page.statusCode).toBe(503)
      expect(page.body).toContain('Die Seite ist vorübergehend nicht erreichbar')
      const logged = errors.mock.calls.find((call) => call[1] === 'Failed to fetch landing page data')
      expect(logged?.[0]).toMatchObject({ reason: 'ServiceUnavailable', message: expect.any(String) })
    } finally {
      await server.close()
      await db.destroy()
      await proxy.cut()
    }
  })
})

describe('info pages (spec 000 §2.6, spec 001 §2)', () => {
  test.each([
    ['/info/werbung', 'Werbung auf MOTOR-TALK'],
    ['/info/beitragsregeln', 'Beitragsregeln'],
    ['/info/cookies', 'Cookies'],
    ['/info/datenschutz', 'Datenschutzerklärung'],
    ['/info/hilfe', 'Hilfe &amp; FAQ'],
    ['/info/impressum', 'Impressum'],
    ['/info/presse', 'Über uns &amp; Presse'],
    ['/info/nutzungsbasierte-online-werbung', 'Nutzungsbasierte Online-Werbung'],
    ['/info/utiq-verwalten', 'Utiq verwalten'],
    ['/info/nutzungsbedingungen', 'Nutzungsbedingungen'],
  ])('%s answers 200 with its headline and the info sidebar', async (url, headline) => {
    const response = await get(url)
    expect(response.statusCode).toBe(200)
    expect(response.body).toMatch(new RegExp(`<h1[^>]*>${headline}</h1>`))
    expect(response.body).toContain('aria-label="Informationen"')
    expect(response.body).toContain('href="/inhalt/Contact.html"')
  })

  test('the help page is noindex, the others are not', async () => {
    expect((await get('/info/hilfe')).body).toContain('<meta name="robots" content="noindex"/>')
    expect((await get('/info/impressum')).body).not.toContain('name="robots"')
  })

  test('the facts the specs give are stated', async () => {
    const body = async (url: string) => (await get(url)).body
    expect(await body('/info/impressum')).toContain('Montag bis Freitag von 10–12 Uhr und 14–17 Uhr')
    expect(await body('/info/beitragsregeln')).toContain('36 Stunden')
    expect(await body('/info/beitragsregeln')).toContain('Über 67 Millionen Beiträge')
    expect(await body('/info/werbung')).toContain('über 700 Foren')
    expect(await body('/info/cookies')).toContain('Stand: August 2018')
    expect(await body('/info/datenschutz')).toContain('Stand: 27. August 2025')
    expect(await body('/info/datenschutz')).toContain('höchstens 21 Tage')
    expect(await body('/info/datenschutz')).toContain('href="/info/utiq-verwalten"')
    expect(await body('/info/nutzungsbedingungen')).toContain('Stand: 23.07.2025')
  })

  test('the terms have 11 anchored sections, each with a "nach oben" link', async () => {
    const html = (await get('/info/nutzungsbedingungen')).body
    expect(html.match(/>nach oben</g)).toHaveLength(11)
    expect(html.match(/<section id="[a-z-]+"/g)).toHaveLength(11)
  })

  test('the help page has a table of contents and sections 1 to 5', async () => {
    const html = (await get('/info/hilfe')).body
    for (const id of ['1', '2', '3', '4', '5']) {
      expect(html).toContain(`<section id="${id}"`)
      expect(html).toContain(`href="#${id}"`)
    }
  })

  test('any other /info path is 404 InvalidPath with the error page', async () => {
    for (const url of ['/info/gibt-es-nicht', '/info', '/info/hilfe/tief']) {
      const response = await get(url)
      expect(response.statusCode).toBe(404)
      expect(response.body).toContain('Die Seite wurde nicht gefunden')
      expect(response.body).toContain('<meta name="robots" content="noindex"/>')
    }
  })

  test('/consent, /rettungskarte and /foerdern answer 200', async () => {
    expect((await get('/consent')).body).toMatch(/<h1[^>]*>Cookie-Einstellungen<\/h1>/)
    expect((await get('/rettungskarte')).body).toMatch(/<h1[^>]*>Rettungskarte<\/h1>/)
    expect((await get('/foerdern')).statusCode).toBe(200)
  })
})

describe('outbound page (spec 001 §2, §5, §8)', () => {
  test('shows the target without a right-to-left override and both buttons', async () => {
    const response = await get(
      `/out?target=${encodeURIComponent('https://example.com/\u202Efdp.exe')}&referrer=${encodeURIComponent('https://www.motor-talk.de/forum/golf-t1.html')}`,
    )
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).toContain('<title>Du verlässt MOTOR-TALK</title>')
    expect(html).toContain(
      'Dieser Link führt Dich zu einer Website, für deren Inhalt wir nicht verantwortlich sind.',
    )
    expect(html).not.toContain('\u202E')
    expect(html).toContain('https://example.com/fdp.exe')
    expect(html).toMatch(/<a [^>]*href="https:\/\/example.com\/fdp.exe"[^>]*>Fortfahren<\/a>/)
    expect(html).toMatch(/<a [^>]*href="\/forum\/golf-t1.html"[^>]*>Abbrechen<\/a>/)
    expect(html).toContain('content="noindex, nofollow"')
    expect(response.headers.location).toBeUndefined()
  })

  test('Abbrechen leads to the site base when the referrer is foreign', async () => {
    const html = (await get('/out?target=https%3A%2F%2Fexample.com&referrer=https%3A%2F%2Fevil.example%2Fx'))
      .body
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Abbrechen<\/a>/)
  })

  test('missing parameters or a target that is no web address answer 500 InvalidParameterError', async () => {
    for (const url of [
      '/out',
      '/out?target=https%3A%2F%2Fexample.com',
      '/out?referrer=%2F',
      '/out?target=&referrer=%2F',
      '/out?target=javascript%3Aalert(1)&referrer=%2F',
    ]) {
      const response = await get(url)
      expect(response.statusCode).toBe(500)
      expect(response.body).toContain('Interner Server-Fehler (500)')
      expect(response.body).not.toContain('Fortfahren')
    }
  })
})

describe('frame, variants and feature switches', () => {
  test('/404 is always 404', async () => {
    expect((await get('/404')).statusCode).toBe(404)
  })

  test('every page carries the boot script before the stylesheets, so themes apply before the first paint', async () => {
    const html = (await get('/info/impressum')).body
    const script = html.indexOf('mt-theme')
    const stylesheet = html.indexOf('rel="stylesheet"')
    expect(script).toBeGreaterThan(0)
    expect(script).toBeLessThan(stylesheet)
    expect(html).toMatch(/<html lang="de" data-platform="MT">/)
  })

  test('the test-focused variant is chosen by host name, unknown hosts get the main variant', async () => {
    const tests = await get('/info/impressum', { host: 'tests.motor-talk.de' })
    expect(tests.body).toContain('<title>Impressum - MOTOR-TALK Tests</title>')
    expect(tests.body).toContain('href="https://tests.motor-talk.de/info/impressum"')
    expect(tests.body).toContain('data-platform="MTT"')
    const unknown = await get('/info/impressum', { host: 'irgendwas.example' })
    expect(unknown.body).toContain('<title>Impressum - MOTOR-TALK</title>')
  })

  test('the theme selector follows its feature switch in the database', async () => {
    app.pageCache.invalidate()
    expect((await get('/info/presse')).body).toContain('>Design</label>')
    await setFeatureSwitch(database.db, 'UserThemes', false)
    app.pageCache.invalidate()
    expect((await get('/info/presse')).body).not.toContain('>Design</label>')
    await setFeatureSwitch(database.db, 'UserThemes', true)
    app.pageCache.invalidate()
  })

  test('the footer says which environment this is', async () => {
    expect((await get('/info/presse')).body).toContain('Umgebung: Test')
  })
})

test('a form posted to an unknown path answers 404 with the error page, not 405', async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/gibt-es-nicht.html',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'a=1',
  })
  expect(response.statusCode).toBe(404)
  expect(response.body).toContain('Die Seite wurde nicht gefunden')
})
