import { sql } from 'kysely'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { planWithoutSeqScan } from '#testing/plan.ts'
import { countOnlineMembers, findNewestMembers, newestMembersQuery } from './members.ts'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase('demo')
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
  const members = await findNewestMembers(database.db, 16)
  expect(members).toHaveLength(16)
  expect(members[0]).toMatchObject({ slug: 'neuling2030', display_name: 'Neuling2030', avatar_url: null })
  expect(members.map((member) => member.slug)).not.toContain('wartet-noch')
  expect(members.map((member) => member.slug)).not.toContain('anonym')
  const { rows } = await sql<{ id: number; registered_at: Date }>`
    SELECT id, registered_at FROM users WHERE id IN (${sql.join(members.map((m) => m.id))})`.execute(
    database.db,
  )
  const time = new Map(rows.map((row) => [row.id, row.registered_at.getTime()]))
  const times = members.map((member) => time.get(member.id)!)
  expect([...times].sort((a, b) => b - a)).toEqual(times)
})

test('the newest members come from the users_newest index', async () => {
  const plan = await planWithoutSeqScan(database.db, (trx) => newestMembersQuery(trx, 16))
  expect(plan).toMatch(/Index Scan using users_newest/)
  expect(plan).not.toMatch(/Sort/)
})

test('members seen within the last 15 minutes count as online', async () => {
  await sql`UPDATE users SET last_seen_at = now() - interval '1 day'`.execute(database.db)
  await sql`UPDATE users SET last_seen_at = now() - interval '2 minutes' WHERE id IN (5, 7, 9)`.execute(
    database.db,
  )
  await sql`UPDATE users SET last_seen_at = now() - interval '16 minutes' WHERE id = 11`.execute(database.db)
  expect(await countOnlineMembers(database.db)).toBe(3)
  expect(await countOnlineMembers(database.db, 20)).toBe(4)
})
