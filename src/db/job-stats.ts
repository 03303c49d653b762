import { sql } from 'kysely'
import type { DB } from './database.ts'

// decision 037: the job queue's depth and failures for /metrics (index jobs_due covers the pending),
// and whether a job of a kind is waiting.

export async function findJobStats(db: DB, now: Date, maxAttempts: number) {
  const result = await sql<{ pending: number; due: number; failed: number }>`
    SELECT
      (SELECT count(*)::int FROM jobs WHERE done_at IS NULL) AS pending,
      (SELECT count(*)::int FROM jobs WHERE done_at IS NULL AND run_at <= ${now}) AS due,
      (SELECT count(*)::int FROM jobs WHERE done_at IS NOT NULL AND last_error IS NOT NULL AND attempts >= ${maxAttempts}) AS failed`.execute(
    db,
  )
  return result.rows[0] ?? { pending: 0, due: 0, failed: 0 }
}

/** Whether a job of this kind waits to run (or is running): a one-of-a-kind job is enqueued once. */
export async function hasPendingJob(db: DB, kind: string): Promise<boolean> {
  const pending = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', kind)
    .where('done_at', 'is', null)
    .executeTakeFirst()
  return pending !== undefined
}
