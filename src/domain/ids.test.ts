import { expect, test } from 'vitest'
import { parseId, parsePage } from './ids.ts'

test('ids are positive numbers up to 2147483647', () => {
  expect(parseId('1')).toBe(1)
  expect(parseId('2147483647')).toBe(2147483647)
  expect(parseId('2147483648')).toBeNull()
  expect(parseId('0')).toBeNull()
  expect(parseId('-4')).toBeNull()
  expect(parseId('12abc')).toBeNull()
  expect(parseId('1e3')).toBeNull()
  expect(parseId(' 7')).toBeNull()
  expect(parseId(null)).toBeNull()
})

test('page defaults to 0 for anything that is not a number', () => {
  expect(parsePage(null)).toBe(0)
  expect(parsePage('3')).toBe(3)
  expect(parsePage('x')).toBe(0)
  expect(parsePage('-1')).toBe(0)
})
