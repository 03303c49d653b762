import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDatabase } from '#db/database.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { testServer } from '#testing/server.ts'

// decision 037: robots.txt, the sitemaps, the feeds, social cards and the web app manifest.

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

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))
}

describe('robots and sitemaps', () => {
  test('robots.txt keeps crawlers out of members’ areas and names the sitemap', async () => {
    const robots = await app.inject('/robots.txt')
    expect(robots.statusCode).toBe(200)
    expect(robots.headers['content-type']).toContain('text/plain')
    expect(robots.body).toContain('Disallow: /cockpit')
    expect(robots.body).toContain('Disallow: /melden/')
    expect(robots.body).toContain('Sitemap: https://www.motor-talk.de/sitemap.xml')
  })

  test('the sitemap index names the pages, the content and every board’s thread sitemaps', async () => {
    const index = await app.inject('/sitemap.xml')
    expect(index.statusCode).toBe(200)
    expect(index.headers['content-type']).toContain('application/xml')
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const maps = locs(index.body)
    expect(maps).toContain('https://www.motor-talk.de/sitemaps/seiten.xml')
    expect(maps).toContain('https://www.motor-talk.de/sitemaps/inhalte.xml')
    const boards = maps.filter((loc) => /\/sitemaps\/forum-\d+-\d+\.xml$/.test(loc))
    expect(boards.length).toBeGreaterThan(10)
    for (const loc of maps.slice(0, 4)) {
      const map = await app.inject(new URL(loc).pathname)
      expect(map.statusCode, loc).toBe(200)
      expect(map.body).toContain('<urlset')
    }
    const pages = locs((await app.inject('/sitemaps/seiten.xml')).body)
    expect(pages).toContain('https://www.motor-talk.de/forum.html')
    const content = locs((await app.inject('/sitemaps/inhalte.xml')).body)
    expect(content.some((loc) => loc.includes('/tests/'))).toBe(true)
    expect(content.some((loc) => loc.includes('/blogs/'))).toBe(true)
    const drafts = await database.db
      .selectFrom('blog_articles')
      .select(['id', 'slug'])
      .where('status', '=', 'draft')
      .execute()
    for (const draft of drafts)
      expect(content).not.toContain(`https://www.motor-talk.de/blogs/${draft.slug}-${draft.id}.html`)
  })

  test('a board’s sitemap lists its public threads with their last post, never hidden or members-only ones', async () => {
    const threads = await database.db
      .selectFrom('threads')
      .select(['id', 'slug', 'board_id'])
      .where('deleted_at', 'is', null)
      .where('visibility', '=', 'Online')
      .orderBy('id')
      .limit(3)
      .execute()
    const [shown, hidden, membersOnly] = threads as [
      (typeof threads)[0],
      (typeof threads)[0],
      (typeof threads)[0],
    ]
    await database.db
      .updateTable('threads')
      .set({ visibility: 'Hidden' })
      .where('id', '=', hidden.id)
      .execute()
    await database.db
      .updateTable('threads')
      .set({ visibility: 'Offline' })
      .where('id', '=', membersOnly.id)
      .execute()
    const map = await app.inject(`/sitemaps/forum-${shown.board_id}-0.xml`)
    expect(map.statusCode).toBe(200)
    expect(map.body).toMatch(
      new RegExp(
        `<loc>https://www.motor-talk.de/forum/${shown.slug}-t${shown.id}.html</loc><lastmod>\\d{4}-`,
      ),
    )
    const all = await Promise.all(
      [hidden, membersOnly].map(
        async (thread) => (await app.inject(`/sitemaps/forum-${thread.board_id}-0.xml`)).body,
      ),
    )
    expect(all[0]).not.toContain(`-t${hidden.id}.html`)
    expect(all[1]).not.toContain(`-t${membersOnly.id}.html`)
    expect((await app.inject('/sitemaps/forum-999999-0.xml')).statusCode).toBe(404)
    expect((await app.inject('/sitemaps/irgendwas.xml')).statusCode).toBe(404)
  })
})

