import { type Kysely, sql } from 'kysely'

// Private messages as members use them (spec 000 §3, §4, §5; docs/decisions/028).
//
// A row stays one recipient's copy of a message. A message to several members is one row per
// recipient: the first copy has batch_id null, the others carry the first copy's id, so every
// recipient has their own read state and receipt, and the sender's `Gesendet` folder lists the
// first copy only. Each side deletes
// its own view only (recipient_deleted_at, sender_deleted_at). A read receipt, when asked for,
// stays revocable while the copy is unread: the sender then withdraws it (withdrawn_at) and the
// recipient never sees it. Own folders hold received messages; the inbox is folder_id null.
// The ignore list keeps members from writing to someone who does not want to hear from them.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE message_folders (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`CREATE UNIQUE INDEX message_folders_name ON message_folders (user_id, lower(name))`.execute(db)

  await sql`
    ALTER TABLE private_messages
      ADD COLUMN batch_id integer REFERENCES private_messages (id) ON DELETE SET NULL,
      ADD COLUMN receipt_requested boolean NOT NULL DEFAULT false,
      ADD COLUMN withdrawn_at timestamptz,
      ADD COLUMN folder_id integer REFERENCES message_folders (id) ON DELETE SET NULL,
      ADD COLUMN recipient_deleted_at timestamptz,
      ADD COLUMN sender_deleted_at timestamptz`.execute(db)

  // what the recipient sees: one folder, newest first (keyset on created_at, id)
  await sql`
    CREATE INDEX private_messages_inbox ON private_messages (recipient_id, folder_id, created_at DESC, id DESC)
    WHERE recipient_deleted_at IS NULL AND withdrawn_at IS NULL`.execute(db)
  // the sender's folder: one row per batch
  await sql`
    CREATE INDEX private_messages_sent ON private_messages (sender_id, created_at DESC, id DESC)
    WHERE sender_deleted_at IS NULL AND batch_id IS NULL`.execute(db)
  await sql`CREATE INDEX private_messages_batch ON private_messages (batch_id) WHERE batch_id IS NOT NULL`.execute(
    db,
  )
  // the header and the list count the same unread copies
  await sql`DROP INDEX private_messages_unread`.execute(db)
  await sql`
    CREATE INDEX private_messages_unread ON private_messages (recipient_id, created_at DESC)
    WHERE read_at IS NULL AND recipient_deleted_at IS NULL AND withdrawn_at IS NULL AND hidden_at IS NULL`.execute(
    db,
  )

  await sql`
    CREATE TABLE ignored_members (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      ignored_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, ignored_id),
      CHECK (user_id <> ignored_id)
    )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE ignored_members`.execute(db)
  await sql`DROP INDEX private_messages_unread`.execute(db)
  await sql`DROP INDEX private_messages_batch`.execute(db)
  await sql`DROP INDEX private_messages_sent`.execute(db)
  await sql`DROP INDEX private_messages_inbox`.execute(db)
  await sql`
    ALTER TABLE private_messages
      DROP COLUMN batch_id, DROP COLUMN receipt_requested, DROP COLUMN withdrawn_at, DROP COLUMN folder_id,
      DROP COLUMN recipient_deleted_at, DROP COLUMN sender_deleted_at`.execute(db)
  await sql`DROP TABLE message_folders`.execute(db)
  await sql`
    CREATE INDEX private_messages_unread ON private_messages (recipient_id, created_at DESC) WHERE read_at IS NULL
  `.execute(db)
}
