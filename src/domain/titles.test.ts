import { expect, test } from 'vitest'
import { pageTitle } from './titles.ts'

test('the product name is appended unless already present', () => {
  expect(pageTitle('Auto & Motorrad Forum - Übersicht', 'MOTOR-TALK')).toBe(
    'Auto & Motorrad Forum - Übersicht - MOTOR-TALK',
  )
  expect(pageTitle('Max auf MOTOR-TALK', 'MOTOR-TALK')).toBe('Max auf MOTOR-TALK')
})

test('titles are cut to 70 characters with "..."', () => {
  const title = pageTitle(
    'Zahnriemenwechsel beim Golf 7 2.0 TDI: Was kostet das in einer freien Werkstatt?',
    'MOTOR-TALK',
  )
  expect(title).toHaveLength(70)
  expect(title.endsWith('...')).toBe(true)
})
