import { sql } from 'kysely'
import type { DB } from './database.ts'

// The job queue (DESIGN.md, migration 0033 for the schedules): SELECT … FOR UPDATE SKIP LOCKED, so
// any number of app processes work the queue together. Its depth for /metrics: job-stats.ts.

export interface JobRow {
  id: number
  kind: string
  payload: unknown
  attempts: number
}

/** A job to run at `runAt` (in the same transaction as the write that needs it). */
export async function insertJob(db: DB, kind: string, payload: unknown, runAt: Date): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({ kind, payload: JSON.stringify(payload), run_at: runAt })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/**
 * The daily digest's job for `runAt`, unless one is queued for that morning already (migration
 * 0034): the second of two processes starting together queues nothing.
 */
export async function insertDigestJob(db: DB, runAt: Date): Promise<void> {
  await sql`
    INSERT INTO jobs (kind, payload, run_at) VALUES ('notification.digest', '{}'::jsonb, ${runAt})
    ON CONFLICT (run_at) WHERE kind = 'notification.digest' DO NOTHING`.execute(db)
}

/**
 * The next due job, locked for `lockMinutes` and counted as one more attempt; rows another
 * process holds are skipped.
 */
export async function claimNextJob(db: DB, now: Date, lockMinutes: number): Promise<JobRow | undefined> {
  const result = await sql<JobRow>`
    UPDATE jobs SET locked_until = ${now}::timestamptz + make_interval(mins => ${lockMinutes}), attempts = attempts + 1
    WHERE id = (
      SELECT id FROM jobs
      WHERE done_at IS NULL AND run_at <= ${now} AND (locked_until IS NULL OR locked_until < ${now})
      ORDER BY run_at, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, kind, payload, attempts`.execute(db)
  return result.rows[0]
}

export async function markJobDone(db: DB, id: number, now: Date): Promise<void> {
  await db.updateTable('jobs').set({ done_at: now, locked_until: null }).where('id', '=', id).execute()
}

/** A failed attempt: the error kept, retried at `runAt`, or given up (`doneAt` set). */
export async function markJobFailed(
  db: DB,
  id: number,
  failure: { message: string; runAt: Date; doneAt: Date | null },
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      last_error: failure.message,
      locked_until: null,
      run_at: failure.runAt,
      done_at: failure.doneAt,
    })
    .where('id', '=', id)
    .execute()
}

/** Finished jobs are kept 30 days (failures with their error, for inspection), then removed. */
export async function deleteFinishedJobs(db: DB, now: Date): Promise<void> {
  await sql`DELETE FROM jobs WHERE done_at < ${now}::timestamptz - interval '30 days'`.execute(db)
}
