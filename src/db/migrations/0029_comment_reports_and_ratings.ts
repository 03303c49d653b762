import { type Kysely, sql } from 'kysely'

// decision 036: a comment under a blog article or a test is reported and moderated on its own (a
// measure hides it: hidden_at; its author still sees it), and readers rate a blog article with one
// to five stars (spec 000 §4: "rating on/off" among the blog settings), one rating per member.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE content_comments ADD COLUMN hidden_at timestamptz`.execute(db)
  await sql`
    CREATE TABLE blog_ratings (
      article_id integer NOT NULL REFERENCES blog_articles (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
      rated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (article_id, user_id)
    )`.execute(db)
  await sql`CREATE INDEX blog_ratings_user ON blog_ratings (user_id)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE blog_ratings`.execute(db)
  await sql`ALTER TABLE content_comments DROP COLUMN hidden_at`.execute(db)
}
