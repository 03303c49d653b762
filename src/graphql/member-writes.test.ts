import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Viewer } from '#domain/permissions.ts'
import type { Services } from '#services/services.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { runGraphQL } from '#testing/graphql.ts'
import { createMember } from '#testing/members.ts'
import { createTestServices } from '#testing/services.ts'

// decision 042: a member's own writes as mutations for the apps — following, the notifications
// read, a poll vote, the ignore list, own message folders — through the forms' use cases; a
// visitor writes nothing.

let database: TestDatabase
let services: Services
beforeAll(async () => {
  database = await createTestDatabase('demo')
  services = createTestServices(database.db)
})
afterAll(async () => {
  await services.jobs.stop()
  await database.drop()
})

function run(document: string, viewer: Viewer | null, variables: Record<string, unknown> = {}) {
  return runGraphQL(database.db, document, viewer, variables, { services })
}

const FOLLOW = 'mutation($id: Int!, $on: Boolean!) { follow(target: thread, id: $id, follow: $on) }'

test('following a thread and ending it; a visitor follows nothing', async () => {
  const member = await createMember(database.db)
  const thread = await database.db
    .selectFrom('threads')
    .select('id')
    .where('visibility', '=', 'Online')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const follows = () =>
    database.db
      .selectFrom('thread_subscriptions')
      .select('thread_id')
      .where('user_id', '=', member.userId)
      .execute()
  expect((await run(FOLLOW, null, { id: thread.id, on: true })).reasons).toEqual(['LoginRequired'])
  const followed = await run(FOLLOW, member, { id: thread.id, on: true })
  expect(followed.data.follow).toMatch(/\.html/)
  expect(await follows()).toEqual([{ thread_id: thread.id }])
  await run(FOLLOW, member, { id: thread.id, on: false })
  expect(await follows()).toEqual([])
  expect((await run(FOLLOW, member, { id: 2_000_000_000, on: true })).reasons).toEqual(['NotFound'])
})

test('a poll vote counts once; the second says so in German', async () => {
  const member = await createMember(database.db)
  const option = await database.db
    .selectFrom('poll_options as o')
    .innerJoin('polls as p', 'p.thread_id', 'o.thread_id')
    .innerJoin('threads as t', 't.id', 'p.thread_id')
    .select(['o.id', 'o.thread_id'])
    .where('p.closes_at', 'is', null)
    .where('t.visibility', '=', 'Online')
    .where('t.deleted_at', 'is', null)
    .orderBy('o.id')
    .executeTakeFirstOrThrow()
  const VOTE = 'mutation($thread: Int!, $option: Int!) { votePoll(threadId: $thread, optionId: $option) }'
  const variables = { thread: option.thread_id, option: option.id }
  expect((await run(VOTE, null, variables)).reasons).toEqual(['LoginRequired'])
  expect((await run(VOTE, member, variables)).data.votePoll).toBe(true)
  const again = await run(VOTE, member, variables)
  expect(again.errors?.[0]?.message).toBe('Du hast bei dieser Umfrage schon abgestimmt.')
})

test('the ignore list keeps a member from writing; own folders are made, renamed and removed', async () => {
  const [anna, ben] = [await createMember(database.db), await createMember(database.db)]
  expect(
    (await run('mutation($id: Int!) { ignoreMember(memberId: $id) }', anna, { id: ben.userId })).data,
  ).toEqual({
    ignoreMember: ben.name,
  })
  const refused = await run(
    'mutation($to: String!) { sendPrivateMessage(recipients: $to, title: "Hallo", text: "Hallo") { messageId } }',
    ben,
    { to: anna.name },
  )
  expect(refused.reasons).toEqual(['PermissionDenied'])
  await run('mutation($id: Int!) { unignoreMember(memberId: $id) }', anna, { id: ben.userId })
  const sent = await run(
    'mutation($to: String!) { sendPrivateMessage(recipients: $to, title: "Hallo", text: "Hallo") { messageId } }',
    ben,
    { to: anna.name },
  )
  expect(sent.errors).toBeUndefined()

  const created = await run('mutation { createMessageFolder(name: "Werkstatt") }', anna)
  const folderId: number = created.data.createMessageFolder
  expect((await run('mutation { createMessageFolder(name: "werkstatt") }', anna)).errors?.[0]?.message).toBe(
    'Einen Ordner „werkstatt“ hast Du schon.',
  )
  const moved = await run(
    'mutation($id: Int!, $folder: String!) { moveMessageToFolder(messageId: $id, folder: $folder) }',
    anna,
    {
      id: sent.data.sendPrivateMessage.messageId,
      folder: String(folderId),
    },
  )
  expect(moved.data.moveMessageToFolder).toBe(true)
  await run('mutation($id: Int!) { renameMessageFolder(folderId: $id, name: "Garage") }', anna, {
    id: folderId,
  })
  expect((await services.messages.folders(anna)).map((folder) => folder.name)).toContain('Garage')
  // a stranger cannot touch it
  expect(
    (await run('mutation($id: Int!) { deleteMessageFolder(folderId: $id) }', ben, { id: folderId })).reasons,
  ).toEqual(['NotFound'])
  expect(
    (await run('mutation($id: Int!) { deleteMessageFolder(folderId: $id) }', anna, { id: folderId })).data,
  ).toEqual({
    deleteMessageFolder: true,
  })
  expect((await run('mutation { markNotificationsRead }', anna)).data.markNotificationsRead).toBe(true)
  expect((await run('mutation { markNotificationsRead }', null)).reasons).toEqual(['LoginRequired'])
})

