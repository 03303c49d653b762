import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { findBoardThreadsPage } from '#db/board-listing.ts'
import { findPostRevisions, findThreadTitleRevisions } from '#db/revisions.ts'
import { THREADS_PER_PAGE } from '#domain/limits.ts'
import type { Viewer } from '#domain/permissions.ts'
import { versionsOf } from '#domain/revisions.ts'
import { EMPTY_SEARCH } from '#domain/search.ts'
import { createPostingService } from '#services/posting/service.ts'
import { createSearchService } from '#services/search/service.ts'
import { createBoard, createThread } from '#testing/content.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createMember, type TestMember } from '#testing/members.ts'
import { EDIT_TEXTS } from './edit-post.ts'
import { THREAD_EDIT_TEXTS } from './edit-thread.ts'
import { createEditingService } from './service.ts'

// Editing against real PostgreSQL (decision 026), with an injected clock for
// the edit window: own posts within 120 minutes, others' posts for the moderation, every version
// kept, titles and pins for Forenpaten and the moderation, and edits found by the search at once.

let database: TestDatabase
let invalidations = 0
let member: TestMember
let moderator: Viewer & { name: string }
let godfather: Viewer
let admin: Viewer
/**
 * The boards as the roles see them: cars → golf, bmw and bikes beside cars. The moderator has
 * cars (and so golf) and bmw, not bikes; the Forenpate cars and golf, not bmw.
 */
const boards = { top: 0, cars: 0, golf: 0, bmw: 0, bikes: 0 }
let otherMember: Viewer

const posting = () =>
  createPostingService({ db: database.db, afterWrite: () => {}, flood: { reply: [], thread: [] } })
/** The editing service with its clock at `minutes` after `from`. */
const editing = (from: Date = new Date(), minutes = 0, seconds = 0) =>
  createEditingService({
    db: database.db,
    afterWrite: () => (invalidations += 1),
    now: () => new Date(from.getTime() + (minutes * 60 + seconds) * 1000),
    flood: [],
  })

beforeAll(async () => {
  database = await createTestDatabase('empty')
  const db = database.db
  boards.top = await createBoard(db)
  boards.cars = await createBoard(db, { parentId: boards.top })
  boards.golf = await createBoard(db, { parentId: boards.cars })
  boards.bmw = await createBoard(db, { parentId: boards.top })
  boards.bikes = await createBoard(db, { parentId: boards.top })
  member = await createMember(db, { prefix: 'mitglied' })
  otherMember = await createMember(db)
  const moderatorRow = await createMember(db, { prefix: 'moderator' })
  moderator = {
    userId: moderatorRow.userId,
    name: moderatorRow.name,
    roleRelations: [
      { userRole: 'moderator', relatedBoards: [{ id: boards.cars }] },
      { userRole: 'moderator', relatedBoards: [{ id: boards.bmw }] },
    ],
  }
  godfather = {
    userId: (await createMember(db, { prefix: 'pate' })).userId,
    roleRelations: [
      { userRole: 'godfather', relatedBoards: [{ id: boards.cars }] },
      { userRole: 'godfather', relatedBoards: [{ id: boards.golf }] },
    ],
  }
  admin = {
    userId: (await createMember(db)).userId,
    roleRelations: [{ userRole: 'admin', relatedBoards: [] }],
  }
  // more threads than a page of the golf board, each a day older; one in each other board
  for (let day = 0; day < THREADS_PER_PAGE + 3; day++) {
    await createThread(db, {
      boardId: boards.golf,
      authorId: otherMember.userId,
      title: `Golf-Frage ${day + 1}`,
      at: new Date(Date.UTC(2024, 5, 30 - day)),
    })
  }
  for (const boardId of [boards.bmw, boards.bikes]) {
    await createThread(db, { boardId, authorId: otherMember.userId, title: 'Eine Frage zum Motorrad' })
  }
})
afterAll(() => database.drop())

/** An open, visible thread of a board, for replies. */
async function openThread(boardId: number) {
  return database.db
    .selectFrom('threads')
    .select(['id', 'slug', 'author_id', 'title'])
    .where('board_id', '=', boardId)
    .where('is_open', '=', true)
    .where('visibility', '=', 'Online')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow()
}

