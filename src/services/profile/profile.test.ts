import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { avatarKeyOf } from '#domain/profile.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createAccountService } from '../accounts/service.ts'
import { hashPassword } from '../passwords.ts'
import { hashToken, newToken } from '../tokens.ts'
import { createProfileService } from './service.ts'

// decision 027: the profile and account use cases against a real database and a real uploads folder.

let database: TestDatabase
let uploadsDir: string
let passwordHash: string
let writes = 0
let clock = new Date('2026-06-01T10:00:00Z')
const meta = { ip: '192.0.2.7', userAgent: 'test' }

function profile() {
  return createProfileService({
    db: database.db,
    publicUrl: 'https://www.motor-talk.de',
    uploadsDir,
    afterWrite: () => {
      writes += 1
    },
    now: () => clock,
  })
}

beforeAll(async () => {
  database = await createTestDatabase('empty')
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'profile-service-'))
  passwordHash = await hashPassword('demo-passwort')
})
afterAll(async () => {
  await database.drop()
  await rm(uploadsDir, { recursive: true, force: true })
})

async function addMember(values: { email?: string; posts?: number } = {}) {
  const name = `m-${randomBytes(4).toString('hex')}`
  const row = await database.db
    .insertInto('users')
    .values({
      username: name,
      slug: name,
      display_name: name,
      email: values.email ?? `${name}@example.de`,
      password_hash: passwordHash,
      status: 'active',
      registered_at: new Date('2020-01-01T00:00:00Z'),
      reply_count: values.posts ?? 0,
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow()
  return { userId: row.id, email: row.email!, roleRelations: [] }
}

function picture() {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#c92a2a' } })
    .jpeg()
    .toBuffer()
}

test('saving unchanged texts writes nothing and clears no cache; a change does both', async () => {
  const member = await addMember()
  const before = writes
  expect(await profile().updateProfile(member, { aboutMe: '', signature: '' })).toEqual({
    ok: true,
    changed: false,
  })
  expect(writes).toBe(before)
  expect(await profile().updateProfile(member, { aboutMe: 'Neu', signature: '' })).toEqual({
    ok: true,
    changed: true,
  })
  expect(writes).toBe(before + 1)
})

test('the title: cleared by anyone, kept when sent back unchanged, set only above 30 posts', async () => {
  const member = await addMember({ posts: 30 })
  await database.db
    .updateTable('users')
    .set({ user_title: 'Alter Titel' })
    .where('id', '=', member.userId)
    .execute()
  // the stored title sent back as it is (a member who dropped to 30 posts): allowed, unchanged
  expect(
    (await profile().updateProfile(member, { aboutMe: 'x', signature: '', userTitle: 'Alter Titel' })).ok,
  ).toBe(true)
  const refused = await profile().updateProfile(member, {
    aboutMe: 'x',
    signature: '',
    userTitle: 'Neuer Titel',
  })
  expect(refused).toMatchObject({ ok: false, status: 403 })
  expect((await profile().updateProfile(member, { aboutMe: 'x', signature: '', userTitle: '' })).ok).toBe(
    true,
  )
  const row = await database.db
    .selectFrom('users')
    .select('user_title')
    .where('id', '=', member.userId)
    .executeTakeFirstOrThrow()
  expect(row.user_title).toBeNull()
})

test("the deletion job removes the avatar's files with the account's data", async () => {
  const member = await addMember()
  const stored = await profile().setAvatar(member, { bytes: await picture() })
  if (!stored.ok) throw new Error(stored.message)
  const key = avatarKeyOf(stored.avatarUrl)!
  expect(existsSync(path.join(uploadsDir, 'avatars', key, '70.jpg'))).toBe(true)
  const accounts = createAccountService({
    db: database.db,
    publicUrl: 'https://www.motor-talk.de',
    uploadsDir,
    now: () => clock,
  })
  await accounts.cancelAccount(member.userId, 'demo-passwort')
  // before the three weeks are over nothing is deleted
  expect(await accounts.deleteAccountData(member.userId)).toBe(false)
  expect(existsSync(path.join(uploadsDir, 'avatars', key))).toBe(true)
  clock = new Date(clock.getTime() + 22 * 24 * 60 * 60_000)
  expect(await accounts.deleteAccountData(member.userId)).toBe(true)
  expect(existsSync(path.join(uploadsDir, 'avatars', key))).toBe(false)
  const row = await database.db
    .selectFrom('users')
    .select('avatar_url')
    .where('id', '=', member.userId)
    .executeTakeFirstOrThrow()
  expect(row.avatar_url).toBeNull()
})

/** The token of the newest confirmation mail to an address. */
async function linkTokenTo(address: string): Promise<string> {
  const rows = await database.db
    .selectFrom('jobs')
    .select('payload')
    .where('kind', '=', 'send-mail')
    .orderBy('id', 'desc')
    .execute()
  const mail = rows
    .map((row) => row.payload as { to: string; text: string })
    .find((candidate) => candidate.to === address && candidate.text.includes('e-mail-bestaetigen'))
  const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1]
  if (!token) throw new Error(`no link to ${address}`)
  return token
}

test('a newer request replaces the older link; a link expires after 24 hours', async () => {
  const member = await addMember()
  const first = `erste-${member.userId}@example.de`
  const second = `zweite-${member.userId}@example.de`
  expect(
    (await profile().requestEmailChange(member, { email: first, currentPassword: 'demo-passwort' }, meta)).ok,
  ).toBe(true)
  const firstToken = await linkTokenTo(first)
  expect(
    (await profile().requestEmailChange(member, { email: second, currentPassword: 'demo-passwort' }, meta))
      .ok,
  ).toBe(true)
  expect(await profile().confirmEmailChange(firstToken)).toEqual({ ok: false, reason: 'invalid' })
  const secondToken = await linkTokenTo(second)
  const settings = await profile().settingsOf(member)
  expect(settings?.pendingEmail?.email).toBe(second)
  clock = new Date(clock.getTime() + 24 * 60 * 60_000 + 1)
  expect(await profile().confirmEmailChange(secondToken)).toEqual({ ok: false, reason: 'invalid' })
  expect((await profile().settingsOf(member))?.pendingEmail).toBeNull()
  const row = await database.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', member.userId)
    .executeTakeFirstOrThrow()
  expect(row.email).toBe(member.email)
})

test('an address taken between request and confirmation is not taken over', async () => {
  const member = await addMember()
  const wanted = `begehrt-${member.userId}@example.de`
  expect(
    (await profile().requestEmailChange(member, { email: wanted, currentPassword: 'demo-passwort' }, meta))
      .ok,
  ).toBe(true)
  const token = await linkTokenTo(wanted)
  await addMember({ email: wanted })
  expect(await profile().confirmEmailChange(token)).toEqual({ ok: false, reason: 'taken', email: wanted })
  const row = await database.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', member.userId)
    .executeTakeFirstOrThrow()
  expect(row.email).toBe(member.email)
})

test('a token of another purpose does not change an address, nor does a change token confirm a registration', async () => {
  const member = await addMember()
  const { token, hash } = newToken()
  await database.db
    .insertInto('email_tokens')
    .values({
      token_hash: hash,
      user_id: member.userId,
      purpose: 'password-reset',
      email: 'fremd@example.de',
      expires_at: new Date(clock.getTime() + 60_000),
    })
    .execute()
  expect(await profile().confirmEmailChange(token)).toEqual({ ok: false, reason: 'invalid' })
  const used = await database.db
    .selectFrom('email_tokens')
    .select('used_at')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow()
  expect(used.used_at).toBeNull()
})

test('a password change keeps the given session and ends the others', async () => {
  const member = await addMember()
  const sessions = ['hier', 'dort', 'anderswo'].map((name) => ({ name, ...newToken() }))
  for (const session of sessions) {
    await database.db
      .insertInto('sessions')
      .values({
        token_hash: session.hash,
        user_id: member.userId,
        csrf_token: session.name,
        expires_at: new Date(clock.getTime() + 60 * 60_000),
      })
      .execute()
  }
  const result = await profile().changePassword(
    member,
    sessions[0]!.token,
    {
      currentPassword: 'demo-passwort',
      newPassword: 'Nockenwelle im Nebel',
      newPasswordRepeat: 'Nockenwelle im Nebel',
    },
    meta,
  )
  expect(result).toMatchObject({ ok: true, endedSessions: 2 })
  const left = await database.db
    .selectFrom('sessions')
    .select('csrf_token')
    .where('user_id', '=', member.userId)
    .execute()
  expect(left).toEqual([{ csrf_token: 'hier' }])
})
