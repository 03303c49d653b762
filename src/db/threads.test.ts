import { sql } from 'kysely'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { planWithoutSeqScan } from '#testing/plan.ts'
import {
  findHotThreads,
  findLatestThreads,
  HOT_CANDIDATES,
  hotThreadsQuery,
  latestThreadsQuery,
} from './threads.ts'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase('demo')
})
afterAll(() => database.drop())

async function insertThread(
  title: string,
  values: { createdAt: Date; visibility?: string; deleted?: boolean },
) {
  const row = await database.db
    .insertInto('threads')
    .values({
      board_id: 1065,
      title,
      slug: 'neu',
      author_id: 5,
      created_at: values.createdAt,
      last_post_at: values.createdAt,
      visibility: (values.visibility ?? 'Online') as 'Online',
      deleted_at: values.deleted ? values.createdAt : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

test('the latest threads are the newest readable ones, newest first', async () => {
  const future = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 0, minutes))
  await insertThread('Nur für Mitglieder', { createdAt: future(4), visibility: 'Offline' })
  await insertThread('Wegmoderiert', { createdAt: future(3), visibility: 'Hidden' })
  await insertThread('Gelöscht', { createdAt: future(2), deleted: true })
  const visible = await insertThread('Ganz neu: Welches Öl für den Golf?', { createdAt: future(1) })

  const latest = await findLatestThreads(database.db, 4)
  expect(latest).toHaveLength(4)
  expect(latest[0]).toMatchObject({ id: visible, title: 'Ganz neu: Welches Öl für den Golf?', author_id: 5 })
  const times = latest.map((thread) => thread.created_at.getTime())
  expect([...times].sort((a, b) => b - a)).toEqual(times)
})

test('hot threads are the most replied of the recently active ones, each with its last post', async () => {
  const hot = await findHotThreads(database.db, 6)
  expect(hot).toHaveLength(6)
  const replies = hot.map((thread) => thread.reply_count)
  expect([...replies].sort((a, b) => b - a)).toEqual(replies)
  for (const thread of hot) {
    expect(thread.last_post_id).not.toBeNull()
    expect(thread.last_post_user_id).not.toBeNull()
  }
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM threads WHERE deleted_at IS NULL AND visibility = 'Online'
    ORDER BY last_post_at DESC, id DESC LIMIT ${HOT_CANDIDATES}`.execute(database.db)
  const candidates = new Set(rows.map((row) => row.id))
  for (const thread of hot) expect(candidates.has(thread.id)).toBe(true)
})

test('both lists read an index in order instead of sorting the threads table', async () => {
  const latest = await planWithoutSeqScan(database.db, (trx) => latestThreadsQuery(trx, 4))
  expect(latest).toMatch(/Index Scan using threads_latest/)
  expect(latest).not.toMatch(/Sort/)
  const hot = await planWithoutSeqScan(database.db, (trx) => hotThreadsQuery(trx, 6))
  expect(hot).toMatch(/Index Scan using threads_activity/)
  // only the bounded candidate set is sorted by replies
  expect(hot).toMatch(/Limit[\s\S]*Sort[\s\S]*Limit[\s\S]*Index Scan/)
})
