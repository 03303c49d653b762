import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { UPLOAD_BYTES_PER_DAY } from '#domain/limits.ts'
import { UPLOAD_POLICY } from '#server/plugins/static.ts'
import { cleanupExpired } from '#services/cleanup.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { type FilePart, form, hiddenField, logIn, multipart } from '#testing/http.ts'
import * as sample from '#testing/sample-files.ts'
import { testServer } from '#testing/server.ts'

// Attachments (docs/decisions/025): the upload route, claiming uploads with a new
// thread, serving the files, and the cleanup of what was never used. Its own uploads folder.

let database: TestDatabase
let app: FastifyInstance
let uploadsDir: string
let member: string
let other: string
beforeAll(async () => {
  database = await createTestDatabase('demo')
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'motorforum-uploads-test-'))
  app = await testServer(database.db, { uploadsDir, pageCacheTtlMs: 0 })
  member = await logIn(app, 'demo-mitglied')
  other = await logIn(app, 'demo-forenpate')
})
// flood control (docs/security.md) allows three threads in ten minutes; these tests start more
beforeEach(async () => {
  await database.db.deleteFrom('rate_limits').where('key', 'like', 'thread-%').execute()
})
afterAll(async () => {
  await app.close()
  await database.drop()
  rmSync(uploadsDir, { recursive: true, force: true })
})

const UPLOAD = '/forum/aktion/Upload.html'
const START = '/forum/aktion/StartThread.html?boardId=2000'

async function formPage(session: string) {
  const page = await app.inject({ url: START, cookies: { mt_session: session } })
  return { csrf: hiddenField(page.body, 'csrf'), key: hiddenField(page.body, 'submissionKey') }
}

async function upload(session: string | null, files: FilePart[], options: { csrf?: string | null } = {}) {
  const csrf = options.csrf === undefined && session ? (await formPage(session)).csrf : options.csrf
  const { payload, headers } = await multipart(csrf ? { csrf } : {}, files)
  return app.inject({
    method: 'POST',
    url: UPLOAD,
    payload,
    headers: { ...headers, accept: 'application/json' },
    cookies: session ? { mt_session: session } : {},
  })
}

async function uploadId(session: string, file: FilePart): Promise<number> {
  const response = await upload(session, [file])
  expect(response.statusCode, response.body).toBe(200)
  return response.json().uploads[0].id
}

async function startThread(
  session: string,
  fields: Record<string, string | string[]>,
  files: FilePart[] = [],
) {
  const { csrf, key } = await formPage(session)
  const { payload, headers } = await multipart(
    {
      csrf,
      submissionKey: key,
      boardId: '2000',
      text: 'Siehe Anhang: der Schaltplan und ein Foto.',
      ...fields,
    },
    files,
  )
  return app.inject({ method: 'POST', url: START, payload, headers, cookies: { mt_session: session } })
}

