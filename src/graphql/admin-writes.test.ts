import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Viewer } from '#domain/permissions.ts'
import type { Services } from '#services/services.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { type GraphQLAnswer, runGraphQL } from '#testing/graphql.ts'
import { createMember, type TestMember } from '#testing/members.ts'
import { createTestServices } from '#testing/services.ts'

// decision 037 and 042: the admin screens' writes as mutations over the screens' use cases — the
// admins' switches, boards, roles and account deletions, the staff's announcements. A visitor gets
// LoginRequired, a member PermissionDenied, and the screens' refusals come back with their
// German sentence and the field they are about.

let database: TestDatabase
let services: Services
let admin: TestMember
let moderator: TestMember
let member: TestMember
beforeAll(async () => {
  database = await createTestDatabase('demo')
  services = createTestServices(database.db)
  admin = await createMember(database.db, { prefix: 'a', role: 'admin' })
  moderator = await createMember(database.db, { prefix: 'mod', role: 'moderator' })
  member = await createMember(database.db)
})
afterAll(async () => {
  await services.jobs.stop()
  await database.drop()
})

function run(document: string, viewer: Viewer | null, variables: Record<string, unknown> = {}) {
  return runGraphQL(database.db, document, viewer, variables, { services })
}

/** The fields' messages of a refusal (the error's description). */
function fieldsOf(answer: GraphQLAnswer): Record<string, string> {
  const error = answer.errors?.[0] as { originalError?: { description?: string } } | undefined
  const description = error?.originalError?.description
  return description ? JSON.parse(description) : {}
}

const SWITCH = `mutation($key: String!, $enabled: Boolean!, $confirmed: Boolean) {
  setFeatureSwitch(key: $key, enabled: $enabled, confirmed: $confirmed) }`

async function switchState(key: string) {
  const row = await database.db
    .selectFrom('feature_switches')
    .select('enabled')
    .where('key', '=', key)
    .executeTakeFirst()
  return row?.enabled
}

test('admins turn feature switches; the DSA switch goes off only when confirmed', async () => {
  const off = { key: 'UserThemes', enabled: false }
  expect((await run(SWITCH, null, off)).reasons).toEqual(['LoginRequired'])
  expect((await run(SWITCH, member, off)).reasons).toEqual(['PermissionDenied'])
  expect((await run(SWITCH, moderator, off)).reasons).toEqual(['PermissionDenied'])
  expect((await run(SWITCH, admin, { key: 'Unbekannt', enabled: true })).reasons).toEqual(['NotFound'])

  expect((await run(SWITCH, admin, off)).data.setFeatureSwitch).toBe(true)
  expect(await switchState('UserThemes')).toBe(false)

  const asked = await run(SWITCH, admin, { key: 'MT-761_dsa', enabled: false })
  expect(asked.reasons).toEqual(['BadUserInput'])
  expect(fieldsOf(asked).confirmed).toContain('kann niemand mehr Inhalte melden')
  expect(await run(SWITCH, admin, { key: 'MT-761_dsa', enabled: false, confirmed: true })).toMatchObject({
    data: { setFeatureSwitch: true },
  })
  expect(await switchState('MT-761_dsa')).toBe(false)
  await run(SWITCH, admin, { key: 'MT-761_dsa', enabled: true })
  expect(await switchState('MT-761_dsa')).toBe(true)
})

const CREATE_BOARD = `mutation($name: String!, $parent: Int!) {
  createBoard(name: $name, parentId: $parent, description: "Alles zum Thema") }`
const EDIT_BOARD = `mutation($id: Int!, $name: String, $sortOrder: Int, $parent: Int) {
  editBoard(id: $id, name: $name, sortOrder: $sortOrder, parentId: $parent) }`
const OPEN_BOARD = 'mutation($id: Int!, $open: Boolean!) { setBoardOpen(id: $id, open: $open) }'

