import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// The picture gallery page (spec 000 §2.4, §3 Gallery, §5 gallery route, §7 ImageGallery,
// §8 gallery loader mapping).

let database: TestDatabase
let app: FastifyInstance
beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db, { pageCacheTtlMs: 0 })
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

/** A readable post with this many pictures, its pictures in order and the gallery's address. */
async function galleryWith(imageCount: number) {
  const post = await database.db
    .selectFrom('posts as p')
    .innerJoin('threads as t', 't.id', 'p.thread_id')
    .select(['p.id', 't.id as threadId', 't.slug', 't.title'])
    .where('p.image_count', '=', imageCount)
    .where('p.visibility', '=', 'Online')
    .where('t.visibility', '=', 'Online')
    .where('t.deleted_at', 'is', null)
    .orderBy('p.id')
    .executeTakeFirstOrThrow()
  const images = await database.db
    .selectFrom('post_images')
    .select(['id', 'title', 'keywords'])
    .where('post_id', '=', post.id)
    .orderBy('position')
    .execute()
  const slug = (title: string) =>
    title
      .replace('Ü', 'Ue')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
  const paths = images.map(
    (image) => `/bilder/${post.slug}-g${post.id}/${slug(image.title)}-i${image.id}.html`,
  )
  return { post, images, paths }
}

async function setVisibility(
  table: 'posts' | 'threads',
  id: number,
  visibility: 'Online' | 'Hidden' | 'Offline',
) {
  await database.db.updateTable(table).set({ visibility }).where('id', '=', id).execute()
}

