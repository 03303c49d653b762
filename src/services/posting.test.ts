import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Viewer } from '#domain/permissions.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createPostingService, NEW_THREAD_DRAFT, REQUIRED } from './posting.ts'

let database: TestDatabase
let member: Viewer
let invalidations = 0
const posting = () => createPostingService({ db: database.db, afterWrite: () => (invalidations += 1) })

beforeAll(async () => {
  database = await createTestDatabase('demo')
  const user = await database.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'demo-mitglied')
    .executeTakeFirstOrThrow()
  member = { userId: user.id, roleRelations: [] }
})
afterAll(() => database.drop())

const input = (over: Partial<Parameters<ReturnType<typeof posting>['createThread']>[1]> = {}) => ({
  boardId: 2000,
  title: 'Golf 7 springt morgens schlecht an',
  text: 'Hallo zusammen,\n\nmein Golf springt bei Frost schlecht an. Ideen?',
  manufacturerId: null,
  seriesId: null,
  modelId: null,
  submissionKey: randomUUID(),
  ...over,
})

async function snapshot() {
  const rows = await sql<{
    id: number
    thread_count: number
    own_thread_count: number
    reply_count: number
    last_post_id: number | null
  }>`
    SELECT id, thread_count, own_thread_count, reply_count, last_post_id FROM boards WHERE id IN (2000, 200, 3) ORDER BY id`.execute(
    database.db,
  )
  const user = await database.db
    .selectFrom('users')
    .select(['topic_count', 'last_post_id'])
    .where('id', '=', member.userId)
    .executeTakeFirstOrThrow()
  const stats = await database.db.selectFrom('platform_stats').select('total_posts').executeTakeFirstOrThrow()
  return { boards: rows.rows, user, posts: stats.total_posts }
}

test('a new thread and its first post update every counter in the same transaction', async () => {
  const before = await snapshot()
  const result = await posting().createThread(member, input())
  expect(result.ok).toBe(true)
  if (!result.ok) return
  expect(result.path).toBe(`/forum/golf-7-springt-morgens-schlecht-an-t${result.threadId}.html`)
  const after = await snapshot()
  const thread = await database.db
    .selectFrom('threads')
    .selectAll()
    .where('id', '=', result.threadId)
    .executeTakeFirstOrThrow()
  const post = await database.db
    .selectFrom('posts')
    .selectAll()
    .where('thread_id', '=', result.threadId)
    .executeTakeFirstOrThrow()
  expect(thread).toMatchObject({
    post_count: 1,
    reply_count: 0,
    next_position: 1,
    first_post_id: post.id,
    last_post_id: post.id,
  })
  expect(post).toMatchObject({ position: 0, author_id: member.userId, is_posted_by_moderator: false })
  for (const [index, board] of after.boards.entries()) {
    const was = before.boards[index]!
    expect(board.thread_count).toBe(was.thread_count + 1)
    expect(board.reply_count).toBe(was.reply_count)
    expect(board.last_post_id).toBe(post.id)
    expect(board.own_thread_count).toBe(was.own_thread_count + (board.id === 2000 ? 1 : 0))
  }
  expect(after.user.topic_count).toBe(before.user.topic_count + 1)
  expect(after.posts).toBe(before.posts + 1)
  expect(invalidations).toBeGreaterThan(0)
})

test('the same form sent twice, also at the same moment, creates one thread', async () => {
  const form = input({ title: 'Doppelt abgeschickt: Klimaanlage riecht' })
  const [a, b] = await Promise.all([
    posting().createThread(member, form),
    posting().createThread(member, form),
  ])
  const again = await posting().createThread(member, form)
  expect(a.ok && b.ok && again.ok).toBe(true)
  if (a.ok && b.ok && again.ok) {
    expect(b.threadId).toBe(a.threadId)
    expect(again.threadId).toBe(a.threadId)
  }
  const count = await database.db
    .selectFrom('threads')
    .select(database.db.fn.countAll<number>().as('n'))
    .where('title', '=', 'Doppelt abgeschickt: Klimaanlage riecht')
    .executeTakeFirstOrThrow()
  expect(Number(count.n)).toBe(1)
})

