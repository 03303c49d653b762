import { type Kysely, sql } from 'kysely'

// Editing (docs/decisions/026-editing.md): every version of a post's text and of a
// thread's title is kept.
//
// - post_revisions: one row per edit of a post: the text as it was before that edit, who made
//   the edit, when, and the optional reason given. The post itself holds the current text; the
//   first row of a post holds the text as it was sent. So a post with n edits has n rows and
//   n + 1 versions, and an unedited post costs nothing.
// - thread_title_revisions: the same for a thread's title (a starter cannot change it, spec 000
//   §4; moderators and Forenpaten can).
// - posts.edited_by_id: who made the last edit (the 'bearbeitet am … von der Moderation' mark);
//   posts.edit_count: how many edits there were, so the thread page knows which posts have
//   versions without reading post_revisions. threads.title_edit_count likewise.
//
// A post's history is read by its primary key (post_id, version), newest first by a backward
// scan of that index: no other index is needed. The search vectors and 'Ähnliche Themen' follow
// an edit through their triggers on UPDATE OF text / title (0009, 0010): nothing to add here.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE post_revisions (
      post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
      version integer NOT NULL CHECK (version > 0),
      text text NOT NULL,
      editor_id integer REFERENCES users (id) ON DELETE SET NULL,
      edited_at timestamptz NOT NULL,
      reason text,
      PRIMARY KEY (post_id, version)
    )`.execute(db)
  await sql`COMMENT ON TABLE post_revisions IS 'one row per edit of a post: the text before the edit, who edited, when, why'`.execute(
    db,
  )
  await sql`COMMENT ON COLUMN post_revisions.version IS 'the n-th edit of the post (1 = the first edit; its text is the post as sent)'`.execute(
    db,
  )

  await sql`
    CREATE TABLE thread_title_revisions (
      thread_id integer NOT NULL REFERENCES threads (id) ON DELETE CASCADE,
      version integer NOT NULL CHECK (version > 0),
      title text NOT NULL,
      editor_id integer REFERENCES users (id) ON DELETE SET NULL,
      edited_at timestamptz NOT NULL,
      reason text,
      PRIMARY KEY (thread_id, version)
    )`.execute(db)
  await sql`COMMENT ON TABLE thread_title_revisions IS 'one row per change of a thread title: the title before the change, who changed it, when, why'`.execute(
    db,
  )

  // Every existing row is NULL in the new column: the foreign key is added without a check first
  // (no long lock on millions of posts) and validated after, which reads but blocks no writes.
  await sql`
    ALTER TABLE posts
      ADD COLUMN edited_by_id integer,
      ADD COLUMN edit_count integer NOT NULL DEFAULT 0,
      ADD CONSTRAINT posts_edited_by_id_fkey FOREIGN KEY (edited_by_id) REFERENCES users (id) NOT VALID`.execute(
    db,
  )
  await sql`ALTER TABLE posts VALIDATE CONSTRAINT posts_edited_by_id_fkey`.execute(db)
  await sql`COMMENT ON COLUMN posts.edited_by_id IS 'who made the last edit (edited_at); NULL: never edited'`.execute(
    db,
  )
  await sql`ALTER TABLE threads ADD COLUMN title_edit_count integer NOT NULL DEFAULT 0`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE threads DROP COLUMN IF EXISTS title_edit_count`.execute(db)
  await sql`ALTER TABLE posts DROP COLUMN IF EXISTS edit_count`.execute(db)
  await sql`ALTER TABLE posts DROP COLUMN IF EXISTS edited_by_id`.execute(db)
  await sql`DROP TABLE IF EXISTS thread_title_revisions`.execute(db)
  await sql`DROP TABLE IF EXISTS post_revisions`.execute(db)
}