test('buddies, profile texts and vehicle profiles through the same use cases as the forms', async () => {
  const [anna, ben] = [await createMember(database.db), await createMember(database.db)]
  expect(
    (await run('mutation($id: Int!) { addBuddy(memberId: $id) }', anna, { id: ben.userId })).data,
  ).toEqual({
    addBuddy: true,
  })
  expect(
    (await run('mutation($id: Int!) { addBuddy(memberId: $id) }', anna, { id: anna.userId })).reasons,
  ).toEqual(['BadUserInput'])
  await run('mutation($id: Int!) { removeBuddy(memberId: $id) }', anna, { id: ben.userId })
  const buddies = await database.db
    .selectFrom('buddies')
    .select('buddy_id')
    .where('user_id', '=', anna.userId)
    .execute()
  expect(buddies).toEqual([])

  const texts = await run(
    'mutation($about: String!) { updateProfileTexts(aboutMe: $about, signature: "Gruß") }',
    anna,
    {
      about: 'Ich fahre einen Golf 7.',
    },
  )
  expect(texts.errors).toBeUndefined()
  const tooLong = await run(
    'mutation($about: String!) { updateProfileTexts(aboutMe: $about, signature: "") }',
    anna,
    {
      about: 'x'.repeat(3_001),
    },
  )
  expect(tooLong.reasons).toEqual(['BadUserInput'])
  expect(tooLong.errors?.[0]?.message).toBe('Bitte prüfe Deine Angaben.')

  const manufacturer = await database.db
    .selectFrom('vehicle_manufacturers')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const ADD = 'mutation($v: VehicleProfileInput!) { addVehicleProfile(vehicle: $v) }'
  const added = await run(ADD, anna, {
    v: { manufacturerId: manufacturer.id, buildYear: 2016, isCurrent: true },
  })
  expect(added.errors).toBeUndefined()
  const id: number = added.data.addVehicleProfile
  await run(
    'mutation($id: Int!, $v: VehicleProfileInput!) { editVehicleProfile(id: $id, vehicle: $v) }',
    anna,
    {
      id,
      v: { manufacturerId: manufacturer.id, buildYear: 2017, engine: '1.4 TSI', isCurrent: true },
    },
  )
  const vehicle = await database.db
    .selectFrom('member_vehicles')
    .select(['user_id', 'build_year', 'engine'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  expect(vehicle).toEqual({ user_id: anna.userId, build_year: 2017, engine: '1.4 TSI' })
  // someone else's vehicle is not there for them
  expect((await run('mutation($id: Int!) { removeVehicleProfile(id: $id) }', ben, { id })).reasons).toEqual([
    'NotFound',
  ])
  expect((await run('mutation($id: Int!) { removeVehicleProfile(id: $id) }', anna, { id })).data).toEqual({
    removeVehicleProfile: true,
  })
  expect(
    (await run(ADD, null, { v: { manufacturerId: manufacturer.id, isCurrent: false } })).reasons,
  ).toEqual(['LoginRequired'])
})

test('notification settings: the form’s schema parses the mutation too', async () => {
  const anna = await createMember(database.db)
  const SAVE = `mutation($kinds: [NotificationSettingInput!]!) {
    saveNotificationSettings(autoFollow: false, kinds: $kinds) }`
  const kinds = [
    { kind: 'PrivateMessage', mail: 'daily', push: true },
    { kind: 'ThreadReply', mail: 'off', push: false },
  ]
  expect((await run(SAVE, anna, { kinds })).data).toEqual({ saveNotificationSettings: true })
  const settings = await services.notifications.settingsOf(anna.userId)
  expect(settings.autoFollow).toBe(false)
  expect(settings.kinds.PrivateMessage).toMatchObject({ mail: 'daily', push: true })
  expect(settings.kinds.ThreadReply).toMatchObject({ mail: 'off', push: false })
  expect((await run(SAVE, null, { kinds })).reasons).toEqual(['LoginRequired'])
  // a kind the enum does not know never reaches the use case
  expect(
    (await run(SAVE, anna, { kinds: [{ kind: 'Spam', mail: 'off', push: false }] })).errors,
  ).toBeDefined()
})
