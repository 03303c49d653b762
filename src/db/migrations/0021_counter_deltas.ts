import { type Kysely, sql } from 'kysely'

// docs/decisions/033: a new post no longer updates its board, every board above it and
// the single platform_stats row inside its own transaction. Every reply on the platform queued
// behind the root board's row lock until its commit (35 replies/s from 40 writers, deadlocks
// between two chains locked in different orders, and a board's last post set by whichever
// commit came last, not by the newest post). The transaction appends a delta row instead (no
// lock shared with any other writer); fold_counter_deltas() adds the deltas to the boards and the
// platform in one short transaction, right after the writer's commit, and a background tick
// folds whatever a busy fold left behind.

/** The delta's post is newer than the board's last post (ties: the higher post id). */
const NEWER = `(l.last_post_id IS NOT NULL AND (b.last_post_at IS NULL OR b.last_post_id IS NULL
  OR (l.last_post_at, l.last_post_id) > (b.last_post_at, b.last_post_id)))`

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE counter_deltas (
      id bigserial PRIMARY KEY,
      board_id integer NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
      threads integer NOT NULL DEFAULT 0,
      replies integer NOT NULL DEFAULT 0,
      posts integer NOT NULL DEFAULT 0,
      last_post_id integer,
      last_post_at timestamptz,
      last_post_user_id integer
    )`.execute(db)
  // One folder at a time (the others leave their rows to it or to the next tick); each board's
  // chain is walked once per fold, the boards are updated in id order, and a board's last post
  // only moves to a newer one.
  await sql
    .raw(`
    CREATE FUNCTION fold_counter_deltas() RETURNS integer LANGUAGE plpgsql AS $fold$
    DECLARE
      folded integer := 0;
      batch integer;
    BEGIN
      -- the server's tick, mostly: nothing to do, and no statement on boards (its NOTIFY)
      IF NOT EXISTS (SELECT 1 FROM counter_deltas) THEN
        RETURN 0;
      END IF;
      IF NOT pg_try_advisory_xact_lock(hashtext('fold_counter_deltas')) THEN
        RETURN 0;
      END IF;
      LOOP
        WITH RECURSIVE taken AS (
          DELETE FROM counter_deltas RETURNING *
        ),
        chain (origin, id) AS (
          SELECT DISTINCT board_id, board_id FROM taken
          UNION ALL
          SELECT chain.origin, b.parent_id FROM chain JOIN boards b ON b.id = chain.id
          WHERE b.parent_id IS NOT NULL
        ),
        sums AS (
          SELECT chain.id, sum(t.threads) AS threads, sum(t.replies) AS replies,
            sum(CASE WHEN chain.id = t.board_id THEN t.threads ELSE 0 END) AS own_threads
          FROM taken t JOIN chain ON chain.origin = t.board_id
          GROUP BY chain.id
        ),
        latest AS (
          SELECT DISTINCT ON (chain.id) chain.id, t.last_post_id, t.last_post_at, t.last_post_user_id
          FROM taken t JOIN chain ON chain.origin = t.board_id
          WHERE t.last_post_id IS NOT NULL
          ORDER BY chain.id, t.last_post_at DESC, t.last_post_id DESC
        ),
        locked AS (
          SELECT b.id FROM boards b WHERE b.id IN (SELECT id FROM sums) ORDER BY b.id FOR UPDATE
        ),
        boards_moved AS (
          UPDATE boards b SET
            thread_count = greatest(b.thread_count + s.threads, 0),
            own_thread_count = greatest(b.own_thread_count + s.own_threads, 0),
            reply_count = greatest(b.reply_count + s.replies, 0),
            last_post_id = CASE WHEN ${NEWER} THEN l.last_post_id ELSE b.last_post_id END,
            last_post_at = CASE WHEN ${NEWER} THEN l.last_post_at ELSE b.last_post_at END,
            last_post_user_id = CASE WHEN ${NEWER} THEN l.last_post_user_id ELSE b.last_post_user_id END
          FROM sums s
          JOIN locked ON locked.id = s.id
          LEFT JOIN latest l ON l.id = s.id
          WHERE b.id = s.id
          RETURNING b.id
        ),
        platform_moved AS (
          UPDATE platform_stats SET total_posts = greatest(total_posts + (SELECT sum(posts) FROM taken), 0)
          WHERE EXISTS (SELECT 1 FROM taken WHERE posts <> 0)
          RETURNING 1
        )
        SELECT count(*) INTO batch FROM taken;
        EXIT WHEN batch = 0;
        folded := folded + batch;
      END LOOP;
      RETURN folded;
    END
    $fold$`)
    .execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`SELECT fold_counter_deltas()`.execute(db)
  await sql`DROP FUNCTION fold_counter_deltas()`.execute(db)
  await sql`DROP TABLE counter_deltas`.execute(db)
}
