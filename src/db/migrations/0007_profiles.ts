import { type Kysely, sql } from 'kysely'

// The public profile counts a member's published blog articles (spec 001 §2 'Übersicht').

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX blog_articles_author ON blog_articles (author_id) WHERE status = 'published'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS blog_articles_author`.execute(db)
}
