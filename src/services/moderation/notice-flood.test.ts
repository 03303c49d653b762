import { afterAll, beforeAll, expect, test } from 'vitest'
import { createBoard, createThread } from '#testing/content.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createMember } from '#testing/members.ts'
import { createModerationService } from './service.ts'

// docs/security.md for notices: a member files at most so many notices per window; the visitor-side
// visibility of content named in a report (decision 020); the /melden page's one call per GET and
// per POST (decision 042).

let database: TestDatabase
let postIds: number[]
/** the member who reports; the posts are another member's */
let memberId: number

beforeAll(async () => {
  database = await createTestDatabase('empty')
  memberId = (await createMember(database.db)).userId
  const author = await createMember(database.db)
  const boardId = await createBoard(database.db)
  const thread = await createThread(database.db, { boardId, authorId: author.userId })
  const other = await createThread(database.db, {
    boardId,
    authorId: author.userId,
    replies: [{ authorId: author.userId }, { authorId: author.userId }],
  })
  postIds = [thread.postIds[0]!, ...other.postIds]
})
afterAll(() => database.drop())

const notice = (contentItemId: number) => ({
  contentItemType: 'ForumPost',
  contentItemId,
  reasonId: 'Spam',
  explanation: '',
  location: 'http://localhost/x',
  reporterName: 'demo-mitglied',
  reporterEmail: 'demo-mitglied@example.org',
  goodFaith: true,
})

test('past the limit a member gets 429 with a German message; nothing is filed', async () => {
  const service = createModerationService({
    db: database.db,
    publicUrl: 'http://localhost',
    noticeRate: { name: 'notice-test', limit: 1, windowSeconds: 3600 },
  })
  const member = { userId: memberId, roleRelations: [] }
  // invalid input does not count
  const invalid = await service.createNotice(member, { ...notice(postIds[0]!), goodFaith: false })
  expect(invalid).toMatchObject({ ok: false, status: 400 })
  expect(await service.createNotice(member, notice(postIds[0]!))).toMatchObject({ ok: true })
  const refused = await service.createNotice(member, notice(postIds[1]!))
  expect(refused).toMatchObject({ ok: false, status: 429 })
  expect(refused.ok === false && refused.message).toContain('Bitte versuche es später erneut.')
  const rows = await database.db
    .selectFrom('notices')
    .select('id')
    .where('content_id', '=', postIds[1]!)
    .execute()
  expect(rows).toHaveLength(0)
})

test('a visitor finds no post of a hidden thread to report, a member no hidden post', async () => {
  const service = createModerationService({ db: database.db, publicUrl: 'http://localhost' })
  const postId = postIds[2]!
  const key = { type: 'ForumPost' as const, id: postId }
  expect(await service.findReportable(null, key)).not.toBeNull()
  const { thread_id } = await database.db
    .selectFrom('posts')
    .select('thread_id')
    .where('id', '=', postId)
    .executeTakeFirstOrThrow()
  await database.db.updateTable('threads').set({ visibility: 'Hidden' }).where('id', '=', thread_id).execute()
  expect(await service.findReportable(null, key)).toBeNull()
  expect(await service.canCreateNotice(null, 'ForumPost', postId)).toBeNull()
  await database.db.updateTable('threads').set({ visibility: 'Online' }).where('id', '=', thread_id).execute()
  await database.db.updateTable('posts').set({ visibility: 'Hidden' }).where('id', '=', postId).execute()
  expect(await service.findReportable({ userId: memberId, roleRelations: [] }, key)).toBeNull()
})

test('the /melden page: one call per GET and per POST; nothing filed for a form from elsewhere, then already reported', async () => {
  const service = createModerationService({ db: database.db, publicUrl: 'http://localhost' })
  const member = { userId: memberId, roleRelations: [] }
  const postId = postIds[3]!
  const key = { type: 'ForumPost' as const, id: postId }
  const { contentItemType: _type, contentItemId: _id, ...fields } = notice(postId)
  const filed = () =>
    database.db.selectFrom('notices').select('id').where('content_id', '=', postId).execute()
  const before = await service.reportPage(member, key)
  expect(before?.item.id).toBe(postId)
  expect(before?.standing).toMatchObject({ canCreateNotice: true, suspended: false, posting: null })
  expect(before?.email).not.toBe('')
  expect((await service.reportPage(null, key))?.standing).toBeNull()
  expect(await service.reportNotice(member, key, null)).toMatchObject({ item: { id: postId }, result: null })
  expect(await filed()).toHaveLength(0)
  expect((await service.reportNotice(member, key, fields))?.result).toMatchObject({ ok: true })
  expect(await filed()).toHaveLength(1)
  expect((await service.reportPage(member, key))?.standing?.canCreateNotice).toBe(false)
  expect((await service.reportNotice(member, key, fields))?.result).toMatchObject({ ok: false, status: 409 })
  expect(await service.reportNotice(member, { type: 'ForumPost', id: 2_147_483_000 }, fields)).toBeNull()
})
