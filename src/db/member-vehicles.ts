import type { DB } from './database.ts'

// Vehicle profiles (migration 0017): a member's current and former vehicles with the
// catalogue's names.

export interface MemberVehicleRow {
  id: number
  user_id: number
  manufacturer_id: number
  series_id: number | null
  model_id: number | null
  manufacturer_name: string
  series_name: string | null
  model_name: string | null
  build_year: number | null
  engine: string
  description: string
  picture_key: string | null
  is_current: boolean
}

function vehicles(db: DB) {
  return db
    .selectFrom('member_vehicles as v')
    .innerJoin('vehicle_manufacturers as m', 'm.id', 'v.manufacturer_id')
    .leftJoin('vehicle_series as s', 's.id', 'v.series_id')
    .leftJoin('vehicle_models as d', 'd.id', 'v.model_id')
    .select([
      'v.id',
      'v.user_id',
      'v.manufacturer_id',
      'v.series_id',
      'v.model_id',
      'm.name as manufacturer_name',
      's.name as series_name',
      'd.name as model_name',
      'v.build_year',
      'v.engine',
      'v.description',
      'v.picture_key',
      'v.is_current',
    ])
}

/** Current vehicles first, newest first within each (index member_vehicles_user). */
export function findMemberVehicles(db: DB, userId: number): Promise<MemberVehicleRow[]> {
  return vehicles(db)
    .where('v.user_id', '=', userId)
    .orderBy('v.is_current', 'desc')
    .orderBy('v.id', 'desc')
    .limit(100)
    .execute()
}

/**
 * Each member's current vehicle (the newest of the current ones), for the author line of posts:
 * one query for a page's authors, each read through the index member_vehicles_user.
 */
export function findCurrentVehicles(db: DB, userIds: readonly number[]): Promise<MemberVehicleRow[]> {
  if (userIds.length === 0) return Promise.resolve([])
  return vehicles(db)
    .where('v.user_id', 'in', [...userIds])
    .where('v.is_current', '=', true)
    .distinctOn('v.user_id')
    .orderBy('v.user_id')
    .orderBy('v.id', 'desc')
    .execute()
}

export function findMemberVehicle(db: DB, id: number): Promise<MemberVehicleRow | undefined> {
  return vehicles(db).where('v.id', '=', id).executeTakeFirst()
}

export async function countMemberVehicles(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom('member_vehicles')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export interface VehicleValues {
  manufacturer_id: number
  series_id: number | null
  model_id: number | null
  build_year: number | null
  engine: string
  description: string
  is_current: boolean
}

export async function insertMemberVehicle(
  db: DB,
  userId: number,
  values: VehicleValues & { picture_key: string | null },
): Promise<number> {
  const row = await db
    .insertInto('member_vehicles')
    .values({ user_id: userId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateMemberVehicle(
  db: DB,
  userId: number,
  id: number,
  values: VehicleValues & { picture_key?: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('member_vehicles')
    .set(values)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function deleteMemberVehicle(db: DB, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('member_vehicles')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** spec 000 §4: a deleted account's vehicle profiles; gives their pictures' keys, whose files go after. */
export async function deleteVehiclesOfMember(db: DB, userId: number): Promise<string[]> {
  const rows = await db
    .deleteFrom('member_vehicles')
    .where('user_id', '=', userId)
    .returning('picture_key')
    .execute()
  return rows.flatMap((row) => (row.picture_key ? [row.picture_key] : []))
}
