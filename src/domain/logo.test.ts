import { expect, test } from 'vitest'
import { showsSpecialLogo } from './logo.ts'

test('the special logo shows from 14 June to 4 July 2024, Berlin days included', () => {
  expect(showsSpecialLogo(new Date('2024-06-13T21:59:00Z'))).toBe(false) // 23:59 on the 13th in Berlin
  expect(showsSpecialLogo(new Date('2024-06-13T22:00:00Z'))).toBe(true) // midnight of the 14th in Berlin
  expect(showsSpecialLogo(new Date('2024-06-25T12:00:00Z'))).toBe(true)
  expect(showsSpecialLogo(new Date('2024-07-04T21:59:00Z'))).toBe(true)
  expect(showsSpecialLogo(new Date('2024-07-04T22:00:00Z'))).toBe(false)
  expect(showsSpecialLogo(new Date('2025-06-20T12:00:00Z'))).toBe(false)
})
