import { type Kysely, sql } from 'kysely'

// decision 037: /metrics counts the jobs given up on; they are few among many done ones.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX jobs_failed ON jobs (id) WHERE done_at IS NOT NULL AND last_error IS NOT NULL`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX jobs_failed`.execute(db)
}
