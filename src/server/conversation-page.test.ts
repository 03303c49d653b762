import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { FORM_BODY_MAX_BYTES } from '#domain/limits.ts'
import { MESSAGE_TEXT_MAX } from '#domain/messages.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { type FormMember, formMember, multipart, postAs } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// decision 041 over HTTP: the conversation page's reply takes a private message's whole length
// (10,000 characters, umlauts too) and, to a moderator without JavaScript, its file posted with
// the text (the body limit is the message form's, not an ordinary form's); it refuses a POST
// without the form token with 403 and the text kept, and sends a visitor to the login.

let database: TestDatabase
let app: FastifyInstance
let member: FormMember
let partnerId: number
beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db, { pageCacheTtlMs: 0 })
  member = await formMember(app, 'demo-mitglied')
  const partner = await database.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'demo-forenpate')
    .executeTakeFirstOrThrow()
  partnerId = partner.id
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

const url = () => `/cockpit/pms/Conversation.html?with=${partnerId}`

test('a reply of the full length, heavy with umlauts, is sent and shows last in the conversation', async () => {
  const text = 'Grüße aus Köln – Ölwechsel später. '.repeat(400).slice(0, MESSAGE_TEXT_MAX).trimEnd()
  const sent = await postAs(app, url(), member, { intent: 'reply', text })
  expect(sent.statusCode).toBe(303)
  expect(sent.headers.location).toMatch(/^\/cockpit\/pms\/Conversation\.html\?with=\d+&gesendet#pm-\d+$/)
  const stored = await database.db
    .selectFrom('private_messages')
    .select(['body', 'recipient_id'])
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  expect(stored).toEqual({ body: text, recipient_id: partnerId })
  const page = await app.inject({ url: url(), cookies: member.cookies })
  expect(page.statusCode).toBe(200)
  expect(page.body).toContain('Grüße aus Köln')
})

test('without the form token nothing is sent: 403 and the text kept; a visitor is sent to the login', async () => {
  const before = await database.db
    .selectFrom('private_messages')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow()
  const refused = await postAs(
    app,
    url(),
    { ...member, csrf: 'falsch' },
    { intent: 'reply', text: 'Ohne Token' },
  )
  expect(refused.statusCode).toBe(403)
  expect(refused.body).toContain('Ohne Token</textarea>')
  expect(refused.body).toContain('Das Formular ist abgelaufen')
  const after = await database.db
    .selectFrom('private_messages')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow()
  expect(after.count).toBe(before.count)
  const visitor = await app.inject({ url: url() })
  expect(visitor.statusCode).toBe(302)
  expect(visitor.headers.location).toMatch(/^\/einloggen\?redirectAfterProcess=/)
})

test('without JavaScript a file goes with the reply to a moderator, in the same POST', async () => {
  const moderator = await database.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'demo-moderator')
    .executeTakeFirstOrThrow()
  const report = Buffer.from('Schaden am Kotflügel, Delle und Kratzer. '.repeat(3_000))
  const { payload, headers } = await multipart(
    { csrf: member.csrf, intent: 'reply', text: 'Hier das Gutachten zum Kotflügel.' },
    [{ name: 'Gutachten.txt', content: report, type: 'text/plain' }],
  )
  expect(payload.byteLength).toBeGreaterThan(FORM_BODY_MAX_BYTES)
  const sent = await app.inject({
    method: 'POST',
    url: `/cockpit/pms/Conversation.html?with=${moderator.id}`,
    payload,
    headers,
    cookies: member.cookies,
  })
  expect(sent.statusCode, sent.body.slice(0, 300)).toBe(303)
  const id = Number(/#pm-(\d+)$/.exec(sent.headers.location ?? '')?.[1])
  const files = await database.db.selectFrom('uploads').select('id').where('message_id', '=', id).execute()
  expect(files).toHaveLength(1)
})