describe('picture page', () => {
  test('shows the header, the slider with its counter and pager, keywords, breadcrumbs and structured data', async () => {
    const { post, images, paths } = await galleryWith(5)
    const response = await app.inject(paths[1]!)
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).toContain(`<link rel="canonical" href="https://www.motor-talk.de${paths[1]}"/>`)
    expect(html).toContain('Bild 2 von 5')
    expect(html).toContain('Zum Beitrag')
    expect(html).toContain(`href="/forum/aktion/PostJump.html?postId=${post.id}"`)
    expect(html).toContain(`>${images[1]!.title}</h1>`)
    // the pager links work without JavaScript and wrap around
    expect(html).toContain(`href="${paths[0]}" class`)
    expect(html).toContain(`href="${paths[2]}" class`)
    const first = (await app.inject(paths[0]!)).body
    expect(first).toMatch(new RegExp(`href="${paths[4]}"[^>]*rel="prev"`))
    // keywords: the pictures' own, then the vehicle
    expect(html).toContain('Stichworte')
    for (const keyword of images.flatMap((image) => image.keywords))
      expect(html).toContain(`>${keyword}</li>`)
    // breadcrumbs end in 'Bilder' as plain text, after the topic
    expect(html).toMatch(
      new RegExp(`>${htmlPattern(post.title)}</a></li><li[^>]*><span aria-current="page">Bilder</span>`),
    )
    // responsive sources, the slider shows the 960 version
    expect(html).toMatch(/src="\/uploads\/images\/[^"]+\/w960\.jpg"/)
    expect(html).toMatch(
      /srcSet="[^"]*w500\.jpg 500w, [^"]*w640\.jpg 640w, [^"]*w960\.jpg 960w, [^"]*w1200\.jpg 1200w"/,
    )
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1]
    const data = JSON.parse(json ?? '{}')
    expect(data['@type']).toBe('ImageGallery')
    expect(data.associatedMedia).toHaveLength(5)
    expect(data.associatedMedia[0].contentUrl).toMatch(
      /^https:\/\/www\.motor-talk\.de\/uploads\/images\/.+\/original\.jpg$/,
    )
  })

  test('ImageGallery answers every field of spec 000 §3 Gallery', async () => {
    const { post, images } = await galleryWith(4)
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: {
        query: `query { gallery { byId(galleryId: ${post.id}) {
          id author { displayName } board { name } thread { id title path canonicalUrl createdAt }
          post { id createdAt } breadcrumbs { name path canonicalUrl isRouterContext }
          images { id title path canonicalUrl sizes { w500 { url width height } original { url width height } } }
          keywords } } }`,
      },
    })
    const gallery = response.json().data.gallery.byId
    expect(gallery.id).toBe(post.id)
    expect(gallery.thread.id).toBe(post.threadId)
    expect(gallery.post.id).toBe(post.id)
    expect(gallery.images.map((image: { id: number }) => image.id)).toEqual(images.map((image) => image.id))
    expect(gallery.breadcrumbs[0]).toMatchObject({
      name: 'Forum',
      path: '/forum.html',
      isRouterContext: true,
    })
    expect(gallery.breadcrumbs.at(-1).name).toBe('Bilder')
    const { w500, original } = gallery.images[0].sizes
    expect(w500.width).toBe(500)
    expect(w500.height).toBe(Math.round((original.height * 500) / original.width))
  })

  test('a stale slug answers 301 to the picture’s own address', async () => {
    const { post, images, paths } = await galleryWith(2)
    const response = await app.inject(`/bilder/altes-thema-g${post.id}/bild-i${images[0]!.id}.html`)
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe(paths[0])
  })

  test('the address of the ad slide (no picture id) leads to the first picture; an unknown gallery is 404', async () => {
    const { post, paths } = await galleryWith(2)
    const response = await app.inject(`/bilder/${post.slug}-g${post.id}`)
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe(paths[0])
    expect((await app.inject('/bilder/golf-g99999999')).statusCode).toBe(404)
    expect((await app.inject('/bilder/golf')).statusCode).toBe(404)
  })

  test.each([
    ['a gallery slug without -g', '/bilder/golf/bild-i1.html'],
    ['characters beyond letters, digits and hyphens', '/bilder/golf_7-g1/bild-i1.html'],
    ['a picture slug without .html', '/bilder/golf-g1/bild-i1'],
    ['a picture slug without -i', '/bilder/golf-g1/bild.html'],
    ['an id beyond any integer', '/bilder/golf-g99999999999/bild-i1.html'],
    ['an unknown gallery', '/bilder/golf-g99999999/bild-i1.html'],
  ])('%s is not found (404)', async (_case, path) => {
    const response = await app.inject(path)
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('Die Seite wurde nicht gefunden')
    expect(response.body).toContain('noindex')
  })

  test('a picture of another post and a post without pictures are not found', async () => {
    const a = await galleryWith(1)
    const b = await galleryWith(2)
    expect(
      (await app.inject(`/bilder/${a.post.slug}-g${a.post.id}/bild-i${b.images[0]!.id}.html`)).statusCode,
    ).toBe(404)
    const plain = await database.db
      .selectFrom('posts')
      .select('id')
      .where('image_count', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    expect((await app.inject(`/bilder/thema-g${plain.id}/bild-i${a.images[0]!.id}.html`)).statusCode).toBe(
      404,
    )
  })

  test('members-only content is 410 for visitors with Registrieren, visible to members', async () => {
    const { post, paths } = await galleryWith(3)
    await setVisibility('threads', post.threadId, 'Offline')
    try {
      const visitor = await app.inject(paths[0]!)
      expect(visitor.statusCode).toBe(410)
      expect(visitor.body).toContain('Der Inhalt wurde archiviert')
      expect(visitor.body).toContain('Registrieren')
      const session = await logIn(app, 'demo-mitglied')
      const member = await app.inject({ url: paths[0]!, cookies: { mt_session: session } })
      expect(member.statusCode).toBe(200)
      expect(member.headers['cache-control']).toContain('private')
    } finally {
      await setVisibility('threads', post.threadId, 'Online')
    }
  })

  test('a hidden post is not found, except for those who moderate it', async () => {
    const { post, paths } = await galleryWith(1)
    await setVisibility('posts', post.id, 'Hidden')
    try {
      expect((await app.inject(paths[0]!)).statusCode).toBe(404)
      // demo-admin moderates every board; a plain member does not
      const admin = await logIn(app, 'demo-admin')
      expect((await app.inject({ url: paths[0]!, cookies: { mt_session: admin } })).statusCode).toBe(200)
      const member = await logIn(app, 'demo-mitglied')
      expect((await app.inject({ url: paths[0]!, cookies: { mt_session: member } })).statusCode).toBe(404)
    } finally {
      await setVisibility('posts', post.id, 'Online')
    }
  })

  test('a deleted topic’s pictures are not found', async () => {
    const { post, paths } = await galleryWith(2)
    await database.db
      .updateTable('threads')
      .set({ deleted_at: new Date() })
      .where('id', '=', post.threadId)
      .execute()
    try {
      expect((await app.inject(paths[0]!)).statusCode).toBe(404)
    } finally {
      await database.db
        .updateTable('threads')
        .set({ deleted_at: null })
        .where('id', '=', post.threadId)
        .execute()
    }
  })

  test('the thread page’s thumbnails lead to the picture pages', async () => {
    const { post, paths } = await galleryWith(3)
    const jump = await app.inject(`/forum/aktion/PostJump.html?postId=${post.id}`)
    const page = await app.inject(String(jump.headers.location).replace(/#.*$/, ''))
    for (const path of paths) expect(page.body).toContain(`href="${path}"`)
  })
})

function htmlPattern(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
