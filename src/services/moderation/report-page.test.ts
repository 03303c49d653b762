import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createModerationService } from './service.ts'

// decision 042: the /melden page's GET and POST are one call each — reportPage gives the content,
// the member's standing and the e-mail for the form; reportNotice files with the content it read,
// and files nothing when the form did not come from our page (fields null).

let database: TestDatabase
let postId: number

beforeAll(async () => {
  database = await createTestDatabase('demo')
  const row = await database.db
    .selectFrom('posts')
    .innerJoin('threads', 'threads.id', 'posts.thread_id')
    .select('posts.id')
    .where('threads.visibility', '=', 'Online')
    .where('threads.deleted_at', 'is', null)
    .where('posts.visibility', '=', 'Online')
    .where('posts.author_id', '!=', 5)
    .orderBy('posts.id', 'desc')
    .executeTakeFirstOrThrow()
  postId = row.id
})
afterAll(() => database.drop())

const member = { userId: 5, roleRelations: [] }
const fields = {
  reasonId: 'Spam',
  explanation: '',
  location: 'http://localhost/x',
  reporterName: 'demo-mitglied',
  reporterEmail: 'demo-mitglied@example.org',
  goodFaith: true,
  despiteReview: false,
}

const filed = () =>
  database.db
    .selectFrom('notices')
    .select('id')
    .where('content_id', '=', postId)
    .where('reporter_id', '=', 5)
    .execute()

test('one call per GET and per POST: the standing before, the notice filed once, then already reported', async () => {
  const service = createModerationService({ db: database.db, publicUrl: 'http://localhost' })
  const key = { type: 'ForumPost' as const, id: postId }
  const before = await service.reportPage(member, key)
  expect(before?.item.id).toBe(postId)
  expect(before?.standing).toMatchObject({ canCreateNotice: true, suspended: false, posting: null })
  expect(before?.email).not.toBe('')
  expect((await service.reportPage(null, key))?.standing).toBeNull()

  // a form that did not come from our page: the content, nothing filed
  const refused = await service.reportNotice(member, key, null)
  expect(refused).toMatchObject({ item: { id: postId }, result: null })
  expect(await filed()).toHaveLength(0)

  const sent = await service.reportNotice(member, key, fields)
  expect(sent?.result).toMatchObject({ ok: true, status: 'OpenNotice' })
  expect(await filed()).toHaveLength(1)
  expect((await service.reportPage(member, key))?.standing?.canCreateNotice).toBe(false)
  expect((await service.reportNotice(member, key, fields))?.result).toMatchObject({ ok: false, status: 409 })
  expect(await service.reportNotice(member, { type: 'ForumPost', id: 2_147_483_000 }, fields)).toBeNull()
})
