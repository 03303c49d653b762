import type { CommunityBuilder } from './builder.ts'
import { insertRows } from './bulk.ts'
import { type Brand, CAR_BRANDS, MOTORCYCLE_BRANDS } from './catalog.ts'
import type { Vehicle } from './model.ts'

// The vehicle database of the demo community: manufacturers, series and models (decision 003).

export async function insertVehicles(b: CommunityBuilder): Promise<void> {
  const manufacturers: unknown[][] = []
  const series: unknown[][] = []
  const models: unknown[][] = []
  let seriesId = 0
  let modelId = 0
  for (const [index, brand] of [...CAR_BRANDS, ...MOTORCYCLE_BRANDS].entries()) {
    const manufacturerId = index + 1
    manufacturers.push([manufacturerId, brand.name, brand.slug, brand.kind])
    const vehicles: Vehicle[] = []
    for (const line of brand.lines) {
      for (const seriesName of line.series) {
        seriesId += 1
        series.push([seriesId, manufacturerId, seriesName])
        for (const engine of line.engines) {
          modelId += 1
          models.push([modelId, seriesId, engine])
          vehicles.push({
            manufacturerId,
            seriesId,
            modelId,
            brand: brand.name,
            line: line.name,
            series: seriesName,
            engine,
          })
        }
      }
    }
    b.vehiclesByBrand.set(brand.name, vehicles)
  }
  await insertRows(
    b.db,
    'vehicle_manufacturers',
    [
      ['id', 'int'],
      ['name', 'text'],
      ['slug', 'text'],
      ['kind', 'text'],
    ],
    manufacturers,
  )
  await insertRows(
    b.db,
    'vehicle_series',
    [
      ['id', 'int'],
      ['manufacturer_id', 'int'],
      ['name', 'text'],
    ],
    series,
  )
  await insertRows(
    b.db,
    'vehicle_models',
    [
      ['id', 'int'],
      ['series_id', 'int'],
      ['name', 'text'],
    ],
    models,
  )
}

export function manufacturerIdOf(b: CommunityBuilder, brand: Brand): number {
  return b.vehiclesByBrand.get(brand.name)![0]!.manufacturerId
}
