import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { recountBoards, recountPlatform, recountThreads, recountUsers } from '#db/counters.ts'
import type { DB } from '#db/database.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { TEST_SEED } from '#testing/urls.ts'
import { DEMO_ACCOUNTS, isEmpty, seedDemoCommunity } from './seed.ts'

let demo: TestDatabase
beforeAll(async () => {
  demo = await createTestDatabase('demo')
})
afterAll(() => demo.drop())

async function rows<T>(db: DB, query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(db)).rows
}

describe('the demo community (decision 003)', () => {
  test('has the root boards and main category paths the specs name', async () => {
    const roots = await rows(
      demo.db,
      sql<{
        id: number
        slug: string
      }>`SELECT id, slug FROM boards WHERE parent_id IS NULL ORDER BY sort_order`,
    )
    expect(roots.map((b) => `/forum/${b.slug}-b${b.id}.html`)).toEqual([
      '/forum/auto-b3.html',
      '/forum/motorrad-forum-b15.html',
      '/forum/wissen-b6.html',
      '/forum/motorsport-b1.html',
      '/forum/dialog-b1054.html',
    ])
  })

  test('has 18 car brands, 6 motorcycle brands, 8 topic forums and the question board 1065', async () => {
    const [counts] = await rows(
      demo.db,
      sql<{ cars: number; bikes: number; topics: number; question: number }>`
        SELECT
          count(*) FILTER (WHERE parent_id = 3)::int AS cars,
          count(*) FILTER (WHERE parent_id = 15)::int AS bikes,
          count(*) FILTER (WHERE group_name = 'Themen' AND id <> 1065)::int AS topics,
          count(*) FILTER (WHERE id = 1065)::int AS question
        FROM boards`,
    )
    expect(counts).toEqual({ cars: 18, bikes: 6, topics: 8, question: 1 })
  })

  test('uses real brand and model names', async () => {
    const names = await rows(demo.db, sql<{ name: string }>`SELECT name FROM boards WHERE parent_id = 200`)
    expect(names.map((b) => b.name)).toEqual(expect.arrayContaining(['VW Golf', 'VW Passat']))
    const models = await rows(demo.db, sql<{ name: string }>`SELECT name FROM vehicle_series`)
    expect(models.map((m) => m.name)).toContain('Golf 7 (AU)')
  })

  test('holds a closed thread, a sticky thread, a thread with a best answer and multi-page threads', async () => {
    const [shape] = await rows(
      demo.db,
      sql<{ closed: number; sticky: number; best: number; long: number }>`
        SELECT
          count(*) FILTER (WHERE NOT is_open AND NOT is_sticky)::int AS closed,
          count(*) FILTER (WHERE is_sticky)::int AS sticky,
          count(*) FILTER (WHERE best_post_id IS NOT NULL)::int AS best,
          count(*) FILTER (WHERE post_count > 40)::int AS long
        FROM threads`,
    )
    expect(shape!.closed).toBeGreaterThanOrEqual(1)
    expect(shape!.sticky).toBeGreaterThanOrEqual(1)
    expect(shape!.best).toBeGreaterThanOrEqual(10)
    expect(shape!.long).toBeGreaterThanOrEqual(5)
  })

  test('best answers are replies in their own thread, not by the starter', async () => {
    const [bad] = await rows(
      demo.db,
      sql<{ n: number }>`
        SELECT count(*)::int AS n FROM threads t JOIN posts p ON p.id = t.best_post_id
        WHERE p.thread_id <> t.id OR p.position = 0 OR p.author_id = t.author_id`,
    )
    expect(bad!.n).toBe(0)
  })

  test('posts have dense positions from 0 in every thread', async () => {
    const [gaps] = await rows(
      demo.db,
      sql<{ n: number }>`
        SELECT count(*)::int AS n FROM (
          SELECT thread_id, max(position) + 1 AS next, count(*) AS posts FROM posts GROUP BY thread_id
        ) s JOIN threads t ON t.id = s.thread_id
        WHERE s.next <> s.posts OR t.next_position <> s.next`,
    )
    expect(gaps!.n).toBe(0)
  })

  test('nobody posts before registering, and thumbs are never for oneself', async () => {
    const [early] = await rows(
      demo.db,
      sql<{
        n: number
      }>`SELECT count(*)::int AS n FROM posts p JOIN users u ON u.id = p.author_id WHERE p.created_at < u.registered_at`,
    )
    expect(early!.n).toBe(0)
    const [own] = await rows(
      demo.db,
      sql<{
        n: number
      }>`SELECT count(*)::int AS n FROM post_thumbs t JOIN posts p ON p.id = t.post_id WHERE t.user_id = p.author_id`,
    )
    expect(own!.n).toBe(0)
    const [counts] = await rows(
      demo.db,
      sql<{ n: number }>`
        SELECT count(*)::int AS n FROM posts p
        WHERE p.thumbs_up_count <> (SELECT count(*) FROM post_thumbs t WHERE t.post_id = p.id)`,
    )
    expect(counts!.n).toBe(0)
  })

  test('nothing is dated after the seed clock', async () => {
    const [future] = await rows(
      demo.db,
      sql<{ n: number }>`SELECT count(*)::int AS n FROM posts WHERE created_at > ${TEST_SEED.now}`,
    )
    expect(future!.n).toBe(0)
  })

  test('has the demo accounts with their roles, moderators and Forenpaten on boards', async () => {
    const roles = await rows(
      demo.db,
      sql<{ username: string; role: string; board_id: number | null }>`
        SELECT u.username, r.role, r.board_id FROM user_roles r JOIN users u ON u.id = r.user_id
        WHERE u.id <= 6 ORDER BY u.id, r.role, r.board_id`,
    )
    expect(roles).toEqual(
      expect.arrayContaining([
        { username: DEMO_ACCOUNTS.admin.username, role: 'admin', board_id: null },
        { username: DEMO_ACCOUNTS.moderator.username, role: 'moderator', board_id: 200 },
        { username: DEMO_ACCOUNTS.godfather.username, role: 'godfather', board_id: 200 },
        { username: DEMO_ACCOUNTS.system.username, role: 'systemAccount', board_id: null },
      ]),
    )
    const [spread] = await rows(
      demo.db,
      sql<{ moderated: number; godfathered: number }>`
        SELECT count(DISTINCT board_id) FILTER (WHERE role = 'moderator')::int AS moderated,
               count(DISTINCT board_id) FILTER (WHERE role = 'godfather')::int AS godfathered
        FROM user_roles`,
    )
    expect(spread!.moderated).toBeGreaterThan(20)
    expect(spread!.godfathered).toBeGreaterThan(3)
  })

  test('has announcements (one for members only), FAQ teasers, blogs and tests', async () => {
    const [teasers] = await rows(
      demo.db,
      sql<{ members_only: number; faqs: number; blogs: number; tests: number }>`
        SELECT (SELECT count(*) FROM announcements WHERE NOT visible_for_anonymous)::int AS members_only,
               (SELECT count(*) FROM faq_teasers)::int AS faqs,
               (SELECT count(*) FROM blog_articles WHERE status = 'published')::int AS blogs,
               (SELECT count(*) FROM motortests WHERE rating BETWEEN 0 AND 50)::int AS tests`,
    )
    expect(teasers).toEqual({ members_only: 1, faqs: 96, blogs: 39, tests: 40 })
  })

  test('demo-mitglied wrote three replies in the VW Golf forum long ago, past the edit window (decision 026)', async () => {
    const posts = await rows(
      demo.db,
      sql<{ board_id: number; old: boolean; open: boolean }>`
        SELECT t.board_id, p.created_at < now() - interval '30 days' AS old, t.is_open AS open
        FROM posts p JOIN threads t ON t.id = p.thread_id WHERE p.author_id = ${DEMO_ACCOUNTS.member.id}`,
    )
    expect(posts).toEqual(Array(3).fill({ board_id: 2000, old: true, open: true }))
  })
})

