import { type Kysely, sql } from 'kysely'

// docs/decisions/032: the AI thread summary (spec 001 §3 Thread summary). No row: not
// requested. A row is Pending until its first summary is built, then Available; a failed build
// without an earlier summary is Failed (shown as not requested, so it can be asked for again).
// The last good summary stays while a newer one is built. `job_queued_at` makes requesting
// twice one job. The built_* columns say what the summary was built from, to know when the
// thread has moved on.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE thread_summaries (
      thread_id integer PRIMARY KEY REFERENCES threads (id) ON DELETE CASCADE,
      status text NOT NULL CHECK (status IN ('Pending', 'Available', 'Failed')),
      requested_at timestamptz NOT NULL,
      -- [{section, text, postId, position}], the sentences and the posts they came from
      sentences jsonb NOT NULL DEFAULT '[]',
      source text CHECK (source IN ('extractive', 'llm')),
      built_at timestamptz,
      built_post_count integer,
      built_best_post_id integer,
      job_queued_at timestamptz,
      last_error text
    )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE thread_summaries`.execute(db)
}
