// npm run bench [-- --large] -- --only search  (issue 13)
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
import type { Viewer } from '#domain/permissions.ts'
import { parseSearchParams } from '#domain/search.ts'
import { createPostingService } from '#services/posting.ts'
import { createSearchService } from '#services/search/service.ts'

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations')
/** The last migration before the search (issue 12). */
const BEFORE_SEARCH = '0008_moderation'

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
    'se=Bremsbelege',
  ],
  vehicles: ['se=Golf+7', 'se=golf7', 'se=1.9+TDI', 'se=2,0TDI', 'se=E46', 'se=320d', 'se=A4+B9', 'se=W204'],
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

const ms = (value: number) => Math.round(value * 10) / 10

export interface SearchBenchRow {
  label: string
  perSecond: number
  p50: number
  p95: number
  max: number
}

/** Each category's queries, ROUNDS times each, as a visitor and as a member, after one warm-up round. */
export async function measureSearchQueries(databaseUrl: string, rounds = 5): Promise<SearchBenchRow[]> {
  const db = createDatabase({ connectionString: databaseUrl, max: 4 })
  try {
    const service = createSearchService({ db })
    const memberRow = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'demo-mitglied')
      .executeTakeFirst()
    const member: Viewer | null = memberRow ? { userId: memberRow.id, roleRelations: [] } : null
    const rows: SearchBenchRow[] = []
    for (const [category, queries] of Object.entries(SEARCH_CATEGORIES)) {
      const times: number[] = []
      for (let round = -1; round < rounds; round++) {
        for (const query of queries) {
          for (const viewer of [null, member]) {
            const { request } = parseSearchParams(new URLSearchParams(query))
            const started = performance.now()
            const outcome = await service.search(viewer, request)
            const took = performance.now() - started
            if (!outcome.ok) throw new Error(`${query}: ${JSON.stringify(outcome.problems)}`)
            if (round >= 0) times.push(took)
          }
        }
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

/** Replies written one after another into a thread of their own through the posting service. */
async function timeReplies(db: DB, author: Viewer, count: number): Promise<number[]> {
  const posting = createPostingService({ db, afterWrite: () => {}, flood: { reply: [], thread: [] } })
  const thread = await posting.createThread(author, {
    boardId: 1065,
    title: 'Bench: Antworten schreiben',
    text: 'Ein Thema, in das die Messung Antworten schreibt.',
    manufacturerId: null,
    seriesId: null,
    modelId: null,
    submissionKey: randomUUID(),
  })
  if (!thread.ok) throw new Error('bench thread refused')
  const times: number[] = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    const reply = await posting.createReply(author, {
      threadId: thread.threadId,
      text: `Antwort ${i}: Bei meinem Golf war es die Zündspule, Zylinder ${i % 4}. Kostenpunkt etwa ${100 + i} Euro inklusive Einbau, Fehlerspeicher danach leer.`,
      submissionKey: randomUUID(),
    })
    times.push(performance.now() - started)
    if (!reply.ok) throw new Error('bench reply refused')
  }
  // the community stays as seeded
  await sql`UPDATE threads SET first_post_id = NULL, last_post_id = NULL, best_post_id = NULL WHERE id = ${thread.threadId}`.execute(
    db,
  )
  await sql`DELETE FROM posts WHERE thread_id = ${thread.threadId}`.execute(db)
  await sql`DELETE FROM threads WHERE id = ${thread.threadId}`.execute(db)
  return times
}

/**
 * The cost of a reply with the search in place and without it, alternating on one database:
 * with, without (migrations after 0008 rolled back), with again (applied again).
 */
export async function measureReplyWrites(databaseUrl: string, count = 300): Promise<SearchBenchRow[]> {
  const db = createDatabase({ connectionString: databaseUrl, max: 2 })
  try {
    const memberRow = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'demo-mitglied')
      .executeTakeFirstOrThrow()
    const author: Viewer = { userId: memberRow.id, roleRelations: [] }
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
      const result = state === 'with search' ? await m.migrateToLatest() : await m.migrateTo(BEFORE_SEARCH)
      if (result.error) throw result.error
      console.log(
        `${state}: migrations ${result.results?.map((r) => `${r.direction} ${r.migrationName}`).join(', ') || 'none'} in ${Date.now() - started} ms`,
      )
      await sql`VACUUM ANALYZE posts`.execute(db)
      await timeReplies(db, author, 30) // warm-up
      const times = (await timeReplies(db, author, count)).sort((a, b) => a - b)
      const total = times.reduce((sum, t) => sum + t, 0)
      rows.push({
        label: `reply written through the posting service, ${state} (n=${count}, mean ${ms(total / count)} ms), p95 in the p99 column`,
        perSecond: Math.round((count / total) * 1000),
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
