import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Viewer } from '#domain/permissions.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { runGraphQL } from '#testing/graphql.ts'
import { createMember } from '#testing/members.ts'

// decision 042: the forum's writes are mutations for the apps, over the forms' use cases — a new
// thread, a reply, a thumbs up, the best answer; a visitor and a request without the CSRF proof
// write nothing, and the forms' refusals come back with their German message.

let database: TestDatabase
let boardId: number
beforeAll(async () => {
  database = await createTestDatabase('demo')
  const board = await database.db
    .selectFrom('boards')
    .select('id')
    .where('is_open', '=', true)
    .where('parent_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  boardId = board.id
})
afterAll(async () => {
  await database.drop()
})

function run(
  document: string,
  viewer: Viewer | null,
  variables: Record<string, unknown> = {},
  csrfVerified = viewer !== null,
) {
  return runGraphQL(database.db, document, viewer, variables, { csrfVerified })
}

const CREATE_THREAD = `mutation($board: Int!, $title: String!, $text: String!, $key: String) {
  createThread(boardId: $board, title: $title, text: $text, submissionKey: $key) { id path } }`
const CREATE_REPLY = `mutation($thread: Int!, $text: String!, $key: String) {
  createReply(threadId: $thread, text: $text, submissionKey: $key) { id path } }`
const THUMBS = 'mutation($post: Int!) { toggleThumbsUp(postId: $post) { given count } }'
const BEST = 'mutation($thread: Int!, $post: Int) { setBestAnswer(threadId: $thread, postId: $post) }'

test('a member starts a thread, another replies and gives a thumbs up, the starter marks the best answer', async () => {
  const [starter, helper] = [await createMember(database.db), await createMember(database.db)]
  const thread = await run(CREATE_THREAD, starter, {
    board: boardId,
    title: 'Golf 7 springt morgens schlecht an',
    text: 'Seit dem Frost orgelt er lange. Batterie ist neu. Was kann das sein?',
    key: 'thread-1',
  })
  expect(thread.errors).toBeUndefined()
  const threadId: number = thread.data.createThread.id
  expect(thread.data.createThread.path).toMatch(new RegExp(`-t${threadId}\\.html$`))
  // the same submission again is the same thread, not a second one
  const again = await run(CREATE_THREAD, starter, {
    board: boardId,
    title: 'Golf 7 springt morgens schlecht an',
    text: 'Seit dem Frost orgelt er lange. Batterie ist neu. Was kann das sein?',
    key: 'thread-1',
  })
  expect(again.data.createThread.id).toBe(threadId)

  const reply = await run(CREATE_REPLY, helper, {
    thread: threadId,
    text: 'Prüf mal den Temperaturfühler, der spinnt bei Kälte gern.',
  })
  expect(reply.errors).toBeUndefined()
  const replyId: number = reply.data.createReply.id
  const stored = await database.db
    .selectFrom('posts')
    .select(['thread_id', 'author_id', 'position'])
    .where('id', '=', replyId)
    .executeTakeFirstOrThrow()
  expect(stored).toEqual({ thread_id: threadId, author_id: helper.userId, position: 1 })

  expect((await run(THUMBS, starter, { post: replyId })).data.toggleThumbsUp).toEqual({
    given: true,
    count: 1,
  })
  expect((await run(THUMBS, starter, { post: replyId })).data.toggleThumbsUp).toEqual({
    given: false,
    count: 0,
  })

  expect((await run(BEST, helper, { thread: threadId, post: replyId })).reasons).toEqual(['PermissionDenied'])
  expect((await run(BEST, starter, { thread: threadId, post: replyId })).data.setBestAnswer).toBe(true)
  const marked = await database.db
    .selectFrom('threads')
    .select('best_post_id')
    .where('id', '=', threadId)
    .executeTakeFirstOrThrow()
  expect(marked.best_post_id).toBe(replyId)
})

test('a visitor and a request without the CSRF proof write nothing; refusals carry the form’s message', async () => {
  const member = await createMember(database.db)
  const before = await database.db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow()
  expect((await run(CREATE_REPLY, null, { thread: 1, text: 'Hallo' })).reasons).toEqual(['LoginRequired'])
  expect((await run(CREATE_REPLY, member, { thread: 1, text: 'Hallo' }, false)).reasons).toEqual([
    'PermissionDenied',
  ])
  expect((await run(CREATE_THREAD, null, { board: boardId, title: 'Frage', text: 'Text' })).reasons).toEqual([
    'LoginRequired',
  ])
  expect((await run(THUMBS, null, { post: 1 })).reasons).toEqual(['LoginRequired'])
  const after = await database.db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow()
  expect(after.count).toBe(before.count)

  const empty = await run(CREATE_REPLY, member, { thread: 1, text: '   ' })
  expect(empty.reasons).toEqual(['BadUserInput'])
  expect(empty.errors?.[0]?.message).toBe('Bitte fülle dieses Feld aus.')
  const nowhere = await run(CREATE_REPLY, member, { thread: 2_000_000_000, text: 'Hallo' })
  expect(nowhere.reasons).toEqual(['ThreadNotFound'])
  const noBoard = await run(CREATE_THREAD, member, { board: 2_000_000_000, title: 'Frage', text: 'Text' })
  expect(noBoard.reasons).toEqual(['BoardNotFound'])
  expect(noBoard.errors?.[0]?.message).toBe('Dieses Forum gibt es nicht.')
})
