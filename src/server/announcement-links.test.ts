import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { form, hiddenField, logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// The boards' announcements ('Wichtige Hinweise', /admin/ankuendigungen) link to a site path or,
// through the outbound-link page (spec 001 §2), to an https address: '//evil.example/…' is refused
// and an external address never becomes a direct link on the board page (outbound.ts).

const BOARD = '/forum/vw-b200.html'

let database: TestDatabase
let app: FastifyInstance
let staff: { cookies: Record<string, string>; csrf: string }
beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db, { pageCacheTtlMs: 0 })
  const cookies = { mt_session: await logIn(app, 'demo-moderator') }
  const page = await app.inject({ url: '/admin/ankuendigungen', cookies })
  staff = { cookies, csrf: hiddenField(page.body, 'csrf') }
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

function announce(title: string, url: string) {
  const { payload, headers } = form({
    csrf: staff.csrf,
    title,
    text: '',
    url,
    boardId: '',
    forVisitors: 'on',
  })
  return app.inject({
    method: 'POST',
    url: '/admin/ankuendigungen',
    payload,
    headers,
    cookies: staff.cookies,
  })
}

const stored = (title: string) =>
  database.db.selectFrom('announcements').select('url').where('title', '=', title).execute()

test('a protocol-relative or otherwise disguised link is refused with 400 and nothing stored', async () => {
  for (const url of [
    '//evil.example/login',
    '/\\evil.example/login',
    '/.//evil.example',
    'javascript:alert(1)',
  ]) {
    const response = await announce(`Falle ${url}`, url)
    expect(response.statusCode, url).toBe(400)
    expect(response.body).toContain('Der Link ist ein Pfad der Seite (/…) oder eine https-Adresse.')
    expect(await stored(`Falle ${url}`)).toEqual([])
  }
})

test('an https link goes through /out on the board page; a site path stays direct', async () => {
  expect((await announce('Rückrufe beim KBA', 'https://evil.example/rueckrufe')).statusCode).toBe(303)
  expect((await announce('Unsere Regeln', '/info/beitragsregeln')).statusCode).toBe(303)
  const page = await app.inject(BOARD)
  expect(page.statusCode).toBe(200)
  expect(page.body).toContain(
    `href="/out?target=${encodeURIComponent('https://evil.example/rueckrufe')}&amp;referrer=${encodeURIComponent(BOARD)}"`,
  )
  expect(page.body).not.toContain('href="https://evil.example/rueckrufe"')
  expect(page.body).toContain('href="/info/beitragsregeln"')
})

test('a row stored before the check with //evil.example is shown without a link', async () => {
  await database.db
    .insertInto('announcements')
    .values({
      board_id: null,
      title: 'Alte Ankündigung',
      text: '',
      url: '//evil.example/alt',
      visible_for_anonymous: true,
    })
    .execute()
  const page = await app.inject(BOARD)
  expect(page.body).toContain('Alte Ankündigung')
  expect(page.body).not.toContain('evil.example/alt')
})
