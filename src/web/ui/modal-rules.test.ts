import { expect, test } from 'vitest'
import { backdropPressCloses } from './modal-rules.ts'

test('a backdrop press closes, except within 25 px of the right edge on non-mobile widths', () => {
  expect(backdropPressCloses(100, 1280)).toBe(true)
  expect(backdropPressCloses(1254, 1280)).toBe(true)
  expect(backdropPressCloses(1255, 1280)).toBe(false)
  expect(backdropPressCloses(1279, 1280)).toBe(false)
  // mobile (up to 640 px): the whole backdrop closes
  expect(backdropPressCloses(370, 375)).toBe(true)
  expect(backdropPressCloses(639, 640)).toBe(true)
  expect(backdropPressCloses(630, 641)).toBe(false)
})
