// npm run bench [-- --large] -- --only search  (decision 022)
// The search's own latency, query by query through the service (no HTTP, no rendering): per
// category of query, as a visitor and as a member, p50 / p95 / max over several rounds. Then the
// cost of writing a reply with the search's indexes and trigger in place and without them (the
// search migrations rolled back on the same database and applied again), alternating.

import { randomUUID } from 'node:crypto'
import { promises as fs } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import { FileMigrationProvider, Migrator } from 'kysely/migration'
import { createDatabase, type DB } from '#db/database.ts'
import { findBoardChain } from '#db/posting.ts'
import type { Viewer } from '#domain/permissions.ts'
import { parseSearchParams } from '#domain/search.ts'
import { createPostingService } from '#services/posting/service.ts'
import { createSearchService } from '#services/search/service.ts'

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations')
/** The last migration before the search. */
const BEFORE_SEARCH = '0008_moderation'

/** Each finds something in the seeded community (the console names each query's hits). */
export const SEARCH_CATEGORIES: Record<string, string[]> = {
  'single words': [
    'se=Zahnriemen',
    'se=Kupplung',
    'se=Lambdasonde',
    'se=Bremsen',
    'se=Batterie',
    'se=Ölverbrauch',
    'se=Motorkontrollleuchte',
    'se=Klimaanlage',
  ],
  compounds: [
    'se=Temperaturfühler',
    'se=Riemen',
    'se=Wechsel',
    'se=Sensor',
    'se=Kasten',
    'se=Leuchte',
    'se=Kupplung+Getriebe',
    'se=Scheibe',
  ],
  typos: [
    'se=Zahnrimen',
    'se=Kuplung',
    'se=Lamdasonde',
    'se=Batterei',
    'se=Klimaanlag',
    'se=Zündspuhle',
    'se=Motorkontrolleuchte',
    'se=Bremscheiben',
  ],
  vehicles: ['se=Golf+7', 'se=golf7', 'se=1,6+TDI', 'se=2,0TDI', 'se=E46', 'se=320d', 'se=A4+B9', 'se=W204'],
  filtered: [
    'se=Kupplung&sbo=200',
    'se=Zahnriemen&sbo=2030',
    'se=Lambdasonde&sfz=h1',
    'se=Zündspule&sfz=s2',
    'se=Batterie&sdv=2025-01-01&sdb=2025-06-30',
    'se=Bremsen&sba=1',
    'se=Ruckeln&suf=1',
    'se=Zahnriemen&sob=newFirst',
    'se=Kupplung&page=5',
    'search&suk=7&suf=2&sob=newFirst',
  ],
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number
}

const ms = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits

export interface SearchBenchRow {
  label: string
  perSecond: number
  p50: number
  p95: number
  max: number
}

/** Each category's queries, ROUNDS times each, as a visitor and as a member, after one warm-up round. */
export async function measureSearchQueries(databaseUrl: string, rounds = 5): Promise<SearchBenchRow[]> {
  const db = createDatabase({ connectionString: databaseUrl, max: 4, statementTimeoutMs: 0 })
  try {
    const service = createSearchService({ db })
    const memberRow = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'demo-mitglied')
      .executeTakeFirst()
    const member: Viewer | null = memberRow ? { userId: memberRow.id, roleRelations: [] } : null
    // 'Meine Beiträge' of the member who wrote the most (15,000 posts in the large community)
    const prolific = await db
      .selectFrom('users')
      .select('id')
      .orderBy((eb) => eb('topic_count', '+', eb.ref('reply_count')), 'desc')
      .limit(1)
      .executeTakeFirst()
    const categories = { ...SEARCH_CATEGORIES }
    if (prolific) {
      categories.filtered = [
        ...(categories.filtered ?? []),
        `search&suk=${prolific.id}&suf=2&sob=newFirst`,
        `se=Kupplung&suk=${prolific.id}`,
      ]
    }
    const rows: SearchBenchRow[] = []
    for (const [category, queries] of Object.entries(categories)) {
      const times: number[] = []
      const perQuery = new Map<string, number[]>()
      const found = new Map<string, string>()
      for (let round = -1; round < rounds; round++) {
        for (const query of queries) {
          for (const viewer of [null, member]) {
            const { request } = parseSearchParams(new URLSearchParams(query))
            const started = performance.now()
            const outcome = await service.search(viewer, request)
            const took = performance.now() - started
            if (!outcome.ok) throw new Error(`${query}: ${JSON.stringify(outcome.problems)}`)
            const { total, totalIsLowerBound } = outcome.results
            found.set(query, `${totalIsLowerBound ? 'more than ' : ''}${total} hits`)
            if (round < 0) continue
            times.push(took)
            perQuery.set(query, [...(perQuery.get(query) ?? []), took])
          }
        }
      }
      // which query of the category is the slow one, for the record on the console
      for (const [query, own] of [...perQuery].sort((a, b) => Math.max(...b[1]) - Math.max(...a[1]))) {
        own.sort((a, b) => a - b)
        console.log(
          `  ${category}: ${query}  p50 ${ms(quantile(own, 0.5))}  max ${ms(own[own.length - 1] ?? 0)} ms (${found.get(query)})`,
        )
      }
      times.sort((a, b) => a - b)
      const total = times.reduce((sum, t) => sum + t, 0)
      rows.push({
        label: `search query: ${category} (${queries.length} queries × visitor/member × ${rounds}, n=${times.length}), p95 in the p99 column, max ${ms(times[times.length - 1] ?? 0)} ms`,
        perSecond: Math.round((times.length / total) * 1000),
        p50: ms(quantile(times, 0.5)),
        p95: ms(quantile(times, 0.95)),
        max: ms(times[times.length - 1] ?? 0),
      })
      console.log(rows[rows.length - 1])
    }
    return rows
  } finally {
    await db.destroy()
  }
}

