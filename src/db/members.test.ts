import { sql } from 'kysely'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createMember } from '#testing/members.ts'
import { planWithoutSeqScan } from '#testing/plan.ts'
import { countOnlineMembers, findNewestMembers, newestMembersQuery } from './members.ts'

let database: TestDatabase
/** twenty members, registered a day apart in 2020: more than the list holds */
let members: number[]
beforeAll(async () => {
  database = await createTestDatabase('empty')
  members = []
  for (let day = 0; day < 20; day++) {
    const member = await createMember(database.db)
    await database.db
      .updateTable('users')
      .set({ registered_at: new Date(Date.UTC(2020, 0, 1 + day)) })
      .where('id', '=', member.userId)
      .execute()
    members.push(member.userId)
  }
})
afterAll(() => database.drop())

test('the newest members are active, not anonymized, newest first', async () => {
  const at = new Date(Date.UTC(2030, 0, 1))
  await database.db
    .insertInto('users')
    .values([
      {
        username: 'Wartet-noch',
        slug: 'wartet-noch',
        display_name: 'Wartet-noch',
        registered_at: at,
        status: 'pending',
      },
      { username: 'Anonym', slug: 'anonym', display_name: 'Anonym', registered_at: at, is_anonymized: true },
      {
        username: 'Neuling2030',
        slug: 'neuling2030',
        display_name: 'Neuling2030',
        registered_at: new Date(at.getTime() - 60_000),
      },
    ])
    .execute()
  const newest = await findNewestMembers(database.db, 16)
  expect(newest).toHaveLength(16)
  expect(newest[0]).toMatchObject({ slug: 'neuling2030', display_name: 'Neuling2030', avatar_url: null })
  expect(newest.map((member) => member.slug)).not.toContain('wartet-noch')
  expect(newest.map((member) => member.slug)).not.toContain('anonym')
  const { rows } = await sql<{ id: number; registered_at: Date }>`
    SELECT id, registered_at FROM users WHERE id IN (${sql.join(newest.map((m) => m.id))})`.execute(
    database.db,
  )
  const time = new Map(rows.map((row) => [row.id, row.registered_at.getTime()]))
  const times = newest.map((member) => time.get(member.id)!)
  expect([...times].sort((a, b) => b - a)).toEqual(times)
  // after the newcomer, the fifteen newest of the twenty, not just any fifteen
  expect(newest.slice(1).map((member) => member.id)).toEqual(members.slice(5).reverse())
})

test('the newest members come from the users_newest index', async () => {
  const plan = await planWithoutSeqScan(database.db, (trx) => newestMembersQuery(trx, 16))
  expect(plan).toMatch(/Index Scan using users_newest/)
  expect(plan).not.toMatch(/Sort/)
})

test('members seen within the last 15 minutes count as online', async () => {
  await sql`UPDATE users SET last_seen_at = now() - interval '1 day'`.execute(database.db)
  await sql`UPDATE users SET last_seen_at = now() - interval '2 minutes' WHERE id IN (${members[0]}, ${members[2]}, ${members[4]})`.execute(
    database.db,
  )
  await sql`UPDATE users SET last_seen_at = now() - interval '16 minutes' WHERE id = ${members[6]}`.execute(
    database.db,
  )
  expect(await countOnlineMembers(database.db)).toBe(3)
  expect(await countOnlineMembers(database.db, 20)).toBe(4)
})
