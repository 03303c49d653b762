import { type Kysely, sql } from 'kysely'

// Periodic work runs once per cluster, not once per process (DESIGN.md: any number of app
// processes): each schedule is a row with its next time. A process's job runner moves a due row
// on and enqueues its job in one statement; a second process meeting the same row waits for the
// row lock, finds it no longer due and enqueues nothing.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE job_schedules (
      kind text PRIMARY KEY,
      every_seconds integer NOT NULL CHECK (every_seconds > 0),
      next_run_at timestamptz NOT NULL
    )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE job_schedules`.execute(db)
}
