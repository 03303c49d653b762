import { sql } from 'kysely'
import type { DB } from './database.ts'

// Periodic jobs, once per cluster (migration 0033): the schedules and their due runs.

export interface JobSchedule {
  /** the job kind its runs are enqueued as */
  kind: string
  everySeconds: number
  /** A new schedule's first run is at once instead of one period from now (work waiting since a migration). */
  firstRunAtOnce?: boolean
}

/**
 * Registers the schedules: a new one first runs one period from now (or at once); a known one keeps its next
 * time and takes the period given (a changed period applies from its next run on).
 */
export async function registerSchedules(db: DB, schedules: readonly JobSchedule[], now: Date): Promise<void> {
  for (const schedule of schedules) {
    await db
      .insertInto('job_schedules')
      .values({
        kind: schedule.kind,
        every_seconds: schedule.everySeconds,
        next_run_at: schedule.firstRunAtOnce ? now : new Date(now.getTime() + schedule.everySeconds * 1000),
      })
      .onConflict((oc) => oc.column('kind').doUpdateSet({ every_seconds: schedule.everySeconds }))
      .execute()
  }
}

/**
 * Moves every due schedule to its next time and enqueues one job for it, in one statement; the
 * kinds enqueued. A schedule missed for several periods (the cluster was down) runs once.
 */
export async function enqueueDueSchedules(db: DB, now: Date): Promise<string[]> {
  const { rows } = await sql<{ kind: string }>`
    WITH due AS (
      UPDATE job_schedules
      SET next_run_at = greatest(
        next_run_at + make_interval(secs => every_seconds),
        ${now}::timestamptz + make_interval(secs => every_seconds))
      WHERE next_run_at <= ${now}
      RETURNING kind
    )
    INSERT INTO jobs (kind, payload, run_at)
    SELECT kind, '{}'::jsonb, ${now} FROM due
    RETURNING kind`.execute(db)
  return rows.map((row) => row.kind)
}
