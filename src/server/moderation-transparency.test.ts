import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { transparencyFigures } from '#db/notices.ts'
import type { Viewer } from '#domain/permissions.ts'
import { DEMO_ACCOUNTS } from '#seed/seed.ts'
import { createModerationService } from '#services/moderation/service.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// /moderation/transparenz (DSA Art. 24, decision 021): who may see it, the period, the figures on the
// page and in the CSV and JSON downloads.

let database: TestDatabase
let app: FastifyInstance
const sessions: Record<'admin' | 'moderator' | 'member', string> = { admin: '', moderator: '', member: '' }

const admin: Viewer = {
  userId: DEMO_ACCOUNTS.admin.id,
  roleRelations: [{ userRole: 'admin', relatedBoards: [] }],
}
const moderator: Viewer = {
  userId: DEMO_ACCOUNTS.moderator.id,
  roleRelations: [{ userRole: 'moderator', relatedBoards: [{ id: 200 }] }],
}

// March 2026 in Berlin: notices filed on the 10th at 08:00 UTC, decided 10 and 20 hours later
const T = Date.parse('2026-03-10T08:00:00Z')
const HOUR = 3_600_000
const at = (hours: number) =>
  createModerationService({
    db: database.db,
    publicUrl: 'http://localhost',
    now: () => new Date(T + hours * HOUR),
  })

const notice = (contentItemId: number, reasonId = 'Spam') => ({
  contentItemType: 'ForumPost',
  contentItemId,
  reasonId,
  explanation: reasonId === 'Spam' ? '' : 'Beleidigt einen anderen Nutzer mehrfach.',
  location: 'Ganzer Beitrag',
  reporterName: 'Max Melder',
  reporterEmail: 'max@example.org',
  goodFaith: true,
})

beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db, { pageCacheTtlMs: 0 })
  sessions.admin = await logIn(app, 'demo-admin')
  sessions.moderator = await logIn(app, 'demo-moderator')
  sessions.member = await logIn(app, 'demo-mitglied')

  // three posts in board 200's subtree by ordinary members, reported by demo-mitglied
  const posts = await database.db
    .selectFrom('posts')
    .innerJoin('threads', 'threads.id', 'posts.thread_id')
    .select(['posts.id'])
    .where('threads.board_id', 'in', [200, 2000])
    .where('posts.position', '>', 0)
    .where('posts.visibility', '=', 'Online')
    .where('threads.visibility', '=', 'Online')
    .where('threads.deleted_at', 'is', null)
    .where('posts.author_id', 'not in', [1, 2, 3, 4, 5, 6])
    .orderBy('posts.id')
    .limit(3)
    .execute()
  const [a, b, c] = posts.map((post) => post.id) as [number, number, number]
  const reporter: Viewer = { userId: DEMO_ACCOUNTS.member.id, roleRelations: [] }
  const ids = []
  for (const [id, reason] of [
    [a, 'Spam'],
    [b, 'Spam'],
    [c, 'BeleidigungUebleNachrede'],
  ] as const) {
    const filed = await at(0).createNotice(reporter, notice(id, reason))
    if (!filed.ok) throw new Error(filed.message)
    ids.push(filed.noticeId)
  }
  const [first, second] = ids as [number, number]
  const accepted = await at(10).decideNotice(moderator, {
    noticeId: first,
    decision: 'accept',
    visibility: 'Hidden',
    restriction: '36h',
    facts: 'Werbung.',
  })
  const rejected = await at(20).decideNotice(moderator, {
    noticeId: second,
    decision: 'reject',
    facts: 'Kein Verstoß.',
  })
  if (!accepted.ok || !rejected.ok) throw new Error('decisions failed')
  // the author complains 30 h in; an admin upholds the complaint 4 h later
  const row = await database.db
    .selectFrom('notices')
    .select('affected_user_id')
    .where('id', '=', first)
    .executeTakeFirstOrThrow()
  const author: Viewer = { userId: row.affected_user_id as number, roleRelations: [] }
  const complained = await at(30).complain(author, {
    noticeId: first,
    text: 'Das war keine Werbung, sondern ein Tipp.',
  })
  const upheld = await at(34).decideComplaint(admin, {
    noticeId: first,
    outcome: 'uphold',
    facts: 'Kein Werbelink.',
  })
  if (!complained.ok || !upheld.ok) throw new Error('complaint failed')
  // a moderator's own measure, in the same month
  const own = await at(40).moderateContent(moderator, {
    target: 'post',
    id: c,
    action: 'hide',
    facts: 'Beleidigung.',
  })
  if (!own.ok) throw new Error(own.message)
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