test('German messages for empty, short and long fields and vehicles that do not fit together', async () => {
  const empty = await posting().createThread(member, input({ title: '  ', text: ' \n ' }))
  expect(empty).toMatchObject({ ok: false, status: 400, errors: { title: REQUIRED, text: REQUIRED } })
  const short = await posting().createThread(member, input({ title: 'Golf' }))
  expect(short).toMatchObject({ errors: { title: 'Der Titel muss mindestens 5 Zeichen lang sein.' } })
  const long = await posting().createThread(member, input({ text: 'x'.repeat(20_001) }))
  expect(long).toMatchObject({ errors: { text: 'Der Text darf höchstens 20.000 Zeichen lang sein.' } })
  const bmwSeries = await database.db
    .selectFrom('vehicle_series as s')
    .innerJoin('vehicle_manufacturers as m', 'm.id', 's.manufacturer_id')
    .select('s.id')
    .where('m.name', '=', 'BMW')
    .executeTakeFirstOrThrow()
  const vw = await database.db
    .selectFrom('vehicle_manufacturers')
    .select('id')
    .where('name', '=', 'VW')
    .executeTakeFirstOrThrow()
  const mismatch = await posting().createThread(
    member,
    input({ manufacturerId: vw.id, seriesId: bmwSeries.id }),
  )
  expect(mismatch).toMatchObject({ errors: { vehicle: expect.stringContaining('passend') } })
})

test('a consistent vehicle relation is stored with the thread', async () => {
  const golf7 = await database.db
    .selectFrom('vehicle_models as mo')
    .innerJoin('vehicle_series as s', 's.id', 'mo.series_id')
    .select(['s.manufacturer_id', 'mo.series_id', 'mo.id'])
    .where('s.name', '=', 'Golf 7 (AU)')
    .where('mo.name', '=', '2.0 TDI')
    .executeTakeFirstOrThrow()
  const result = await posting().createThread(
    member,
    input({ manufacturerId: golf7.manufacturer_id, seriesId: golf7.series_id, modelId: golf7.id }),
  )
  expect(result.ok).toBe(true)
  if (result.ok) {
    const thread = await database.db
      .selectFrom('threads')
      .select(['model_id'])
      .where('id', '=', result.threadId)
      .executeTakeFirstOrThrow()
    expect(thread.model_id).toBe(golf7.id)
  }
})

test('closed boards refuse (403), unknown boards are 404; moderators may still post in closed ones', async () => {
  expect(await posting().createThread(member, input({ boardId: 603 }))).toMatchObject({
    ok: false,
    status: 403,
    reason: 'PermissionDenied',
  })
  expect(await posting().createThread(member, input({ boardId: 999_999 }))).toMatchObject({
    ok: false,
    status: 404,
  })
  const admin: Viewer = { userId: member.userId, roleRelations: [{ userRole: 'admin', relatedBoards: [] }] }
  expect((await posting().createThread(admin, input({ boardId: 603 }))).ok).toBe(true)
})

test('drafts: saved, found again, and gone once the thread is created', async () => {
  const service = posting()
  await service.saveDraft(member.userId, NEW_THREAD_DRAFT, {
    title: 'Entwurf',
    text: 'Halb fertig',
    data: { boardId: 2000 },
  })
  expect(await service.findDraft(member.userId, NEW_THREAD_DRAFT)).toMatchObject({
    title: 'Entwurf',
    data: { boardId: 2000 },
  })
  await service.createThread(member, input({ title: 'Aus dem Entwurf geworden' }))
  expect(await service.findDraft(member.userId, NEW_THREAD_DRAFT)).toBeUndefined()
})
