import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SEARCH_TEXTS } from '#domain/search.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { form, hiddenField, logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// /suche.html as the server renders it (decision 022): the form and tips without a term, 400 with
// the German message at its field for what cannot be searched, results and a member's posts.

let database: TestDatabase
let app: FastifyInstance
let memberId: number
beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db, { pageCacheTtlMs: 0 })
  const member = await database.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'demo-mitglied')
    .executeTakeFirstOrThrow()
  memberId = member.id
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

const NOINDEX = '<meta name="robots" content="noindex,follow"/>'

/** A message as a regular expression (the date message holds parentheses). */
const literal = (message: string) => message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The visible text of some HTML, tags dropped. */
const text = (html: string) => html.replace(/<[^>]+>/g, '').replaceAll('&quot;', '"')

describe('search page', () => {
  test('without a term: 200, the form and the tips, never indexed', async () => {
    for (const url of ['/suche.html', '/suche.html?search=true', '/suche.html?search=true&se=++']) {
      const response = await app.inject(url)
      expect(response.statusCode).toBe(200)
      const html = response.body
      expect(html).toContain('<title>Suche - MOTOR-TALK</title>')
      expect(html).toContain(NOINDEX)
      expect(html).not.toContain('rel="canonical"')
      expect(html).toMatch(/<h1[^>]*>Suche<\/h1>/)
      expect(html).toMatch(/<label[^>]*for="search-term"[^>]*>Suchbegriff<\/label>/)
      expect(text(html)).toContain('So findest Du, was Du suchst')
      // the filter choices come from SearchFilterOptions
      expect(html).toMatch(/<option value="200">[^<]*VW<\/option>/)
      expect(html).toMatch(/<optgroup label="VW"><option value="h\d+">VW \(alle\)<\/option>/)
    }
  })

  test.each([
    ['a term of 201 characters', `se=${'a'.repeat(201)}`, 'term', SEARCH_TEXTS.termTooLong],
    ['a day that does not exist', 'se=Golf&sdv=31.02.2024', 'from', SEARCH_TEXTS.invalidDate],
    ['a page that is no number', 'se=Golf&page=abc', null, SEARCH_TEXTS.invalidPage],
    ['a page beyond the 50 a search shows', 'se=Golf&page=50', null, SEARCH_TEXTS.invalidPage],
    ['“bis” before “von”', 'se=Golf&sdv=2024-05-02&sdb=2024-05-01', 'to', SEARCH_TEXTS.dateOrder],
    ['an unknown vehicle', 'se=Golf&sfz=x1', 'vehicle', SEARCH_TEXTS.invalidVehicle],
    ['a member nobody is called', 'se=Golf&sun=niemand-heisst-so', 'author', SEARCH_TEXTS.authorUnknown],
    ['a board that does not exist', 'se=Golf&sbo=999999', 'board', SEARCH_TEXTS.invalidBoard],
  ])(
    '%s: 400 with the German message at its field and the form as sent',
    async (_name, query, field, message) => {
      const response = await app.inject(`/suche.html?search=true&${query}`)
      expect(response.statusCode).toBe(400)
      const html = response.body
      expect(html).toContain(NOINDEX)
      expect(html).toContain(message)
      if (field)
        expect(html).toMatch(new RegExp(`<p id="search-${field}-error"[^>]*>${literal(message)}</p>`))
      else expect(html).toMatch(new RegExp(`role="alert"[^>]*><p>${literal(message)}</p>`))
      expect(response.headers['cache-control']).toBe('no-store')
      // nothing typed is lost
      const params = new URLSearchParams(query)
      expect(html).toContain(`value="${params.get('se')}"`)
      if (params.has('sdv')) expect(html).toContain(`value="${params.get('sdv')}"`)
      if (params.has('sun')) expect(html).toContain(`value="${params.get('sun')}"`)
    },
  )

  test('a search: hits with their thread, board, author and marked excerpt, linked through PostJump', async () => {
    const response = await app.inject('/suche.html?search=true&se=Zahnriemen')
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).toContain('<title>Suche: Zahnriemen - MOTOR-TALK</title>')
    expect(html).toContain(NOINDEX)
    expect(html).toMatch(/<h2 id="search-count"[^>]*>(Mehr als )?[\d.]+ Treffer<\/h2>/)
    expect(html).toMatch(/href="\/forum\/aktion\/PostJump.html\?postId=\d+"/)
    expect(html).toMatch(/<mark class="[^"]+">Zahnriemen[^<]*<\/mark>/i)
    expect(html).toMatch(/im <a[^>]*href="\/forum\/[^"]+-b\d+.html"/)
    expect(text(html)).toContain('Auch gefunden: ')
    // results are never kept shared (the server's page cache keeps only s-maxage answers)
    expect(response.headers['cache-control']).toBe('private, no-cache')
  })

  test('a typo: "Meintest Du" links the corrected search', async () => {
    const html = (await app.inject('/suche.html?search=true&se=Zahnrimen')).body
    // the vocabulary's spelling (lower case today)
    expect(html).toMatch(
      /Meintest Du <a[^>]*href="\/suche.html\?search=true&amp;se=zahnriemen"[^>]*>zahnriemen<\/a>\?/i,
    )
  })

  test('nothing found: "Keine Treffer." and the tips', async () => {
    const response = await app.inject('/suche.html?search=true&se=%22Quxyzzy+Plonk%22')
    expect(response.statusCode).toBe(200)
    expect(response.body).toMatch(/<h2 id="search-count"[^>]*>Keine Treffer.<\/h2>/)
    expect(text(response.body)).toContain('So findest Du, was Du suchst')
  })

  test('a member’s posts (the user menu’s "Meine Beiträge"): newest first, theirs, a new reply at once', async () => {
    const session = await logIn(app, 'demo-mitglied')
    const thread = await database.db
      .selectFrom('threads')
      .select(['id', 'slug'])
      .where('is_open', '=', true)
      .where('visibility', '=', 'Online')
      .where('deleted_at', 'is', null)
      .where('board_id', '=', 2000)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const page = await app.inject({
      url: `/forum/${thread.slug}-t${thread.id}.html`,
      cookies: { mt_session: session },
    })
    const reply = await app.inject({
      method: 'POST',
      url: `/forum/aktion/QuickPost.html?threadId=${thread.id}`,
      ...form({
        csrf: hiddenField(page.body, 'csrf'),
        threadId: String(thread.id),
        postContent: 'Bei mir war es am Ende der Quastenflosser-Sensor am Kühlmitteltemperaturfühler.',
        submissionKey: 'search-page-1',
      }),
      cookies: { mt_session: session },
    })
    expect(reply.statusCode).toBe(303)

    const response = await app.inject({
      url: `/suche.html?search&suk=${memberId}&suf=2&sob=newFirst`,
      cookies: { mt_session: session },
    })
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).toContain('<title>Beiträge von demo-mitglied - MOTOR-TALK</title>')
    expect(html).toMatch(/<h1[^>]*>Beiträge von demo-mitglied<\/h1>/)
    expect(html).toContain(`<input type="hidden" name="suk" value="${memberId}"/>`)
    expect(html).toMatch(/<option value="newFirst" selected="">Neueste zuerst<\/option>/)
    expect(html).toMatch(/<h2 id="search-count"[^>]*>[\d.]+ Treffer<\/h2>/)
    expect(text(html)).toContain('Quastenflosser-Sensor')
    const authors = [...html.matchAll(/von <a[^>]*href="([^"]+)"/g)].map((match) => match[1])
    expect(authors.length).toBeGreaterThan(0)
    expect(new Set(authors)).toEqual(new Set(['/nutzer/demo-mitglied']))
    const times = [...html.matchAll(/<time dateTime="([^"]+)"/g)].map((match) => match[1] as string)
    expect([...times].sort().reverse()).toEqual(times)
    // a member's page is never shared
    expect(response.headers['cache-control']).toMatch(/private/)

    // the new reply is found by its words at once, the word marked
    const found = await app.inject('/suche.html?search=true&se=Quastenflosser')
    expect(found.body).toMatch(/<mark class="[^"]+">Quastenflosser/)
    expect(found.body).toContain('href="/forum/vw-golf-b2000.html"')
  })

  test('a name typed over the carried member id wins (the form without JavaScript sends both)', async () => {
    const response = await app.inject(`/suche.html?search=true&suk=${memberId}&sun=demo-moderator&se=`)
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/suche.html?search=true&sun=demo-moderator')
    const same = await app.inject(`/suche.html?search=true&suk=${memberId}&sun=Demo-Mitglied`)
    expect(same.statusCode).toBe(200)
  })

  test('a page beyond the results goes to their last page', async () => {
    const response = await app.inject('/suche.html?search=true&se=Zahnriemen&suf=1&page=49')
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toMatch(/^\/suche.html\?search=true&se=Zahnriemen&suf=1(&page=\d+)?$/)
  })

  test('both vehicle selects sent: the model counts while it belongs to the chosen series', async () => {
    const model = await database.db
      .selectFrom('vehicle_models')
      .innerJoin('vehicle_series', 'vehicle_series.id', 'vehicle_models.series_id')
      .select(['vehicle_models.id as modelId', 'vehicle_series.id as seriesId'])
      .executeTakeFirstOrThrow()
    const html = (
      await app.inject(`/suche.html?search=true&se=Golf&sfz=s${model.seriesId}&sfz=m${model.modelId}`)
    ).body
    expect(html).toMatch(new RegExp(`<option value="m${model.modelId}" selected="">`))
    expect(html).toMatch(new RegExp(`<option value="s${model.seriesId}" selected="">`))
  })
})
