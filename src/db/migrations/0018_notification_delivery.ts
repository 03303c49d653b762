import { type Kysely, sql } from 'kysely'

// docs/decisions/030: notifications for replies in followed threads, new threads in
// followed boards and new private messages, told in the header, by mail (at once or in a daily
// digest, per kind) and by web push. Settings per member and kind; the auto-follow switch;
// the browsers' push subscriptions; keys generated once (VAPID, the unsubscribe links' secret).

const KINDS = "'UserMention', 'ThumbsUp', 'ThreadReply', 'BoardThread', 'PrivateMessage'"

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check`.execute(db)
  await sql`
    ALTER TABLE notifications
      ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${sql.raw(KINDS)})),
      ADD COLUMN thread_id integer REFERENCES threads (id) ON DELETE CASCADE,
      ADD COLUMN message_id integer REFERENCES private_messages (id) ON DELETE CASCADE,
      -- set when the web pushes went out (null: not yet or never)
      ADD COLUMN pushed_at timestamptz`.execute(db)
  // one unread reply notice per member and thread: further replies update it (no flood)
  await sql`
    CREATE UNIQUE INDEX notifications_thread_reply ON notifications (user_id, thread_id)
    WHERE kind = 'ThreadReply' AND read_at IS NULL`.execute(db)
  // the daily digest reads the last two days' unmailed, unread notifications
  await sql`
    CREATE INDEX notifications_unmailed ON notifications (created_at)
    WHERE mailed_at IS NULL AND read_at IS NULL`.execute(db)
  await sql`CREATE INDEX notifications_message ON notifications (message_id) WHERE message_id IS NOT NULL`.execute(
    db,
  )
  await sql`CREATE INDEX notifications_thread ON notifications (thread_id) WHERE thread_id IS NOT NULL`.execute(
    db,
  )
  await sql`CREATE INDEX notifications_post ON notifications (post_id) WHERE post_id IS NOT NULL`.execute(db)

  // the fan-out of a reply or a new thread reads the followers by thread or board
  await sql`CREATE INDEX thread_subscriptions_thread ON thread_subscriptions (thread_id)`.execute(db)
  await sql`CREATE INDEX board_subscriptions_board ON board_subscriptions (board_id)`.execute(db)
  // /cockpit/abonnements pages by the time of following
  await sql`CREATE INDEX thread_subscriptions_user_created ON thread_subscriptions (user_id, created_at DESC, thread_id DESC)`.execute(
    db,
  )

  await sql`ALTER TABLE users ADD COLUMN auto_follow boolean NOT NULL DEFAULT true`.execute(db)
  await sql`
    CREATE TABLE notification_settings (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN (${sql.raw(KINDS)})),
      mail text NOT NULL CHECK (mail IN ('immediate', 'daily', 'off')),
      push boolean NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, kind)
    )`.execute(db)
  await sql`
    CREATE TABLE push_subscriptions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      endpoint text NOT NULL UNIQUE,
      p256dh text NOT NULL,
      auth text NOT NULL,
      user_agent text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id)`.execute(db)
  await sql`
    CREATE TABLE app_keys (
      name text PRIMARY KEY,
      value text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE app_keys`.execute(db)
  await sql`DROP TABLE push_subscriptions`.execute(db)
  await sql`DROP TABLE notification_settings`.execute(db)
  await sql`ALTER TABLE users DROP COLUMN auto_follow`.execute(db)
  await sql`DROP INDEX thread_subscriptions_user_created`.execute(db)
  await sql`DROP INDEX board_subscriptions_board`.execute(db)
  await sql`DROP INDEX thread_subscriptions_thread`.execute(db)
  await sql`DELETE FROM notifications WHERE kind NOT IN ('UserMention', 'ThumbsUp')`.execute(db)
  await sql`
    ALTER TABLE notifications
      DROP COLUMN pushed_at, DROP COLUMN message_id, DROP COLUMN thread_id,
      DROP CONSTRAINT notifications_kind_check,
      ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('UserMention', 'ThumbsUp'))`.execute(db)
}
