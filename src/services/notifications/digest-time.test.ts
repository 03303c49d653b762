import { expect, test } from 'vitest'
import { berlinHour, DIGEST_HOUR, nextDigestAt } from './types.ts'

// decision 030: the daily digest goes out at 7 in the morning, Berlin time, in winter and in
// summer — it went out 24 hours after the process started, because '07 Uhr' is no number.

test('the next digest is at 7 o’clock Berlin time, in winter and in summer', () => {
  expect(berlinHour(new Date('2026-11-29T06:00:00Z'))).toBe(7)
  expect(nextDigestAt(new Date('2026-11-28T10:46:00Z')).toISOString()).toBe('2026-11-29T06:00:00.000Z')
  expect(nextDigestAt(new Date('2026-11-29T05:59:00Z')).toISOString()).toBe('2026-11-29T06:00:00.000Z')
  expect(nextDigestAt(new Date('2026-07-01T12:00:00Z')).toISOString()).toBe('2026-07-02T05:00:00.000Z')
  expect(berlinHour(nextDigestAt(new Date('2026-03-28T12:00:00Z')))).toBe(DIGEST_HOUR)
  expect(berlinHour(new Date('2026-11-28T23:30:00Z'))).toBe(0)
})