describe('feeds', () => {
  test('a board’s feed and the new-threads feed list the newest public threads; the board page links its feed', async () => {
    const thread = await database.db
      .selectFrom('threads')
      .select(['id', 'slug', 'title', 'board_id'])
      .where('deleted_at', 'is', null)
      .where('visibility', '=', 'Online')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    const feed = await app.inject(`/feeds/forum-${thread.board_id}.rss`)
    expect(feed.statusCode).toBe(200)
    expect(feed.headers['content-type']).toContain('application/rss+xml')
    expect(feed.body).toContain('<rss version="2.0"')
    expect(feed.body).toContain(
      `<link>https://www.motor-talk.de/forum/${thread.slug}-t${thread.id}.html</link>`,
    )
    const all = await app.inject('/feeds/neue-themen.rss')
    expect(all.statusCode).toBe(200)
    expect(all.body).toContain(`-t${thread.id}.html</link>`)
    expect((await app.inject('/feeds/forum-99999999.rss')).statusCode).toBe(404)
    const board = await database.db
      .selectFrom('boards')
      .select(['id', 'slug'])
      .where('id', '=', thread.board_id)
      .executeTakeFirstOrThrow()
    const page = await app.inject(`/forum/${board.slug}-b${board.id}.html`)
    expect(page.body).toContain(`<link rel="alternate" type="application/rss+xml"`)
    expect(page.body).toContain(`href="/feeds/forum-${board.id}.rss"`)
  })
})

describe('social cards and the manifest', () => {
  test('a test page carries OpenGraph and Twitter cards with its picture as an absolute address', async () => {
    const test = await database.db
      .selectFrom('motortests')
      .select(['id', 'slug'])
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const page = await app.inject(`/tests/${test.slug}-${test.id}`)
    expect(page.body).toMatch(
      /<meta property="og:image" content="https:\/\/www\.motor-talk\.de\/images\/teaser\/test-\d\.svg"/,
    )
    expect(page.body).toContain('<meta name="twitter:card" content="summary_large_image"/>')
    expect(page.body).toContain('<meta property="og:site_name" content="MOTOR-TALK"/>')
    const home = await app.inject('/')
    expect(home.body).toContain(
      '<meta property="og:image" content="https://www.motor-talk.de/images/og-image.png"/>',
    )
    expect(home.body).toContain('<link rel="manifest" href="/manifest.webmanifest"/>')
  })

  test('the manifest names the app and its icons', async () => {
    const manifest = await app.inject('/manifest.webmanifest')
    expect(manifest.statusCode).toBe(200)
    const body = JSON.parse(manifest.body)
    expect(body.name).toBe('MOTOR-TALK')
    expect(body.icons.map((icon: { sizes: string }) => icon.sizes)).toContain('512x512')
    for (const icon of body.icons) expect((await app.inject(icon.src)).statusCode).toBe(200)
  })
})

describe('a read replica', () => {
  test('sitemaps, feeds and the search read from DATABASE_READ_URL’s handle when there is one', async () => {
    const read: string[] = []
    const replica = createDatabase({ connectionString: database.url, onQuery: (sql) => read.push(sql) })
    const server = await testServer(database.db, { readDb: replica, pageCacheTtlMs: 0 })
    try {
      expect((await server.inject('/sitemap.xml')).statusCode).toBe(200)
      expect((await server.inject('/feeds/neue-themen.rss')).statusCode).toBe(200)
      expect(read.some((sql) => sql.includes('from "threads"') || sql.includes('FROM threads'))).toBe(true)
      const before = read.length
      expect((await server.inject('/suche.html?search=Zahnriemen')).statusCode).toBe(200)
      expect(read.length).toBeGreaterThan(before)
    } finally {
      await server.close()
      await replica.destroy()
    }
  })
})
