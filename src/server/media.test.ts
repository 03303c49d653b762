import { existsSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { findThreadGallery, threadGalleryQuery } from '#db/media.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { planWithoutSeqScan } from '#testing/plan.ts'
import { testServer } from '#testing/server.ts'

// Pictures and attachments of posts (spec 001 §2, §3, §7 GalleryData).

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

const POSTS_PER_PAGE = 10

/** The first visible post in a readable thread whose counter matches, with its page path. */
async function postWith(counter: 'image_count' | 'attachment_count', op: '>=' | '=', value: number) {
  const row = await database.db
    .selectFrom('posts as p')
    .innerJoin('threads as t', 't.id', 'p.thread_id')
    .select(['p.id', 'p.position', 't.id as threadId', 't.slug'])
    .where(`p.${counter}`, op, value)
    .where('p.visibility', '=', 'Online')
    .where('t.visibility', '=', 'Online')
    .where('t.deleted_at', 'is', null)
    .orderBy('p.id')
    .executeTakeFirstOrThrow()
  const page = Math.floor(row.position / POSTS_PER_PAGE)
  return { ...row, path: `/forum/${row.slug}-t${row.threadId}.html${page > 0 ? `?page=${page}` : ''}` }
}

/** The page from the post's article on. */
async function postHtml(post: { id: number; path: string }): Promise<string> {
  const html = (await app.inject(post.path)).body
  return html.slice(html.indexOf(`id="post-${post.id}"`))
}

/** The post's picture list (the post header also holds a menu list). */
function galleryOf(article: string): string {
  const start = article.lastIndexOf('<ul', article.indexOf('zum Beitrag"'))
  return article.slice(start, article.indexOf('</ul>', start))
}

describe('the demo community has pictures and attachments', () => {
  test('counters agree with the rows, every layout occurs, and the files are on disk', async () => {
    const mismatched = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM posts p
      WHERE p.image_count <> (SELECT count(*) FROM post_images i WHERE i.post_id = p.id)
         OR p.attachment_count <> (SELECT count(*) FROM post_attachments a WHERE a.post_id = p.id)`.execute(
      database.db,
    )
    expect(mismatched.rows[0]!.n).toBe(0)
    const counts = await sql<{ image_count: number }>`
      SELECT DISTINCT image_count FROM posts WHERE image_count > 0 ORDER BY image_count`.execute(database.db)
    expect(counts.rows.map((row) => row.image_count)).toEqual([1, 2, 3, 4, 5])
    const images = await database.db.selectFrom('images').select('storage_key').execute()
    expect(images.length).toBe(10)
    for (const { storage_key } of images) {
      for (const variant of ['w500', 'w640', 'w960', 'w1200', 'original']) {
        expect(existsSync(path.join(inject('uploadsDir'), 'images', storage_key, `${variant}.jpg`))).toBe(
          true,
        )
      }
    }
  })
})

describe('thread page', () => {
  test('a post with five pictures shows three tiles, the third with +2, linking to the picture pages', async () => {
    const post = await postWith('image_count', '>=', 5)
    const article = await postHtml(post)
    const gallery = galleryOf(article)
    expect(gallery).toContain('aria-label="5 Bilder zum Beitrag"')
    expect(gallery.match(/<li/g)?.length).toBe(3)
    expect(gallery).toMatch(/>\+<!-- -->2<\/span>|>\+2<\/span>/)
    expect(gallery).toMatch(new RegExp(`href="/bilder/${post.slug}-g${post.id}/[a-z0-9-]+-i\\d+\\.html"`))
    expect(gallery).toMatch(/src="\/uploads\/images\/demo-\d+\/w500\.jpg"/)
  })

  test('one and two pictures get their own layouts, without an overlay', async () => {
    for (const count of [1, 2]) {
      const article = await postHtml(await postWith('image_count', '=', count))
      const gallery = galleryOf(article)
      expect(gallery).toContain(
        count === 1 ? 'aria-label="Bild zum Beitrag"' : 'aria-label="2 Bilder zum Beitrag"',
      )
      expect(gallery.match(/<li/g)?.length).toBe(count)
      expect(gallery).not.toContain('weitere Bilder')
    }
  })

  test('an attachment shows its title without extension, the extension, and its size', async () => {
    const post = await postWith('attachment_count', '>=', 1)
    const file = await database.db
      .selectFrom('post_attachments')
      .selectAll()
      .where('post_id', '=', post.id)
      .executeTakeFirstOrThrow()
    const article = await postHtml(post)
    expect(article).toContain(`>${file.title}</span>`)
    expect(article).toContain(`>${file.extension.toUpperCase()}</span>`)
    expect(article).not.toContain(`${file.title}.${file.extension}<`)
    expect(article).toMatch(/\d+ (Bytes|KB)</)
  })
})

describe('files under /uploads', () => {
  test('pictures are immutable JPEGs; attachments download and are never sniffed', async () => {
    const picture = await app.inject('/uploads/images/demo-1/w500.jpg')
    expect(picture.statusCode).toBe(200)
    expect(picture.headers['content-type']).toBe('image/jpeg')
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const file = await database.db.selectFrom('post_attachments').selectAll().executeTakeFirstOrThrow()
    const html = (await app.inject((await postWith('attachment_count', '>=', 1)).path)).body
    const href = /href="(\/uploads\/attachments\/[^"]+)"/.exec(html)?.[1]
    expect(href).toBeDefined()
    const download = await app.inject(href!)
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename=".+"; filename\*=UTF-8''.+$/,
    )
    expect(download.headers['x-content-type-options']).toBe('nosniff')
    expect(file.byte_size).toBeGreaterThan(0)
  })

  test('missing files and folders answer 404; nothing outside the uploads is reachable', async () => {
    for (const url of [
      '/uploads/images/demo-99/w500.jpg',
      '/uploads/images/',
      '/uploads/',
      '/uploads/%2e%2e/package.json',
    ]) {
      const response = await app.inject(url)
      expect(response.statusCode, url).toBe(404)
    }
  })
})

describe('GalleryData (spec 001 §7)', () => {
  test("returns a thread's pictures in thread order with path and the 500 px version", async () => {
    const post = await postWith('image_count', '>=', 3)
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: {
        query:
          'query ($id: Int!) { threads { gallery(threadId: $id) { id title path sizes { w500 { url width height } original { width } } } } }',
        variables: { id: post.threadId },
      },
    })
    const gallery = response.json().data.threads.gallery
    expect(gallery.length).toBeGreaterThanOrEqual(3)
    for (const image of gallery) {
      expect(image.path).toMatch(new RegExp(`^/bilder/${post.slug}-g\\d+/[a-z0-9-]+-i${image.id}\\.html$`))
      expect(image.sizes.w500.url).toMatch(/^\/uploads\/images\/demo-\d+\/w500\.jpg$/)
      expect(image.sizes.w500.width).toBe(500)
      expect(image.sizes.w500.height).toBe(375)
      expect(image.sizes.original.width).toBe(1600)
    }
  })

  test('walks only the posts with pictures, by index, also in a thread of 100,000 posts', async () => {
    const plan = await planWithoutSeqScan(database.db, (db) => threadGalleryQuery(db, 1, 60))
    expect(plan).toContain('posts_with_images')
    expect(await findThreadGallery(database.db, 999_999, 60)).toEqual([])
  })
})