test('the counters the seed writes equal a full recount', async () => {
  const snapshot = async () =>
    rows(
      demo.db,
      sql<{ digest: string }>`
        SELECT md5(string_agg(x, ',' ORDER BY x)) AS digest FROM (
          SELECT concat_ws(':', id, post_count, reply_count, next_position, first_post_id, last_post_id, last_post_at, last_post_user_id) AS x FROM threads
          UNION ALL SELECT concat_ws(':', 'b', id, board_count, own_thread_count, thread_count, reply_count, last_post_id, last_post_at) FROM boards
          UNION ALL SELECT concat_ws(':', 'u', id, topic_count, reply_count, thumbs_up_received, last_post_id) FROM users
          UNION ALL SELECT concat_ws(':', 'p', total_posts, total_motortests, total_blog_articles) FROM platform_stats
        ) s`,
    )
  const before = await snapshot()
  await recountThreads(demo.db)
  await recountBoards(demo.db)
  await recountUsers(demo.db)
  await recountPlatform(demo.db)
  expect(await snapshot()).toEqual(before)
})

test('the search vocabulary holds every word written, counted, and learns again afterwards (decision 022)', async () => {
  // the seed switches the word-learning triggers off for its bulk insert and counts once at the end
  const [state] = await rows(
    demo.db,
    sql<{ unknown: number; ndoc: number; posts: number; triggers: string[] }>`
      SELECT
        (SELECT count(*)::int FROM ts_stat('SELECT to_tsvector(''simple'', search_text(text)) FROM posts') s
          WHERE length(s.word) BETWEEN 3 AND 40 AND s.word !~ '^[0-9.,-]+$'
            AND NOT EXISTS (SELECT 1 FROM search_words w WHERE w.word = s.word)) AS unknown,
        (SELECT ndoc FROM search_words WHERE word = 'zahnriemen') AS ndoc,
        (SELECT count(*)::int FROM posts WHERE search_vector @@ to_tsquery('german', 'zahnriemen'))
          + (SELECT count(*)::int FROM threads WHERE search_vector @@ to_tsquery('german', 'zahnriemen')) AS posts,
        (SELECT array_agg(tgname::text || ':' || tgenabled::text ORDER BY tgname) FROM pg_trigger
          WHERE tgname IN ('posts_search_learn', 'threads_search_learn')) AS triggers`,
  )
  expect(state).toEqual({
    unknown: 0,
    ndoc: state!.posts,
    posts: expect.any(Number),
    triggers: ['posts_search_learn:O', 'threads_search_learn:O'],
  })
  expect(state!.posts).toBeGreaterThan(100)
})

test('the same seed and clock build the same community', async () => {
  const copy = await createTestDatabase('empty')
  try {
    expect(await isEmpty(copy.db)).toBe(true)
    await seedDemoCommunity(copy.db, TEST_SEED)
    expect(await isEmpty(copy.db)).toBe(false)
    const digest = async (db: DB) => {
      const result = await rows(
        db,
        sql<{
          text: string
        }>`SELECT string_agg(concat_ws('|', p.id, p.thread_id, p.position, p.author_id, p.text, p.created_at), E'\n' ORDER BY p.id) AS text FROM posts p`,
      )
      return createHash('sha256').update(result[0]!.text).digest('hex')
    }
    expect(await digest(copy.db)).toBe(await digest(demo.db))
  } finally {
    await copy.drop()
  }
})
