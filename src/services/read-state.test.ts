import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { findThreadUpdates } from '#db/member-activity.ts'
import type { Viewer } from '#domain/permissions.ts'
import { createBoard, createThread } from '#testing/content.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createMember } from '#testing/members.ts'
import { createEventBus } from './events.ts'
import { createPostingService } from './posting/service.ts'
import { createReadStateService } from './read-state.ts'

// decision 029: read state follows reading — forward only, never past the end; one's own post is
// never news; a followed board's marker goes when its topics are looked at.

let database: TestDatabase
let reader: Viewer
let writer: Viewer
const bus = createEventBus()
let readState: ReturnType<typeof createReadStateService>
let posting: ReturnType<typeof createPostingService>

beforeAll(async () => {
  database = await createTestDatabase('empty')
  readState = createReadStateService({ db: database.db, events: bus })
  posting = createPostingService({ db: database.db, events: bus, flood: { reply: [], thread: [] } })
  reader = await createMember(database.db)
  writer = await createMember(database.db)
  // a thread of 30 posts, more than a page, the writer's
  const boardId = await createBoard(database.db)
  await createThread(database.db, {
    boardId,
    authorId: writer.userId,
    replies: Array.from({ length: 29 }, () => ({ authorId: writer.userId })),
  })
})
afterAll(() => database.drop())

async function longThread() {
  return database.db
    .selectFrom('threads')
    .select(['id', 'next_position', 'board_id'])
    .where('visibility', '=', 'Online')
    .where('deleted_at', 'is', null)
    .where('is_open', '=', true)
    .where('next_position', '>', 25)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow()
}

const position = async (threadId: number) =>
  (
    await database.db
      .selectFrom('thread_subscriptions')
      .select('read_position')
      .where('user_id', '=', reader.userId)
      .where('thread_id', '=', threadId)
      .executeTakeFirstOrThrow()
  ).read_position

test('a followed thread is read page by page, forward only, and leaves the header at its end', async () => {
  const thread = await longThread()
  await database.db
    .insertInto('thread_subscriptions')
    .values({ user_id: reader.userId, thread_id: thread.id, read_position: 0 })
    .onConflict((oc) => oc.columns(['user_id', 'thread_id']).doUpdateSet({ read_position: 0 }))
    .execute()
  expect(await readState.readThreadPage(reader, thread.id, 1)).toBe(0)
  expect(await position(thread.id)).toBe(20)
  expect(await readState.readThreadPage(reader, thread.id, 0)).toBe(20)
  expect(await position(thread.id)).toBe(20)
  expect((await findThreadUpdates(database.db, reader.userId)).some((t) => t.id === thread.id)).toBe(true)
  expect(await readState.readThreadPage(reader, thread.id, 999)).toBe(20)
  expect(await position(thread.id)).toBe(thread.next_position)
  expect((await findThreadUpdates(database.db, reader.userId)).some((t) => t.id === thread.id)).toBe(false)
  // a thread not followed has no read state
  expect(await readState.readThreadPage(writer, thread.id, 0)).toBeNull()
})

test("one's own reply is never news; a followed board's marker goes when it is looked at", async () => {
  const thread = await longThread()
  await database.db
    .insertInto('board_subscriptions')
    .values({ user_id: reader.userId, board_id: thread.board_id, last_read_at: new Date('2020-01-01') })
    .onConflict((oc) =>
      oc.columns(['user_id', 'board_id']).doUpdateSet({ last_read_at: new Date('2020-01-01') }),
    )
    .execute()
  const reply = await posting.createReply(reader, {
    threadId: thread.id,
    text: 'Meine eigene Antwort.',
    submissionKey: randomUUID(),
  })
  expect(reply.ok).toBe(true)
  expect((await findThreadUpdates(database.db, reader.userId)).some((t) => t.id === thread.id)).toBe(false)
  const board = await database.db
    .selectFrom('board_subscriptions')
    .select('last_read_at')
    .where('user_id', '=', reader.userId)
    .where('board_id', '=', thread.board_id)
    .executeTakeFirstOrThrow()
  expect(board.last_read_at.getFullYear()).toBeGreaterThan(2020)
  await database.db
    .updateTable('board_subscriptions')
    .set({ last_read_at: new Date('2020-01-01') })
    .where('user_id', '=', reader.userId)
    .execute()
  await readState.readBoard(reader, thread.board_id)
  const after = await database.db
    .selectFrom('board_subscriptions')
    .select('last_read_at')
    .where('user_id', '=', reader.userId)
    .where('board_id', '=', thread.board_id)
    .executeTakeFirstOrThrow()
  expect(after.last_read_at.getFullYear()).toBeGreaterThan(2020)
})
