import { sql } from 'kysely'
import type { DB } from './database.ts'

// Read state of followed threads (decision 029): thread_subscriptions.read_position — posts below it
// are read. It only ever moves forward, never past the thread's end.

/**
 * The member has seen the thread up to (not including) `upTo`. Returns the read position before
 * this view (null: the member does not follow the thread) and whether it moved.
 */
export async function advanceReadPosition(
  db: DB,
  userId: number,
  threadId: number,
  upTo: number,
): Promise<{ before: number; moved: boolean } | null> {
  const row = await sql<{ before: number; after: number | null }>`
    WITH old AS (
      SELECT read_position FROM thread_subscriptions WHERE user_id = ${userId} AND thread_id = ${threadId}
    ), moved AS (
      UPDATE thread_subscriptions s
      SET read_position = least(t.next_position, ${upTo}::int)
      FROM threads t
      WHERE s.user_id = ${userId} AND s.thread_id = ${threadId} AND t.id = s.thread_id
        AND s.read_position < least(t.next_position, ${upTo}::int)
      RETURNING s.read_position
    )
    SELECT (SELECT read_position FROM old) AS before, (SELECT read_position FROM moved) AS after`.execute(db)
  const result = row.rows[0]
  if (!result || result.before === null) return null
  return { before: result.before, moved: result.after !== null }
}

/**
 * decision 030: a reply's author who does not auto-follow: a thread already followed moves its
 * read position past the reply (nothing happens for a thread not followed).
 */
export async function setReadPosition(
  db: DB,
  userId: number,
  threadId: number,
  readPosition: number,
): Promise<void> {
  await db
    .updateTable('thread_subscriptions')
    .set({ read_position: readPosition })
    .where('user_id', '=', userId)
    .where('thread_id', '=', threadId)
    .execute()
}

/** A member looked at a followed board's topic list: what is there now counts as seen. */
export async function markBoardRead(db: DB, userId: number, boardId: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('board_subscriptions')
    .set({ last_read_at: at })
    .where('user_id', '=', userId)
    .where('board_id', '=', boardId)
    .where('last_read_at', '<', at)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
