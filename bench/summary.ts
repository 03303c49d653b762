// npm run bench -- --only summary (decision 032): the AI summary of a thread of 100,000 posts — how
// long its build takes, and what the summary box costs the thread page (the same page measured
// with the summary shown and with AiThreadSummary switched off, same run, same database).
// The thread is made once in the bench's database from the demo community's own posts.

import { sql } from 'kysely'
import { createDatabase } from '#db/database.ts'
import { threadPath } from '#domain/routes.ts'
import { createSummaryService } from '#services/summary/service.ts'

export const LONG_THREAD_TITLE = 'Benchmark: ein Thema mit 100.000 Beiträgen'
const POSTS = 100_000

/** The 100,000-post thread (made on first use); its id and path. */
export async function ensureLongThread(databaseUrl: string): Promise<{ id: number; path: string }> {
  const db = createDatabase({ connectionString: databaseUrl, max: 2, statementTimeoutMs: 0 })
  try {
    const existing = await db
      .selectFrom('threads')
      .select(['id', 'slug'])
      .where('title', '=', LONG_THREAD_TITLE)
      .executeTakeFirst()
    if (existing) return { id: existing.id, path: threadPath(existing) }
    console.log('Building a thread of 100,000 posts once …')
    const thread = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('threads')
        .values({
          board_id: 2000,
          title: LONG_THREAD_TITLE,
          slug: 'benchmark-ein-thema-mit-100000-beitraegen',
          author_id: 5,
          created_at: new Date(Date.now() - 400 * 24 * 60 * 60_000),
          last_post_at: new Date(Date.now() - 24 * 60 * 60_000),
        })
        .returning(['id', 'slug'])
        .executeTakeFirstOrThrow()
      // the demo's own texts, round and round; every 97th post thanked, some of them a lot
      await sql`
        WITH source AS (
          SELECT row_number() OVER (ORDER BY id) AS n, text, author_id FROM posts WHERE visibility = 'Online'
        ), total AS (SELECT count(*) AS c FROM source)
        INSERT INTO posts (thread_id, position, author_id, text, created_at, thumbs_up_count)
        SELECT ${row.id}, g, CASE WHEN g = 0 THEN 5 ELSE s.author_id END, s.text,
               now() - interval '400 days' + g * interval '5 minutes',
               CASE WHEN g % 97 = 0 THEN g % 13 ELSE 0 END
        FROM generate_series(0, ${POSTS - 1}) AS g
        JOIN total ON true
        JOIN source s ON s.n = (g % total.c) + 1`.execute(trx)
      await sql`
        UPDATE threads t SET post_count = ${POSTS}, reply_count = ${POSTS - 1}, next_position = ${POSTS},
          first_post_id = (SELECT id FROM posts WHERE thread_id = t.id AND position = 0),
          last_post_id = (SELECT id FROM posts WHERE thread_id = t.id AND position = ${POSTS - 1}),
          best_post_id = (SELECT id FROM posts WHERE thread_id = t.id AND position = 4850)
        WHERE t.id = ${row.id}`.execute(trx)
      return row
    })
    await sql`ANALYZE posts`.execute(db)
    return { id: thread.id, path: threadPath(thread) }
  } finally {
    await db.destroy()
  }
}

/** Three builds of the thread's summary: the median and the slowest, in milliseconds. */
export async function measureSummaryBuild(
  databaseUrl: string,
  threadId: number,
): Promise<{ median: number; max: number }> {
  const db = createDatabase({ connectionString: databaseUrl, max: 2, statementTimeoutMs: 0 })
  try {
    const service = createSummaryService({ db })
    const times: number[] = []
    for (let run = 0; run < 3; run += 1) {
      await db.deleteFrom('thread_summaries').where('thread_id', '=', threadId).execute()
      await sql`INSERT INTO thread_summaries (thread_id, status, requested_at) VALUES (${threadId}, 'Pending', now())`.execute(
        db,
      )
      const started = performance.now()
      await service.build(threadId)
      times.push(performance.now() - started)
    }
    const row = await db
      .selectFrom('thread_summaries')
      .select(['status', 'sentences'])
      .where('thread_id', '=', threadId)
      .executeTakeFirstOrThrow()
    if (row.status !== 'Available') throw new Error('the summary was not built')
    times.sort((a, b) => a - b)
    return { median: Math.round(times[1]!), max: Math.round(times[2]!) }
  } finally {
    await db.destroy()
  }
}

export async function setSummarySwitch(databaseUrl: string, enabled: boolean): Promise<void> {
  const db = createDatabase({ connectionString: databaseUrl, max: 1, statementTimeoutMs: 0 })
  try {
    await db.updateTable('feature_switches').set({ enabled }).where('key', '=', 'AiThreadSummary').execute()
  } finally {
    await db.destroy()
  }
}