/** A reply written now by `author`; its id and when it was sent. */
async function freshReply(text: string, author: Viewer = member, boardId = boards.golf) {
  const thread = await openThread(boardId)
  const result = await posting().createReply(author, {
    threadId: thread.id,
    text,
    submissionKey: randomUUID(),
  })
  if (!result.ok) throw new Error(`createReply: ${JSON.stringify(result)}`)
  const row = await database.db
    .selectFrom('posts')
    .select(['id', 'created_at'])
    .where('id', '=', result.postId)
    .executeTakeFirstOrThrow()
  return { postId: row.id, sentAt: row.created_at, threadId: thread.id }
}

async function postRow(postId: number) {
  return database.db
    .selectFrom('posts')
    .select(['text', 'edited_at', 'edited_by_id', 'edit_count', 'author_id', 'created_at'])
    .where('id', '=', postId)
    .executeTakeFirstOrThrow()
}

describe('own posts', () => {
  test('the author edits within the window: new text, the mark, the old text kept as a version', async () => {
    const { postId, sentAt } = await freshReply('Ich tippe scnell und mache Fehler.')
    const before = invalidations
    const result = await editing(sentAt, 119, 59).editPost(member, {
      postId,
      text: '  Ich tippe schnell und mache Fehler.  ',
      reason: 'Tippfehler',
    })
    expect(result).toMatchObject({ ok: true, changed: true })
    expect(result.ok && result.path).toMatch(new RegExp(`#post-${postId}$`))
    const row = await postRow(postId)
    expect(row.text).toBe('Ich tippe schnell und mache Fehler.')
    expect(row.edited_at?.getTime()).toBe(sentAt.getTime() + (119 * 60 + 59) * 1000)
    expect(row.edited_by_id).toBe(member.userId)
    expect(row.edit_count).toBe(1)
    expect(await findPostRevisions(database.db, postId)).toEqual([
      expect.objectContaining({
        version: 1,
        text: 'Ich tippe scnell und mache Fehler.',
        editor_id: member.userId,
        reason: 'Tippfehler',
      }),
    ])
    // visitors' cached pages are dropped
    expect(invalidations).toBe(before + 1)
  })

  test('the same text again saves nothing: no version, no mark, no cache drop', async () => {
    const { postId, sentAt } = await freshReply('Das bleibt so.')
    const before = invalidations
    const result = await editing(sentAt, 3).editPost(member, { postId, text: 'Das bleibt so.\n' })
    expect(result).toMatchObject({ ok: true, changed: false })
    const row = await postRow(postId)
    expect(row.edited_at).toBeNull()
    expect(row.edit_count).toBe(0)
    expect(await findPostRevisions(database.db, postId)).toEqual([])
    expect(invalidations).toBe(before)
  })

  test('after 120 minutes the author is refused with 403 and why; nothing changes', async () => {
    const { postId, sentAt } = await freshReply('Zu spät bemerkt.')
    const late = await editing(sentAt, 120, 1).editPost(member, { postId, text: 'Korrigiert.' })
    expect(late).toMatchObject({
      ok: false,
      status: 403,
      reason: 'PermissionDenied',
      message: EDIT_TEXTS.window,
      ownPost: true,
    })
    expect(EDIT_TEXTS.window).toContain('120 Minuten')
    expect((await postRow(postId)).text).toBe('Zu spät bemerkt.')
  })

  test("another member's post is refused (403), also with an empty text: the permission comes before the rules", async () => {
    const { postId, sentAt } = await freshReply('Mein eigener Beitrag.')
    for (const text of ['Übernommen!', '']) {
      const result = await editing(sentAt, 1).editPost(otherMember, { postId, text })
      expect(result).toMatchObject({ ok: false, status: 403, message: EDIT_TEXTS.notOwn, ownPost: false })
    }
    expect((await postRow(postId)).text).toBe('Mein eigener Beitrag.')
  })

  test('empty (after trimming) and too long texts answer 400 in German; a too long reason too', async () => {
    const { postId, sentAt } = await freshReply('Noch da.')
    const empty = await editing(sentAt, 1).editPost(member, { postId, text: ' \n\t ' })
    expect(empty).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { text: 'Bitte fülle dieses Feld aus.' },
    })
    const long = await editing(sentAt, 1).editPost(member, { postId, text: 'x'.repeat(20_001) })
    expect(long).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { text: 'Der Text darf höchstens 20.000 Zeichen lang sein.' },
    })
    const reason = await editing(sentAt, 1).editPost(member, {
      postId,
      text: 'Neu.',
      reason: 'x'.repeat(201),
    })
    expect(reason).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { reason: expect.stringContaining('200') },
    })
    expect((await postRow(postId)).text).toBe('Noch da.')
  })

  test('unknown posts answer 404', async () => {
    const result = await editing().editPost(member, { postId: 2_000_000_000, text: 'x' })
    expect(result).toMatchObject({ ok: false, status: 404, reason: 'NotFound' })
    expect(await editing().editPost(member, { postId: 'abc', text: 'x' })).toMatchObject({ status: 404 })
  })

  test('a closed thread, a post hidden by the moderation and a posting restriction each stop the author (403)', async () => {
    const closed = await freshReply('Im Thema, das gleich geschlossen wird.')
    await database.db
      .updateTable('threads')
      .set({ is_open: false })
      .where('id', '=', closed.threadId)
      .execute()
    const inClosed = await editing(closed.sentAt, 1).editPost(member, { postId: closed.postId, text: 'Neu' })
    expect(inClosed).toMatchObject({ status: 403, message: EDIT_TEXTS.closed })
    // the moderation still edits there
    const byModerator = await editing(closed.sentAt, 1).editPost(moderator, {
      postId: closed.postId,
      text: 'Neu',
    })
    expect(byModerator).toMatchObject({ ok: true, changed: true })
    await database.db
      .updateTable('threads')
      .set({ is_open: true })
      .where('id', '=', closed.threadId)
      .execute()

    const hidden = await freshReply('Wird gleich ausgeblendet.')
    await database.db
      .updateTable('posts')
      .set({ visibility: 'Hidden' })
      .where('id', '=', hidden.postId)
      .execute()
    const onHidden = await editing(hidden.sentAt, 1).editPost(member, { postId: hidden.postId, text: 'Neu' })
    expect(onHidden).toMatchObject({ status: 403, message: EDIT_TEXTS.takenDown })

    const mine = await freshReply('Vor der Sperre geschrieben.')
    const restriction = await database.db
      .insertInto('user_restrictions')
      .values({ user_id: member.userId, scope: 'posting', ends_at: new Date(Date.now() + 3_600_000) })
      .returning('id')
      .executeTakeFirstOrThrow()
    try {
      const restricted = await editing(mine.sentAt, 1).editPost(member, { postId: mine.postId, text: 'Neu' })
      expect(restricted).toMatchObject({ status: 403, message: expect.stringContaining('eingeschränkt') })
    } finally {
      await database.db.deleteFrom('user_restrictions').where('id', '=', restriction.id).execute()
    }
    expect((await postRow(mine.postId)).text).toBe('Vor der Sperre geschrieben.')
  })
})

