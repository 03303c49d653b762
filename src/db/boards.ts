import type { DB } from './database.ts'
import { BOARD_COLUMNS, type BoardRow, nearStatic } from './near-static.ts'

export { BOARD_COLUMNS, type BoardRow } from './near-static.ts'

// Board reads. Counters are denormalised (see migrations/0001), so listings never count rows.

/** Top-level boards in display order (from the process's copy: decision 034). */
export async function findRootBoards(db: DB): Promise<BoardRow[]> {
  return [...(await nearStatic(db).boards()).children(null)]
}

/** A board's id and slug (its path), read from the table. */
export function findBoardPath(db: DB, boardId: number) {
  return db.selectFrom('boards').select(['id', 'slug']).where('id', '=', boardId).executeTakeFirst()
}

/** A board's name (the case page names the board a report came from). */
export function findBoardName(db: DB, boardId: number) {
  return db.selectFrom('boards').select('name').where('id', '=', boardId).executeTakeFirst()
}

/** The most recently opened boards, newest first (index boards_newest; spec 000 §2.2 "new forums"). */
export function findNewBoards(db: DB, limit: number): Promise<BoardRow[]> {
  return db
    .selectFrom('boards')
    .select(BOARD_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

/** Every board in tree order with its depth, for the board choice of the new-thread form. */
export async function findBoardTree(
  db: DB,
): Promise<{ id: number; name: string; depth: number; is_open: boolean }[]> {
  const boards = await nearStatic(db).boards()
  const tree: { id: number; name: string; depth: number; is_open: boolean }[] = []
  const visit = (parentId: number | null, depth: number) => {
    if (depth > 20) return // a cycle: no board sits this deep
    for (const board of boards.children(parentId)) {
      tree.push({ id: board.id, name: board.name, depth, is_open: board.is_open })
      visit(board.id, depth + 1)
    }
  }
  visit(null, 0)
  return tree
}
