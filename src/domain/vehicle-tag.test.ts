import { describe, expect, it } from 'vitest'
import { vehicleLabel, vehicleThreadsHref } from './vehicle-tag.ts'

const golf7 = {
  manufacturerId: 3,
  manufacturerName: 'VW',
  seriesId: 12,
  seriesName: 'Golf',
  modelId: 120,
  modelName: 'Golf 7',
}

describe('vehicle tag', () => {
  it('names the vehicle coarse to fine, leaving out what is not tagged', () => {
    expect(vehicleLabel(golf7)).toBe('VW · Golf · Golf 7')
    expect(vehicleLabel({ ...golf7, seriesName: null, modelName: null })).toBe('VW')
    expect(vehicleLabel(null)).toBeNull()
  })

  it("links the most precise vehicle's topics", () => {
    expect(vehicleThreadsHref(golf7)).toBe('/suche.html?search=true&sfz=m120&suf=1')
    expect(vehicleThreadsHref({ ...golf7, modelId: null, modelName: null })).toBe(
      '/suche.html?search=true&sfz=s12&suf=1',
    )
    expect(vehicleThreadsHref({ ...golf7, modelId: null, seriesId: null })).toBe(
      '/suche.html?search=true&sfz=h3&suf=1',
    )
  })
})
