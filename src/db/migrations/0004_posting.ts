import { type Kysely, sql } from 'kysely'

// Posting (spec 000 §2.2, spec 001 §7): idempotent submissions, drafts, and page anchors for board topic
// lists, so any page of a board with 100,000 threads is read without OFFSET.

export async function up(db: Kysely<unknown>): Promise<void> {
  // A form's one-time key: the same submission twice creates one thread or post.
  await sql`ALTER TABLE threads ADD COLUMN submission_key text`.execute(db)
  await sql`
    CREATE UNIQUE INDEX threads_submission ON threads (author_id, submission_key) WHERE submission_key IS NOT NULL
  `.execute(db)
  await sql`ALTER TABLE posts ADD COLUMN submission_key text`.execute(db)
  await sql`
    CREATE UNIQUE INDEX posts_submission ON posts (author_id, submission_key) WHERE submission_key IS NOT NULL
  `.execute(db)

  // The topic list reads visible threads only; with visibility in the predicate the anchor
  // computation is an index-only scan.
  await sql`DROP INDEX threads_board_listing`.execute(db)
  await sql`
    CREATE INDEX threads_board_listing ON threads (board_id, is_sticky DESC, last_post_at DESC, id DESC)
    WHERE deleted_at IS NULL AND visibility <> 'Hidden'`.execute(db)

  await sql`
    CREATE TABLE board_page_anchors (
      board_id integer NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
      page integer NOT NULL,
      is_sticky boolean NOT NULL,
      last_post_at timestamptz NOT NULL,
      thread_id integer NOT NULL,
      PRIMARY KEY (board_id, page)
    )`.execute(db)
  await sql`
    COMMENT ON TABLE board_page_anchors IS 'first listing key of every page of a board topic list, recomputed when stale'
  `.execute(db)
  await sql`ALTER TABLE boards ADD COLUMN anchors_computed_at timestamptz`.execute(db)

  // spec 000 §4: drafts are saved every 10 seconds; members' drafts live on the server.
  await sql`
    CREATE TABLE drafts (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      context text NOT NULL,
      title text NOT NULL DEFAULT '',
      text text NOT NULL DEFAULT '',
      data jsonb NOT NULL DEFAULT '{}',
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, context)
    )`.execute(db)
  await sql`COMMENT ON COLUMN drafts.context IS 'where the draft belongs: new-thread:<boardId> or reply:<threadId>'`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE drafts`.execute(db)
  await sql`ALTER TABLE boards DROP COLUMN anchors_computed_at`.execute(db)
  await sql`DROP TABLE board_page_anchors`.execute(db)
  await sql`DROP INDEX threads_board_listing`.execute(db)
  await sql`
    CREATE INDEX threads_board_listing ON threads (board_id, is_sticky DESC, last_post_at DESC, id DESC)
    WHERE deleted_at IS NULL`.execute(db)
  await sql`DROP INDEX posts_submission`.execute(db)
  await sql`ALTER TABLE posts DROP COLUMN submission_key`.execute(db)
  await sql`DROP INDEX threads_submission`.execute(db)
  await sql`ALTER TABLE threads DROP COLUMN submission_key`.execute(db)
}
