import { expect, test } from 'vitest'
import { ratingPercent } from './rating.ts'

test('the star row is filled to rating × 2 percent', () => {
  expect(ratingPercent(50)).toBe(100)
  expect(ratingPercent(37)).toBe(74)
  expect(ratingPercent(0)).toBe(0)
  expect(ratingPercent(60)).toBe(100)
})
