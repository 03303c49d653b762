import { sql } from 'kysely'
import { THREADS_PER_PAGE } from '#domain/limits.ts'
import type { DB } from './database.ts'
import { LIST_COLUMNS, type ThreadListRow } from './threads.ts'

// A board's topic list (spec 001 §2): sticky threads first, then by latest activity, page 0 the
// newest. No OFFSET over the table: the first pages are read exactly with a bounded index scan;
// deeper pages start at a stored anchor (the first key of every page), recomputed by one
// index-only scan at most once a minute per board while the board changes. Between
// recomputations a deep page can be off by the few threads that moved since.

/** Pages read exactly, whatever the anchors say. */
export const EXACT_PAGES = 10
/** How stale anchors may get while the board changes. */
export const ANCHOR_MAX_AGE_MS = 60_000

function listing(db: DB, boardId: number) {
  // the predicate of the partial index threads_board_listing
  return db
    .selectFrom('threads')
    .select(LIST_COLUMNS)
    .where('board_id', '=', boardId)
    .where('deleted_at', 'is', null)
    .where('visibility', '<>', 'Hidden')
    .orderBy('is_sticky', 'desc')
    .orderBy('last_post_at', 'desc')
    .orderBy('id', 'desc')
}

/** Recomputes a board's anchors unless another process is doing it right now. */
export async function recomputeAnchors(db: DB, boardId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const locked = await sql<{ locked: boolean }>`
      SELECT pg_try_advisory_xact_lock(hashtext('board-page-anchors'), ${boardId}) AS locked`.execute(trx)
    if (!locked.rows[0]?.locked) return
    await trx.deleteFrom('board_page_anchors').where('board_id', '=', boardId).execute()
    await sql`
      INSERT INTO board_page_anchors (board_id, page, is_sticky, last_post_at, thread_id)
      SELECT ${boardId}, rn / ${THREADS_PER_PAGE}, is_sticky, last_post_at, id FROM (
        SELECT is_sticky, last_post_at, id,
          row_number() OVER (ORDER BY is_sticky DESC, last_post_at DESC, id DESC) - 1 AS rn
        FROM threads
        WHERE board_id = ${boardId} AND deleted_at IS NULL AND visibility <> 'Hidden'
      ) ranked
      WHERE rn % ${THREADS_PER_PAGE} = 0`.execute(trx)
    await trx.updateTable('boards').set({ anchors_computed_at: now }).where('id', '=', boardId).execute()
  })
}

/** Makes sure the board's anchors are fresh enough (recomputing them when stale). */
async function ensureAnchors(db: DB, boardId: number, now: Date): Promise<void> {
  const board = await db
    .selectFrom('boards')
    .select(['anchors_computed_at', 'last_post_at'])
    .where('id', '=', boardId)
    .executeTakeFirst()
  if (!board) return
  const computed = board.anchors_computed_at
  const stale =
    computed === null ||
    (board.last_post_at !== null &&
      board.last_post_at > computed &&
      now.getTime() - computed.getTime() >= ANCHOR_MAX_AGE_MS)
  if (stale) await recomputeAnchors(db, boardId, now)
}

/** The threads of one page of a board's topic list (page 0 = the newest). */
export async function findBoardThreadsPage(
  db: DB,
  boardId: number,
  page: number,
  now = new Date(),
): Promise<ThreadListRow[]> {
  if (page < EXACT_PAGES) {
    const rows = await listing(db, boardId)
      .limit((page + 1) * THREADS_PER_PAGE)
      .execute()
    return rows.slice(page * THREADS_PER_PAGE)
  }
  await ensureAnchors(db, boardId, now)
  // compared in SQL: a JavaScript Date would cut the anchor's microseconds
  return listing(db, boardId)
    .where(
      sql<boolean>`(is_sticky, last_post_at, id) <= (
        SELECT is_sticky, last_post_at, thread_id FROM board_page_anchors WHERE board_id = ${boardId} AND page = ${page})`,
    )
    .limit(THREADS_PER_PAGE)
    .execute()
}

/** Moderation that reorders a board without new posts (stick, move, delete) calls this. */
export async function invalidateAnchors(db: DB, boardId: number): Promise<void> {
  await db.updateTable('boards').set({ anchors_computed_at: null }).where('id', '=', boardId).execute()
}
