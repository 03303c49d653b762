import type { DB } from './database.ts'
import { nearStatic } from './near-static.ts'

// Board reads. Counters are denormalised (see migrations/0001), so listings never count rows.

export const BOARD_COLUMNS = [
  'id',
  'parent_id',
  'slug',
  'name',
  'description',
  'seo_text',
  'group_name',
  'icon',
  'manufacturer_id',
  'is_open',
  'is_ads',
  'sort_order',
  'board_count',
  'own_thread_count',
  'thread_count',
  'reply_count',
  'last_post_id',
  'last_post_at',
  'last_post_user_id',
] as const

export interface BoardRow {
  id: number
  parent_id: number | null
  slug: string
  name: string
  description: string
  seo_text: string
  group_name: string | null
  icon: string
  manufacturer_id: number | null
  is_open: boolean
  is_ads: boolean
  sort_order: number
  board_count: number
  own_thread_count: number
  thread_count: number
  reply_count: number
  last_post_id: number | null
  last_post_at: Date | null
  last_post_user_id: number | null
}

/** Top-level boards in display order (from the process's copy: decision 034). */
export async function findRootBoards(db: DB): Promise<BoardRow[]> {
  return [...(await nearStatic(db).boards()).children(null)]
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
