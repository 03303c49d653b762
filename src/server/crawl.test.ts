import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { FULL_RUN } from '#testing/full-run.ts'
import { logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// Every link the site shows leads somewhere real (spec 001 §2 route table, §8 errors). A crawl from / follows every
// same-site link up to depth 3, as a visitor and as demo-mitglied, and asks each address once.
// Sections not built yet would be listed by prefix (none are left); the list may only shrink,
// and a prefix nothing links to any more fails the test.
//
// The default run asks each kind of address (kindOf) a few times, since the 40th thread of a
// board is built by the same code as the third: it reaches more kinds in a third of the requests.
// `npm run test:full` asks every address it meets, up to the limit.

const NOT_BUILT_YET: string[] = []

const MAX_DEPTH = 3
const MAX_ADDRESSES = 800
/** Addresses asked per kind (kindOf) in the default run: 6 reach a thread's later pages. */
const PER_KIND = FULL_RUN ? Number.POSITIVE_INFINITY : 6
/**
 * Kinds the default crawl finds at least (72 as a visitor, 82 as a member when written; the full
 * crawl meets its 800 addresses after about 45 kinds, all among these).
 */
const KINDS_AT_LEAST = 70
/** Links that act or leave: logging out asks first, /out shows the outbound notice (tested elsewhere). */
const SKIP = [/^\/logout\.html/, /^\/out\?/, /^\/uploads\//, /^\/dev\//, /^\/cockpit\/pms\/datei\//]

let database: TestDatabase
let app: FastifyInstance
beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db)
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

function linksOf(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]+)"/g)]
    .map((match) => (match[1] ?? '').replaceAll('&amp;', '&'))
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.replace(/#.*$/, ''))
    .filter((href) => href !== '' && !SKIP.some((pattern) => pattern.test(href)))
}

/**
 * The kind of an address: its path with each slug reduced to its id's letter ('vw-golf-7-t1234.html'
 * → 't#.html', 'b200' → 'b#') and member names to '*', and its query's keys:
 * '/forum/vw-golf-7-t1234.html?page=3' and '/forum/bmw-t99.html?page=2' are one kind.
 */
function kindOf(address: string): string {
  const [path = '', query = ''] = address.split('?')
  const segments = path.split('/')
  const shape = segments
    .map((segment, i) => {
      if (segments[i - 1] === 'nutzer') return '*'
      return /\d/.test(segment) ? (segment.split('-').at(-1) ?? '').replace(/\d+/g, '#') : segment
    })
    .join('/')
  const keys = query
    .split('&')
    .map((pair) => pair.split('=')[0])
    .filter(Boolean)
    .sort()
  return keys.length > 0 ? `${shape}?${keys.join('&')}` : shape
}

async function crawl(cookies: Record<string, string>) {
  const seen = new Map<string, number>()
  const askedPerKind = new Map<string, number>()
  const broken: string[] = []
  const missing = new Set<string>()
  let frontier = ['/']
  for (let depth = 0; depth <= MAX_DEPTH && frontier.length > 0; depth += 1) {
    const next: string[] = []
    for (const address of frontier) {
      if (seen.has(address) || seen.size >= MAX_ADDRESSES) continue
      const kind = kindOf(address)
      const asked = askedPerKind.get(kind) ?? 0
      if (asked >= PER_KIND) continue
      askedPerKind.set(kind, asked + 1)
      const known = NOT_BUILT_YET.find(
        (prefix) =>
          address === prefix || address.startsWith(`${prefix}/`) || address.startsWith(`${prefix}?`),
      )
      if (known) {
        missing.add(known)
        seen.set(address, 0)
        continue
      }
      const response = await app.inject({ url: address, cookies })
      seen.set(address, response.statusCode)
      if (response.statusCode === 404 || response.statusCode >= 500)
        broken.push(`${response.statusCode} ${address}`)
      if (response.statusCode === 200 && String(response.headers['content-type']).startsWith('text/html'))
        next.push(...linksOf(response.body))
    }
    frontier = [...new Set(next)]
  }
  return { seen, kinds: askedPerKind.size, broken, missing }
}

describe('a crawl from /', () => {
  test.each([
    ['a visitor', false],
    ['demo-mitglied', true],
  ])(
    'as %s: no link answers 404 or 5xx',
    async (who, member) => {
      const cookies: Record<string, string> = member ? { mt_session: await logIn(app, 'demo-mitglied') } : {}
      const { seen, kinds, broken, missing } = await crawl(cookies)
      if (FULL_RUN) expect(seen.size).toBeGreaterThanOrEqual(500)
      else expect(kinds, `${who}: ${seen.size} addresses`).toBeGreaterThanOrEqual(KINDS_AT_LEAST)
      expect(broken).toEqual([])
      // every section still listed is still linked (else it is built, or its link went: shrink the list)
      expect(NOT_BUILT_YET.filter((prefix) => !missing.has(prefix))).toEqual([])
    },
    180_000,
  )
})
