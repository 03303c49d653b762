import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Viewer } from '#domain/permissions.ts'
import { hashPassword } from '#services/passwords.ts'
import type { Services } from '#services/services.ts'
import { createSession } from '#services/sessions.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { runGraphQL } from '#testing/graphql.ts'
import { createMember } from '#testing/members.ts'
import { createTestServices } from '#testing/services.ts'

// decision 042: the account writes for the apps over the forms' use cases — registration with the
// spec's rules, its limit per client address and the confirmation mail; the reset mail; the
// newsletter; cancellation, a new address or password (confirmed by the current one); the contact
// form for visitors and members with its limit; removing the avatar. Member writes refuse visitors
// and requests without the CSRF proof.

const PASSWORD = 'Kurbelwelle-1987-rostet'

let database: TestDatabase
let services: Services
beforeAll(async () => {
  database = await createTestDatabase('empty')
  services = createTestServices(database.db)
})
afterAll(async () => {
  await database.drop()
})

/** Runs a document as the viewer from a client address, as the /graphql plugin does. */
async function run(
  document: string,
  viewer: Viewer | null,
  variables: Record<string, unknown> = {},
  options: { address?: string; csrfVerified?: boolean; sessionToken?: string } = {},
) {
  const result = await runGraphQL(database.db, document, viewer, variables, {
    services,
    csrfVerified: options.csrfVerified ?? viewer !== null,
    clientAddress: options.address ?? '198.51.100.1',
    ...(options.sessionToken ? { sessionToken: options.sessionToken } : {}),
  })
  const error = (result.errors?.[0] as { originalError?: unknown } | undefined)?.originalError as
    | { reason?: string; status?: number; description?: string }
    | undefined
  return {
    data: result.data as Record<string, unknown> | null | undefined,
    message: result.errors?.[0]?.message,
    reason: error?.reason,
    status: error?.status,
    fields: error?.description ? (JSON.parse(error.description) as Record<string, string>) : {},
  }
}

/** A confirmed member who knows their password. */
async function member() {
  const created = await createMember(database.db, { prefix: 'k' })
  await database.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(PASSWORD), email_verified_at: new Date() })
    .where('id', '=', created.userId)
    .execute()
  return created
}

function mailsTo(email: string) {
  return database.db
    .selectFrom('jobs')
    .select('payload')
    .where('kind', '=', 'send-mail')
    .execute()
    .then((jobs) => jobs.filter((job) => JSON.stringify(job.payload).includes(email)).length)
}

const REGISTER = `mutation($username: String!, $email: String!, $password: String!, $terms: Boolean!, $age: Boolean!) {
  register(username: $username, email: $email, password: $password, terms: $terms, age: $age, newsletter: false) }`

test('a visitor registers: the rules per field, the confirmation mail, five an hour per client address', async () => {
  const refused = await run(REGISTER, null, {
    username: 'a',
    email: 'kein-mail',
    password: 'passwort123',
    terms: false,
    age: true,
  })
  expect(refused).toMatchObject({ reason: 'BadUserInput', status: 400 })
  expect(refused.fields).toMatchObject({
    username: 'Der Benutzername muss 3 bis 30 Zeichen lang sein.',
    email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    terms: 'Bitte akzeptiere die Nutzungsbedingungen.',
  })

  const address = '203.0.113.7'
  for (let i = 0; i < 5; i++) {
    const email = `schrauber${i}@example.de`
    const done = await run(
      REGISTER,
      null,
      { username: `Schrauber${i}`, email, password: PASSWORD, terms: true, age: true },
      { address },
    )
    expect(done.data?.register).toBe(email)
    expect(await mailsTo(email)).toBe(1)
  }
  const sixth = await run(
    REGISTER,
    null,
    { username: 'Schrauber9', email: 'schrauber9@example.de', password: PASSWORD, terms: true, age: true },
    { address },
  )
  expect(sixth).toMatchObject({ reason: 'BadUserInput', status: 429 })
  expect(sixth.message).toContain('Zu viele Anmeldungen von Deinem Anschluss.')
  // another address is not limited by that one
  const other = await run(
    REGISTER,
    null,
    { username: 'Schrauber9', email: 'schrauber9@example.de', password: PASSWORD, terms: true, age: true },
    { address: '203.0.113.8' },
  )
  expect(other.data?.register).toBe('schrauber9@example.de')

  // a signed-in member registers nobody
  const signedIn = await run(REGISTER, await member(), {
    username: 'Zweitkonto',
    email: 'zweit@example.de',
    password: PASSWORD,
    terms: true,
    age: true,
  })
  expect(signedIn.reason).toBe('PermissionDenied')
})

test('the reset mail: the same answer for every address, a link for a profile’s', async () => {
  const anna = await member()
  const email = `${anna.name}@example.de`
  const ask = 'mutation($email: String!) { requestPasswordReset(email: $email) }'
  expect((await run(ask, null, { email })).data?.requestPasswordReset).toBe(true)
  expect((await run(ask, null, { email: 'niemand@example.de' })).data?.requestPasswordReset).toBe(true)
  expect(await mailsTo(email)).toBe(1)
})

