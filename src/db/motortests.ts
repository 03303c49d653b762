import type { DB } from './database.ts'

// Vehicle test teasers (spec 000 §2.2 "latest 4 vehicle tests", §3 Motortest).

export interface MotortestRow {
  id: number
  author_id: number
  title: string
  slug: string
  picture_url: string | null
  /** spec 001 §3: on a scale of 50. */
  rating: number
  created_at: Date
}

/** Newest tests first (index motortests_latest). */
export function findLatestMotortests(db: DB, limit: number): Promise<MotortestRow[]> {
  return db
    .selectFrom('motortests')
    .select(['id', 'author_id', 'title', 'slug', 'picture_url', 'rating', 'created_at'])
    .where('hidden_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

/** Tests with their vehicle's manufacturer, series ('Modell') and model names. */
function testsWithVehicle(db: DB) {
  return db
    .selectFrom('motortests as t')
    .leftJoin('vehicle_models as m', 'm.id', 't.model_id')
    .leftJoin('vehicle_series as s', 's.id', 'm.series_id')
    .leftJoin('vehicle_manufacturers as v', 'v.id', 't.manufacturer_id')
    .select(['v.name as manufacturer', 's.name as series', 'm.name as model'])
}

export interface MotortestListRow extends MotortestRow {
  manufacturer: string | null
  series: string | null
  model: string | null
  body: string
}

/**
 * decision 036: `/tests`, newest first, 20 a page by keyset (`before`: the last shown test's id), of
 * one manufacturer or one series ('Modell') when asked. One more row than asked says another page
 * follows.
 */
export function findMotortests(
  db: DB,
  filter: { manufacturerId: number | null; seriesId: number | null },
  before: number | null,
  limit: number,
): Promise<MotortestListRow[]> {
  let query = testsWithVehicle(db)
    .select([
      't.id',
      't.author_id',
      't.title',
      't.slug',
      't.picture_url',
      't.rating',
      't.created_at',
      't.body',
    ])
    .where('t.hidden_at', 'is', null)
  if (filter.manufacturerId !== null) query = query.where('t.manufacturer_id', '=', filter.manufacturerId)
  if (filter.seriesId !== null)
    query = query.where('t.model_id', 'in', (eb) =>
      eb.selectFrom('vehicle_models').select('id').where('series_id', '=', filter.seriesId!),
    )
  if (before !== null)
    query = query.where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('t.created_at', 't.id'),
        '<',
        selectFrom('motortests as b')
          .select(['b.created_at', 'b.id'])
          .where('b.id', '=', before)
          .$asTuple('created_at', 'id'),
      ),
    )
  return query
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit + 1)
    .execute()
}

/** The filter's choices: manufacturers with tests, and the series of one with tests, by name. */
export async function findMotortestFilters(db: DB, manufacturerId: number | null) {
  const [manufacturers, series] = await Promise.all([
    db
      .selectFrom('vehicle_manufacturers as v')
      .select(['v.id', 'v.name'])
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('motortests as t')
            .select('t.id')
            .whereRef('t.manufacturer_id', '=', 'v.id')
            .where('t.hidden_at', 'is', null),
        ),
      )
      .orderBy('v.name')
      .execute(),
    manufacturerId === null
      ? Promise.resolve([])
      : db
          .selectFrom('vehicle_series as s')
          .select(['s.id', 's.name'])
          .where('s.manufacturer_id', '=', manufacturerId)
          .where(({ exists, selectFrom }) =>
            exists(
              selectFrom('motortests as t')
                .innerJoin('vehicle_models as m', 'm.id', 't.model_id')
                .select('t.id')
                .whereRef('m.series_id', '=', 's.id')
                .where('t.hidden_at', 'is', null),
            ),
          )
          .orderBy('s.name')
          .execute(),
  ])
  return { manufacturers, series }
}

/** One test with its vehicle's names. */
export function findMotortest(db: DB, id: number) {
  return testsWithVehicle(db)
    .select([
      't.id',
      't.author_id',
      't.title',
      't.slug',
      't.picture_url',
      't.rating',
      't.created_at',
      't.updated_at',
      't.body',
      't.pros',
      't.cons',
      't.model_year',
      't.power_ps',
      't.mileage_km',
      't.fuel',
      't.comments_enabled',
      't.hidden_at',
      't.manufacturer_id',
      't.model_id',
      'm.series_id',
    ])
    .where('t.id', '=', id)
    .executeTakeFirst()
}
export type MotortestDetail = NonNullable<Awaited<ReturnType<typeof findMotortest>>>

export interface MotortestWrite {
  title: string
  slug: string
  manufacturerId: number | null
  modelId: number | null
  modelYear: number | null
  rating: number
  body: string
  pros: string[]
  cons: string[]
  powerPs: number | null
  mileageKm: number | null
  fuel: string | null
  commentsEnabled: boolean
}

function testColumns(test: MotortestWrite) {
  return {
    title: test.title,
    slug: test.slug,
    manufacturer_id: test.manufacturerId,
    model_id: test.modelId,
    model_year: test.modelYear,
    rating: test.rating,
    body: test.body,
    pros: test.pros,
    cons: test.cons,
    power_ps: test.powerPs,
    mileage_km: test.mileageKm,
    fuel: test.fuel,
    comments_enabled: test.commentsEnabled,
  }
}

/** decision 036: a member's new test, counted in the platform's totals in the same transaction. */
export async function insertMotortest(db: DB, authorId: number, test: MotortestWrite): Promise<number> {
  const row = await db
    .insertInto('motortests')
    .values({ author_id: authorId, ...testColumns(test) })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .updateTable('platform_stats')
    .set((eb) => ({ total_motortests: eb('total_motortests', '+', 1) }))
    .execute()
  return row.id
}

export async function updateMotortest(db: DB, id: number, test: MotortestWrite, at: Date): Promise<void> {
  await db
    .updateTable('motortests')
    .set({ ...testColumns(test), updated_at: at })
    .where('id', '=', id)
    .execute()
}

/** Hides a vehicle test as a whole from the time given, or shows it again (null); decision 036. */
export async function setMotortestHidden(db: DB, id: number, hiddenAt: Date | null): Promise<void> {
  await db.updateTable('motortests').set({ hidden_at: hiddenAt }).where('id', '=', id).execute()
}

/** A vehicle test as a report names it, with its author's name (decision 036). */
export function findMotortestForCase(db: DB, id: number) {
  return db
    .selectFrom('motortests as t')
    .leftJoin('users', 'users.id', 't.author_id')
    .select([
      't.id',
      't.slug',
      't.title',
      't.body',
      't.author_id',
      't.hidden_at',
      't.created_at',
      't.updated_at',
      'users.display_name',
    ])
    .where('t.id', '=', id)
    .executeTakeFirst()
}
