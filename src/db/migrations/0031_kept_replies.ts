import { type Kysely, sql } from 'kysely'

// spec 001 §7 (the quick reply survives the detour through login or registration): a visitor's
// reply of any length up to a post's is kept here under the sha256 of a random token that only
// the visitor's httpOnly cookie holds; a cookie alone carries about 4 KB, too little for long texts.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE kept_replies (
      token_hash bytea PRIMARY KEY,
      thread_id integer NOT NULL,
      text text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )`.execute(db)
  await sql`CREATE INDEX kept_replies_expires ON kept_replies (expires_at)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE kept_replies`.execute(db)
}