describe('the upload route', () => {
  test('a visitor is refused with 403, with or without JSON; nothing is stored', async () => {
    const before = await database.db
      .selectFrom('uploads')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
    const json = await upload(null, [{ name: 'plan.pdf', content: sample.pdf() }], { csrf: 'x'.repeat(32) })
    expect(json.statusCode).toBe(403)
    expect(json.json().errors[0].message).toBe('Bitte logge Dich ein, um Dateien hochzuladen.')
    const { payload, headers } = await multipart({ csrf: 'x' }, [{ name: 'plan.pdf', content: sample.pdf() }])
    const page = await app.inject({ method: 'POST', url: UPLOAD, payload, headers })
    expect(page.statusCode).toBe(403)
    expect(page.body).toContain('LoginRequired')
    const after = await database.db
      .selectFrom('uploads')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
    expect(after.n).toBe(before.n)
  })

  test('without the CSRF token: 403', async () => {
    const response = await upload(member, [{ name: 'plan.pdf', content: sample.pdf() }], { csrf: null })
    expect(response.statusCode).toBe(403)
    expect(response.json().errors[0].message).toMatch(/Formular ist abgelaufen/)
  })

  test('a file whose content is not what its name says: 400 naming the file, whatever the browser claims', async () => {
    const png = await sample.picture('png')
    const response = await upload(member, [{ name: 'x.pdf', content: png, type: 'application/pdf' }])
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      uploads: [],
      errors: [{ fileName: 'x.pdf', message: '„x.pdf“ ist keine PDF-Datei.' }],
    })
    const exe = await upload(member, [{ name: 'setup.exe', content: Buffer.from('MZ') }])
    expect(exe.statusCode).toBe(400)
    expect(exe.json().errors[0].message).toMatch(/^„setup\.exe“ hat ein Format, das wir nicht annehmen/)
  })

  test('too large: a file over its kind’s limit 413 with the limit; a body over the route’s limit 413', async () => {
    const big = Buffer.concat([sample.pdf(), Buffer.alloc(10 * 1024 * 1024)])
    const response = await upload(member, [{ name: 'Handbuch.pdf', content: big }])
    expect(response.statusCode).toBe(413)
    expect(response.json().errors[0].message).toBe(
      '„Handbuch.pdf“ ist zu groß: Dokumente dürfen höchstens 10 MB groß sein.',
    )
    const huge = Buffer.concat([sample.mp4(), Buffer.alloc(32 * 1024 * 1024)])
    const refused = await upload(member, [{ name: 'Fahrt.mp4', content: huge }])
    expect(refused.statusCode).toBe(413)
    expect(refused.body).toContain('PayloadTooLarge')
  })

  test('a member’s files are stored: pictures for the gallery, the rest as attachments; remove deletes', async () => {
    const response = await upload(member, [
      { name: 'Schaltplan Zentralverriegelung.pdf', content: sample.pdf() },
      { name: 'Motorraum.JPEG', content: await sample.picture('jpeg', { width: 800, height: 600 }) },
      { name: 'Skizze.svg', content: sample.svg() },
    ])
    expect(response.statusCode).toBe(200)
    const { uploads, errors } = response.json()
    expect(errors).toEqual([])
    expect(
      uploads.map((u: { title: string; extension: string; kind: string; isPicture: boolean }) => [
        u.title,
        u.extension,
        u.kind,
        u.isPicture,
      ]),
    ).toEqual([
      ['Schaltplan Zentralverriegelung', 'pdf', 'document', false],
      ['Motorraum', 'jpg', 'picture', true],
      ['Skizze', 'svg', 'picture', false],
    ])
    const rows = await database.db
      .selectFrom('uploads')
      .select(['storage_key', 'image_id'])
      .where(
        'id',
        'in',
        uploads.map((u: { id: number }) => u.id),
      )
      .orderBy('id')
      .execute()
    expect(
      existsSync(
        path.join(uploadsDir, 'attachments', rows[0]!.storage_key, 'schaltplan-zentralverriegelung.pdf'),
      ),
    ).toBe(true)
    expect(existsSync(path.join(uploadsDir, 'images', rows[1]!.storage_key, 'w500.jpg'))).toBe(true)
    expect(rows[1]!.image_id).not.toBeNull()

    const { csrf } = await formPage(member)
    // only the uploader removes
    const foreign = await app.inject({
      method: 'POST',
      url: UPLOAD,
      ...form({ csrf: (await formPage(other)).csrf, intent: 'remove', uploadId: String(uploads[2].id) }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      cookies: { mt_session: other },
    })
    expect(foreign.statusCode).toBe(404)
    const removed = await app.inject({
      method: 'POST',
      url: UPLOAD,
      ...form({ csrf, intent: 'remove', uploadId: String(uploads[2].id) }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      cookies: { mt_session: member },
    })
    expect(removed.statusCode).toBe(200)
    expect(existsSync(path.join(uploadsDir, 'attachments', rows[2]!.storage_key))).toBe(false)
  })

  test('a phone photo loses where it was taken: no variant keeps the EXIF GPS directory', async () => {
    const photo = await sample.photoWithLocation({ width: 1600, height: 1200 })
    expect(await sample.hasLocation(photo)).toBe(true) // the test can fail: the camera data is there
    const id = await uploadId(member, { name: 'Parkplatz.jpg', content: photo })
    const row = await database.db
      .selectFrom('uploads')
      .select('storage_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    const dir = path.join(uploadsDir, 'images', row.storage_key)
    // the original and the four widths the pages use (DESIGN.md), each re-encoded
    expect(readdirSync(dir).sort()).toEqual(['original.jpg', 'w1200.jpg', 'w500.jpg', 'w640.jpg', 'w960.jpg'])
    for (const file of readdirSync(dir)) {
      const stored = readFileSync(path.join(dir, file))
      expect(await sample.hasLocation(stored), file).toBe(false)
      expect((await sharp(stored).metadata()).exif, file).toBeUndefined()
    }
    expect((await sharp(readFileSync(path.join(dir, 'w640.jpg'))).metadata()).width).toBe(640)
  })

  test('a decompression bomb is refused before it is decoded: 413 naming the file and the limit', async () => {
    const bomb = sample.pictureBomb()
    expect(bomb.length).toBeLessThan(100_000)
    const response = await upload(member, [{ name: 'Riesenbild.png', content: bomb }])
    expect(response.statusCode).toBe(413)
    expect(response.json().errors).toEqual([
      {
        fileName: 'Riesenbild.png',
        message: '„Riesenbild.png“ hat zu viele Bildpunkte: höchstens 50 Megapixel.',
      },
    ])
  })

  test('the daily byte budget: an upload over it is refused with 429 and not counted', async () => {
    const user = await database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'demo-forenpate')
      .executeTakeFirstOrThrow()
    const day = 24 * 60 * 60 * 1000
    await database.db
      .insertInto('rate_limits')
      .values({
        key: `upload-bytes-day:user:${user.id}`,
        window_start: new Date(Math.floor(Date.now() / day) * day),
        hits: UPLOAD_BYTES_PER_DAY - 100,
      })
      .execute()
    const response = await upload(other, [{ name: 'plan.pdf', content: sample.pdf() }])
    expect(response.statusCode).toBe(429)
    expect(response.json().errors[0].message).toMatch(
      /^Du hast heute schon fast 500 MB hochgeladen\. Bitte warte \d+ (Minuten|Stunden)\.$/,
    )
    await database.db
      .deleteFrom('rate_limits')
      .where('key', '=', `upload-bytes-day:user:${user.id}`)
      .execute()
  })
})

