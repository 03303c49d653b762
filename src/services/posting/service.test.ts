import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { findSimilarThreads } from '#db/similar-threads.ts'
import { REQUIRED } from '#domain/form-texts.ts'
import type { Viewer } from '#domain/permissions.ts'
import { createBoard, createThread, createVehicle, type TestVehicle } from '#testing/content.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createMember } from '#testing/members.ts'
import { createPostingService, NEW_THREAD_DRAFT } from './service.ts'

let database: TestDatabase
let member: Viewer
/** another member, who replies */
let other: Viewer
/** a forum two levels down (top → middle → board), and a closed one beside it */
let top: number
let middle: number
let boardId: number
let closedId: number
/** two makers: the first's series does not fit the second */
let golf: TestVehicle
let bmw: TestVehicle
let invalidations = 0
// flood control has its own tests (flood-control.test.ts); these post faster than a person would
const posting = () =>
  createPostingService({
    db: database.db,
    afterWrite: () => (invalidations += 1),
    flood: { reply: [], thread: [] },
  })

beforeAll(async () => {
  database = await createTestDatabase('empty')
  member = await createMember(database.db)
  other = await createMember(database.db)
  top = await createBoard(database.db)
  middle = await createBoard(database.db, { parentId: top })
  boardId = await createBoard(database.db, { parentId: middle })
  closedId = await createBoard(database.db, { parentId: middle, isOpen: false })
  golf = await createVehicle(database.db, { name: 'VW' })
  bmw = await createVehicle(database.db, { name: 'BMW' })
})
afterAll(() => database.drop())

