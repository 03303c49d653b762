import { type Kysely, sql } from 'kysely'

// decision 036: /bilder.html lists the newest galleries (posts with pictures) of the whole forum, newest
// first, by keyset on the post id. Without this index the query walks every post from the newest
// until it has a page of ones with pictures.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX posts_newest_with_images ON posts (id DESC) WHERE image_count > 0`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX posts_newest_with_images`.execute(db)
}