describe('a new thread with attachments', () => {
  test('uploads are claimed: the PDF under the post as name + extension, the picture in the gallery', async () => {
    const pdf = await uploadId(member, { name: 'Schaltplan Golf.pdf', content: sample.pdf() })
    const jpg = await uploadId(member, {
      name: 'Sicherungskasten.png',
      content: await sample.picture('png', { width: 640, height: 480 }),
    })
    const response = await startThread(member, {
      title: 'Zentralverriegelung spinnt am Golf 7',
      uploadId: [String(pdf), String(jpg)],
    })
    expect(response.statusCode, response.body.slice(0, 300)).toBe(303)
    const page = await app.inject(response.headers.location!)
    expect(page.body).toMatch(/>Schaltplan Golf<\/span>/)
    expect(page.body).toMatch(/>PDF<\/span>/)
    const href = /href="(\/uploads\/attachments\/u-[0-9a-f]+\/schaltplan-golf\.pdf)"/.exec(page.body)?.[1]
    expect(href).toBeDefined()
    expect(page.body).toMatch(/aria-label="Bild zum Beitrag"/)
    const download = await app.inject(href!)
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="schaltplan-golf.pdf"; filename*=UTF-8''schaltplan-golf.pdf`,
    )
    const post = await database.db
      .selectFrom('uploads')
      .innerJoin('posts', 'posts.id', 'uploads.post_id')
      .select(['posts.id', 'posts.image_count', 'posts.attachment_count', 'posts.thread_id'])
      .where('uploads.id', '=', pdf)
      .executeTakeFirstOrThrow()
    expect([post.image_count, post.attachment_count]).toEqual([1, 1])
    const gallery = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: {
        query: 'query ($id: Int!) { threads { gallery(threadId: $id) { title path } } }',
        variables: { id: post.thread_id },
      },
    })
    expect(gallery.json().data.threads.gallery).toEqual([
      {
        title: 'Sicherungskasten',
        path: expect.stringMatching(/^\/bilder\/.+-g\d+\/sicherungskasten-i\d+\.html$/),
      },
    ])
    // claimed once: the same upload cannot go into a second post
    const again = await startThread(member, {
      title: 'Noch ein Thema mit demselben Plan',
      uploadId: String(pdf),
    })
    expect(again.statusCode).toBe(400)
    expect(again.body).toContain('„Schaltplan Golf.pdf“ gehört schon zu einem Beitrag.')
  })

  test('another member’s upload cannot be claimed (403), and the form keeps the text', async () => {
    const foreign = await uploadId(member, { name: 'Rechnung.pdf', content: sample.pdf() })
    const response = await startThread(other, {
      title: 'Fremde Rechnung anhängen',
      text: 'Mein Text bleibt.',
      uploadId: String(foreign),
    })
    expect(response.statusCode).toBe(403)
    expect(response.body).toContain('Diese Datei hat jemand anderes hochgeladen.')
    expect(response.body).toContain('Mein Text bleibt.')
    // nor is it listed to them
    expect(response.body).not.toContain('>Rechnung</span>')
    const row = await database.db
      .selectFrom('uploads')
      .select('claimed_at')
      .where('id', '=', foreign)
      .executeTakeFirstOrThrow()
    expect(row.claimed_at).toBeNull()
  })

  test('a text mistake brings the form back with the uploaded files still listed', async () => {
    const id = await uploadId(member, { name: 'Fehlerspeicher.txt', content: sample.text() })
    const response = await startThread(member, { title: 'Kurz', uploadId: String(id) })
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('Der Titel muss mindestens 5 Zeichen lang sein.')
    expect(response.body).toContain('>Fehlerspeicher</span>')
    expect(response.body).toContain(`name="uploadId" value="${id}"`)
    expect(response.body).toContain('Entfernen')
    expect(response.body).toMatch(/enctype="multipart\/form-data"/i)
  })

  test('without JavaScript the files come with the form: stored first, then claimed; a bad one keeps everything', async () => {
    const bad = await startThread(member, { title: 'Geräusch beim Anlassen' }, [
      { name: 'Anlasser.wav', content: sample.wav() },
      { name: 'Tabelle.xlsx', content: sample.docx() },
    ])
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('„Tabelle.xlsx“ ist keine Excel-Datei (XLSX).')
    expect(bad.body).toContain('>Anlasser</span>')
    expect(bad.body).toContain('value="Geräusch beim Anlassen"')
    const kept = hiddenField(bad.body, 'uploadId')
    const ok = await startThread(member, { title: 'Geräusch beim Anlassen', uploadId: kept }, [
      { name: 'Tabelle.xlsx', content: sample.xlsx() },
    ])
    expect(ok.statusCode).toBe(303)
    const page = await app.inject(ok.headers.location!)
    expect(page.body).toContain('>Anlasser</span>')
    expect(page.body).toContain('>Tabelle</span>')
    expect(page.body).toContain('>XLSX</span>')
  })

  test('without JavaScript, Entfernen sends the form and it comes back without that file', async () => {
    const id = await uploadId(member, { name: 'Falsch.csv', content: sample.csv() })
    const response = await startThread(member, {
      title: 'Ein Thema mit Datei',
      removeUpload: String(id),
      uploadId: String(id),
    })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('value="Ein Thema mit Datei"')
    expect(response.body).not.toContain('>Falsch</span>')
    expect(
      await database.db.selectFrom('uploads').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined()
  })

  test('an attachment of a hidden post is not listed to visitors through GraphQL', async () => {
    const first = await uploadId(member, { name: 'Geheim.pdf', content: sample.pdf() })
    const response = await startThread(member, {
      title: 'Thema mit verstecktem Anhang',
      uploadId: String(first),
    })
    const threadId = Number(/-t(\d+)\.html#thema-erstellt$/.exec(response.headers.location!)?.[1])
    const reply = await uploadId(member, { name: 'Antwortgeheim.pdf', content: sample.pdf() })
    const user = await database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'demo-mitglied')
      .executeTakeFirstOrThrow()
    const { createPostingService } = await import('#services/posting/service.ts')
    const posted = await createPostingService({
      db: database.db,
      flood: { reply: [], thread: [] },
    }).createReply(
      { userId: user.id, roleRelations: [] },
      { threadId, text: 'Antwort mit Anhang', submissionKey: crypto.randomUUID(), uploadIds: [reply] },
    )
    expect(posted.ok).toBe(true)
    const query = `query ($id: Int!) { threads {
      postList(threadId: $id) { posts { id attachments { title } } }
      byId(threadId: $id) { lastPost { attachments { title } } }
    } }`
    const ask = async () =>
      (await app.inject({ method: 'POST', url: '/graphql', payload: { query, variables: { id: threadId } } }))
        .body
    expect(await ask()).toContain('Antwortgeheim')
    if (!posted.ok) return
    await database.db
      .updateTable('posts')
      .set({ visibility: 'Hidden' })
      .where('id', '=', posted.postId)
      .execute()
    const visitor = await ask()
    expect(visitor).toContain('Geheim')
    expect(visitor).not.toContain('Antwortgeheim')
    // the whole thread hidden: nothing at all
    await database.db
      .updateTable('threads')
      .set({ visibility: 'Hidden' })
      .where('id', '=', threadId)
      .execute()
    expect(await ask()).not.toContain('Geheim')
  })
})

describe('serving uploads', () => {
  test('an SVG with a script downloads as SVG under a sandboxing policy, never sniffed', async () => {
    const response = await upload(member, [
      { name: 'Böse Skizze.svg', content: sample.svg('<script>alert(document.cookie)</script>') },
    ])
    expect(response.statusCode).toBe(200)
    const id = response.json().uploads[0].id
    const result = await startThread(member, { title: 'Skizze mit Skript im Anhang', uploadId: String(id) })
    const page = await app.inject(result.headers.location!)
    const href = /href="(\/uploads\/attachments\/[^"]+\.svg)"/.exec(page.body)?.[1]
    expect(href).toBe(`${href?.slice(0, href.lastIndexOf('/'))}/b%C3%B6se-skizze.svg`)
    const file = await app.inject(href!)
    expect(file.statusCode).toBe(200)
    expect(file.body).toContain('<script>')
    expect(file.headers['content-type']).toBe('image/svg+xml')
    expect(file.headers['content-security-policy']).toBe(UPLOAD_POLICY)
    expect(UPLOAD_POLICY).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
    expect(file.headers['x-content-type-options']).toBe('nosniff')
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="boese-skizze.svg"; filename*=UTF-8''b%C3%B6se-skizze.svg`,
    )
  })

  test('pictures are re-encoded JPEGs and carry the policy too', async () => {
    const id = await uploadId(member, { name: 'Scan.tif', content: await sample.picture('tiff') })
    const row = await database.db
      .selectFrom('uploads')
      .select('storage_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    const picture = await app.inject(`/uploads/images/${row.storage_key}/w500.jpg`)
    expect(picture.statusCode).toBe(200)
    expect(picture.headers['content-type']).toBe('image/jpeg')
    expect(picture.headers['content-security-policy']).toBe(UPLOAD_POLICY)
  })
})

