import { type Kysely, sql } from 'kysely'

// decision 036: blog articles, vehicle tests and marketplace ads are reported and moderated like posts
// (categories blogs, tests, marktplatz). A measure hides one: hidden_at is set, and every list and
// page for others leaves it out; its author and the staff still see it. Blog comments get the same.

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['blog_articles', 'vehicle_tests', 'marketplace_ads'])
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN hidden_at timestamptz`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['blog_articles', 'vehicle_tests', 'marketplace_ads'])
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN hidden_at`.execute(db)
}
