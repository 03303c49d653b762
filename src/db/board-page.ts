import { sql } from 'kysely'
import type { DB } from './database.ts'

// The reads around a board's topic list (spec 001 §2 board page, §3 Board): its place in the
// tree, who looks after it, FAQ teasers, announcements, tests and blogs for the sidebar.

/** For each board, the boards above it with their distance (1 = parent), each with its row. */
/** Moderators and Forenpaten tied to these boards (spec 001 §6: the board facilitators). */
export function findFacilitators(db: DB, boardIds: readonly number[]) {
  if (boardIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('user_roles')
    .innerJoin('users', 'users.id', 'user_roles.user_id')
    .select(['user_roles.board_id', 'user_roles.user_id', 'user_roles.role'])
    .where('user_roles.board_id', 'in', boardIds)
    .where('user_roles.role', 'in', ['moderator', 'godfather'])
    .where('users.status', '=', 'active')
    .orderBy('user_roles.id')
    .execute()
}

export interface FaqTeaserRow {
  id: number
  board_id: number
  author_id: number
  title: string
  slug: string
}

/** FAQ teasers of a board or, when it has none, of the nearest board above that has some. */
export async function findFaqTeasers(
  db: DB,
  boardIdsNearestFirst: readonly number[],
  limit: number,
): Promise<FaqTeaserRow[]> {
  if (boardIdsNearestFirst.length === 0) return []
  const rows = await db
    .selectFrom('faq_teasers')
    .select(['id', 'board_id', 'author_id', 'title', 'slug', 'sort_order'])
    .where('board_id', 'in', boardIdsNearestFirst)
    .orderBy('sort_order')
    .orderBy('id')
    .execute()
  const owner = boardIdsNearestFirst.find((id) => rows.some((row) => row.board_id === id))
  return rows.filter((row) => row.board_id === owner).slice(0, limit)
}

export interface AnnouncementRow {
  id: number
  title: string
  url: string | null
  text: string
  start_date: Date
  visible_for_anonymous: boolean
}

/**
 * Announcements running now for a board, its parents, or everywhere (no board). Visitors see
 * only those marked visible for anonymous readers (spec 001 §6).
 */
export function findAnnouncements(
  db: DB,
  boardIds: readonly number[],
  forVisitor: boolean,
  now: Date,
): Promise<AnnouncementRow[]> {
  let query = db
    .selectFrom('announcements')
    .select(['id', 'title', 'url', 'text', 'start_date', 'visible_for_anonymous'])
    .where((eb) =>
      eb.or([eb('board_id', 'is', null), eb('board_id', 'in', boardIds.length > 0 ? boardIds : [-1])]),
    )
    .where('start_date', '<=', now)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>', now)]))
  if (forVisitor) query = query.where('visible_for_anonymous', '=', true)
  return query.orderBy('start_date', 'desc').limit(10).execute()
}

/** Tests of the board's make when it has one, otherwise the newest (index motortests_manufacturer / _latest). */
export function findTestsFor(db: DB, manufacturerId: number | null, limit: number) {
  let query = db
    .selectFrom('motortests')
    .select(['id', 'author_id', 'title', 'slug', 'picture_url', 'rating', 'created_at'])
    .where('hidden_at', 'is', null)
  if (manufacturerId !== null) query = query.where('manufacturer_id', '=', manufacturerId)
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute()
}

/** Blog articles related to the board or the boards above it, newest first. */
export function findBlogsFor(db: DB, boardIds: readonly number[], limit: number) {
  return db
    .selectFrom('blog_articles')
    .select(['id', 'author_id', 'title', 'slug', 'picture_url', 'published_at'])
    .where('status', '=', 'published')
    .where('hidden_at', 'is', null)
    .where('board_id', 'in', boardIds.length > 0 ? boardIds : [-1])
    .orderBy('published_at', 'desc')
    .limit(limit)
    .execute()
}

export type VehicleKind = 'manufacturer' | 'series' | 'model'

/**
 * Vehicle names by kind and id, for the vehicle tags of thread lists and topics: manufacturers,
 * series and models of a whole page in one query.
 */
export async function findVehicleNames(
  db: DB,
  keys: readonly { kind: VehicleKind; id: number }[],
): Promise<{ kind: VehicleKind; id: number; name: string }[]> {
  const ids = (kind: VehicleKind) => keys.filter((key) => key.kind === kind).map((key) => key.id)
  if (keys.length === 0) return []
  const result = await sql<{ kind: VehicleKind; id: number; name: string }>`
    SELECT 'manufacturer' AS kind, id, name FROM vehicle_manufacturers WHERE id = ANY(${ids('manufacturer')}::int[])
    UNION ALL
    SELECT 'series', id, name FROM vehicle_series WHERE id = ANY(${ids('series')}::int[])
    UNION ALL
    SELECT 'model', id, name FROM vehicle_models WHERE id = ANY(${ids('model')}::int[])`.execute(db)
  return result.rows
}