describe('the moderation', () => {
  test('a moderator edits a member’s post days later; every version is kept, the newest marked as the moderation’s', async () => {
    const { postId, sentAt } = await freshReply('Erste Fassung mit Beleidigung.')
    expect(
      await editing(sentAt, 10).editPost(member, { postId, text: 'Zweite Fassung, selbst verbessert.' }),
    ).toMatchObject({ ok: true })
    const later = await editing(sentAt, 3 * 24 * 60).editPost(moderator, {
      postId,
      text: 'Dritte Fassung, von der Moderation entschärft.',
      reason: 'Beleidigung entfernt',
    })
    expect(later).toMatchObject({ ok: true, changed: true })
    const row = await postRow(postId)
    expect(row.edited_by_id).toBe(moderator.userId)
    expect(row.edit_count).toBe(2)
    const revisions = await findPostRevisions(database.db, postId)
    const versions = versionsOf(
      { authorId: row.author_id, authorName: member.name, createdAt: row.created_at },
      row.text,
      revisions.map((r) => ({
        version: r.version,
        text: r.text,
        editorId: r.editor_id,
        editorName: r.editor_name,
        editedAt: r.edited_at,
        reason: r.reason,
      })),
    )
    expect(versions.map((v) => [v.version, v.text, v.writerName, v.byModeration])).toEqual([
      [3, 'Dritte Fassung, von der Moderation entschärft.', moderator.name, true],
      [2, 'Zweite Fassung, selbst verbessert.', member.name, false],
      [1, 'Erste Fassung mit Beleidigung.', member.name, false],
    ])
    expect(versions[0]!.reason).toBe('Beleidigung entfernt')
  })

  test('a moderator of another board cannot edit (403); admins can everywhere; Forenpaten edit no posts', async () => {
    const { postId, sentAt } = await freshReply('Im Forum für BMW-Motorräder.', member, boards.bikes)
    const notHis = await editing(sentAt, 1).editPost(moderator, { postId, text: 'Neu' })
    expect(notHis).toMatchObject({ status: 403, message: EDIT_TEXTS.notOwn })
    expect(await editing(sentAt, 9999).editPost(admin, { postId, text: 'Vom Admin.' })).toMatchObject({
      ok: true,
    })
    const golf = await freshReply('Im Golf-Forum.')
    expect(
      await editing(golf.sentAt, 1).editPost(godfather, { postId: golf.postId, text: 'Pate' }),
    ).toMatchObject({
      status: 403,
    })
  })
})

