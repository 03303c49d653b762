import { sql } from 'kysely'
import type { DB } from './database.ts'
import { nearStatic } from './near-static.ts'

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

/**
 * Counters after a visible post was added (the thread row itself is updated by the caller). The
 * author's row is updated here; the board, every board above it and the platform's total get a
 * delta row, added to them by foldCounterDeltas after the commit (decision 033): no lock that
 * every writer on the platform would queue for.
 */
export async function countNewPost(trx: DB, post: NewPostCounters): Promise<void> {
  const thread = post.startsThread ? 1 : 0
  const reply = post.startsThread ? 0 : 1
  await trx
    .insertInto('counter_deltas')
    .values({
      board_id: post.boardId,
      threads: thread,
      replies: reply,
      posts: 1,
      last_post_id: post.postId,
      last_post_at: post.createdAt,
      last_post_user_id: post.authorId,
    })
    .execute()
  await trx
    .updateTable('users')
    .set((eb) => ({
      topic_count: eb('topic_count', '+', thread),
      reply_count: eb('reply_count', '+', reply),
      last_post_id: post.postId,
    }))
    .where('id', '=', post.authorId)
    .execute()
}

/**
 * Adds the pending counter deltas to the boards and the platform's total, in a short transaction
 * of its own. Returns how many were folded; 0 when another fold is running (it, or the next
 * tick, takes the rest).
 */
export async function foldCounterDeltas(db: DB): Promise<number> {
  const result = await sql<{ folded: number }>`SELECT fold_counter_deltas() AS folded`.execute(db)
  const folded = result.rows[0]?.folded ?? 0
  // this process's copy of the boards at once; the others hear it through NOTIFY (decision 034)
  if (folded > 0) nearStatic(db).changed('boards')
  return folded
}
