import type { DB } from './database.ts'

// The vehicle database behind thread vehicle tags (spec 001 §3 fzdbRelation).

/** Manufacturer → series → models, for the pickers of the new-thread form (small: a few hundred rows). */
export async function findVehicleTree(db: DB) {
  const [manufacturers, series, models] = await Promise.all([
    db.selectFrom('vehicle_manufacturers').select(['id', 'name', 'kind']).orderBy('name').execute(),
    db.selectFrom('vehicle_series').select(['id', 'manufacturer_id', 'name']).orderBy('name').execute(),
    db.selectFrom('vehicle_models').select(['id', 'series_id', 'name']).orderBy('name').execute(),
  ])
  return manufacturers.map((manufacturer) => ({
    id: manufacturer.id,
    name: manufacturer.name,
    kind: manufacturer.kind,
    series: series
      .filter((item) => item.manufacturer_id === manufacturer.id)
      .map((item) => ({
        id: item.id,
        name: item.name,
        models: models
          .filter((model) => model.series_id === item.id)
          .map((model) => ({ id: model.id, name: model.name })),
      })),
  }))
}

export type VehicleTree = Awaited<ReturnType<typeof findVehicleTree>>

/**
 * Checks that series and model belong to the manufacturer (the pickers can be bypassed).
 * Returns the consistent ids, or null when they do not fit together.
 */
export async function checkVehicle(
  db: DB,
  ids: { manufacturerId: number | null; seriesId: number | null; modelId: number | null },
): Promise<{ manufacturerId: number | null; seriesId: number | null; modelId: number | null } | null> {
  if (ids.manufacturerId === null) return ids.seriesId === null && ids.modelId === null ? ids : null
  const manufacturer = await db
    .selectFrom('vehicle_manufacturers')
    .select('id')
    .where('id', '=', ids.manufacturerId)
    .executeTakeFirst()
  if (!manufacturer) return null
  if (ids.seriesId === null) return ids.modelId === null ? ids : null
  const series = await db
    .selectFrom('vehicle_series')
    .select('id')
    .where('id', '=', ids.seriesId)
    .where('manufacturer_id', '=', ids.manufacturerId)
    .executeTakeFirst()
  if (!series) return null
  if (ids.modelId === null) return ids
  const model = await db
    .selectFrom('vehicle_models')
    .select('id')
    .where('id', '=', ids.modelId)
    .where('series_id', '=', ids.seriesId)
    .executeTakeFirst()
  return model ? ids : null
}
