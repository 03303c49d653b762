import { type RawBuilder, sql } from 'kysely'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { conversationMessagesQuery, conversationsQuery } from './messages.ts'

// decision 041: the inbox and a conversation at 60,000 messages among 500 members. Every query
// the two pages run is served by the conversation and pair indexes, never by reading the
// messages whole, and the trigger kept one conversation row per member and partner.

const MEMBERS = 500
const MESSAGES = 60_000
let database: TestDatabase
let busiest: { user_id: number; other_id: number }

beforeAll(async () => {
  database = await createTestDatabase('empty', { statementTimeoutMs: 0 })
  const db = database.db
  const started = Date.now()
  await sql`
    INSERT INTO users (username, slug, display_name, email, status, registered_at)
    SELECT 'plan-' || n, 'plan-' || n, 'plan-' || n, 'plan-' || n || '@example.de', 'active', now()
    FROM generate_series(1, ${MEMBERS}) AS n`.execute(db)
  // each member writes mostly to ten neighbours: a few busy conversations, many quiet ones
  await sql`
    WITH members AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE username LIKE 'plan-%')
    INSERT INTO private_messages (sender_id, recipient_id, title, body, created_at, read_at)
    SELECT ids[s], ids[1 + (s + 1 + (n % 10)) % ${MEMBERS}], 'Betreff ' || n, 'Text ' || n,
           now() - make_interval(mins => n), CASE WHEN n % 3 = 0 THEN NULL ELSE now() END
    FROM members, generate_series(1, ${MESSAGES}) AS n, LATERAL (SELECT 1 + (n * 7919) % ${MEMBERS} AS s) AS pick`.execute(
    db,
  )
  await sql`ANALYZE private_messages`.execute(db)
  await sql`ANALYZE private_conversations`.execute(db)
  const row = await sql<{ user_id: number; other_id: number }>`
    SELECT recipient_id AS user_id, sender_id AS other_id FROM private_messages
    GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`.execute(db)
  busiest = row.rows[0] as { user_id: number; other_id: number }
  console.log(`${MESSAGES} messages in ${Date.now() - started} ms`)
}, 300_000)
afterAll(() => database.drop())

async function plan(query: RawBuilder<unknown>): Promise<string> {
  const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${query}`.execute(database.db)
  return rows.map((row) => row['QUERY PLAN']).join('\n')
}

test('the trigger kept one conversation row per member and partner, on both sides', async () => {
  const { rows } = await sql<{ pairs: number; rows: number }>`
    SELECT (SELECT count(*)::int FROM (
              SELECT recipient_id, sender_id FROM private_messages
              UNION SELECT sender_id, recipient_id FROM private_messages) AS sides) AS pairs,
           (SELECT count(*)::int FROM private_conversations) AS rows`.execute(database.db)
  expect(rows[0]?.rows).toBe(rows[0]?.pairs)
})

test('the inbox reads the conversation index and each latest message through the pair indexes', async () => {
  const text = await plan(conversationsQuery(busiest.user_id, null, 20))
  expect(text).toContain('private_conversations_recent')
  expect(text).toContain('private_messages_pair')
  expect(text).toContain('private_messages_pair_sent')
  expect(text).not.toMatch(/Seq Scan on private_messages/)
  // the next page starts after the cursor's row, found by its key
  const next = await plan(conversationsQuery(busiest.user_id, busiest.other_id, 20))
  expect(next).not.toMatch(/Seq Scan/)
})

test('a conversation page reads both halves newest first from the pair indexes', async () => {
  const text = await plan(conversationMessagesQuery(busiest.user_id, busiest.other_id, null, 30))
  expect(text).toContain('private_messages_pair')
  expect(text).toContain('private_messages_pair_sent')
  expect(text).not.toMatch(/Seq Scan|Sort Method: external/)
  const older = await plan(conversationMessagesQuery(busiest.user_id, busiest.other_id, 12345, 30))
  expect(older).not.toMatch(/Seq Scan/)
})