describe('edits reach the search and similar threads at once', () => {
  test('a word added by an edit is found by the search; the word it replaced no longer finds the post', async () => {
    const { postId, sentAt } = await freshReply('Mein Wagen hat einen Wackelkontaktproblemfall.')
    const search = createSearchService({ db: database.db })
    const find = async (term: string) => {
      const outcome = await search.search(null, { ...EMPTY_SEARCH, term, sort: 'newest' })
      if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems))
      return outcome.results.hits.map((hit) => hit.postId)
    }
    expect(await find('Wackelkontaktproblemfall')).toContain(postId)
    await editing(sentAt, 5).editPost(member, { postId, text: 'Mein Wagen hat einen Zündspulenwackler.' })
    expect(await find('Zündspulenwackler')).toContain(postId)
    expect(await find('Wackelkontaktproblemfall')).not.toContain(postId)
  })

  test("a starter's first post edited by the moderation changes what 'Ähnliche Themen' know of the thread", async () => {
    const created = await posting().createThread(member, {
      boardId: boards.golf,
      title: 'Frage zum Golf Kofferraum',
      text: 'Der Kofferraum klappert.',
      manufacturerId: null,
      seriesId: null,
      modelId: null,
      submissionKey: randomUUID(),
    })
    if (!created.ok) throw new Error('createThread')
    const first = await database.db
      .selectFrom('threads')
      .select('first_post_id')
      .where('id', '=', created.threadId)
      .executeTakeFirstOrThrow()
    await editing().editPost(moderator, {
      postId: first.first_post_id!,
      text: 'Die Heckklappendämpfung quietscht.',
    })
    const terms = await sql<{ matches: boolean }>`
      SELECT terms @@ to_tsquery('german', 'Heckklappendämpfung') AS matches
      FROM thread_terms WHERE thread_id = ${created.threadId}`.execute(database.db)
    expect(terms.rows[0]?.matches).toBe(true)
  })
})

