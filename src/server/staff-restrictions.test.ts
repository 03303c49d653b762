import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { findBoardSubtrees } from '#db/notices.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { form, hiddenField, logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// Staff against staff (DSA Art. 23, the one rule canRestrictMember / canLiftRestriction): the admin
// screen's form and the GraphQL mutation both refuse a moderator against an admin, another
// moderator or a member outside their boards, allow one within, and an admin can always lift.

const ADMIN_ID = 2
const MODERATOR_BOARDS = [200, 201, 1065]

let database: TestDatabase
let app: FastifyInstance
let admin: Session
let moderator: Session
let inside: number
let outside: number
let otherModerator: number

interface Session {
  cookies: Record<string, string>
  csrf: string
}

async function as(username: string): Promise<Session> {
  const cookies = { mt_session: await logIn(app, username) }
  const page = await app.inject({ url: '/admin/mitglieder?q=demo', cookies })
  return { cookies, csrf: hiddenField(page.body, 'csrf') }
}

function restrictByForm(who: Session, userId: number) {
  const { payload, headers } = form({
    csrf: who.csrf,
    intent: 'restrict',
    userId: String(userId),
    days: '7',
    reason: 'Wiederholt beleidigende Beiträge.',
    q: 'x',
  })
  return app.inject({ method: 'POST', url: '/admin/mitglieder', payload, headers, cookies: who.cookies })
}

function liftByForm(who: Session, restrictionId: number) {
  const { payload, headers } = form({
    csrf: who.csrf,
    intent: 'lift',
    restrictionId: String(restrictionId),
    q: 'x',
  })
  return app.inject({ method: 'POST', url: '/admin/mitglieder', payload, headers, cookies: who.cookies })
}

async function graphql(who: Session, query: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query },
    headers: { 'x-csrf-token': who.csrf },
    cookies: who.cookies,
  })
  return response.json() as { data?: Record<string, unknown> | null; errors?: { reason: string }[] }
}

const restrictByApi = (who: Session, userId: number) =>
  graphql(
    who,
    `mutation { restrictMember(userId: ${userId}, restriction: HOURS_36, facts: "Wiederholt Spam") }`,
  )

const restrictionsOf = (userId: number) =>
  database.db
    .selectFrom('user_restrictions')
    .select(['id', 'lifted_at', 'lifted_by'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()

beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db, { pageCacheTtlMs: 0 })
  const db = database.db
  const scope = await findBoardSubtrees(db, MODERATOR_BOARDS)
  // members without a role: two who wrote in the demo moderator's boards, one who never did
  const active = await sql<{ id: number }>`
    SELECT DISTINCT p.author_id AS id FROM posts p JOIN threads t ON t.id = p.thread_id
    WHERE t.board_id = ANY(${scope}::int[]) AND p.author_id > 6
      AND NOT EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = p.author_id)
    ORDER BY id LIMIT 2`.execute(db)
  const stranger = await sql<{ id: number }>`
    SELECT u.id FROM users u WHERE u.id > 6 AND NOT u.is_anonymized
      AND NOT EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id)
      AND NOT EXISTS (SELECT 1 FROM posts p JOIN threads t ON t.id = p.thread_id
        WHERE p.author_id = u.id AND t.board_id = ANY(${scope}::int[]))
      AND NOT EXISTS (SELECT 1 FROM notices n WHERE n.affected_user_id = u.id AND n.board_id = ANY(${scope}::int[]))
    ORDER BY u.id LIMIT 1`.execute(db)
  const [first, second] = active.rows
  const [alone] = stranger.rows
  if (!first || !second || !alone) throw new Error('setup: the demo community lacks the members')
  inside = first.id
  outside = alone.id
  // a moderator of a board outside the demo moderator's, who also writes in them
  otherModerator = second.id
  const elsewhere = await db
    .selectFrom('boards')
    .select('id')
    .where('id', 'not in', scope)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('user_roles')
    .values({ user_id: otherModerator, role: 'moderator', board_id: elsewhere.id })
    .execute()
  admin = await as('demo-admin')
  moderator = await as('demo-moderator')
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

describe('a moderator through the admin screen', () => {
  test('refused against the admin, another moderator and a member outside their boards; nothing stored', async () => {
    for (const target of [ADMIN_ID, otherModerator, outside]) {
      const response = await restrictByForm(moderator, target)
      expect(response.statusCode, `user ${target}`).toBe(403)
      expect(response.body).toContain('niemanden mit gleicher oder höherer Rolle')
      expect(await restrictionsOf(target)).toEqual([])
    }
  })
})

describe('a moderator through the GraphQL mutation', () => {
  test('refused for the same three, nothing stored', async () => {
    for (const target of [ADMIN_ID, otherModerator, outside]) {
      const result = await restrictByApi(moderator, target)
      expect(result.errors?.[0]?.reason, `user ${target}`).toBe('PermissionDenied')
      expect(await restrictionsOf(target)).toEqual([])
    }
  })
})

describe('within the rule', () => {
  test('a moderator restricts a member active in their boards, by form and by API; an admin lifts it', async () => {
    expect((await restrictByForm(moderator, inside)).statusCode).toBe(303)
    const [byForm] = await restrictionsOf(inside)
    if (!byForm) throw new Error('no restriction stored')
    expect(byForm.lifted_at).toBeNull()
    // the page shows it with the button to lift it
    const { username } = await database.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', inside)
      .executeTakeFirstOrThrow()
    const page = await app.inject({
      url: `/admin/mitglieder?q=${encodeURIComponent(username)}`,
      cookies: admin.cookies,
    })
    expect(page.body).toContain('Sperre aufheben')
    expect((await liftByForm(admin, byForm.id)).statusCode).toBe(303)
    expect((await restrictionsOf(inside))[0]).toMatchObject({ lifted_by: ADMIN_ID })

    const api = await restrictByApi(moderator, inside)
    expect(api.errors).toBeUndefined()
    const id = api.data?.restrictMember as number
    expect(
      (await graphql(admin, `mutation { liftRestriction(restrictionId: ${id}) }`)).data?.liftRestriction,
    ).toBe(true)
  })

  test('a moderator cannot lift a restriction of another moderator; an admin lifts one on themselves', async () => {
    // restrictions from before the rule, written straight into the table
    const insert = (userId: number) =>
      database.db
        .insertInto('user_restrictions')
        .values({
          user_id: userId,
          scope: 'posting',
          ends_at: null,
          reason: 'Altlast',
          notice_id: null,
          created_by: 3,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    const onModerator = await insert(otherModerator)
    const onAdmin = await insert(ADMIN_ID)
    expect((await liftByForm(moderator, onModerator.id)).statusCode).toBe(403)
    expect((await liftByForm(moderator, onAdmin.id)).statusCode).toBe(403)
    expect((await liftByForm(admin, onAdmin.id)).statusCode).toBe(303)
    expect((await liftByForm(admin, onModerator.id)).statusCode).toBe(303)
    for (const userId of [ADMIN_ID, otherModerator])
      expect((await restrictionsOf(userId)).every((row) => row.lifted_by === ADMIN_ID)).toBe(true)
  })
})
