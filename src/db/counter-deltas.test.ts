import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Viewer } from '#domain/permissions.ts'
import { createPostingService } from '#services/posting/service.ts'
import { createBoard, createThread } from '#testing/content.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createMember } from '#testing/members.ts'
import { recountAll } from './counters.ts'
import type { DB } from './database.ts'
import { countNewPost, foldCounterDeltas } from './posting.ts'

// decision 033: a post's board and platform counters go through counter_deltas.

let database: TestDatabase
let members: Viewer[]
/** six boards whose chains meet: two under one, one under another, two more on their own below the top */
let boards: number[]
const posting = () =>
  createPostingService({ db: database.db, afterWrite: () => {}, flood: { reply: [], thread: [] } })

beforeAll(async () => {
  database = await createTestDatabase('empty')
  members = []
  for (let i = 0; i < 12; i++) members.push(await createMember(database.db))
  const top = await createBoard(database.db)
  const cars = await createBoard(database.db, { parentId: top })
  const bikes = await createBoard(database.db, { parentId: top })
  const golf = await createBoard(database.db, { parentId: cars })
  boards = [
    golf,
    await createBoard(database.db, { parentId: golf }),
    await createBoard(database.db, { parentId: golf }),
    await createBoard(database.db, { parentId: cars }),
    await createBoard(database.db, { parentId: bikes }),
    await createBoard(database.db, { parentId: top }),
  ]
  // the boards already hold posts, as on a running forum
  for (const [i, boardId] of boards.entries()) {
    await createThread(database.db, {
      boardId,
      authorId: members[i]!.userId,
      replies: [{ authorId: members[i + 1]!.userId }],
    })
  }
})
afterAll(() => database.drop())

/** Boards, users and the platform's total as a recount from the rows would set them. */
async function counters(db: DB) {
  const boards = await sql`
    SELECT id, own_thread_count, thread_count, reply_count, last_post_id FROM boards ORDER BY id`.execute(db)
  const users = await sql`SELECT id, topic_count, reply_count, last_post_id FROM users ORDER BY id`.execute(
    db,
  )
  const platform = await sql`SELECT total_posts FROM platform_stats`.execute(db)
  return { boards: boards.rows, users: users.rows, platform: platform.rows }
}

async function recounted(db: DB) {
  let result: Awaited<ReturnType<typeof counters>> | null = null
  await db
    .transaction()
    .execute(async (trx) => {
      await recountAll(trx)
      result = await counters(trx)
      throw new Error('rollback')
    })
    .catch(() => {})
  return result
}

test('replies written at once into threads on many boards leave every counter as a recount sets it', async () => {
  const service = posting()
  const threads: number[] = []
  for (const [i, boardId] of boards.entries()) {
    const thread = await service.createThread(members[i] as Viewer, {
      boardId,
      title: `Gleichzeitig geschrieben ${i}`,
      text: 'Ein Thema für gleichzeitige Antworten.',
      manufacturerId: null,
      seriesId: null,
      modelId: null,
      submissionKey: randomUUID(),
    })
    if (!thread.ok) throw new Error(JSON.stringify(thread.errors))
    threads.push(thread.threadId)
  }
  const results = await Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      service.createReply(members[i % members.length] as Viewer, {
        threadId: threads[i % threads.length] as number,
        text: `Antwort ${i}: die Zündspule war es.`,
        submissionKey: randomUUID(),
      }),
    ),
  )
  expect(results.every((r) => r.ok)).toBe(true)
  // a fold that found another one running left its rows to the server's tick
  await foldCounterDeltas(database.db)
  const left = await database.db.selectFrom('counter_deltas').select('id').execute()
  expect(left).toEqual([])
  expect(await counters(database.db)).toEqual(await recounted(database.db))
})

test('a delta left behind is folded once, and a board keeps its newer last post', async () => {
  const boardId = await createBoard(database.db, { parentId: boards[0]! })
  const [author, replier] = [members[0]!.userId, members[1]!.userId]
  await createThread(database.db, {
    boardId,
    authorId: author,
    at: new Date('2020-01-01T00:00:00Z'),
    replies: [{ authorId: replier, at: new Date('2020-01-02T00:00:00Z') }],
  })
  await createThread(database.db, { boardId, authorId: replier, at: new Date('2025-01-01T00:00:00Z') })
  const board = await database.db
    .selectFrom('boards')
    .select(['id', 'thread_count', 'reply_count', 'last_post_id', 'last_post_at'])
    .where('id', '=', boardId)
    .executeTakeFirstOrThrow()
  const total = await database.db.selectFrom('platform_stats').select('total_posts').executeTakeFirstOrThrow()
  const older = await database.db
    .selectFrom('posts')
    .select(['id', 'author_id', 'created_at'])
    .where('created_at', '<', board.last_post_at as Date)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow()
  // as a reply that committed while another fold ran: the delta waits in its table
  await countNewPost(database.db, {
    threadId: 0,
    boardId,
    postId: older.id,
    authorId: older.author_id,
    createdAt: older.created_at,
    startsThread: false,
  })
  expect(await foldCounterDeltas(database.db)).toBe(1)
  expect(await foldCounterDeltas(database.db)).toBe(0)
  const after = await database.db
    .selectFrom('boards')
    .select(['thread_count', 'reply_count', 'last_post_id'])
    .where('id', '=', boardId)
    .executeTakeFirstOrThrow()
  expect(after).toEqual({
    thread_count: board.thread_count,
    reply_count: board.reply_count + 1,
    last_post_id: board.last_post_id,
  })
  const totalAfter = await database.db
    .selectFrom('platform_stats')
    .select('total_posts')
    .executeTakeFirstOrThrow()
  expect(totalAfter.total_posts).toBe(total.total_posts + 1)
})

test('a second fold while one runs leaves the rows to it instead of waiting for its locks', async () => {
  await database.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('fold_counter_deltas'))`.execute(trx)
    await database.db
      .insertInto('counter_deltas')
      .values({ board_id: boards[0]!, replies: 1, posts: 1 })
      .execute()
    expect(await foldCounterDeltas(database.db)).toBe(0)
  })
  expect(await foldCounterDeltas(database.db)).toBe(1)
})
