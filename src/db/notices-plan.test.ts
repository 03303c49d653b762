import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ContentItemType } from '#domain/moderation.ts'
import { seedNotices } from '#seed/notices.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import type { DB } from './database.ts'
import {
  findBoardSubtrees,
  findCasesAgainst,
  findNotice,
  findNoticeEvents,
  findNoticesOnContent,
  type QueueFilter,
  queueQuery,
  transparencyFigures,
} from './notices.ts'

// The moderation queue and the case page at 100,000 notices (decision 021): every query the pages
// run is served by an index, never by reading the notices table whole. The plans are the
// planner's own choice on real data (seqscan not forbidden): at this size a Seq Scan would be
// what a page actually pays.

const NOTICES = 100_000
let database: TestDatabase
let moderatorScope: number[]
/** A moderator of one small board: few of the cases are theirs, spread over two years. */
let smallScope: number[]
let sample: {
  id: number
  content_type: ContentItemType
  content_id: number
  affected_user_id: number
  created_at: Date
}

beforeAll(async () => {
  // the setup builds many rows in single statements: no statement timeout (database.ts)
  database = await createTestDatabase('demo', { statementTimeoutMs: 0 })
  const started = Date.now()
  const total = await seedNotices(database.db, NOTICES)
  console.log(`seedNotices: ${total} notices in ${Date.now() - started} ms`)
  expect(total).toBeGreaterThanOrEqual(NOTICES * 0.99)
  moderatorScope = await findBoardSubtrees(database.db, [200, 201, 1065])
  const small = await sql<{ board_id: number; count: number }>`
    SELECT board_id, count(*)::int AS count FROM notices GROUP BY board_id
    HAVING count(*) >= 20 ORDER BY count(*), board_id LIMIT 1`.execute(database.db)
  smallScope = [small.rows[0]?.board_id as number]
  console.log(
    `small board ${smallScope[0]}: ${small.rows[0]?.count} notices; moderator scope ${moderatorScope.length} boards`,
  )
  const row = await database.db
    .selectFrom('notices')
    .select(['id', 'content_type', 'content_id', 'affected_user_id', 'created_at'])
    .where('status', '=', 'OpenNotice')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow()
  sample = { ...row, affected_user_id: row.affected_user_id as number }
}, 300_000)
afterAll(() => database.drop())

interface Explainable {
  explain(format?: 'json', options?: unknown): Promise<Record<string, unknown>[]>
}

async function plan(build: (db: DB) => Explainable): Promise<string> {
  const rows = await build(database.db).explain()
  return rows.map((row) => String(row['QUERY PLAN'])).join('\n')
}

/** The plan and the time of one run, for the log (EXPLAIN ANALYZE). */
async function timed(query: { compile(): { sql: string; parameters: readonly unknown[] } }): Promise<number> {
  const compiled = query.compile()
  const result = await database.db.executeQuery<{ 'QUERY PLAN': string }>({
    ...compiled,
    sql: `EXPLAIN (ANALYZE, TIMING OFF, SUMMARY ON) ${compiled.sql}`,
    query: { kind: 'RawNode' },
  } as never)
  const line = result.rows.map((row) => row['QUERY PLAN']).find((text) => text.startsWith('Execution Time'))
  return Number(/([\d.]+) ms/.exec(line ?? '')?.[1] ?? Number.NaN)
}

function expectIndexed(text: string) {
  expect(text).not.toMatch(/Seq Scan on notices\b/)
  expect(text).not.toMatch(/Seq Scan on notice_events\b/)
  expect(text).toMatch(/Index (Only )?Scan|Bitmap Index Scan/)
}

const base: QueueFilter = {
  group: 'open',
  contentType: null,
  reason: null,
  boardId: null,
  scopeBoardIds: null,
  sort: 'CreatedAtAscending',
  after: null,
}

