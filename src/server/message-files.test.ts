import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { ATTACH_ONLY_WITH_STAFF } from '#domain/messages.ts'
import { createAccountService } from '#services/accounts/service.ts'
import { privateUploadsDir } from '#services/messages/message-files.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { type FilePart, hiddenField, logIn, multipart } from '#testing/http.ts'
import * as sample from '#testing/sample-files.ts'
import { testServer } from '#testing/server.ts'

// Pictures and files in private messages (spec 000 §5, decision 031): only when a
// moderator or administrator takes part; claimed by the message, moved out of the public uploads
// folder, and served to the message's sender and recipients only.

let database: TestDatabase
let app: FastifyInstance
let uploadsDir: string
let member: string
let moderator: string
let forenpate: string
beforeAll(async () => {
  database = await createTestDatabase('demo')
  uploadsDir = path.join(mkdtempSync(path.join(tmpdir(), 'motorforum-message-files-')), 'uploads')
  app = await testServer(database.db, { uploadsDir, pageCacheTtlMs: 0 })
  member = await logIn(app, 'demo-mitglied')
  moderator = await logIn(app, 'demo-moderator')
  forenpate = await logIn(app, 'demo-forenpate')
})
// the hourly message limit is not what these tests are about
beforeEach(async () => {
  await database.db.deleteFrom('private_messages').where('title', 'like', 'Foto %').execute()
})
afterAll(async () => {
  await app.close()
  await database.drop()
  rmSync(path.dirname(uploadsDir), { recursive: true, force: true })
})

const CREATE = '/cockpit/pms/CreateMessage.html'

async function csrfOf(session: string, query = ''): Promise<{ csrf: string; body: string }> {
  const page = await app.inject({ url: `${CREATE}${query}`, cookies: { mt_session: session } })
  expect(page.statusCode).toBe(200)
  return { csrf: hiddenField(page.body, 'csrf'), body: page.body }
}

