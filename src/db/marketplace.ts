import type { Insertable, Updateable } from 'kysely'
import type { DB } from './database.ts'
import type { MarketplaceAdsTable } from './schema.ts'

// decision 036: the marketplace's classified ads (migration 0025). Open ads are listed newest first by
// keyset over the partial indexes marketplace_ads_open*; a closed ad stays for its seller.

export interface AdFilter {
  kind: 'vehicle' | 'part' | null
  manufacturerId: number | null
}

const LIST_COLUMNS = [
  'a.id',
  'a.seller_id',
  'a.kind',
  'a.title',
  'a.slug',
  'a.price_euro',
  'a.negotiable',
  'a.model_year',
  'a.mileage_km',
  'a.postcode',
  'a.city',
  'a.status',
  'a.created_at',
  'v.name as manufacturer',
] as const

/** Open ads, newest first, 20 a page by keyset (`before`: the last shown ad's id); one more than asked. */
export function findOpenAds(db: DB, filter: AdFilter, before: number | null, limit: number) {
  let query = db
    .selectFrom('marketplace_ads as a')
    .leftJoin('vehicle_manufacturers as v', 'v.id', 'a.manufacturer_id')
    .select(LIST_COLUMNS)
    .where('a.status', '=', 'open')
    .where('a.hidden_at', 'is', null)
  if (filter.kind !== null) query = query.where('a.kind', '=', filter.kind)
  if (filter.manufacturerId !== null) query = query.where('a.manufacturer_id', '=', filter.manufacturerId)
  if (before !== null)
    query = query.where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('a.created_at', 'a.id'),
        '<',
        selectFrom('marketplace_ads as b')
          .select(['b.created_at', 'b.id'])
          .where('b.id', '=', before)
          .$asTuple('created_at', 'id'),
      ),
    )
  return query
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit + 1)
    .execute()
}
export type AdListRow = Awaited<ReturnType<typeof findOpenAds>>[number]

/** A seller's ads, open and closed, newest first. */
export function findAdsBySeller(db: DB, sellerId: number, limit: number) {
  return db
    .selectFrom('marketplace_ads as a')
    .leftJoin('vehicle_manufacturers as v', 'v.id', 'a.manufacturer_id')
    .select(LIST_COLUMNS)
    .where('a.seller_id', '=', sellerId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute()
}

/** Manufacturers with open ads, for the filter. */
export function findAdManufacturers(db: DB) {
  return db
    .selectFrom('vehicle_manufacturers as v')
    .select(['v.id', 'v.name'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('marketplace_ads as a')
          .select('a.id')
          .whereRef('a.manufacturer_id', '=', 'v.id')
          .where('a.status', '=', 'open')
          .where('a.hidden_at', 'is', null),
      ),
    )
    .orderBy('v.name')
    .execute()
}

export function findAd(db: DB, id: number) {
  return db
    .selectFrom('marketplace_ads as a')
    .leftJoin('vehicle_manufacturers as v', 'v.id', 'a.manufacturer_id')
    .leftJoin('vehicle_models as m', 'm.id', 'a.model_id')
    .select([
      ...LIST_COLUMNS,
      'a.description',
      'a.manufacturer_id',
      'a.model_id',
      'a.updated_at',
      'a.closed_at',
      'a.hidden_at',
      'm.name as model',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst()
}
export type AdDetail = NonNullable<Awaited<ReturnType<typeof findAd>>>

export async function insertAd(db: DB, ad: Insertable<MarketplaceAdsTable>): Promise<number> {
  const row = await db.insertInto('marketplace_ads').values(ad).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateAd(db: DB, id: number, changes: Updateable<MarketplaceAdsTable>): Promise<void> {
  await db.updateTable('marketplace_ads').set(changes).where('id', '=', id).execute()
}

/** Every manufacturer, for the ad form's brand choice. */
export function findAllManufacturers(db: DB) {
  return db.selectFrom('vehicle_manufacturers').select(['id', 'name']).orderBy('name').execute()
}

/** decision 036: ads carry where the seller lives; they go with the account. */
export async function deleteAdsOfSeller(db: DB, sellerId: number): Promise<void> {
  await db.deleteFrom('marketplace_ads').where('seller_id', '=', sellerId).execute()
}

/** Hides a marketplace ad as a whole from the time given, or shows it again (null); decision 036. */
export async function setAdHidden(db: DB, id: number, hiddenAt: Date | null): Promise<void> {
  await db.updateTable('marketplace_ads').set({ hidden_at: hiddenAt }).where('id', '=', id).execute()
}

/** A marketplace ad as a report names it, with its seller's name (decision 036). */
export function findAdForCase(db: DB, id: number) {
  return db
    .selectFrom('marketplace_ads as a')
    .leftJoin('users', 'users.id', 'a.seller_id')
    .select([
      'a.id',
      'a.slug',
      'a.title',
      'a.description',
      'a.seller_id',
      'a.hidden_at',
      'a.created_at',
      'a.updated_at',
      'users.display_name',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst()
}
