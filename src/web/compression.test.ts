import { expect, test } from 'vitest'
import { pageEncoding } from './compression.ts'

test('browsers get brotli, other clients gzip, and an encoding with q=0 is never used', () => {
  expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br')
  expect(pageEncoding('gzip')).toBe('gzip')
  expect(pageEncoding('GZIP;q=0.8, identity')).toBe('gzip')
  expect(pageEncoding('br;q=0, gzip')).toBe('gzip')
  expect(pageEncoding('br;q=0,gzip;q=0')).toBe('identity')
  expect(pageEncoding('')).toBe('identity')
  expect(pageEncoding(null)).toBe('identity')
})
