import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type NoticeStatus, STATUS_GROUPS } from '#domain/moderation.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// decision 021: staff see their queue's open cases in the header; members and visitors see no link
// and their pages cost no query for it.

let database: TestDatabase
let app: FastifyInstance

beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db)
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

test('an admin sees the moderation link with the count of open cases; a member and a visitor see none', async () => {
  const post = await database.db
    .selectFrom('posts')
    .innerJoin('threads', 'threads.id', 'posts.thread_id')
    .select(['posts.id', 'posts.thread_id', 'threads.board_id', 'posts.author_id'])
    .orderBy('posts.id')
    .executeTakeFirstOrThrow()
  await database.db
    .insertInto('notices')
    .values(
      (['OpenNotice', 'OpenNotice', 'Rejected'] as const satisfies NoticeStatus[]).map((status) => ({
        content_type: 'ForumPost',
        content_id: post.id,
        board_id: post.board_id,
        thread_id: post.thread_id,
        affected_user_id: post.author_id,
        source: 'notice' as const,
        status,
        reason: 'Spam',
        category: 'Policy',
        reporter_id: null,
        snapshot: JSON.stringify({ title: 'Gemeldet', text: 'Text' }),
        measure_visibility: null,
        restriction_ends_at: null,
        restriction_id: null,
        decided_by: null,
        decided_at: null,
      })),
    )
    .execute()
  const open = await database.db
    .selectFrom('notices')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', 'in', [...STATUS_GROUPS.open.statuses])
    .executeTakeFirstOrThrow()
  const count = Number(open.n)
  expect(count).toBeGreaterThan(1)
  const admin = await logIn(app, 'demo-admin')
  const staffPage = await app.inject({ url: '/forum.html', cookies: { mt_session: admin } })
  expect(staffPage.body).toMatch(
    new RegExp(
      `<a href="/moderation"[^>]*aria-label="Moderation: ${count > 99 ? '99\\+' : count} offene Fälle"`,
    ),
  )
  const member = await logIn(app, 'demo-mitglied')
  const memberPage = await app.inject({ url: '/forum.html', cookies: { mt_session: member } })
  expect(memberPage.body).not.toContain('href="/moderation"')
  const visitorPage = await app.inject('/forum.html')
  expect(visitorPage.body).not.toContain('href="/moderation"')
})