test('admins create, rename, move, close a board; the screen’s refusals come back per field', async () => {
  const parent = await database.db
    .selectFrom('boards')
    .select(['id'])
    .where('parent_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const create = { name: 'Oldtimer-Elektrik', parent: parent.id }
  expect((await run(CREATE_BOARD, null, create)).reasons).toEqual(['LoginRequired'])
  expect((await run(CREATE_BOARD, member, create)).reasons).toEqual(['PermissionDenied'])
  const short = await run(CREATE_BOARD, admin, { ...create, name: 'X' })
  expect(short.reasons).toEqual(['BadUserInput'])
  expect(fieldsOf(short)).toEqual({ name: 'Der Name eines Forums hat 2 bis 80 Zeichen.' })

  expect((await run(CREATE_BOARD, admin, create)).data.createBoard).toBe(true)
  const board = await database.db
    .selectFrom('boards')
    .select(['id', 'parent_id'])
    .where('name', '=', 'Oldtimer-Elektrik')
    .executeTakeFirstOrThrow()
  expect(board.parent_id).toBe(parent.id)

  const renamed = await run(EDIT_BOARD, admin, {
    id: board.id,
    name: 'Oldtimer-Elektrik (alt)',
    sortOrder: 3,
  })
  expect(renamed.data.editBoard).toBe(true)
  const loop = await run(EDIT_BOARD, admin, { id: parent.id, parent: board.id })
  expect(loop.errors?.[0]?.message).toBe('Ein Forum kann nicht unter sich selbst stehen.')
  expect(fieldsOf(loop)).toEqual({ parentId: 'Ein Forum kann nicht unter sich selbst stehen.' })
  expect((await run(EDIT_BOARD, member, { id: board.id, name: 'Gekapert' })).reasons).toEqual([
    'PermissionDenied',
  ])
  expect((await run(OPEN_BOARD, admin, { id: board.id, open: false })).data.setBoardOpen).toBe(true)
  expect((await run(OPEN_BOARD, admin, { id: 2_000_000_000, open: false })).reasons).toEqual(['NotFound'])

  const after = await database.db
    .selectFrom('boards')
    .select(['name', 'sort_order', 'is_open', 'parent_id'])
    .where('id', '=', board.id)
    .executeTakeFirstOrThrow()
  expect(after).toEqual({
    name: 'Oldtimer-Elektrik (alt)',
    sort_order: 3,
    is_open: false,
    parent_id: parent.id,
  })
})

const GRANT = `mutation($user: Int!, $role: GrantableRole!, $board: Int) {
  grantRole(userId: $user, role: $role, boardId: $board) }`
const REVOKE = 'mutation($id: Int!) { revokeRole(roleId: $id) }'

test('admins grant a Forenpate with its board and take it again; never their own admin role', async () => {
  const helper = await createMember(database.db, { prefix: 'pate' })
  const board = await database.db
    .selectFrom('boards')
    .select('id')
    .where('parent_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const grant = { user: helper.userId, role: 'godfather', board: board.id }
  expect((await run(GRANT, null, grant)).reasons).toEqual(['LoginRequired'])
  expect((await run(GRANT, moderator, grant)).reasons).toEqual(['PermissionDenied'])
  const boardless = await run(GRANT, admin, { user: helper.userId, role: 'godfather' })
  expect(fieldsOf(boardless)).toEqual({ boardId: 'Ein Forenpate braucht sein Forum.' })

  expect((await run(GRANT, admin, grant)).data.grantRole).toBe(true)
  const twice = await run(GRANT, admin, grant)
  expect(twice.errors?.[0]?.message).toBe('Diese Rolle hat das Mitglied schon.')
  const role = await database.db
    .selectFrom('user_roles')
    .select('id')
    .where('user_id', '=', helper.userId)
    .executeTakeFirstOrThrow()
  expect((await run(REVOKE, member, { id: role.id })).reasons).toEqual(['PermissionDenied'])
  expect((await run(REVOKE, admin, { id: role.id })).data.revokeRole).toBe(true)

  const own = await database.db
    .selectFrom('user_roles')
    .select('id')
    .where('user_id', '=', admin.userId)
    .executeTakeFirstOrThrow()
  expect((await run(REVOKE, admin, { id: own.id })).errors?.[0]?.message).toBe(
    'Diese Rolle gibt es nicht, oder es ist Deine eigene Administratorrolle.',
  )
})

const DELETE = `mutation($user: Int!, $confirmation: String!) {
  deleteMember(userId: $user, confirmation: $confirmation) }`

test('admins delete an account as a cancellation would, confirmed by the username', async () => {
  const leaving = await createMember(database.db, { prefix: 'weg' })
  const confirmed = { user: leaving.userId, confirmation: leaving.name }
  expect((await run(DELETE, null, confirmed)).reasons).toEqual(['LoginRequired'])
  expect((await run(DELETE, moderator, confirmed)).reasons).toEqual(['PermissionDenied'])
  const wrong = await run(DELETE, admin, { ...confirmed, confirmation: 'falsch' })
  expect(fieldsOf(wrong)).toEqual({
    confirmation: 'Zur Bestätigung bitte den Benutzernamen genau eintippen.',
  })
  expect((await run(DELETE, admin, confirmed)).data.deleteMember).toBe(true)
  const gone = await database.db
    .selectFrom('users')
    .select(['is_anonymized', 'email'])
    .where('id', '=', leaving.userId)
    .executeTakeFirstOrThrow()
  expect(gone).toEqual({ is_anonymized: true, email: null })
  expect((await run(DELETE, admin, confirmed)).reasons).toEqual(['NotFound'])
})

const ANNOUNCE = `mutation($title: String!, $url: String) {
  createAnnouncement(title: $title, text: "Zwischen 2 und 4 Uhr", url: $url, forVisitors: true) }`
const END = 'mutation($id: Int!) { endAnnouncement(id: $id) }'

test('the staff publish and end an announcement; members may not', async () => {
  const title = 'Wartung am Sonntag'
  expect((await run(ANNOUNCE, null, { title })).reasons).toEqual(['LoginRequired'])
  expect((await run(ANNOUNCE, member, { title })).reasons).toEqual(['PermissionDenied'])
  const badLink = await run(ANNOUNCE, moderator, { title, url: '//example.com/x' })
  expect(fieldsOf(badLink)).toEqual({ url: 'Der Link ist ein Pfad der Seite (/…) oder eine https-Adresse.' })

  expect((await run(ANNOUNCE, moderator, { title, url: '/info/hilfe' })).data.createAnnouncement).toBe(true)
  const row = await database.db
    .selectFrom('announcements')
    .select(['id', 'visible_for_anonymous', 'url'])
    .where('title', '=', title)
    .executeTakeFirstOrThrow()
  expect(row).toMatchObject({ visible_for_anonymous: true, url: '/info/hilfe' })
  expect((await run(END, member, { id: row.id })).reasons).toEqual(['PermissionDenied'])
  expect((await run(END, moderator, { id: row.id })).data.endAnnouncement).toBe(true)
  expect((await run(END, moderator, { id: row.id })).reasons).toEqual(['NotFound'])
})
