import type { DB } from './database.ts'
import type { RoleName } from './schema.ts'

export interface UserRow {
  id: number
  username: string
  slug: string
  display_name: string
  avatar_url: string | null
  is_anonymized: boolean
}

export function findUsersByIds(db: DB, ids: readonly number[]): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .selectFrom('users')
    .select(['id', 'username', 'slug', 'display_name', 'avatar_url', 'is_anonymized'])
    .where('id', 'in', ids)
    .execute()
}

/**
 * A confirmed member by id, or by user or display name in any case (the search's member filter).
 * Both names are indexed in lower case (migrations 0001, 0011).
 */
export function findMemberByIdOrName(
  db: DB,
  member: { id: number } | { name: string },
): Promise<Pick<UserRow, 'id' | 'slug' | 'display_name' | 'is_anonymized'> | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'slug', 'display_name', 'is_anonymized'])
    .where((eb) =>
      'id' in member
        ? eb('id', '=', member.id)
        : eb.or([
            eb(eb.fn('lower', ['username']), '=', member.name.toLowerCase()),
            eb(eb.fn('lower', ['display_name']), '=', member.name.toLowerCase()),
          ]),
    )
    .where('status', '<>', 'pending')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
}

export interface RoleRow {
  user_id: number
  role: RoleName
  board_id: number | null
  board_name: string | null
  board_slug: string | null
}

/** Role relations of the given users, each with its board when tied to one. */
export function findRoles(db: DB, userIds: readonly number[]): Promise<RoleRow[]> {
  if (userIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('user_roles')
    .leftJoin('boards', 'boards.id', 'user_roles.board_id')
    .select([
      'user_roles.user_id',
      'user_roles.role',
      'user_roles.board_id',
      'boards.name as board_name',
      'boards.slug as board_slug',
    ])
    .where('user_roles.user_id', 'in', userIds)
    .orderBy('user_roles.id')
    .execute()
}