const input = (over: Partial<Parameters<ReturnType<typeof posting>['createThread']>[1]> = {}) => ({
  boardId,
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
    SELECT id, thread_count, own_thread_count, reply_count, last_post_id FROM boards WHERE id IN (${boardId}, ${middle}, ${top}) ORDER BY id`.execute(
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
    expect(board.own_thread_count).toBe(was.own_thread_count + (board.id === boardId ? 1 : 0))
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
  const mismatch = await posting().createThread(
    member,
    input({ manufacturerId: golf.manufacturerId, seriesId: bmw.seriesId }),
  )
  expect(mismatch).toMatchObject({ errors: { vehicle: expect.stringContaining('passend') } })
})

test('a consistent vehicle relation is stored with the thread', async () => {
  const result = await posting().createThread(
    member,
    input({ manufacturerId: golf.manufacturerId, seriesId: golf.seriesId, modelId: golf.modelId }),
  )
  expect(result.ok).toBe(true)
  if (result.ok) {
    const thread = await database.db
      .selectFrom('threads')
      .select(['model_id'])
      .where('id', '=', result.threadId)
      .executeTakeFirstOrThrow()
    expect(thread.model_id).toBe(golf.modelId)
  }
})

test('closed boards refuse (403), unknown boards are 404; moderators may still post in closed ones', async () => {
  expect(await posting().createThread(member, input({ boardId: closedId }))).toMatchObject({
    ok: false,
    status: 403,
    reason: 'PermissionDenied',
  })
  expect(await posting().createThread(member, input({ boardId: 999_999 }))).toMatchObject({
    ok: false,
    status: 404,
  })
  const admin: Viewer = { userId: member.userId, roleRelations: [{ userRole: 'admin', relatedBoards: [] }] }
  expect((await posting().createThread(admin, input({ boardId: closedId }))).ok).toBe(true)
})

test('drafts: saved, found again, and gone once the thread is created', async () => {
  const service = posting()
  await service.saveDraft(member, NEW_THREAD_DRAFT, {
    title: 'Entwurf',
    text: 'Halb fertig',
    data: { boardId },
  })
  expect(await service.findDraft(member.userId, NEW_THREAD_DRAFT)).toMatchObject({
    title: 'Entwurf',
    data: { boardId },
  })
  await service.createThread(member, input({ title: 'Aus dem Entwurf geworden' }))
  expect(await service.findDraft(member.userId, NEW_THREAD_DRAFT)).toBeUndefined()
})

describe('replies, thumbs up, best answer (spec 001 §7)', () => {
  async function openThread() {
    const created = await posting().createThread(
      member,
      input({ title: `Antworten-Test ${randomUUID().slice(0, 8)}` }),
    )
    if (!created.ok) throw new Error('no thread')
    return created.threadId
  }

  test('replies take the next dense position, count everywhere, and land on the right page', async () => {
    const threadId = await openThread()
    const before = await snapshot()
    const positions: number[] = []
    for (let i = 0; i < 12; i += 1) {
      const reply = await posting().createReply(i % 2 ? member : other, {
        threadId,
        text: `Antwort ${i}`,
        submissionKey: randomUUID(),
      })
      if (!reply.ok) throw new Error(reply.message)
      positions.push(reply.position)
      if (i === 11)
        expect(reply.path).toMatch(new RegExp(`-t${threadId}\\.html\\?page=1#post-${reply.postId}$`))
    }
    expect(positions).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    const thread = await database.db
      .selectFrom('threads')
      .selectAll()
      .where('id', '=', threadId)
      .executeTakeFirstOrThrow()
    expect(thread).toMatchObject({ post_count: 13, reply_count: 12, next_position: 13 })
    const after = await snapshot()
    expect(after.boards.map((b) => b.reply_count)).toEqual(before.boards.map((b) => b.reply_count + 12))
    expect(after.posts).toBe(before.posts + 12)
    const subscription = await database.db
      .selectFrom('thread_subscriptions')
      .select('read_position')
      .where('user_id', '=', member.userId)
      .where('thread_id', '=', threadId)
      .executeTakeFirstOrThrow()
    expect(subscription.read_position).toBe(13) // everything read: the next position
  })

  test('simultaneous replies get distinct positions', async () => {
    const threadId = await openThread()
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        posting().createReply(member, { threadId, text: `parallel ${i}`, submissionKey: randomUUID() }),
      ),
    )
    const positions = replies.map((reply) => (reply.ok ? reply.position : -1)).sort((a, b) => a - b)
    expect(positions).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  test('the full editor passes its own limit (decision 024): up to 20,000 characters, never more', async () => {
    const threadId = await openThread()
    const long = await posting().createReply(
      member,
      { threadId, text: 'x'.repeat(20_000), submissionKey: randomUUID() },
      { maxLength: 20_000 },
    )
    expect(long.ok).toBe(true)
    expect(
      await posting().createReply(
        member,
        { threadId, text: 'x'.repeat(20_001), submissionKey: randomUUID() },
        { maxLength: 20_000 },
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
      message: 'Deine Antwort darf höchstens 20.000 Zeichen lang sein.',
    })
    // no option reaches past the editor's limit
    expect(
      await posting().createReply(
        member,
        { threadId, text: 'x'.repeat(20_001), submissionKey: randomUUID() },
        { maxLength: 50_000 },
      ),
    ).toMatchObject({ ok: false, status: 400 })
  })

  test('empty, too long, double-sent; closed and unknown threads', async () => {
    const threadId = await openThread()
    expect(
      await posting().createReply(member, { threadId, text: '   ', submissionKey: randomUUID() }),
    ).toMatchObject({
      ok: false,
      status: 400,
      message: 'Bitte fülle dieses Feld aus.',
    })
    expect(
      await posting().createReply(member, { threadId, text: 'x'.repeat(2001), submissionKey: randomUUID() }),
    ).toMatchObject({
      message: 'Deine Antwort darf höchstens 2.000 Zeichen lang sein.',
    })
    const key = randomUUID()
    const first = await posting().createReply(member, { threadId, text: 'einmal', submissionKey: key })
    const second = await posting().createReply(member, { threadId, text: 'einmal', submissionKey: key })
    expect(first.ok && second.ok && first.postId === second.postId).toBe(true)
    await database.db.updateTable('threads').set({ is_open: false }).where('id', '=', threadId).execute()
    expect(
      await posting().createReply(member, { threadId, text: 'zu spät', submissionKey: randomUUID() }),
    ).toMatchObject({
      status: 403,
      reason: 'PermissionDenied',
    })
    expect(
      await posting().createReply(member, { threadId: 999_999, text: 'x', submissionKey: randomUUID() }),
    ).toMatchObject({
      status: 404,
    })
  })

  test('thumbs up toggles, one per member, never on one’s own post', async () => {
    const threadId = await openThread()
    const reply = await posting().createReply(other, {
      threadId,
      text: 'Hilfreich!',
      submissionKey: randomUUID(),
    })
    if (!reply.ok) throw new Error(reply.message)
    expect(await posting().toggleThumbsUp(member, reply.postId)).toMatchObject({
      ok: true,
      given: true,
      count: 1,
    })
    expect(await posting().toggleThumbsUp(member, reply.postId)).toMatchObject({
      ok: true,
      given: false,
      count: 0,
    })
    expect(await posting().toggleThumbsUp(member, reply.postId)).toMatchObject({ given: true, count: 1 })
    expect(await posting().toggleThumbsUp(other, reply.postId)).toMatchObject({ ok: false, status: 403 })
    expect(await posting().toggleThumbsUp(member, 999_999_999)).toMatchObject({ ok: false, status: 404 })
  })

  test('the starter or a moderator marks a reply as best answer, and unmarks it', async () => {
    const threadId = await openThread()
    const reply = await posting().createReply(other, {
      threadId,
      text: 'Die Lösung',
      submissionKey: randomUUID(),
    })
    if (!reply.ok) throw new Error(reply.message)
    expect(await posting().setBestAnswer(other, threadId, reply.postId)).toMatchObject({
      ok: false,
      status: 403,
    })
    expect(await posting().setBestAnswer(member, threadId, reply.postId)).toEqual({ ok: true })
    const first = await database.db
      .selectFrom('threads')
      .select(['first_post_id', 'best_post_id'])
      .where('id', '=', threadId)
      .executeTakeFirstOrThrow()
    expect(first.best_post_id).toBe(reply.postId)
    expect(await posting().setBestAnswer(member, threadId, first.first_post_id)).toMatchObject({
      ok: false,
      status: 400,
    })
    const moderator: Viewer = {
      userId: other.userId,
      roleRelations: [{ userRole: 'moderator', relatedBoards: [{ id: middle }] }],
    }
    expect(await posting().setBestAnswer(moderator, threadId, null)).toEqual({ ok: true })
  })

  test('PostJump finds the page and anchor of any post; unknown posts give nothing', async () => {
    const long = await createThread(database.db, {
      boardId,
      authorId: member.userId,
      title: 'Ein sehr langes Thema',
      replies: Array.from({ length: 60 }, () => ({ authorId: other.userId })),
    })
    const postId = long.postIds[57]!
    expect(await posting().locatePost(null, postId)).toEqual({
      ok: true,
      path: `/forum/ein-sehr-langes-thema-t${long.threadId}.html?page=5#post-${postId}`,
    })
    expect(await posting().locatePost(null, 999_999_999)).toEqual({ ok: false, reason: 'NotFound' })
  })
})

