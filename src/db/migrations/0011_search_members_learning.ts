import { type Kysely, sql } from 'kysely'

// Search (decision 022), two follow-ups of 0009:
// - the member filter finds a member by user or display name in any case; the user name had its
//   index (0001), the display name gets one;
// - the triggers that learn a written post's or title's new words run their INSERT themselves:
//   through the SQL function search_learn() PostgreSQL 15 planned the statement again on every
//   post, where PL/pgSQL keeps the plan for the session.

const learn = (column: string) =>
  sql.raw(`
    BEGIN
      INSERT INTO search_words (word, folded, lexeme)
      SELECT w.word, search_fold(w.word),
        (SELECT min(l) FROM unnest(tsvector_to_array(to_tsvector('german'::regconfig, w.word))) AS l)
      FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, search_text(NEW.${column})))) AS w (word)
      WHERE length(w.word) BETWEEN 3 AND 40 AND w.word !~ '^[0-9.,-]+$'
        AND NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = w.word)
      ON CONFLICT (word) DO NOTHING;
      RETURN NULL;
    END`)

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX users_display_name_lower ON users (lower(display_name))`.execute(db)
  await sql`CREATE OR REPLACE FUNCTION search_learn_post() RETURNS trigger LANGUAGE plpgsql AS $$${learn('text')}$$`.execute(
    db,
  )
  await sql`CREATE OR REPLACE FUNCTION search_learn_thread() RETURNS trigger LANGUAGE plpgsql AS $$${learn('title')}$$`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name, column] of [
    ['search_learn_post', 'text'],
    ['search_learn_thread', 'title'],
  ] as const) {
    await sql`
      CREATE OR REPLACE FUNCTION ${sql.raw(name)}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM search_learn(NEW.${sql.raw(column)});
        RETURN NULL;
      END $$`.execute(db)
  }
  await sql`DROP INDEX IF EXISTS users_display_name_lower`.execute(db)
}
