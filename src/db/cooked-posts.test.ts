import { sql } from 'kysely'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { cookPostHtml, POST_HTML_VERSION } from '#domain/post-html.ts'
import { OWN_HOSTS } from '#domain/variants.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createMember } from '#testing/members.ts'
import { cookPosts } from '../services/cooking.ts'
import { cookUncookedPosts } from './cooked-posts.ts'
import { createDatabase, type DB } from './database.ts'
import { insertFirstPost, insertReply, insertThread } from './posting.ts'
import { replacePostText } from './revisions.ts'

// decision 043: every write of a post's text keeps its HTML; kept HTML never outlives its text.

let database: TestDatabase
let db: DB
let threadId: number
let authorId: number
beforeAll(async () => {
  database = await createTestDatabase('empty')
  db = createDatabase({ connectionString: database.url, max: 2 })
  authorId = (await createMember(db)).userId
  const board = await db
    .insertInto('boards')
    .values({ slug: 'kupplung', name: 'Kupplung', created_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow()
  const thread = await insertThread(db, {
    boardId: board.id,
    title: 'Kupplung rutscht',
    slug: 'kupplung-rutscht',
    authorId,
    at: new Date(),
    manufacturerId: null,
    seriesId: null,
    modelId: null,
    submissionKey: 'k1',
  })
  threadId = thread.id
})
afterAll(async () => {
  await db.destroy()
  await database.drop()
})

const kept = (id: number) =>
  db
    .selectFrom('posts')
    .select(['text', 'cooked_html', 'cooked_version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()

test('a first post, a reply and an edit keep the renderer’s HTML of their text', async () => {
  const first = await insertFirstPost(db, {
    threadId,
    authorId,
    text: '[b]Rutscht[/b] ab 3000 <U/min>',
    at: new Date(),
    isPostedByModerator: false,
  })
  expect(await kept(first.id)).toEqual({
    text: '[b]Rutscht[/b] ab 3000 <U/min>',
    cooked_html: cookPostHtml('[b]Rutscht[/b] ab 3000 <U/min>', OWN_HOSTS),
    cooked_version: POST_HTML_VERSION,
  })
  expect((await kept(first.id)).cooked_html).toContain('&lt;U/min&gt;')
  const reply = await insertReply(db, {
    threadId,
    position: 1,
    authorId,
    text: 'Siehe https://kba.de',
    createdAt: new Date(),
    isPostedByModerator: false,
    submissionKey: 'r1',
  })
  expect((await kept(reply.id)).cooked_html).toBe(cookPostHtml('Siehe https://kba.de', OWN_HOSTS))
  await replacePostText(db, {
    postId: reply.id,
    text: '[i]Neu[/i]',
    editorId: authorId,
    at: new Date(),
    reason: null,
  })
  expect(await kept(reply.id)).toMatchObject({
    cooked_html: '<p><em>Neu</em></p>',
    cooked_version: POST_HTML_VERSION,
  })
})

test('a text changed without new HTML is uncooked, and the job cooks it again', async () => {
  const post = await insertReply(db, {
    threadId,
    position: 2,
    authorId,
    text: 'alt',
    createdAt: new Date(),
    isPostedByModerator: false,
    submissionKey: 'r2',
  })
  await sql`UPDATE posts SET text = 'neu' WHERE id = ${post.id}`.execute(db)
  expect(await kept(post.id)).toEqual({ text: 'neu', cooked_html: null, cooked_version: null })
  // a statement that does not touch the text keeps the HTML
  await sql`UPDATE posts SET thumbs_up_count = 1 WHERE id = ${post.id}`.execute(db)
  expect(await cookPosts(db)).toEqual({ cooked: 1, more: false })
  expect(await kept(post.id)).toEqual({
    text: 'neu',
    cooked_html: '<p>neu</p>',
    cooked_version: POST_HTML_VERSION,
  })
  expect(await cookUncookedPosts(db, 10)).toBe(0)
})