const get = (url: string, who?: keyof typeof sessions) =>
  app.inject({ url, headers: who ? { cookie: `mt_session=${sessions[who]}` } : {} })

const MARCH = '/moderation/transparenz?period=2026-03'

describe('who may see it', () => {
  test('a visitor is sent to the login first', async () => {
    for (const url of ['/moderation/transparenz', `${MARCH}&format=csv`]) {
      const response = await get(url)
      expect(response.statusCode).toBe(302)
      expect(response.headers.location).toBe(`/einloggen?redirectAfterProcess=${encodeURIComponent(url)}`)
    }
  })

  test.each(['member', 'moderator'] as const)('a %s gets 403, also for the downloads', async (who) => {
    for (const url of ['/moderation/transparenz', MARCH, `${MARCH}&format=csv`, `${MARCH}&format=json`]) {
      const response = await get(url, who)
      expect(response.statusCode, url).toBe(403)
      expect(response.headers['content-type']).toMatch(/text\/html/)
      expect(response.body).not.toContain('Meldungen nach Grund')
    }
  })

  test('an admin sees the report of the current half-year by default', async () => {
    const response = await get('/moderation/transparenz', 'admin')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.body).toContain('<h1 id="transparenz-title"')
    expect(response.body).toMatch(/[12]\. Halbjahr 20\d\d/)
    expect(response.body).toContain('name="robots" content="noindex"')
  })
})

describe('the figures', () => {
  test('transparencyFigures of March 2026', async () => {
    const figures = await transparencyFigures(
      database.db,
      new Date('2026-02-28T23:00:00Z'),
      new Date('2026-03-31T22:00:00Z'),
    )
    expect(figures.noticesByReason).toEqual([
      { reason: 'Spam', category: 'Policy', count: 2 },
      { reason: 'BeleidigungUebleNachrede', category: 'Legal', count: 1 },
    ])
    expect(figures.noticesByContentType).toEqual([{ content_type: 'ForumPost', count: 3 }])
    expect(figures.decided).toBe(2)
    expect(figures.automatedDecisions).toBe(0)
    expect(figures.ownInitiative).toBe(1)
    // 10 h and 20 h: the upheld complaint 34 h in does not stretch the first decision's time
    expect(figures.medianHoursToDecision).toBeCloseTo(15, 5)
    expect(figures.complaints).toEqual({ filed: 1, upheld: 1, rejected: 0, median_hours: 4 })
    expect(figures.decisions).toEqual([
      { event: 'accept', measure: 'Hidden', automated: false, count: 1, restricted: 1 },
      { event: 'moderatorAction', measure: 'Hidden', automated: false, count: 1, restricted: 0 },
      { event: 'reject', measure: 'none', automated: false, count: 1, restricted: 0 },
      { event: 'upholdComplaint', measure: 'none', automated: false, count: 1, restricted: 0 },
    ])
    expect(figures.restrictions).toEqual([{ scope: 'posting', count: 1, permanent: 0 }])
  })

  test('another period has none of them', async () => {
    const figures = await transparencyFigures(
      database.db,
      new Date('2026-04-01T00:00:00Z'),
      new Date('2026-05-01T00:00:00Z'),
    )
    expect(figures).toMatchObject({
      noticesByReason: [],
      decided: 0,
      medianHoursToDecision: null,
      restrictions: [],
    })
    expect(figures.complaints).toEqual({ filed: 0, upheld: 0, rejected: 0, median_hours: null })
  })

  test('the page shows them in German tables', async () => {
    const response = await get(MARCH, 'admin')
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).toContain('März 2026')
    for (const heading of [
      'Meldungen nach Grund und Kategorie',
      'Meldungen nach Art des Inhalts',
      'Entscheidungen nach Maßnahme',
      'Bearbeitung der Meldungen',
      'Beschwerden (Art. 20 DSA)',
      'Einschränkungen von Konten',
    ]) {
      expect(html).toContain(`>${heading}</h2>`)
    }
    expect(html).toMatch(
      /<th scope="row">Spam oder Werbung<\/th><td>Beitragsregeln<\/td><td class="[^"]*">2<\/td>/,
    )
    expect(html).toContain('Maßnahme aus eigener Initiative')
    expect(html).toMatch(/Median der Zeit bis zur Entscheidung \(Stunden\)<\/th><td class="[^"]*">15<\/td>/)
    expect(html).toContain('href="/moderation/transparenz?from=2026-03-01&amp;to=2026-03-31&amp;format=csv"')
  })

  test('a free range by from and to', async () => {
    const response = await get('/moderation/transparenz?from=2026-03-10&to=2026-03-10', 'admin')
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('10.03.2026 – 10.03.2026')
    expect(response.body).toMatch(/Eingegangene Meldungen<\/th><td class="[^"]*">3<\/td>/)
  })

  test.each([
    ['?from=2026-03-31&to=2026-03-01', 'Das Ende des Zeitraums liegt vor seinem Anfang.'],
    ['?from=31.02.2026&to=2026-03-01', 'Bitte gib Anfang und Ende als Datum an (TT.MM.JJJJ).'],
    ['?from=2020-01-01&to=2026-03-01', 'Bitte wähle höchstens drei Jahre auf einmal.'],
    ['?period=2026-13', 'Bitte wähle einen Zeitraum aus der Liste.'],
  ])('a wrong period %s → 400 with a German message, the input kept', async (query, message) => {
    const response = await get(`/moderation/transparenz${query}`, 'admin')
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain(message)
    const from = new URLSearchParams(query.slice(1)).get('from')
    if (from) expect(response.body).toContain(`value="${from}"`)
    const csv = await get(`/moderation/transparenz${query}&format=csv`, 'admin')
    expect(csv.statusCode).toBe(400)
    expect(csv.body).toBe(message)
  })
})

