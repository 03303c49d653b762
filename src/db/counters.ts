import { sql } from 'kysely'
import type { DB } from './database.ts'

// Recomputes every denormalised counter from the rows. Writes keep counters in step inside
// their own transaction; this is for bulk loads (the seed) and for repairs after manual fixes.
// Visible to readers: posts and threads that are not 'Hidden' (moderated) and not deleted.

export async function recountThreads(db: DB): Promise<void> {
  await sql`
    UPDATE threads t SET
      post_count = s.post_count,
      reply_count = greatest(s.post_count - 1, 0),
      next_position = s.next_position,
      first_post_id = s.first_post_id,
      last_post_id = s.last_post_id,
      last_post_at = coalesce(s.last_post_at, t.created_at),
      last_post_user_id = s.last_post_user_id
    FROM (
      SELECT p.thread_id,
        count(*) FILTER (WHERE p.visibility <> 'Hidden')::int AS post_count,
        max(p.position) + 1 AS next_position,
        min(p.id) FILTER (WHERE p.position = 0) AS first_post_id,
        l.id AS last_post_id, l.created_at AS last_post_at, l.author_id AS last_post_user_id
      FROM posts p
      LEFT JOIN LATERAL (
        SELECT id, created_at, author_id FROM posts q
        WHERE q.thread_id = p.thread_id AND q.visibility <> 'Hidden'
        ORDER BY q.position DESC LIMIT 1
      ) l ON true
      GROUP BY p.thread_id, l.id, l.created_at, l.author_id
    ) s
    WHERE s.thread_id = t.id`.execute(db)
}

export async function recountBoards(db: DB): Promise<void> {
  // the rows are counted as they are: deltas not folded yet are in them already (decision 033)
  await sql`DELETE FROM counter_deltas`.execute(db)
  await sql`
    WITH RECURSIVE tree (ancestor_id, board_id) AS (
      SELECT id, id FROM boards
      UNION ALL
      SELECT tree.ancestor_id, b.id FROM tree JOIN boards b ON b.parent_id = tree.board_id
    ),
    visible AS (
      SELECT * FROM threads WHERE deleted_at IS NULL AND visibility <> 'Hidden'
    ),
    own AS (
      SELECT board_id, count(*) AS threads, sum(reply_count) AS replies FROM visible GROUP BY board_id
    ),
    latest AS (
      SELECT DISTINCT ON (board_id) board_id, last_post_id, last_post_at, last_post_user_id
      FROM visible ORDER BY board_id, last_post_at DESC, last_post_id DESC
    ),
    totals AS (
      SELECT tree.ancestor_id AS id, count(*) - 1 AS board_count,
        coalesce(sum(own.threads), 0) AS threads, coalesce(sum(own.replies), 0) AS replies
      FROM tree LEFT JOIN own USING (board_id) GROUP BY tree.ancestor_id
    ),
    subtree_latest AS (
      SELECT DISTINCT ON (tree.ancestor_id) tree.ancestor_id AS id, latest.last_post_id, latest.last_post_at,
        latest.last_post_user_id
      FROM tree JOIN latest USING (board_id)
      ORDER BY tree.ancestor_id, latest.last_post_at DESC, latest.last_post_id DESC
    )
    UPDATE boards b SET
      board_count = totals.board_count,
      own_thread_count = coalesce(own.threads, 0),
      thread_count = totals.threads,
      reply_count = totals.replies,
      last_post_id = subtree_latest.last_post_id,
      last_post_at = subtree_latest.last_post_at,
      last_post_user_id = subtree_latest.last_post_user_id
    FROM totals
    LEFT JOIN own ON own.board_id = totals.id
    LEFT JOIN subtree_latest ON subtree_latest.id = totals.id
    WHERE b.id = totals.id`.execute(db)
}

export async function recountUsers(db: DB): Promise<void> {
  await sql`
    UPDATE users u SET
      topic_count = coalesce(s.topics, 0),
      reply_count = coalesce(s.replies, 0),
      thumbs_up_received = coalesce(s.thumbs, 0),
      last_post_id = s.last_post_id
    FROM users u2
    LEFT JOIN (
      SELECT p.author_id,
        count(*) FILTER (WHERE p.position = 0) AS topics,
        count(*) FILTER (WHERE p.position > 0) AS replies,
        sum(p.thumbs_up_count) AS thumbs,
        (array_agg(p.id ORDER BY p.created_at DESC, p.id DESC))[1] AS last_post_id
      FROM posts p JOIN threads t ON t.id = p.thread_id
      WHERE p.visibility <> 'Hidden' AND t.deleted_at IS NULL AND t.visibility <> 'Hidden'
      GROUP BY p.author_id
    ) s ON s.author_id = u2.id
    WHERE u.id = u2.id`.execute(db)
}

export async function recountPlatform(db: DB): Promise<void> {
  await sql`DELETE FROM counter_deltas`.execute(db)
  await sql`
    UPDATE platform_stats SET
      total_posts = (SELECT coalesce(sum(post_count), 0) FROM threads WHERE deleted_at IS NULL AND visibility <> 'Hidden'),
      total_motortests = (SELECT count(*) FROM motortests),
      total_blog_articles = (SELECT count(*) FROM blog_articles WHERE status = 'published')`.execute(db)
}

export async function recountAll(db: DB): Promise<void> {
  await recountThreads(db)
  await recountBoards(db)
  await recountUsers(db)
  await recountPlatform(db)
}