function migrator(db: DB) {
  return new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder: MIGRATIONS_DIR }),
    allowUnorderedMigrations: true,
  })
}

/** The board the bench's thread is started in (the question board). */
const BENCH_BOARD = 1065

/** The counters a new thread and its replies move (src/db/posting.ts countNewPost), to put back. */
async function counters(db: DB, authorId: number) {
  const chain = await findBoardChain(db, BENCH_BOARD)
  return {
    boards: await db
      .selectFrom('boards')
      .select([
        'id',
        'thread_count',
        'own_thread_count',
        'reply_count',
        'last_post_id',
        'last_post_at',
        'last_post_user_id',
      ])
      .where(
        'id',
        'in',
        chain.map((b) => b.id),
      )
      .execute(),
    user: await db
      .selectFrom('users')
      .select(['id', 'topic_count', 'reply_count', 'last_post_id'])
      .where('id', '=', authorId)
      .executeTakeFirstOrThrow(),
    totalPosts: (await db.selectFrom('platform_stats').select('total_posts').executeTakeFirstOrThrow())
      .total_posts,
  }
}

async function restoreCounters(db: DB, saved: Awaited<ReturnType<typeof counters>>): Promise<void> {
  for (const { id, ...board } of saved.boards)
    await db.updateTable('boards').set(board).where('id', '=', id).execute()
  const { id, ...user } = saved.user
  await db.updateTable('users').set(user).where('id', '=', id).execute()
  await db.updateTable('platform_stats').set({ total_posts: saved.totalPosts }).execute()
}

/**
 * Replies written one after another into a thread of their own through the posting service;
 * afterwards the thread goes and the counters it moved are put back (boards' and the author's
 * last post would point at a deleted post otherwise).
 */
async function timeReplies(
  db: DB,
  author: Viewer,
  count: number,
): Promise<{ service: number[]; database: number[] }> {
  const posting = createPostingService({ db, afterWrite: () => {}, flood: { reply: [], thread: [] } })
  const saved = await counters(db, author.userId)
  const thread = await posting.createThread(author, {
    boardId: BENCH_BOARD,
    title: 'Bench: Antworten schreiben',
    text: 'Ein Thema, in das die Messung Antworten schreibt.',
    manufacturerId: null,
    seriesId: null,
    modelId: null,
    submissionKey: randomUUID(),
  })
  if (!thread.ok) throw new Error('bench thread refused')
  const text = (i: number) =>
    `Antwort ${i}: Bei meinem Golf war es die Zündspule, Zylinder ${i % 4}. Kostenpunkt etwa ${100 + i} Euro inklusive Einbau, Fehlerspeicher danach leer.`
  const times: number[] = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    const reply = await posting.createReply(author, {
      threadId: thread.threadId,
      text: text(i),
      submissionKey: randomUUID(),
    })
    times.push(performance.now() - started)
    if (!reply.ok) throw new Error('bench reply refused')
  }
  const database = await timeReplyStatements(db, thread.threadId, author.userId, count, text)
  // the community stays as seeded
  await sql`UPDATE threads SET first_post_id = NULL, last_post_id = NULL, best_post_id = NULL WHERE id = ${thread.threadId}`.execute(
    db,
  )
  await sql`DELETE FROM posts WHERE thread_id = ${thread.threadId}`.execute(db)
  await sql`DELETE FROM threads WHERE id = ${thread.threadId}`.execute(db)
  await restoreCounters(db, saved)
  return { service: times, database }
}

/**
 * The part of a reply the search's columns, indexes and trigger can change, timed inside
 * PostgreSQL (EXPLAIN ANALYZE, triggers included) and rolled back: the post's INSERT and its
 * thread's counter UPDATE, as createReply writes them. No round trips, no Node: far less noise
 * than the service's figure on a shared machine.
 */
