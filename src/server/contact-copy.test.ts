import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// The contact form's copy to the sender is no relay: it never goes to a typed address, only to a
// signed-in member's own confirmed account address. The mails are the send-mail jobs the form
// leaves (the job runner writes each to the outbox as it is).

const TEAM = 'kontakt@motor-talk.de'
const VICTIM = 'opfer@example.org'

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

async function formPage(cookies: Record<string, string> = {}) {
  const page = await app.inject({ url: '/inhalt/Contact.html', cookies })
  expect(page.statusCode).toBe(200)
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? ''
  const cookie = [page.headers['set-cookie']].flat().find((c) => c?.startsWith('mt_csrf='))
  return {
    body: page.body,
    csrf,
    cookies: { ...cookies, ...(cookie ? { mt_csrf: cookie.split(';')[0]!.slice('mt_csrf='.length) } : {}) },
  }
}

async function send(cookies: Record<string, string> = {}, copy = true, ip = '203.0.113.21') {
  const page = await formPage(cookies)
  const fields: Record<string, string> = {
    csrf: page.csrf,
    topic: 'konto',
    name: 'Ihre Bank',
    email: VICTIM,
    message: 'Ihr Konto wird gesperrt, bitte melden Sie sich hier an: https://evil.example/login',
  }
  if (copy) fields.copy = 'on'
  return app.inject({
    method: 'POST',
    url: '/inhalt/Contact.html',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    cookies: page.cookies,
    remoteAddress: ip,
  })
}

async function mails() {
  const rows = await database.db
    .selectFrom('jobs')
    .select('payload')
    .where('kind', '=', 'send-mail')
    .execute()
  return rows.map((row) => row.payload as { to: string; subject: string; text: string })
}

async function clearMails() {
  await database.db.deleteFrom('jobs').where('kind', '=', 'send-mail').execute()
}

const account = (username: string) =>
  database.db
    .selectFrom('users')
    .select(['id', 'email', 'display_name'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow()

describe('the copy to the sender', () => {
  test('a visitor asking for a copy to a foreign address: the team gets the message, the address nothing', async () => {
    await clearMails()
    const page = await formPage()
    expect(page.body).not.toContain('name="copy"')
    expect(page.body).toContain('Eine Kopie Deiner Nachricht schicken wir nur angemeldeten Mitgliedern')
    const response = await send({}, true)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('Danke für Deine Nachricht!')
    expect(response.body).not.toContain('Kopie an die E-Mail-Adresse Deines Kontos geschickt')
    const sent = await mails()
    expect(sent.map((mail) => mail.to)).toEqual([TEAM])
  })

  test('a confirmed member gets the copy at their account address, never at the typed one', async () => {
    await clearMails()
    const member = await account('demo-mitglied')
    const session = { mt_session: await logIn(app, 'demo-mitglied') }
    expect((await formPage(session)).body).toContain('name="copy"')
    const response = await send(session, true)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('Kopie an die E-Mail-Adresse Deines Kontos geschickt')
    const sent = await mails()
    expect(sent.map((mail) => mail.to).sort()).toEqual([TEAM, member.email].sort())
    expect(sent.find((mail) => mail.to === member.email)?.text).toContain(`Hallo ${member.display_name},`)
    expect(sent.some((mail) => mail.to === VICTIM)).toBe(false)

    await clearMails()
    expect((await send(session, false)).statusCode).toBe(200)
    expect((await mails()).map((mail) => mail.to)).toEqual([TEAM])
  })

  test('a member whose address is not confirmed gets the note and no copy, whatever they post', async () => {
    await clearMails()
    await database.db
      .updateTable('users')
      .set({ email_verified_at: null })
      .where('username', '=', 'demo-forenpate')
      .execute()
    const session = { mt_session: await logIn(app, 'demo-forenpate') }
    expect((await formPage(session)).body).not.toContain('name="copy"')
    expect((await send(session, true)).statusCode).toBe(200)
    expect((await mails()).map((mail) => mail.to)).toEqual([TEAM])
  })
})
