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
  expect(title.length).toBeLessThanOrEqual(70)
  expect(title).toContain('...')
})

test('a long title is cut at a word boundary in its own part: the product name stays whole', () => {
  const thread = 'Zahnriemenwechsel beim Golf 7 2.0 TDI kostet in einer freien Werkstatt wie viel genau?'
  const title = pageTitle(thread, 'MOTOR-TALK')
  expect(title.length).toBeLessThanOrEqual(70)
  expect(title.endsWith('... - MOTOR-TALK')).toBe(true)
  const kept = title.slice(0, -'... - MOTOR-TALK'.length)
  expect(thread.startsWith(`${kept} `)).toBe(true)
  // a longer product name (the test-focused variant) is not cut either
  expect(pageTitle(thread, 'MOTOR-TALK Tests').endsWith('... - MOTOR-TALK Tests')).toBe(true)
})
