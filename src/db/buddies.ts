import { sql } from 'kysely'
import type { DB } from './database.ts'

// Buddies and friends (spec 000 §4): a one-sided add makes a buddy, a mutual add
// friends. Table buddies (migration 0002): (user_id adds buddy_id), index buddies_reverse.

export async function findRelation(db: DB, userId: number, otherId: number) {
  const rows = await db
    .selectFrom('buddies')
    .select(['user_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', userId), eb('buddy_id', '=', otherId)]),
        eb.and([eb('user_id', '=', otherId), eb('buddy_id', '=', userId)]),
      ]),
    )
    .execute()
  return {
    added: rows.some((row) => row.user_id === userId),
    addedBy: rows.some((row) => row.user_id === otherId),
  }
}

export async function insertBuddy(db: DB, userId: number, buddyId: number, at: Date): Promise<boolean> {
  const result = await db
    .insertInto('buddies')
    .values({ user_id: userId, buddy_id: buddyId, created_at: at })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}

export async function deleteBuddy(db: DB, userId: number, buddyId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('buddies')
    .where('user_id', '=', userId)
    .where('buddy_id', '=', buddyId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** A deleted account's buddies, both ways. */
export async function deleteBuddiesOfMember(db: DB, userId: number): Promise<void> {
  await db
    .deleteFrom('buddies')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('buddy_id', '=', userId)]))
    .execute()
}

export interface BuddyRow {
  id: number
  slug: string
  display_name: string
  avatar_url: string | null
  since: Date
  mutual: boolean
  /** true: the member added them; false: they added the member */
  outgoing: boolean
}

/**
 * Everyone tied to the member by an add in either direction (active, not anonymised), each once:
 * mutual (friends), outgoing only (the member's buddies), incoming only (who added the member).
 * A member has tens of these, not thousands; the limit keeps a pathological one cheap.
 */
export async function findBuddyRelations(db: DB, userId: number, limit = 500): Promise<BuddyRow[]> {
  const result = await sql<BuddyRow>`
    WITH rel AS (
      SELECT buddy_id AS other_id, true AS outgoing, created_at FROM buddies WHERE user_id = ${userId}
      UNION ALL
      SELECT user_id AS other_id, false AS outgoing, created_at FROM buddies WHERE buddy_id = ${userId}
    ), grouped AS (
      SELECT other_id, bool_or(outgoing) AS outgoing, count(*) = 2 AS mutual, max(created_at) AS since
      FROM rel GROUP BY other_id
    )
    SELECT u.id, u.slug, u.display_name, u.avatar_url, g.since, g.mutual, g.outgoing
    FROM grouped g JOIN users u ON u.id = g.other_id
    WHERE u.status = 'active' AND NOT u.is_anonymized
    ORDER BY lower(u.display_name)
    LIMIT ${limit}`.execute(db)
  return result.rows
}
