import { sql } from 'kysely'
import type { DB } from './database.ts'

// Writes that add posts, keeping every denormalised counter in step in the same transaction
// (DESIGN.md): thread, its board and every board above, the author, the platform totals.

/** The board and all boards above it, nearest first. */
export async function findBoardChain(db: DB, boardId: number) {
  const rows = await sql<{ id: number; parent_id: number | null; is_open: boolean; depth: number }>`
    WITH RECURSIVE chain AS (
      SELECT id, parent_id, is_open, 0 AS depth FROM boards WHERE id = ${boardId}
      UNION ALL
      SELECT b.id, b.parent_id, b.is_open, chain.depth + 1 FROM boards b JOIN chain ON b.id = chain.parent_id
    )
    SELECT id, parent_id, is_open, depth FROM chain ORDER BY depth`.execute(db)
  return rows.rows
}

interface NewPostCounters {
  threadId: number
  boardId: number
  postId: number
  authorId: number
  createdAt: Date
  /** The thread's first post: counts as a topic, not as a reply. */
  startsThread: boolean
}

/** Counters after a visible post was added (the thread row itself is updated by the caller). */
export async function countNewPost(trx: DB, post: NewPostCounters): Promise<void> {
  const thread = post.startsThread ? 1 : 0
  const reply = post.startsThread ? 0 : 1
  await sql`
    WITH RECURSIVE chain AS (
      SELECT id, parent_id FROM boards WHERE id = ${post.boardId}
      UNION ALL
      SELECT b.id, b.parent_id FROM boards b JOIN chain ON b.id = chain.parent_id
    )
    UPDATE boards SET
      thread_count = thread_count + ${thread},
      own_thread_count = own_thread_count + CASE WHEN boards.id = ${post.boardId} THEN ${thread} ELSE 0 END,
      reply_count = reply_count + ${reply},
      last_post_id = ${post.postId},
      last_post_at = ${post.createdAt},
      last_post_user_id = ${post.authorId}
    WHERE id IN (SELECT id FROM chain)`.execute(trx)
  await trx
    .updateTable('users')
    .set((eb) => ({
      topic_count: eb('topic_count', '+', thread),
      reply_count: eb('reply_count', '+', reply),
      last_post_id: post.postId,
    }))
    .where('id', '=', post.authorId)
    .execute()
  await sql`UPDATE platform_stats SET total_posts = total_posts + 1`.execute(trx)
}
