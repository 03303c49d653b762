import { readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { boardPath, threadPath } from '#domain/routes.ts'
import { createBoard, createThread } from '#testing/content.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { logIn } from '#testing/http.ts'
import { createMember } from '#testing/members.ts'
import { testServer } from '#testing/server.ts'

// decision 044: a visitor's forum home, board and thread pages are server HTML plus islands — no React Router script, no
// hydration data, at most 100 KB of JavaScript (brotli, as precompress ships it); a member's
// page is the hydrated app as before.

const root = path.resolve(import.meta.dirname, '../..')
const BUDGET_BYTES = 100 * 1024

let database: TestDatabase
let app: FastifyInstance
beforeAll(async () => {
  database = await createTestDatabase('empty')
  app = await testServer(database.db, { pageCacheTtlMs: 0 })
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
>

/** The brotli bytes of the islands' entry and of the chunks the page's islands load. */
function islandsBytes(html: string): number {
  const manifest = JSON.parse(
    readFileSync(path.join(root, 'build/islands-manifest.json'), 'utf8'),
  ) as Manifest
  const names = new Set([...html.matchAll(/data-island="(\w+)"/g)].map((match) => match[1]))
  const wanted = new Set<string>()
  const add = (key: string) => {
    if (wanted.has(key) || !manifest[key]) return
    wanted.add(key)
    for (const imported of manifest[key].imports ?? []) add(imported)
  }
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || [...names].some((name) => key.endsWith(`/${name}.tsx`))) add(key)
  }
  return [...wanted]
    .map((key) => readFileSync(path.join(root, 'build/client/islands', manifest[key]!.file)))
    .reduce((sum, content) => sum + brotliCompressSync(content).length, 0)
}

test('a visitor’s forum home hydrates islands only, within the JavaScript budget', async () => {
  const page = await app.inject('/forum.html')
  expect(page.statusCode).toBe(200)
  expect(page.body).not.toContain('__reactRouterContext')
  expect(page.body).not.toContain('streamController')
  const scripts = [...page.body.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1])
  expect(scripts).toHaveLength(1)
  expect(scripts[0]).toMatch(/^\/islands\/assets\/entry-[\w-]+\.js$/)
  expect(page.body).not.toMatch(/rel="modulepreload"/)
  // the header, the notices and the theme selector are islands, each with an id prefix of its own
  for (const name of ['SiteHeader', 'PageNotices', 'ThemeSelector'])
    expect(page.body).toContain(`data-island="${name}"`)
  const prefixes = [...page.body.matchAll(/data-prefix="([^"]+)"/g)].map((match) => match[1])
  expect(new Set(prefixes).size).toBe(prefixes.length)
  const entry = await app.inject(scripts[0]!)
  expect(entry.statusCode).toBe(200)
  expect(islandsBytes(page.body)).toBeLessThanOrEqual(BUDGET_BYTES)
})

test('a member’s forum home is the hydrated app', async () => {
  await createMember(database.db, { prefix: 'insel', password: 'geheim-passwort-1' }).then(async (member) => {
    const session = await logIn(app, member.name, 'geheim-passwort-1')
    const page = await app.inject({ url: '/forum.html', headers: { cookie: `mt_session=${session}` } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('__reactRouterContext')
    expect(page.body).not.toContain('data-island=')
    expect(page.body).not.toContain('/islands/')
  })
})

test('a visitor’s board and thread pages hydrate islands only', async () => {
  const author = await createMember(database.db, { prefix: 'insel' })
  const boardId = await createBoard(database.db, { name: 'Inselforum' })
  const thread = await createThread(database.db, { boardId, authorId: author.userId, title: 'Inselthema' })
  const board = await database.db
    .selectFrom('boards')
    .select(['id', 'slug'])
    .where('id', '=', boardId)
    .executeTakeFirstOrThrow()
  const page = await app.inject(boardPath(board))
  expect(page.statusCode).toBe(200)
  expect(page.body).toContain('Inselthema')
  expect(page.body).not.toContain('__reactRouterContext')
  expect(page.body).toContain('data-island="SiteHeader"')
  expect(islandsBytes(page.body)).toBeLessThanOrEqual(BUDGET_BYTES)
  const row = await database.db
    .selectFrom('threads')
    .select(['id', 'slug'])
    .where('id', '=', thread.threadId)
    .executeTakeFirstOrThrow()
  const threadPage = await app.inject(threadPath(row))
  expect(threadPage.statusCode).toBe(200)
  expect(threadPage.body).not.toContain('__reactRouterContext')
  for (const name of ['SameQuestion', 'QuickReply', 'RelativeTime'])
    expect(threadPage.body).toContain(`data-island="${name}"`)
  expect(islandsBytes(threadPage.body)).toBeLessThanOrEqual(BUDGET_BYTES)
})
