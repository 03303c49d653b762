// npm run bench -- --only writes  (decision 035: replies per second across many threads, and every
// counter consistent afterwards)
// Many members write replies at once through the posting service (as the reply form does, flood
// limits off), each into one of many threads on many boards, for a fixed time. Afterwards the
// denormalised counters (threads, boards and every board above, authors, the platform's total)
// are compared with a recount from the rows; the bench's threads are then deleted and the
// counters put back as they were.

import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { recountAll } from '#db/counters.ts'
import { createDatabase, type DB } from '#db/database.ts'
import { migrateToLatest } from '#db/migrate.ts'
import { foldCounterDeltas } from '#db/posting.ts'
import type { Viewer } from '#domain/permissions.ts'
import { createPostingService } from '#services/posting/service.ts'

export interface WriteBenchResult {
  replies: number
  seconds: number
  perSecond: number
  p50: number
  p99: number
  /** Counters that differed from a recount after the run (0 = consistent). */
  inconsistent: number
  /** Replies that failed (e.g. a deadlock between two writers). */
  failed: number
}

const THREADS = 200
const WRITERS = 40

/** Every denormalised counter, as one comparable list of rows. */
async function counterSnapshot(db: DB): Promise<string[]> {
  const boards = await sql<Record<string, unknown>>`
    SELECT 'board' AS kind, id, board_count, own_thread_count, thread_count, reply_count, last_post_id
    FROM boards ORDER BY id`.execute(db)
  const threads = await sql<Record<string, unknown>>`
    SELECT 'thread' AS kind, id, post_count, reply_count, last_post_id FROM threads
    WHERE title LIKE 'Bench: Schreiblast%' ORDER BY id`.execute(db)
  const users = await sql<Record<string, unknown>>`
    SELECT 'user' AS kind, id, topic_count, reply_count, last_post_id FROM users ORDER BY id`.execute(db)
  const platform = await sql<Record<string, unknown>>`
    SELECT 'platform' AS kind, total_posts FROM platform_stats`.execute(db)
  return [...boards.rows, ...threads.rows, ...users.rows, ...platform.rows].map((r) => JSON.stringify(r))
}

/** How many counters differ from a recount of the rows (the recount is rolled back). */
async function inconsistentCounters(db: DB): Promise<number> {
  const kept = await counterSnapshot(db)
  let differing = 0
  await db
    .transaction()
    .execute(async (trx) => {
      await recountAll(trx)
      const recounted = await counterSnapshot(trx)
      const before = new Set(kept)
      differing = recounted.filter((row) => !before.has(row)).length
      for (const row of recounted.filter((r) => !before.has(r)).slice(0, 5))
        console.warn('recount differs:', row)
      throw new RollBack()
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error
    })
  return differing
}

class RollBack extends Error {}

export async function measureReplyThroughput(
  databaseUrl: string,
  seconds: number,
): Promise<WriteBenchResult> {
  const db = createDatabase({ connectionString: databaseUrl, max: 20, statementTimeoutMs: 0 })
  try {
    await migrateToLatest(db)
    const before = await inconsistentCounters(db)
    if (before > 0) console.warn(`${before} counters differed from a recount before the run`)
    const members = await db
      .selectFrom('users')
      .select('id')
      .where('is_anonymized', '=', false)
      .where('username', 'like', 'demo-%')
      .union(
        db.selectFrom('users').select('id').where('is_anonymized', '=', false).orderBy('id').limit(WRITERS),
      )
      .execute()
    const authors: Viewer[] = members.slice(0, WRITERS).map((m) => ({ userId: m.id, roleRelations: [] }))
    const boards = await db
      .selectFrom('boards')
      .select('id')
      .where('is_open', '=', true)
      .where('board_count', '=', 0)
      .orderBy('id')
      .execute()
    const posting = createPostingService({ db, afterWrite: () => {}, flood: { reply: [], thread: [] } })
    const threadIds: number[] = []
    try {
      for (let i = 0; i < THREADS; i++) {
        const author = authors[i % authors.length] as Viewer
        const board = boards[i % boards.length]
        if (!board) throw new Error('no open board')
        const thread = await posting.createThread(author, {
          boardId: board.id,
          title: `Bench: Schreiblast ${i}`,
          text: 'Ein Thema, in das die Messung der Schreiblast Antworten schreibt.',
          manufacturerId: null,
          seriesId: null,
          modelId: null,
          submissionKey: randomUUID(),
        })
        if (!thread.ok) throw new Error(`bench thread refused: ${JSON.stringify(thread.errors)}`)
        threadIds.push(thread.threadId)
      }
      const times: number[] = []
      let failed = 0
      const deadline = performance.now() + seconds * 1000
      const started = performance.now()
      let next = 0
      await Promise.all(
        authors.map(async (author) => {
          while (performance.now() < deadline) {
            const i = next++
            const at = performance.now()
            try {
              const reply = await posting.createReply(author, {
                threadId: threadIds[(i * 7919) % threadIds.length] as number,
                text: `Antwort ${i}: Bei meinem Golf war es die Zündspule, Zylinder ${i % 4}. Etwa ${100 + (i % 300)} Euro mit Einbau.`,
                submissionKey: randomUUID(),
              })
              if (!reply.ok) throw new Error(`bench reply refused: ${reply.message}`)
              times.push(performance.now() - at)
            } catch (error) {
              if (failed++ === 0) console.warn('a reply failed:', String(error))
            }
          }
        }),
      )
      const elapsed = (performance.now() - started) / 1000
      // what a busy fold left behind, as the server's tick does within a second (decision 033)
      await foldCounterDeltas(db)
      const inconsistent = await inconsistentCounters(db)
      times.sort((a, b) => a - b)
      const at = (q: number) =>
        Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10
      return {
        replies: times.length,
        seconds: Math.round(elapsed * 10) / 10,
        perSecond: Math.round(times.length / elapsed),
        p50: at(0.5),
        p99: at(0.99),
        inconsistent,
        failed,
      }
    } finally {
      // the community stays as seeded
      await sql`UPDATE threads SET first_post_id = NULL, last_post_id = NULL, best_post_id = NULL
                WHERE title LIKE 'Bench: Schreiblast%'`.execute(db)
      await sql`DELETE FROM thread_subscriptions WHERE thread_id IN (SELECT id FROM threads WHERE title LIKE 'Bench: Schreiblast%')`.execute(
        db,
      )
      await sql`DELETE FROM posts WHERE thread_id IN (SELECT id FROM threads WHERE title LIKE 'Bench: Schreiblast%')`.execute(
        db,
      )
      await sql`DELETE FROM threads WHERE title LIKE 'Bench: Schreiblast%'`.execute(db)
      await recountAll(db)
    }
  } finally {
    await db.destroy()
  }
}