async function uploadIds(session: string, files: FilePart[]): Promise<number[]> {
  const { csrf } = await csrfOf(session)
  const { payload, headers } = await multipart({ csrf }, files)
  const response = await app.inject({
    method: 'POST',
    url: '/forum/aktion/Upload.html',
    payload,
    headers: { ...headers, accept: 'application/json' },
    cookies: { mt_session: session },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().uploads.map((upload: { id: number }) => upload.id)
}

async function send(session: string, recipients: string, ids: number[]) {
  const { csrf } = await csrfOf(session)
  const { payload, headers } = await multipart({
    csrf,
    recipients,
    title: 'Foto vom Unfallschaden',
    text: 'Hier das Foto und das Gutachten.',
    uploadId: ids.map(String),
  })
  return app.inject({ method: 'POST', url: CREATE, payload, headers, cookies: { mt_session: session } })
}

async function files() {
  return [
    { name: 'Unfallschaden.jpg', content: await sample.picture('jpeg', { width: 900, height: 600 }) },
    { name: 'Gutachten.pdf', content: sample.pdf('Gutachten') },
  ]
}

test('a member’s form offers files only when writing to staff; to another member they are refused with 403 and kept', async () => {
  expect((await csrfOf(member)).body).toContain(ATTACH_ONLY_WITH_STAFF)
  expect((await csrfOf(member, '?to=demo-moderator')).body).toContain('type="file"')
  expect((await csrfOf(moderator)).body).toContain('type="file"')

  const ids = await uploadIds(member, await files())
  const refused = await send(member, 'demo-forenpate', ids)
  expect(refused.statusCode).toBe(403)
  expect(refused.body).toContain(ATTACH_ONLY_WITH_STAFF)
  // the form comes back with everything: the text and both files
  expect(refused.body).toContain('Hier das Foto und das Gutachten.')
  expect(refused.body).toContain('Unfallschaden')
  expect(refused.body).toContain('Gutachten')
  const unclaimed = await database.db
    .selectFrom('uploads')
    .select(['claimed_at'])
    .where('id', 'in', ids)
    .execute()
  expect(unclaimed.every((row) => row.claimed_at === null)).toBe(true)
})

test('to a moderator: the files belong to the message, leave the public folder and reach only its two people', async () => {
  const ids = await uploadIds(member, await files())
  const rows = await database.db
    .selectFrom('uploads')
    .select(['id', 'storage_key', 'image_id'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute()
  const [picture, pdf] = rows as [(typeof rows)[number], (typeof rows)[number]]
  expect(await app.inject({ url: `/uploads/images/${picture.storage_key}/w640.jpg` })).toHaveProperty(
    'statusCode',
    200,
  )

  const sent = await send(member, 'demo-moderator', ids)
  expect(sent.statusCode, sent.body).toBe(303)
  const copy = await database.db
    .selectFrom('private_messages')
    .select(['id'])
    .where('title', '=', 'Foto vom Unfallschaden')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()

  // nothing of it under /uploads any more
  expect((await app.inject({ url: `/uploads/images/${picture.storage_key}/w640.jpg` })).statusCode).toBe(404)
  expect(existsSync(path.join(uploadsDir, 'images', picture.storage_key))).toBe(false)
  expect(
    existsSync(path.join(privateUploadsDir(uploadsDir), 'images', picture.storage_key, 'w640.jpg')),
  ).toBe(true)

  // decision 041: the message's address leads to its conversation, where its files show
  const old = await app.inject({
    url: `/cockpit/pms/PrivateMessage.html?id=${copy.id}`,
    cookies: { mt_session: moderator },
  })
  expect(old.statusCode).toBe(302)
  const conversation = String(old.headers.location).replace(/#.*$/, '')
  expect(conversation).toMatch(/^\/cockpit\/pms\/Conversation\.html\?with=\d+$/)
  const read = await app.inject({ url: conversation, cookies: { mt_session: moderator } })
  expect(read.statusCode).toBe(200)
  expect(read.body).toContain('Bilder und Dateien')
  const pictureUrl = `/cockpit/pms/datei/${copy.id}/${picture.id}/w640.jpg`
  const pdfUrl = `/cockpit/pms/datei/${copy.id}/${pdf.id}/gutachten.pdf`
  expect(read.body).toContain(pictureUrl)
  expect(read.body).toContain(pdfUrl)

  for (const session of [moderator, member]) {
    const image = await app.inject({ url: pictureUrl, cookies: { mt_session: session } })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/jpeg')
    expect(image.headers['cache-control']).toMatch(/^private/)
    const document = await app.inject({ url: pdfUrl, cookies: { mt_session: session } })
    expect(document.statusCode).toBe(200)
    expect(document.headers['content-type']).toBe('application/pdf')
    expect(document.headers['content-disposition']).toMatch(/^attachment/)
    expect(document.body).toContain('Gutachten')
  }
  // anyone else: the same 404 as for a file that does not exist; a visitor is asked to log in
  expect((await app.inject({ url: pictureUrl, cookies: { mt_session: forenpate } })).statusCode).toBe(404)
  expect(
    (
      await app.inject({
        url: `/cockpit/pms/datei/${copy.id}/${picture.id}/geheim.jpg`,
        cookies: { mt_session: moderator },
      })
    ).statusCode,
  ).toBe(404)
  expect((await app.inject({ url: pictureUrl })).statusCode).not.toBe(200)
  // deleted on the recipient's side: gone for them, still there for the sender
  const { csrf } = await csrfOf(moderator)
  const { payload, headers } = await multipart({ csrf, intent: 'delete', message: String(copy.id) })
  const deleted = await app.inject({
    method: 'POST',
    url: conversation,
    payload,
    headers,
    cookies: { mt_session: moderator },
  })
  expect(deleted.statusCode).toBe(303)
  expect((await app.inject({ url: pictureUrl, cookies: { mt_session: moderator } })).statusCode).toBe(404)
  expect((await app.inject({ url: pictureUrl, cookies: { mt_session: member } })).statusCode).toBe(200)
})

test('a moderator may send files to a member; an upload already used cannot be sent again', async () => {
  const ids = await uploadIds(moderator, [
    { name: 'Hinweis.txt', content: sample.text('Bitte Bildrechte beachten.') },
  ])
  expect((await send(moderator, 'demo-mitglied', ids)).statusCode).toBe(303)
  const again = await send(moderator, 'demo-forenpate', ids)
  expect(again.statusCode).toBe(400)
  expect(again.body).toContain('Bitte lade die Datei noch einmal hoch.')
})

test('without JavaScript a picture goes with the message form itself (multipart), within its size limit', async () => {
  const { csrf } = await csrfOf(moderator)
  const { payload, headers } = await multipart(
    { csrf, recipients: 'demo-forenpate', title: 'Foto ohne JavaScript', text: 'Das Foto hängt an.' },
    [{ name: 'Kratzer.jpg', content: await sample.picture('jpeg', { width: 800, height: 600 }) }],
  )
  const sent = await app.inject({
    method: 'POST',
    url: CREATE,
    payload,
    headers,
    cookies: { mt_session: moderator },
  })
  expect(sent.statusCode, sent.body.slice(0, 300)).toBe(303)
  const claimed = await database.db
    .selectFrom('uploads')
    .innerJoin('private_messages', 'private_messages.id', 'uploads.message_id')
    .select('uploads.title')
    .where('private_messages.title', '=', 'Foto ohne JavaScript')
    .execute()
  expect(claimed.map((row) => row.title)).toEqual(['Kratzer'])
})

test('the deletion job takes a member’s messages’ files with the account (last: it deletes demo-mitglied)', async () => {
  const user = await database.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'demo-mitglied')
    .executeTakeFirstOrThrow()
  expect((await send(member, 'demo-moderator', await uploadIds(member, await files()))).statusCode).toBe(303)
  const stored = await database.db
    .selectFrom('uploads')
    .select(['storage_key', 'image_id'])
    .where('user_id', '=', user.id)
    .where('message_id', 'is not', null)
    .execute()
  expect(stored).toHaveLength(2)
  const folder = (row: (typeof stored)[number]) =>
    path.join(privateUploadsDir(uploadsDir), row.image_id ? 'images' : 'attachments', row.storage_key)
  for (const row of stored) expect(existsSync(folder(row))).toBe(true)
  await database.db
    .updateTable('users')
    .set({ status: 'deactivated', deletion_due_at: new Date(Date.now() - 60_000) })
    .where('id', '=', user.id)
    .execute()
  const accounts = createAccountService({
    db: database.db,
    publicUrl: 'https://www.motor-talk.de',
    uploadsDir,
  })
  expect(await accounts.deleteAccountData(user.id)).toBe(true)
  for (const row of stored) expect(existsSync(folder(row))).toBe(false)
})