test('the newsletter: the switch and the page’s sign-up, members only, with the CSRF proof', async () => {
  const anna = await member()
  const set = 'mutation($on: Boolean!) { setNewsletterSubscription(subscribe: $on) }'
  expect((await run(set, null, { on: true })).reason).toBe('LoginRequired')
  expect((await run(set, anna, { on: true }, { csrfVerified: false })).reason).toBe('PermissionDenied')
  expect((await run(set, anna, { on: true })).data?.setNewsletterSubscription).toBe('pending')
  expect((await run(set, anna, { on: false })).data?.setNewsletterSubscription).toBe('none')
  const page = 'mutation { subscribeNewsletter }'
  expect((await run(page, null)).reason).toBe('LoginRequired')
  expect((await run(page, anna)).data?.subscribeNewsletter).toBe('pending')
})

test('cancelling the profile needs the password; the profile is deactivated', async () => {
  const anna = await member()
  const cancel = 'mutation($password: String!) { cancelAccount(password: $password) }'
  expect((await run(cancel, null, { password: PASSWORD })).reason).toBe('LoginRequired')
  const wrong = await run(cancel, anna, { password: 'falsch' })
  expect(wrong).toMatchObject({ message: 'Das Passwort ist nicht richtig.', status: 400 })
  const done = await run(cancel, anna, { password: PASSWORD })
  expect(Date.parse(String(done.data?.cancelAccount))).toBeGreaterThan(Date.now())
  const row = await database.db
    .selectFrom('users')
    .select('status')
    .where('id', '=', anna.userId)
    .executeTakeFirstOrThrow()
  expect(row.status).not.toBe('active')
})

test('a new address and a new password, confirmed by the current one; this session stays', async () => {
  const anna = await member()
  const email = 'mutation($email: String!, $pw: String!) { changeEmail(email: $email, currentPassword: $pw) }'
  expect((await run(email, null, { email: 'neu@example.de', pw: PASSWORD })).reason).toBe('LoginRequired')
  const wrong = await run(email, anna, { email: 'neu@example.de', pw: 'falsch' })
  expect(wrong.fields).toEqual({ currentPassword: 'Dein aktuelles Passwort ist nicht richtig.' })
  expect((await run(email, anna, { email: 'Neu@Example.de', pw: PASSWORD })).data?.changeEmail).toBe(
    'neu@example.de',
  )

  const change = `mutation($pw: String!, $new: String!, $repeat: String!) {
    changePassword(currentPassword: $pw, newPassword: $new, newPasswordRepeat: $repeat) }`
  const mismatch = await run(change, anna, { pw: PASSWORD, new: 'Nockenwelle-2001-klappert', repeat: 'x' })
  expect(mismatch.fields).toEqual({ newPasswordRepeat: 'Die beiden neuen Passwörter stimmen nicht überein.' })
  const meta = { ip: null, userAgent: null }
  const here = await createSession(database.db, anna.userId, meta)
  await createSession(database.db, anna.userId, meta)
  const changed = await run(
    change,
    anna,
    { pw: PASSWORD, new: 'Nockenwelle-2001-klappert', repeat: 'Nockenwelle-2001-klappert' },
    { sessionToken: here },
  )
  expect(changed.data?.changePassword).toBe(1)
})

const CONTACT = `mutation($message: String!, $copy: Boolean) {
  sendContactMessage(topic: "frage", name: "Bernd", email: "bernd@example.de", message: $message, copy: $copy) }`

test('the contact form: visitors and members, the rules per field, five an hour per sender', async () => {
  const short = await run(CONTACT, null, { message: 'Hallo' })
  expect(short).toMatchObject({ reason: 'BadUserInput', status: 400 })
  expect(short.fields).toEqual({ message: 'Bitte schreib uns mindestens 10 Zeichen.' })
  const address = '203.0.113.20'
  for (let i = 0; i < 5; i++) {
    const sent = await run(CONTACT, null, { message: `Frage Nummer ${i} zum Forum.` }, { address })
    expect(sent.data?.sendContactMessage).toBe(false)
  }
  const limited = await run(CONTACT, null, { message: 'Noch eine Frage zum Forum.' }, { address })
  expect(limited).toMatchObject({ status: 429 })
  expect(limited.message).toContain('Du hast uns gerade mehrere Nachrichten geschickt.')

  // a member gets the copy at the confirmed account address, and needs the CSRF proof
  const anna = await member()
  const withoutProof = await run(
    CONTACT,
    anna,
    { message: 'Frage eines Mitglieds.' },
    { csrfVerified: false },
  )
  expect(withoutProof.reason).toBe('PermissionDenied')
  const copied = await run(CONTACT, anna, { message: 'Frage eines Mitglieds.', copy: true })
  expect(copied.data?.sendContactMessage).toBe(true)
  expect(await mailsTo(`${anna.name}@example.de`)).toBe(1)
})

test('removing the avatar: members only', async () => {
  const remove = 'mutation { removeAvatar }'
  expect((await run(remove, null)).reason).toBe('LoginRequired')
  expect((await run(remove, await member())).data?.removeAvatar).toBe(true)
})
