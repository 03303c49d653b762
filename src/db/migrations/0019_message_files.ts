import { type Kysely, sql } from 'kysely'

// spec 000 §5: pictures and attachments in private messages, allowed only when a
// moderator or administrator takes part (permissions.mayAttachToMessage). A message claims the
// sender's uploads like a post does (migration 0013); they belong to the message's first copy
// (batch_id IS NULL), which every recipient's copy points to. Their files move out of the public
// uploads folder on claim (docs/decisions/031) and are served only to the message's people.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE uploads
      ADD COLUMN message_id integer REFERENCES private_messages (id) ON DELETE CASCADE,
      ADD CONSTRAINT uploads_one_owner CHECK (post_id IS NULL OR message_id IS NULL),
      ADD CONSTRAINT uploads_message_claimed CHECK (message_id IS NULL OR claimed_at IS NOT NULL)`.execute(db)
  await sql`CREATE INDEX uploads_message ON uploads (message_id, id) WHERE message_id IS NOT NULL`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX uploads_message`.execute(db)
  await sql`
    ALTER TABLE uploads
      DROP CONSTRAINT uploads_message_claimed,
      DROP CONSTRAINT uploads_one_owner,
      DROP COLUMN message_id`.execute(db)
}
