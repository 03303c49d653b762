import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// "Mein Bereich" (spec 000 §2.1 /cockpit.html): its count of unread private messages is the inbox's,
// mentions are notifications and not counted there.

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

test('the cockpit counts unread private messages only, not mentions', async () => {
  const session = await logIn(app, 'demo-mitglied')
  const member = await database.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'demo-mitglied')
    .executeTakeFirstOrThrow()
  const sender = await database.db
    .selectFrom('users')
    .select('id')
    .where('id', '!=', member.id)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const now = new Date()
  await database.db
    .updateTable('private_messages')
    .set({ read_at: now })
    .where('recipient_id', '=', member.id)
    .execute()
  await database.db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', member.id)
    .execute()
  await database.db
    .insertInto('private_messages')
    .values([
      { sender_id: sender.id, recipient_id: member.id, title: 'Erste Frage', created_at: now },
      { sender_id: sender.id, recipient_id: member.id, title: 'Zweite Frage', created_at: now },
    ])
    .execute()
  await database.db
    .insertInto('notifications')
    .values(
      ['Erwähnung eins', 'Erwähnung zwei'].map((title) => ({
        user_id: member.id,
        kind: 'UserMention' as const,
        actor_id: sender.id,
        title,
        url: '/forum/x-t1.html',
        created_at: now,
      })),
    )
    .execute()
  const page = await app.inject({ url: '/cockpit.html', cookies: { mt_session: session } })
  expect(page.statusCode).toBe(200)
  expect(page.body).toContain('(2 ungelesen)')
})
