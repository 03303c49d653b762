import { type Kysely, sql } from 'kysely'

// decision 036: the contact form's messages, kept as sent (the mail to the team may get lost).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE contact_messages (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      topic text NOT NULL,
      name text NOT NULL,
      email text NOT NULL,
      message text NOT NULL,
      user_id integer REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`CREATE INDEX contact_messages_created ON contact_messages (created_at DESC)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE contact_messages`.execute(db)
}
