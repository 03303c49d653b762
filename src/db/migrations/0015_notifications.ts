import { type Kysely, sql } from 'kysely'

// Notifications (decision 030): what the header's message flyout lists besides private messages,
// and what mails and web pushes are sent from. A member is told once per kind, actor and post
// (a thumbs up taken back and given again is not news twice). Mentions lived in
// private_messages (message_type 'UserMention') until now; they move here, so that table holds
// private messages only.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notifications (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('UserMention', 'ThumbsUp')),
      actor_id integer REFERENCES users (id) ON DELETE SET NULL,
      post_id integer REFERENCES posts (id) ON DELETE CASCADE,
      title text NOT NULL,
      url text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      read_at timestamptz,
      -- set when a mail or the daily digest has told the member (null: not yet or never)
      mailed_at timestamptz
    )`.execute(db)
  await sql`
    CREATE UNIQUE INDEX notifications_once ON notifications (user_id, kind, post_id, actor_id)
    WHERE post_id IS NOT NULL`.execute(db)
  await sql`
    CREATE INDEX notifications_unread ON notifications (user_id, created_at DESC) WHERE read_at IS NULL`.execute(
    db,
  )
  await sql`CREATE INDEX notifications_user ON notifications (user_id, id DESC)`.execute(db)
  await sql`
    INSERT INTO notifications (user_id, kind, actor_id, title, url, created_at, read_at)
    SELECT recipient_id, 'UserMention', sender_id, title, coalesce(url, '/cockpit.html'), created_at, read_at
    FROM private_messages WHERE message_type = 'UserMention'`.execute(db)
  await sql`DELETE FROM private_messages WHERE message_type = 'UserMention'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    INSERT INTO private_messages (sender_id, recipient_id, message_type, title, url, created_at, read_at)
    SELECT actor_id, user_id, 'UserMention', title, url, created_at, read_at
    FROM notifications WHERE kind = 'UserMention'`.execute(db)
  await sql`DROP TABLE notifications`.execute(db)
}
