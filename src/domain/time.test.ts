import { describe, expect, test } from 'vitest'
import {
  formatClockTime,
  formatDateLabel,
  formatLastPostLabel,
  formatLongDate,
  formatProfilePostDate,
  formatRelativeTime,
  formatShortDate,
  lastPostPhrase,
} from './time.ts'

const now = new Date('2026-03-15T12:00:00Z') // 13:00 in Berlin (CET)
const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR
const ago = (ms: number) => new Date(now.getTime() - ms)

// spec 000 §9: 'gerade eben' under 1 minute; then minutes; 1 or 2 hours with leftover minutes;
// hours from 3 h; days (with hours up to 2 days); months and years; years only from 3 years.
// A month is 30.416 days, a year 365 days. The prefix 'vor ' appears when applicable.
test.each([
  [0, 'gerade eben'],
  [59 * 1000, 'gerade eben'],
  [MIN, 'vor 1 Minute'],
  [5 * MIN, 'vor 5 Minuten'],
  [59 * MIN, 'vor 59 Minuten'],
  [HOUR, 'vor 1 Stunde'],
  [HOUR + 20 * MIN, 'vor 1 Stunde und 20 Minuten'],
  [2 * HOUR + MIN, 'vor 2 Stunden und 1 Minute'],
  [3 * HOUR + 20 * MIN, 'vor 3 Stunden'],
  [23 * HOUR + 59 * MIN, 'vor 23 Stunden'],
  [DAY, 'vor 1 Tag'],
  [DAY + 5 * HOUR, 'vor 1 Tag und 5 Stunden'],
  [2 * DAY + 5 * HOUR, 'vor 2 Tagen'],
  [30 * DAY, 'vor 30 Tagen'],
  [30.416 * DAY, 'vor 1 Monat'],
  [100 * DAY, 'vor 3 Monaten'],
  [364 * DAY, 'vor 11 Monaten'],
  [365 * DAY, 'vor 1 Jahr'],
  [365 * DAY + 61 * DAY, 'vor 1 Jahr und 2 Monaten'],
  [2 * 365 * DAY + 40 * DAY, 'vor 2 Jahren und 1 Monat'],
  [3 * 365 * DAY + 200 * DAY, 'vor 3 Jahren'],
  [12 * 365 * DAY, 'vor 12 Jahren'],
])('%i ms ago reads "%s"', (ms, expected) => {
  expect(formatRelativeTime(ago(ms), { now })).toBe(expected)
})

test('future times read "in …" instead of "vor …"', () => {
  expect(formatRelativeTime(new Date(now.getTime() + 3 * DAY), { now })).toBe('in 3 Tagen')
})

describe('date labels (Heute, Gestern, Morgen plus the time; otherwise a long date plus the time)', () => {
  test('today in Berlin', () => {
    expect(formatDateLabel(new Date('2026-03-15T07:05:00Z'), { now })).toBe('Heute, 08:05 Uhr')
  })
  test('yesterday in Berlin although less than 24 h ago', () => {
    expect(formatDateLabel(new Date('2026-03-14T22:30:00Z'), { now })).toBe('Gestern, 23:30 Uhr')
  })
  test('Berlin midnight, not UTC midnight, separates the days', () => {
    // 23:30 UTC on the 14th is 00:30 on the 15th in Berlin: today
    expect(formatDateLabel(new Date('2026-03-14T23:30:00Z'), { now })).toBe('Heute, 00:30 Uhr')
  })
  test('tomorrow', () => {
    expect(formatDateLabel(new Date('2026-03-16T09:00:00Z'), { now })).toBe('Morgen, 10:00 Uhr')
  })
  test('older dates in long form, summer time respected', () => {
    expect(formatDateLabel(new Date('2024-07-04T16:45:00Z'), { now })).toBe('4. Juli 2024, 18:45 Uhr')
  })
})

test('last-post labels: a time for today and yesterday, a date before', () => {
  expect(formatLastPostLabel(ago(HOUR), { now })).toBe('Heute, 12:00 Uhr')
  expect(formatLastPostLabel(new Date('2026-03-01T10:00:00Z'), { now })).toBe('01.03.2026')
})

test('short and long dates are German', () => {
  const date = new Date('2025-12-24T18:00:00Z')
  expect(formatShortDate(date)).toBe('24.12.2025')
  expect(formatLongDate(date)).toBe('24. Dezember 2025')
})

test('Berlin wall-clock arithmetic agrees with Intl across years and summer-time switches', () => {
  const intl = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
  const samples: Date[] = []
  for (let year = 1990; year <= 2040; year += 1) {
    for (const month of [0, 2, 3, 9, 10]) {
      for (let day = 24; day <= 31; day += 1) {
        for (const hour of [0, 1, 2, 3, 22, 23]) samples.push(new Date(Date.UTC(year, month, day, hour, 30)))
      }
    }
  }
  for (const date of samples) {
    const [datePart, timePart] = intl.format(date).split(', ')
    expect(`${formatShortDate(date)} ${formatClockTime(date)}`).toBe(`${datePart} ${timePart}`)
  }
})

test('thread items say when the last post was: a time today, a date before', () => {
  const now = new Date('2026-03-15T12:00:00Z')
  expect(lastPostPhrase(new Date('2026-03-15T08:30:00Z'), { now })).toBe('Letzter Beitrag um 09:30 Uhr')
  expect(lastPostPhrase(new Date('2026-03-14T08:30:00Z'), { now })).toBe('Letzter Beitrag am 14.03.2026')
})

test("the profile's last post: 'Heute, HH:MM Uhr' today, else the date plus the time", () => {
  expect(formatProfilePostDate(ago(HOUR), { now })).toBe('Heute, 12:00 Uhr')
  expect(formatProfilePostDate(ago(DAY), { now })).toBe('14.03.2026, 13:00 Uhr')
})

test('fromBerlinWallClock names the instant of a Berlin wall-clock time in winter and in summer', async () => {
  const { fromBerlinWallClock } = await import('./time.ts')
  expect(fromBerlinWallClock(2026, 1, 15, 12, 0).toISOString()).toBe('2026-01-15T11:00:00.000Z')
  expect(fromBerlinWallClock(2026, 7, 1, 12, 0).toISOString()).toBe('2026-07-01T10:00:00.000Z')
  expect(fromBerlinWallClock(2026, 3, 29, 0, 0).toISOString()).toBe('2026-03-28T23:00:00.000Z')
  expect(fromBerlinWallClock(2026, 10, 25, 12, 0).toISOString()).toBe('2026-10-25T11:00:00.000Z')
})