describe('cleanup', () => {
  test('unclaimed uploads older than 24 hours go with their files; newer and claimed ones stay', async () => {
    const old = await uploadId(member, { name: 'Alt.pdf', content: sample.pdf() })
    const oldPicture = await uploadId(member, { name: 'Altbild.gif', content: await sample.picture('gif') })
    const fresh = await uploadId(member, { name: 'Neu.pdf', content: sample.pdf() })
    const claimed = await uploadId(member, { name: 'Genutzt.pdf', content: sample.pdf() })
    const result = await startThread(member, {
      title: 'Thema mit genutzter Datei',
      uploadId: String(claimed),
    })
    expect(result.statusCode).toBe(303)
    const past = new Date(Date.now() - 25 * 60 * 60_000)
    await database.db
      .updateTable('uploads')
      .set({ created_at: past })
      .where('id', 'in', [old, oldPicture, claimed])
      .execute()
    const keys = await database.db
      .selectFrom('uploads')
      .select(['id', 'storage_key', 'image_id'])
      .where('id', 'in', [old, oldPicture, fresh, claimed])
      .orderBy('id')
      .execute()
    const [oldRow, pictureRow, freshRow, claimedRow] = keys
    expect(existsSync(path.join(uploadsDir, 'images', pictureRow!.storage_key))).toBe(true)

    await cleanupExpired(database.db, new Date(), { uploadsDir })

    const left = await database.db
      .selectFrom('uploads')
      .select('id')
      .where('id', 'in', [old, oldPicture, fresh, claimed])
      .orderBy('id')
      .execute()
    expect(left.map((row) => row.id)).toEqual([fresh, claimed])
    expect(existsSync(path.join(uploadsDir, 'attachments', oldRow!.storage_key))).toBe(false)
    expect(existsSync(path.join(uploadsDir, 'images', pictureRow!.storage_key))).toBe(false)
    expect(
      await database.db
        .selectFrom('images')
        .select('id')
        .where('id', '=', pictureRow!.image_id!)
        .executeTakeFirst(),
    ).toBeUndefined()
    expect(readdirSync(path.join(uploadsDir, 'attachments', freshRow!.storage_key))).toEqual(['neu.pdf'])
    expect(readdirSync(path.join(uploadsDir, 'attachments', claimedRow!.storage_key))).toEqual([
      'genutzt.pdf',
    ])
  })
})
