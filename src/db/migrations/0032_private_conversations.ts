import { type Kysely, sql } from 'kysely'

// Private messages read as conversations (decision 041): one row per member and conversation
// partner (other_id null: messages from the site itself), ordered by the newest message in it.
// A trigger keeps the rows in step with every insert into private_messages — the send use case,
// the moderation's statements of reasons and the seed alike — so no writer can forget them.
// Both sides of a pair are upserted in one statement, ordered by member id, so two members
// writing to each other at the same moment lock the rows in the same order (DISTINCT: a message to
// oneself, which only a direct insert can make, is one row, not a conflict with itself).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE private_conversations (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      other_id integer REFERENCES users (id) ON DELETE CASCADE,
      last_message_at timestamptz NOT NULL
    )`.execute(db)
  await sql`
    CREATE UNIQUE INDEX private_conversations_pair ON private_conversations (user_id, (coalesce(other_id, 0)))`.execute(
    db,
  )
  // the inbox: a member's conversations, newest first (keyset on last_message_at, partner)
  await sql`
    CREATE INDEX private_conversations_recent
      ON private_conversations (user_id, last_message_at DESC, (coalesce(other_id, 0)) DESC)`.execute(db)
  // one side of a conversation, newest first: what V received from O, and what V sent to O
  await sql`
    CREATE INDEX private_messages_pair
      ON private_messages (recipient_id, (coalesce(sender_id, 0)), created_at DESC, id DESC)`.execute(db)
  await sql`
    CREATE INDEX private_messages_pair_sent
      ON private_messages (sender_id, recipient_id, created_at DESC, id DESC) WHERE sender_id IS NOT NULL`.execute(
    db,
  )

  await sql`
    CREATE FUNCTION private_conversations_touch() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO private_conversations (user_id, other_id, last_message_at)
      SELECT DISTINCT side.user_id, side.other_id, NEW.created_at
      FROM (VALUES (NEW.recipient_id, NEW.sender_id), (NEW.sender_id, NEW.recipient_id)) AS side (user_id, other_id)
      WHERE side.user_id IS NOT NULL
      ORDER BY side.user_id
      ON CONFLICT (user_id, (coalesce(other_id, 0))) DO UPDATE
        SET last_message_at = greatest(private_conversations.last_message_at, EXCLUDED.last_message_at);
      RETURN NULL;
    END
    $$`.execute(db)
  await sql`
    CREATE TRIGGER private_messages_conversation AFTER INSERT ON private_messages
      FOR EACH ROW EXECUTE FUNCTION private_conversations_touch()`.execute(db)

  // the messages written so far, grouped by member pair
  await sql`
    INSERT INTO private_conversations (user_id, other_id, last_message_at)
    SELECT user_id, other_id, max(created_at)
    FROM (
      SELECT recipient_id AS user_id, sender_id AS other_id, created_at FROM private_messages
      UNION ALL
      SELECT sender_id, recipient_id, created_at FROM private_messages WHERE sender_id IS NOT NULL
    ) AS sides
    GROUP BY user_id, other_id`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER private_messages_conversation ON private_messages`.execute(db)
  await sql`DROP FUNCTION private_conversations_touch()`.execute(db)
  await sql`DROP INDEX private_messages_pair_sent`.execute(db)
  await sql`DROP INDEX private_messages_pair`.execute(db)
  await sql`DROP TABLE private_conversations`.execute(db)
}
