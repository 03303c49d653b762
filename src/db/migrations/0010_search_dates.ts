import { type Kysely, sql } from 'kysely'

// Search (decision 022): a date range narrows the posts of a common word by an index of their times
// (a BitmapAnd with the full-text index) instead of reading every match to drop most of them; a
// vehicle filter finds its threads by index (the model had one already, threads_model).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX posts_created ON posts (created_at)`.execute(db)
  await sql`CREATE INDEX threads_series ON threads (series_id) WHERE series_id IS NOT NULL`.execute(db)
  await sql`CREATE INDEX threads_manufacturer ON threads (manufacturer_id) WHERE manufacturer_id IS NOT NULL`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS threads_manufacturer`.execute(db)
  await sql`DROP INDEX IF EXISTS threads_series`.execute(db)
  await sql`DROP INDEX IF EXISTS posts_created`.execute(db)
}
