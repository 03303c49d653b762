import { type Kysely, sql } from 'kysely'

// The daily notification digest (decision 030) is one job per morning, however many app
// processes start at once: each start asked "is one pending?" and then queued one, so two
// processes starting together queued two. The index makes the second insert a no-op.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE UNIQUE INDEX jobs_one_digest_per_morning ON jobs (run_at)
      WHERE kind = 'notification.digest'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX jobs_one_digest_per_morning`.execute(db)
}
