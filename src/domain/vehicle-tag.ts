import { searchUrl, type VehicleFilter } from './search.ts'

// The vehicle tag of a thread (spec 001 §2: manufacturer, series, model), one shape for the board
// list, the thread page and the profile (it was written three times).

export interface VehicleTag {
  manufacturerId: number
  manufacturerName: string
  seriesId: number | null
  seriesName: string | null
  modelId: number | null
  modelName: string | null
}

/** "VW · Golf · Golf 7": the names the thread is tagged with, coarse to fine. */
export function vehicleLabel(
  tag: Pick<VehicleTag, 'manufacturerName' | 'seriesName' | 'modelName'> | null,
): string | null {
  if (!tag) return null
  return [tag.manufacturerName, tag.seriesName, tag.modelName].filter(Boolean).join(' · ')
}

/** The most precise vehicle the tag names, as a search filter. */
export function vehicleFilter(tag: VehicleTag): VehicleFilter {
  if (tag.modelId !== null) return { level: 'model', id: tag.modelId }
  if (tag.seriesId !== null) return { level: 'series', id: tag.seriesId }
  return { level: 'manufacturer', id: tag.manufacturerId }
}

/** The topics about the tagged vehicle, newest first (the search, topics only). */
export function vehicleThreadsHref(tag: VehicleTag): string {
  return searchUrl({ vehicle: vehicleFilter(tag), scope: 'threads' })
}
