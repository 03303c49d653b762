import { expect, test } from 'vitest'
import { NO_VEHICLE_TOKEN, quoteLexeme, termQuery, tierQuery, tiersOf } from './similar-threads.ts'

test('a thread with a vehicle: its model, then its series without the model, then its make without the series', () => {
  expect(tiersOf({ manufacturerId: 1, seriesId: 3, modelId: 12 })).toEqual([
    { name: 'model', token: 'Model:12', except: null },
    { name: 'series', token: 'Series:3', except: 'Model:12' },
    { name: 'make', token: 'Make:1', except: 'Series:3' },
  ])
})

test('a vehicle known only by its make or series searches the tiers it has', () => {
  expect(tiersOf({ manufacturerId: 1, seriesId: null, modelId: null })).toEqual([
    { name: 'make', token: 'Make:1', except: null },
  ])
  expect(tiersOf({ manufacturerId: 1, seriesId: 3, modelId: null })).toEqual([
    { name: 'series', token: 'Series:3', except: null },
    { name: 'make', token: 'Make:1', except: 'Series:3' },
  ])
})

test('a thread without a vehicle: other threads without one first, then all others', () => {
  expect(tiersOf({ manufacturerId: null, seriesId: null, modelId: null })).toEqual([
    { name: 'without vehicle', token: NO_VEHICLE_TOKEN, except: null },
    { name: 'any vehicle', token: null, except: NO_VEHICLE_TOKEN },
  ])
})

test('lexemes are quoted for tsquery input: quotes doubled, backslashes escaped, weight after the quote', () => {
  expect(quoteLexeme('kaltstart')).toBe("'kaltstart'")
  expect(quoteLexeme("o'neil")).toBe("'o''neil'")
  expect(quoteLexeme('c:\\temp')).toBe("'c:\\\\temp'")
  expect(quoteLexeme('ruckel', 'A')).toBe("'ruckel':A")
})

test('a term matches any of its forms; a tier asks for its token, not the tier before, and any term', () => {
  expect(termQuery({ lexemes: ['kaltstart'] })).toBe("'kaltstart'")
  expect(termQuery({ lexemes: ['ruckel', 'ruckelt'] }, 'A')).toBe("( 'ruckel':A | 'ruckelt':A )")
  expect(
    tierQuery({ name: 'series', token: 'Series:3', except: 'Model:12' }, [
      { lexemes: ['ruckel', 'ruckelt'] },
      { lexemes: ['kaltstart'] },
    ]),
  ).toBe("'Series:3' & !'Model:12' & ( ( 'ruckel' | 'ruckelt' ) | 'kaltstart' )")
  expect(
    tierQuery({ name: 'any vehicle', token: null, except: NO_VEHICLE_TOKEN }, [{ lexemes: ['reif'] }]),
  ).toBe("!'Vehicle:none' & ( 'reif' )")
})
