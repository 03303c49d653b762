import { type Kysely, sql } from 'kysely'

// decision 037: the sitemaps read only public threads, by board and id: a partial covering index lets
// PostgreSQL answer a board's sitemap and the sitemap index's ranges from the index alone (measured
// on the 1,000,000-post community in bench/RESULTS.md).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX threads_sitemap ON threads (board_id, id) INCLUDE (slug, last_post_at)
    WHERE deleted_at IS NULL AND visibility = 'Online'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX threads_sitemap`.execute(db)
}
