import { sql } from 'kysely'
import type { Role } from '#domain/permissions.ts'
import type { DB } from './database.ts'

// decision 037: the admin screens' reads and writes (each write is audited by its use case).

export async function insertAudit(
  db: DB,
  entry: { actorId: number; action: string; target: string; details?: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto('admin_audit')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      target: entry.target,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute()
}

/** The newest audit entries with the actor's name, by keyset (`before`: the last shown id). */
export function findAudit(db: DB, before: number | null, limit: number) {
  let query = db
    .selectFrom('admin_audit as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.id', 'a.action', 'a.target', 'a.details', 'a.created_at', 'u.display_name'])
  if (before !== null) query = query.where('a.id', '<', before)
  return query
    .orderBy('a.id', 'desc')
    .limit(limit + 1)
    .execute()
}

export function findContactMessages(db: DB, before: number | null, limit: number) {
  let query = db
    .selectFrom('contact_messages')
    .select(['id', 'topic', 'name', 'email', 'message', 'user_id', 'created_at'])
  if (before !== null) query = query.where('id', '<', before)
  return query
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute()
}

export function findAnnouncements(db: DB) {
  return db
    .selectFrom('announcements as a')
    .leftJoin('boards as b', 'b.id', 'a.board_id')
    .select([
      'a.id',
      'a.title',
      'a.text',
      'a.url',
      'a.board_id',
      'b.name as board_name',
      'a.start_date',
      'a.end_date',
      'a.visible_for_anonymous',
    ])
    .orderBy('a.start_date', 'desc')
    .limit(200)
    .execute()
}

export async function insertAnnouncement(
  db: DB,
  announcement: {
    boardId: number | null
    title: string
    text: string
    url: string | null
    visibleForAnonymous: boolean
  },
): Promise<number> {
  const row = await db
    .insertInto('announcements')
    .values({
      board_id: announcement.boardId,
      title: announcement.title,
      text: announcement.text,
      url: announcement.url,
      visible_for_anonymous: announcement.visibleForAnonymous,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function endAnnouncement(db: DB, id: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('announcements')
    .set({ end_date: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>', at)]))
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Every board in tree order for the board screen. */
export function findAdminBoards(db: DB) {
  return db
    .selectFrom('boards')
    .select(['id', 'parent_id', 'name', 'slug', 'is_open', 'sort_order', 'own_thread_count'])
    .orderBy('parent_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute()
}

export function findBoard(db: DB, id: number) {
  return db
    .selectFrom('boards')
    .select(['id', 'name', 'is_open', 'sort_order', 'parent_id'])
    .where('id', '=', id)
    .executeTakeFirst()
}

export async function updateBoard(
  db: DB,
  id: number,
  changes: { name?: string; is_open?: boolean; sort_order?: number },
): Promise<void> {
  await db.updateTable('boards').set(changes).where('id', '=', id).execute()
}

/** Members by (part of) their name, or by id. */
export function findMembersByName(db: DB, query: string, limit: number) {
  const id = /^\d{1,9}$/.test(query) ? Number(query) : -1
  return db
    .selectFrom('users')
    .select(['id', 'username', 'display_name', 'slug', 'status', 'is_anonymized'])
    .where((eb) =>
      eb.or([
        eb('id', '=', id),
        eb(sql`lower(username)`, 'like', `${query.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`),
      ]),
    )
    .orderBy('username')
    .limit(limit)
    .execute()
}

export async function insertRole(
  db: DB,
  userId: number,
  role: Role,
  boardId: number | null,
): Promise<boolean> {
  const existing = await db
    .selectFrom('user_roles')
    .select('id')
    .where('user_id', '=', userId)
    .where('role', '=', role)
    .where((eb) => (boardId === null ? eb('board_id', 'is', null) : eb('board_id', '=', boardId)))
    .executeTakeFirst()
  if (existing) return false
  await db.insertInto('user_roles').values({ user_id: userId, role, board_id: boardId }).execute()
  return true
}

export async function deleteRole(
  db: DB,
  roleId: number,
): Promise<{ user_id: number; role: Role; board_id: number | null } | undefined> {
  return db
    .deleteFrom('user_roles')
    .where('id', '=', roleId)
    .returning(['user_id', 'role', 'board_id'])
    .executeTakeFirst()
}

/** The roles of these members, each with its id (to take it back) and its board's name. */
export function findRolesOfMembers(db: DB, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('user_roles as r')
    .leftJoin('boards as b', 'b.id', 'r.board_id')
    .select(['r.id', 'r.user_id', 'r.role', 'r.board_id', 'b.name as board_name'])
    .where('r.user_id', 'in', userIds)
    .orderBy('r.id')
    .execute()
}

export async function insertBoard(
  db: DB,
  board: { parentId: number; name: string; slug: string; description: string; sortOrder: number },
): Promise<number> {
  const row = await db
    .insertInto('boards')
    .values({
      parent_id: board.parentId,
      name: board.name,
      slug: board.slug,
      description: board.description,
      sort_order: board.sortOrder,
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The board and every board below it. */
export async function findSubtreeIds(db: DB, boardId: number): Promise<number[]> {
  const result = await sql<{ id: number }>`
    WITH RECURSIVE tree AS (
      SELECT id FROM boards WHERE id = ${boardId}
      UNION ALL
      SELECT b.id FROM boards b JOIN tree ON b.parent_id = tree.id
    )
    SELECT id FROM tree`.execute(db)
  return result.rows.map((row) => row.id)
}

export async function insertRestriction(
  db: DB,
  restriction: { userId: number; endsAt: Date | null; reason: string; createdBy: number },
): Promise<void> {
  await db
    .insertInto('user_restrictions')
    .values({
      user_id: restriction.userId,
      scope: 'posting',
      ends_at: restriction.endsAt,
      reason: restriction.reason,
      created_by: restriction.createdBy,
    })
    .execute()
}

export function findMemberForAdmin(db: DB, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'status', 'is_anonymized'])
    .where('id', '=', id)
    .executeTakeFirst()
}

/** An account deleted by an admin is due for deletion now (the cancellation's deletion then runs). */
export async function markDueForDeletion(db: DB, userId: number, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ status: 'deactivated', deletion_due_at: at })
    .where('id', '=', userId)
    .execute()
}
