import { sql } from 'kysely'
import type { DB } from '#db/database.ts'

interface Explainable {
  explain(): Promise<Record<string, unknown>[]>
}

/**
 * The plan PostgreSQL picks for a query when sequential scans are ruled out: on the small test
 * community a table scan is cheapest, on millions of rows only an index serves the order. The
 * plan shows whether an index can do that job (and which one).
 */
export async function planWithoutSeqScan(db: DB, build: (trx: DB) => Explainable): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx)
    const rows = await build(trx).explain()
    return rows.map((row) => String(row['QUERY PLAN'])).join('\n')
  })
}