test('a new thread is among the similar threads of a question on its subject as soon as it is written', async () => {
  const golfThread = await createThread(database.db, {
    boardId,
    authorId: other.userId,
    title: 'VW Golf 7: Ruckeln beim Kaltstart',
    text: 'Mein Golf ruckelt morgens beim Kaltstart, bis der Motor warm ist. Was kann das sein?',
    vehicle: golf,
  })
  // threads on other subjects beside it
  for (const title of ['Bremsen quietschen bei Nässe', 'Klimaanlage kühlt nicht mehr']) {
    await createThread(database.db, { boardId, authorId: other.userId, title, vehicle: bmw })
  }
  const result = await posting().createThread(
    member,
    input({
      title: 'Ruckeln beim Kaltstart seit dem Winter',
      text: 'Hallo zusammen,\n\nmein Golf ruckelt beim Kaltstart, warm läuft er ruhig. Zündspulen prüfen?',
      manufacturerId: golf.manufacturerId,
      seriesId: golf.seriesId,
      modelId: golf.modelId,
    }),
  )
  expect(result.ok).toBe(true)
  if (!result.ok) return
  const similar = await findSimilarThreads(database.db, golfThread.threadId, 20)
  expect(similar.map((thread) => thread.id)).toContain(result.threadId)
  const own = await findSimilarThreads(database.db, result.threadId, 20)
  expect(own.map((thread) => thread.id)).toContain(golfThread.threadId)
})
