import { sql } from 'kysely'
import type { DB } from './database.ts'

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

export function findRootBoards(db: DB): Promise<BoardRow[]> {
  return db
    .selectFrom('boards')
    .select(BOARD_COLUMNS)
    .where('parent_id', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute()
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
  const result = await sql<{ id: number; name: string; depth: number; is_open: boolean }>`
    WITH RECURSIVE tree AS (
      SELECT id, name, is_open, 0 AS depth, ARRAY[sort_order, id] AS sort_path FROM boards WHERE parent_id IS NULL
      UNION ALL
      SELECT b.id, b.name, b.is_open, tree.depth + 1, tree.sort_path || ARRAY[b.sort_order, b.id]
      FROM boards b JOIN tree ON b.parent_id = tree.id
    )
    SELECT id, name, depth, is_open FROM tree ORDER BY sort_path`.execute(db)
  return result.rows
}