describe('thread titles and pins', () => {
  test('a Forenpate changes a title in their board: collapsed white space, a new slug, the old title kept', async () => {
    const thread = await openThread(boards.golf)
    const result = await editing().editThreadTitle(godfather, {
      threadId: thread.id,
      title: '  Golf   7:  Klappern   im Kofferraum ',
      reason: 'Genauer',
    })
    expect(result).toEqual({
      ok: true,
      changed: true,
      path: `/forum/golf-7-klappern-im-kofferraum-t${thread.id}.html`,
    })
    const row = await database.db
      .selectFrom('threads')
      .select(['title', 'slug', 'title_edit_count'])
      .where('id', '=', thread.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({
      title: 'Golf 7: Klappern im Kofferraum',
      slug: 'golf-7-klappern-im-kofferraum',
      title_edit_count: 1,
    })
    expect(await findThreadTitleRevisions(database.db, thread.id)).toEqual([
      expect.objectContaining({
        version: 1,
        title: thread.title,
        editor_id: godfather.userId,
        reason: 'Genauer',
      }),
    ])
    // the title is searchable under its new words at once
    const search = createSearchService({ db: database.db })
    const outcome = await search.search(null, {
      ...EMPTY_SEARCH,
      term: 'Klappern Kofferraum',
      scope: 'threads',
    })
    expect(outcome.ok && outcome.results.hits.map((hit) => hit.threadId)).toContain(thread.id)
  })

  test('title rules as when starting a thread (400); the starter, members and another board’s Forenpate get 403', async () => {
    const thread = await openThread(boards.golf)
    expect(await editing().editThreadTitle(godfather, { threadId: thread.id, title: 'Kurz' })).toMatchObject({
      status: 400,
      fieldErrors: { title: 'Der Titel muss mindestens 5 Zeichen lang sein.' },
    })
    expect(await editing().editThreadTitle(godfather, { threadId: thread.id, title: '   ' })).toMatchObject({
      status: 400,
      fieldErrors: { title: 'Bitte fülle dieses Feld aus.' },
    })
    const starter: Viewer = { userId: thread.author_id, roleRelations: [] }
    expect(
      await editing().editThreadTitle(starter, { threadId: thread.id, title: 'Mein neuer Titel' }),
    ).toMatchObject({
      status: 403,
      message: THREAD_EDIT_TEXTS.title,
    })
    const bmw = await openThread(boards.bmw)
    expect(
      await editing().editThreadTitle(godfather, { threadId: bmw.id, title: 'Ein anderer Titel' }),
    ).toMatchObject({
      status: 403,
    })
    // a moderator of BMW may
    expect(
      await editing().editThreadTitle(moderator, { threadId: bmw.id, title: 'Ein anderer Titel' }),
    ).toMatchObject({
      ok: true,
    })
  })

  test('pinning puts a thread on top of its board list at once; loosening lets it go back', async () => {
    const boardId = boards.golf
    // the board's oldest visible thread: far down the list
    const old = await database.db
      .selectFrom('threads')
      .select('id')
      .where('board_id', '=', boardId)
      .where('deleted_at', 'is', null)
      .where('visibility', '=', 'Online')
      .where('is_sticky', '=', false)
      .orderBy('last_post_at')
      .executeTakeFirstOrThrow()
    await database.db
      .updateTable('boards')
      .set({ anchors_computed_at: new Date() })
      .where('id', '=', boardId)
      .execute()
    expect(await editing().setSticky(godfather, { threadId: old.id, sticky: true })).toMatchObject({
      ok: true,
      changed: true,
    })
    const board = await database.db
      .selectFrom('boards')
      .select('anchors_computed_at')
      .where('id', '=', boardId)
      .executeTakeFirstOrThrow()
    expect(board.anchors_computed_at).toBeNull()
    const first = await findBoardThreadsPage(database.db, boardId, 0)
    const stickies = first.filter((t) => t.is_sticky).map((t) => t.id)
    expect(stickies).toContain(old.id)
    expect(first.findIndex((t) => !t.is_sticky)).toBeGreaterThan(first.findIndex((t) => t.id === old.id))
    // again: nothing to do
    expect(await editing().setSticky(godfather, { threadId: old.id, sticky: true })).toMatchObject({
      changed: false,
    })
    expect(await editing().setSticky(godfather, { threadId: old.id, sticky: false })).toMatchObject({
      changed: true,
    })
    expect((await findBoardThreadsPage(database.db, boardId, 0)).map((t) => t.id)).not.toContain(old.id)
    // members and another board's Forenpate may not
    expect(await editing().setSticky(member, { threadId: old.id, sticky: true })).toMatchObject({
      status: 403,
      message: THREAD_EDIT_TEXTS.pin,
    })
    const bmw = await openThread(boards.bmw)
    expect(await editing().setSticky(godfather, { threadId: bmw.id, sticky: true })).toMatchObject({
      status: 403,
    })
  })
})

test('edits are flood-limited for members (429 with the wait), not for the moderation', async () => {
  const { postId } = await freshReply('Flut')
  const rule = { name: `edit-test-${randomUUID()}`, limit: 1, windowSeconds: 600 }
  const service = createEditingService({ db: database.db, flood: [rule] })
  expect(await service.editPost(member, { postId, text: 'Flut 1' })).toMatchObject({ ok: true })
  const second = await service.editPost(member, { postId, text: 'Flut 2' })
  expect(second).toMatchObject({ ok: false, status: 429, message: expect.stringContaining('Bitte warte') })
  expect(second.ok === false && second.retryAfterSeconds).toBeGreaterThan(0)
  expect(await service.editPost(moderator, { postId, text: 'Flut 3' })).toMatchObject({ ok: true })
})