async function timeReplyStatements(
  db: DB,
  threadId: number,
  authorId: number,
  count: number,
  text: (i: number) => string,
): Promise<number[]> {
  const executionTime = (rows: unknown[]) => {
    const plan = (rows[0] as { 'QUERY PLAN': { 'Execution Time': number }[] })['QUERY PLAN'][0]
    return plan?.['Execution Time'] ?? Number.NaN
  }
  return db.connection().execute(async (connection) => {
    const times: number[] = []
    for (let i = 0; i < count; i++) {
      await sql`BEGIN`.execute(connection)
      try {
        const update = await sql`EXPLAIN (ANALYZE, FORMAT JSON)
          UPDATE threads SET next_position = next_position + 1, post_count = post_count + 1,
            reply_count = reply_count + 1, last_post_at = now(), last_post_user_id = ${authorId}
          WHERE id = ${threadId}`.execute(connection)
        const insert = await sql`EXPLAIN (ANALYZE, FORMAT JSON)
          INSERT INTO posts (thread_id, position, author_id, text, created_at, submission_key)
          SELECT ${threadId}, next_position - 1, ${authorId}, ${text(count + i)}, now(), ${randomUUID()}
          FROM threads WHERE id = ${threadId}`.execute(connection)
        times.push(executionTime(update.rows) + executionTime(insert.rows))
      } finally {
        await sql`ROLLBACK`.execute(connection)
      }
    }
    return times
  })
}

/**
 * The cost of a reply with the search in place and without it, alternating on one database:
 * with, without (migrations after 0008 rolled back), with again (applied again).
 */
export async function measureReplyWrites(databaseUrl: string, count = 300): Promise<SearchBenchRow[]> {
  const db = createDatabase({ connectionString: databaseUrl, max: 2, statementTimeoutMs: 0 })
  try {
    const memberRow = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'demo-mitglied')
      .executeTakeFirstOrThrow()
    const author: Viewer = { userId: memberRow.id, roleRelations: [] }
    // the words the vocabulary knows now: the bench's replies teach it none that stay
    const known = (await db.selectFrom('search_words').select('word').execute()).map((w) => w.word)
    const rows: SearchBenchRow[] = []
    for (const state of [
      'with search',
      'without search',
      'with search',
      'without search',
      'with search',
    ] as const) {
      const m = migrator(db)
      const started = Date.now()
      console.log(
        state === 'with search'
          ? 'Applying the migrations after 0008 (if rolled back; about a minute at 1M posts) …'
          : `Rolling back the migrations after ${BEFORE_SEARCH} …`,
      )
      const result = state === 'with search' ? await m.migrateToLatest() : await m.migrateTo(BEFORE_SEARCH)
      if (result.error) throw result.error
      console.log(
        `${state}: migrations ${result.results?.map((r) => `${r.direction} ${r.migrationName}`).join(', ') || 'none'} in ${Date.now() - started} ms`,
      )
      await sql`VACUUM ANALYZE posts, threads`.execute(db)
      await timeReplies(db, author, 30) // warm-up
      const measured = await timeReplies(db, author, count)
      const times = measured.service.sort((a, b) => a - b)
      const inside = measured.database.sort((a, b) => a - b)
      const total = times.reduce((sum, t) => sum + t, 0)
      const insideTotal = inside.reduce((sum, t) => sum + t, 0)
      const what =
        state === 'with search'
          ? 'with the search (migrations 0009–0010)'
          : `without (rolled back to ${BEFORE_SEARCH})`
      rows.push({
        label: `reply's INSERT and thread UPDATE inside PostgreSQL (EXPLAIN ANALYZE, rolled back), ${what} (n=${count}, mean ${ms(insideTotal / count, 3)} ms), p95 in the p99 column`,
        perSecond: Math.round((count / insideTotal) * 1000),
        p50: ms(quantile(inside, 0.5), 3),
        p95: ms(quantile(inside, 0.95), 3),
        max: ms(inside[inside.length - 1] ?? 0, 3),
      })
      console.log(rows[rows.length - 1])
      rows.push({
        label: `reply written through the posting service, ${what} (n=${count}, mean ${ms(total / count)} ms), p95 in the p99 column`,
        perSecond: Math.round((count / total) * 1000),
        p50: ms(quantile(times, 0.5)),
        p95: ms(quantile(times, 0.95)),
        max: ms(times[times.length - 1] ?? 0),
      })
      console.log(rows[rows.length - 1])
    }
    if (known.length > 0) await db.deleteFrom('search_words').where('word', 'not in', known).execute()
    return rows
  } finally {
    await db.destroy()
  }
}
