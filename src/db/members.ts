import { sql } from 'kysely'
import { ONLINE_WINDOW_MINUTES } from '#domain/limits.ts'
import type { DB } from './database.ts'
import { USER_ROW_COLUMNS, type UserRow } from './users.ts'

// Member listings for the home page (spec 000 §2.2, §7: users.latest, users.onlineCount).

/** The newest active members, newest first (index users_newest); anonymized accounts are left out. */
export function findNewestMembers(db: DB, limit: number): Promise<UserRow[]> {
  return newestMembersQuery(db, limit).execute()
}

/** The query behind findNewestMembers (tests read its plan). */
export function newestMembersQuery(db: DB, limit: number) {
  return db
    .selectFrom('users')
    .select(USER_ROW_COLUMNS)
    .where('status', '=', 'active')
    .where('is_anonymized', '=', false)
    .orderBy('registered_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
}

/** Members seen within the online window (index users_last_seen: a range scan over the few online). */
export async function countOnlineMembers(db: DB, windowMinutes = ONLINE_WINDOW_MINUTES): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('last_seen_at', '>', sql<Date>`now() - make_interval(mins => ${windowMinutes})`)
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}
