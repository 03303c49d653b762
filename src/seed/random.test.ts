import { expect, test } from 'vitest'
import { Random } from './random.ts'

test('the same seed gives the same sequence', () => {
  const a = new Random(42)
  const b = new Random(42)
  expect(Array.from({ length: 5 }, () => a.int(1, 1000))).toEqual(
    Array.from({ length: 5 }, () => b.int(1, 1000)),
  )
})

test('int stays within bounds', () => {
  const random = new Random(7)
  for (let i = 0; i < 1000; i += 1) {
    const value = random.int(3, 5)
    expect(value).toBeGreaterThanOrEqual(3)
    expect(value).toBeLessThanOrEqual(5)
  }
})
