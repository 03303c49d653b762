import { sql } from 'kysely'
import type { DB } from './database.ts'

// The facts the restriction rule (canRestrictMember, src/domain/permissions.ts) needs about the
// member: whether they exist, their roles, and the boards they are active in.

export function findRestrictableMember(db: DB, userId: number) {
  return db.selectFrom('users').select(['id', 'is_anonymized']).where('id', '=', userId).executeTakeFirst()
}

export function findRoleRows(db: DB, userId: number) {
  return db
    .selectFrom('user_roles')
    .select(['user_id', 'role', 'board_id'])
    .where('user_id', '=', userId)
    .execute()
}

/**
 * The boards the member wrote in or had content reported in, each with the ids of the boards above
 * it (a moderator of a parent board covers its children). One statement; boards are few.
 */
export async function findActivityBoards(
  db: DB,
  userId: number,
): Promise<{ id: number; ancestorIds: number[] }[]> {
  const rows = await sql<{ id: number; ancestor_ids: number[] }>`
    WITH RECURSIVE active AS (
      SELECT DISTINCT t.board_id AS id FROM posts p JOIN threads t ON t.id = p.thread_id WHERE p.author_id = ${userId}
      UNION
      SELECT board_id FROM notices WHERE affected_user_id = ${userId} AND board_id IS NOT NULL
    ), chain AS (
      SELECT a.id AS board_id, b.parent_id AS ancestor_id FROM active a JOIN boards b ON b.id = a.id
      UNION ALL
      SELECT c.board_id, b.parent_id FROM chain c JOIN boards b ON b.id = c.ancestor_id
    )
    SELECT a.id,
      coalesce(array_agg(c.ancestor_id) FILTER (WHERE c.ancestor_id IS NOT NULL), '{}') AS ancestor_ids
    FROM active a LEFT JOIN chain c ON c.board_id = a.id
    GROUP BY a.id`.execute(db)
  return rows.rows.map((row) => ({ id: row.id, ancestorIds: row.ancestor_ids }))
}
