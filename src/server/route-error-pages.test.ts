import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import type { ServerBuild } from 'react-router'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// spec 000 §2.5: whatever address a browser opens, a person gets the error page — never raw JSON
// or a bare text. A route module without a page (no default component) answers React Router's
// raw data for a GET, so every module of the route table must have one.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

let database: TestDatabase
let app: FastifyInstance
let member: string
let build: ServerBuild
beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db, { pageCacheTtlMs: 0 })
  member = await logIn(app, 'demo-mitglied')
  build = await import(pathToFileURL(path.join(root, 'build/server/index.js')).href)
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

test('every module of the route table has a page, so a GET never answers raw data', () => {
  const withoutPage = Object.values(build.routes)
    .filter((route) => route !== undefined && route.module.default == null)
    .map((route) => route?.id)
  expect(withoutPage).toEqual([])
})

// What a browser's GET gets at the addresses that have no page of their own: 405 with Allow for
// the addresses that only take forms, 404 for what does not exist.
const CASES: { path: string; status: number; asMember?: boolean }[] = [
  { path: '/mitglieder/aktion/UserDetails.html', status: 404 },
  { path: '/mitglieder/aktion/UserDetails.html?userId=987654321', status: 404 },
  { path: '/bilder/gekuerzter-galerie-link', status: 404 },
  { path: '/forum/aktion/BestAnswer.html', status: 405 },
  { path: '/forum/aktion/Subscribe.html', status: 405 },
  { path: '/forum/aktion/CompressThread.html', status: 405 },
  { path: '/forum/aktion/Draft.html', status: 405 },
  { path: '/forum/aktion/Upload.html', status: 405 },
  { path: '/cockpit/einstellungen/push', status: 405, asMember: true },
  { path: '/cockpit/benachrichtigungen/987654321', status: 404, asMember: true },
  { path: '/cockpit/pms/datei/987654321/987654321/bild.jpg', status: 404, asMember: true },
  // decision 041: a conversation with nobody, or with an address that names no member
  { path: '/cockpit/pms/Conversation.html?with=987654321', status: 404, asMember: true },
  { path: '/cockpit/pms/Conversation.html?with=abc', status: 404, asMember: true },
  { path: '/cockpit/pms/PrivateMessage.html?id=987654321', status: 404, asMember: true },
]

test.each(CASES)(
  'GET $path answers $status with the HTML error page',
  async ({ path: url, status, asMember }) => {
    const response = await app.inject({
      url,
      headers: { accept: 'text/html,application/xhtml+xml' },
      cookies: asMember ? { mt_session: member } : {},
    })
    expect(response.statusCode, response.body.slice(0, 200)).toBe(status)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.body).toMatch(/^<!DOCTYPE html>/i)
    expect(response.body).toContain(`data-error-status="${status}"`)
    expect(response.body).not.toContain('"reason"')
    if (status === 405) expect(response.headers.allow).toBe('POST')
  },
)