describe(`the queue at ${NOTICES.toLocaleString('en')} notices uses indexes`, () => {
  const cases: [string, () => QueueFilter][] = []
  for (const sort of ['CreatedAtAscending', 'CreatedAtDescending'] as const) {
    for (const group of ['open', 'all', 'accepted', 'rejectedClosed'] as const) {
      cases.push([`admin, ${group}, ${sort}`, () => ({ ...base, group, sort })])
      cases.push([
        `board moderator, ${group}, ${sort}`,
        () => ({ ...base, group, sort, scopeBoardIds: moderatorScope }),
      ])
      cases.push([
        `small board moderator, ${group}, ${sort}`,
        () => ({ ...base, group, sort, scopeBoardIds: smallScope }),
      ])
    }
    cases.push([`admin, open, one board, ${sort}`, () => ({ ...base, sort, boardId: 200 })])
    cases.push([`admin, all, by reason, ${sort}`, () => ({ ...base, group: 'all', sort, reason: 'Spam' })])
    cases.push([
      `board moderator, open, next page, ${sort}`,
      () => ({
        ...base,
        sort,
        scopeBoardIds: moderatorScope,
        after: { createdAt: sample.created_at.toISOString(), id: sample.id },
      }),
    ])
  }

  test.each(cases)('%s', async (_name, filter) => {
    const text = await plan((db) => queueQuery(db, filter()))
    expectIndexed(text)
    const ms = await timed(queueQuery(database.db, filter()))
    console.log(`${_name}: ${ms} ms`)
    expect(ms).toBeLessThan(250)
  })
})

describe('the case page reads use indexes', () => {
  test('the case itself', async () => {
    expectIndexed(await plan((db) => db.selectFrom('notices').selectAll().where('id', '=', sample.id)))
    expect(await findNotice(database.db, sample.id)).toBeDefined()
  })

  test('its history', async () => {
    const text = await plan((db) =>
      db.selectFrom('notice_events').selectAll().where('notice_id', '=', sample.id).orderBy('id'),
    )
    expectIndexed(text)
    expect((await findNoticeEvents(database.db, sample.id)).length).toBeGreaterThan(0)
  })

  test('earlier cases against the member', async () => {
    const text = await plan((db) =>
      db
        .selectFrom('notices')
        .select(['id', 'status'])
        .where('affected_user_id', '=', sample.affected_user_id)
        .where('id', '<>', sample.id)
        .orderBy('created_at', 'desc')
        .limit(20),
    )
    expectIndexed(text)
    expect(text).toMatch(/notices_affected/)
    await findCasesAgainst(database.db, sample.affected_user_id, sample.id)
  })

  test('other notices about the same content', async () => {
    const text = await plan((db) =>
      db
        .selectFrom('notices')
        .select(['id', 'status'])
        .where('content_type', '=', sample.content_type)
        .where('content_id', '=', sample.content_id)
        .orderBy('created_at')
        .limit(200),
    )
    expectIndexed(text)
    expect(text).toMatch(/notices_content/)
    expect(
      (await findNoticesOnContent(database.db, sample.content_type, sample.content_id)).length,
    ).toBeGreaterThan(0)
  })

  test('a reporter’s unfounded notices (misuse check on every rejection)', async () => {
    const reporter = await database.db
      .selectFrom('notices')
      .select('reporter_id')
      .where('reporter_id', 'is not', null)
      .limit(1)
      .executeTakeFirstOrThrow()
    const rows = await sql<{ 'QUERY PLAN': string }>`
      EXPLAIN SELECT count(*)::int AS count FROM notices
      WHERE reporter_id = ${reporter.reporter_id} AND status IN ('Rejected', 'RejectedFinal', 'OverturnedAccepted')
        AND decided_at >= now() - interval '90 days'`.execute(database.db)
    expectIndexed(rows.rows.map((row) => row['QUERY PLAN']).join('\n'))
  })
})

test('the transparency figures of a half-year at 100,000 notices', async () => {
  const to = new Date()
  const from = new Date(to.getTime() - 182 * 86_400_000)
  await transparencyFigures(database.db, from, to)
  const started = performance.now()
  const figures = await transparencyFigures(database.db, from, to)
  const ms = performance.now() - started
  console.log(`transparencyFigures, half a year: ${ms.toFixed(1)} ms`)
  expect(figures.decided).toBeGreaterThan(10_000)
  expect(figures.complaints.filed).toBeGreaterThan(1_000)
  expect(figures.medianHoursToDecision).toBeGreaterThan(0)
  expect(ms).toBeLessThan(2_000)
})
