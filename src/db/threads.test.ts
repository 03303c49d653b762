import { sql } from 'kysely'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createBoard, createThread } from '#testing/content.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createMember } from '#testing/members.ts'
import { findHotThreads, findLatestThreads, HOT_CANDIDATES } from './threads.ts'

let database: TestDatabase
let boardId: number
let authorId: number
beforeAll(async () => {
  database = await createTestDatabase('empty')
  boardId = await createBoard(database.db)
  authorId = (await createMember(database.db)).userId
})
afterAll(() => database.drop())

async function insertThread(
  title: string,
  values: { createdAt: Date; visibility?: string; deleted?: boolean },
) {
  const row = await database.db
    .insertInto('threads')
    .values({
      board_id: boardId,
      title,
      slug: 'neu',
      author_id: authorId,
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
  const past = (hours: number) => new Date(Date.UTC(2029, 11, 31, 24 - hours))
  await insertThread('Nur für Mitglieder', { createdAt: future(4), visibility: 'Offline' })
  await insertThread('Wegmoderiert', { createdAt: future(3), visibility: 'Hidden' })
  await insertThread('Gelöscht', { createdAt: future(2), deleted: true })
  const visible = await insertThread('Ganz neu: Welches Öl für den Golf?', { createdAt: future(1) })
  const older = []
  for (const hours of [3, 1, 2]) older.push(await insertThread(`Älter ${hours}`, { createdAt: past(hours) }))

  const latest = await findLatestThreads(database.db, 4)
  expect(latest).toHaveLength(4)
  expect(latest[0]).toMatchObject({
    id: visible,
    title: 'Ganz neu: Welches Öl für den Golf?',
    author_id: authorId,
  })
  expect(latest.map((thread) => thread.id)).toEqual([visible, older[1], older[2], older[0]])
  const times = latest.map((thread) => thread.created_at.getTime())
  expect([...times].sort((a, b) => b - a)).toEqual(times)
})

test('hot threads are the most replied of the recently active ones, each with its last post', async () => {
  const [one, two] = [await createMember(database.db), await createMember(database.db)]
  const reply = (n: number, at: Date) =>
    Array.from({ length: n }, (_, i) => ({ authorId: i % 2 ? one.userId : two.userId, at }))
  // the most replied of all, but quiet for longer than the candidates reach back
  const quiet = await createThread(database.db, {
    boardId,
    authorId,
    at: new Date('2020-01-01T00:00:00Z'),
    replies: reply(9, new Date('2020-01-02T00:00:00Z')),
  })
  await database.db
    .insertInto('threads')
    .values(
      Array.from({ length: HOT_CANDIDATES }, (_, i) => ({
        board_id: boardId,
        title: `Ruhig ${i}`,
        slug: 'ruhig',
        author_id: authorId,
        created_at: new Date(Date.UTC(2021, 0, 1, 0, i)),
        last_post_at: new Date(Date.UTC(2021, 0, 1, 0, i)),
      })),
    )
    .execute()
  const active: number[] = []
  for (let n = 1; n <= 7; n++) {
    const at = new Date(Date.UTC(2022, 0, n))
    active[n] = (await createThread(database.db, { boardId, authorId, at, replies: reply(n, at) })).threadId
  }
  const hot = await findHotThreads(database.db, 6)
  expect(hot.map((thread) => thread.id)).toEqual([7, 6, 5, 4, 3, 2].map((n) => active[n]))
  expect(hot.map((thread) => thread.id)).not.toContain(quiet.threadId)
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