describe('downloads', () => {
  test('CSV: semicolons, German headers, an attachment', async () => {
    const response = await get(`${MARCH}&format=csv`, 'admin')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="transparenzbericht-2026-03.csv"',
    )
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe('Bereich;Merkmal;Ausprägung;Getroffen;Anzahl;Zusatz')
    expect(lines).toContain('Bericht;Zeitraum von;2026-03-01;;;')
    expect(lines).toContain('Meldungen nach Grund und Kategorie;Spam oder Werbung;Beitragsregeln;;2;')
    expect(lines).toContain(
      'Entscheidungen nach Maßnahme;Meldung angenommen;Inhalt ausgeblendet;von einem Menschen;1;1',
    )
    expect(lines).toContain('Bearbeitung der Meldungen;Median der Zeit bis zur Entscheidung (Stunden);;;15;')
    expect(lines).toContain('Beschwerden (Art. 20 DSA);Stattgegeben (Entscheidung aufgehoben);;;1;')
    expect(lines).toContain('Einschränkungen von Konten;Schreiben gesperrt;;;1;0')
  })

  test('JSON: the same figures', async () => {
    const response = await get(`${MARCH}&format=json`, 'admin')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    const report = response.json()
    expect(report.zeitraum).toEqual({ von: '2026-03-01', bis: '2026-03-31', bezeichnung: 'März 2026' })
    expect(report.entschiedeneMeldungen).toBe(2)
    expect(report.eigeneInitiative).toBe(1)
    expect(report.medianStundenBisEntscheidung).toBeCloseTo(15, 5)
    expect(report.beschwerden).toEqual({
      eingegangen: 1,
      stattgegeben: 1,
      zurueckgewiesen: 0,
      medianStunden: 4,
    })
    expect(report.meldungenNachGrund[0]).toEqual({
      grund: 'Spam',
      bezeichnung: 'Spam oder Werbung',
      kategorie: 'Policy',
      anzahl: 2,
    })
  })

  test('an unknown format → 400', async () => {
    const response = await get(`${MARCH}&format=xlsx`, 'admin')
    expect(response.statusCode).toBe(400)
    expect(response.body).toBe('Dieses Format gibt es nicht (csv oder json).')
  })
})
