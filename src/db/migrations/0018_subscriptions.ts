import { type Kysely, sql } from 'kysely'

// Subscriptions and notifications (issue 15, docs/decisions/029): how a member wants to hear of
// things, and the notification of a reply in a followed thread (one unread per thread: further
// replies refresh it instead of piling up).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notification_settings (
      user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      -- follow one's own new threads and the threads one replies to
      auto_follow boolean NOT NULL DEFAULT true,
      -- e-mail for notifications: at once, once a day (digest) or never
      mail text NOT NULL DEFAULT 'immediate' CHECK (mail IN ('immediate', 'daily', 'off')),
      -- the one-click unsubscribe link of every notification mail (/abmelden/{token}), no login
      unsubscribe_token text UNIQUE,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check`.execute(db)
  await sql`
    ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
    CHECK (kind IN ('UserMention', 'ThumbsUp', 'ThreadReply', 'PrivateMessage'))`.execute(db)
  await sql`ALTER TABLE notifications ADD COLUMN thread_id integer REFERENCES threads (id) ON DELETE CASCADE`.execute(
    db,
  )
  await sql`
    CREATE INDEX notifications_thread_unread ON notifications (user_id, thread_id)
    WHERE kind = 'ThreadReply' AND read_at IS NULL`.execute(db)
  // the followers of a thread, for the reply notifications
  await sql`CREATE INDEX thread_subscriptions_thread ON thread_subscriptions (thread_id)`.execute(db)
  // the digest's and the immediate mail's work list
  await sql`CREATE INDEX notifications_unmailed ON notifications (user_id) WHERE mailed_at IS NULL AND read_at IS NULL`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX notifications_unmailed`.execute(db)
  await sql`DROP INDEX thread_subscriptions_thread`.execute(db)
  await sql`DROP INDEX notifications_thread_unread`.execute(db)
  await sql`DELETE FROM notifications WHERE kind IN ('ThreadReply', 'PrivateMessage')`.execute(db)
  await sql`ALTER TABLE notifications DROP COLUMN thread_id`.execute(db)
  await sql`ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check`.execute(db)
  await sql`
    ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('UserMention', 'ThumbsUp'))`.execute(
    db,
  )
  await sql`DROP TABLE notification_settings`.execute(db)
}
