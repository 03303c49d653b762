import { describe, expect, test } from 'vitest'
import {
  berlinMidnight,
  currentHalfYear,
  periodChoices,
  periodFromParams,
  periodOf,
  periodRange,
} from './period.ts'
import { csvCell } from './report.ts'

const params = (query: string) => new URLSearchParams(query)
const now = new Date('2026-11-23T10:00:00Z')

describe('periods', () => {
  test.each([
    ['2026', '2026-01-01', '2026-12-31', 'Jahr 2026'],
    ['2026-H1', '2026-01-01', '2026-06-30', '1. Halbjahr 2026'],
    ['2026-H2', '2026-07-01', '2026-12-31', '2. Halbjahr 2026'],
    ['2026-Q1', '2026-01-01', '2026-03-31', '1. Quartal 2026'],
    ['2028-02', '2028-02-01', '2028-02-29', 'Februar 2028'],
    ['2026-12', '2026-12-01', '2026-12-31', 'Dezember 2026'],
  ])('%s is %s to %s', (code, from, to, label) => {
    expect(periodOf(code)).toEqual({ from, to, code, label })
  })
  test.each(['', '26', '2026-H3', '2026-Q5', '2026-00', '2026-13', '1999', '2026-1', '2026 '])(
    '%j is none',
    (code) => {
      expect(periodOf(code)).toBeNull()
    },
  )
  test('the default is the current half-year, in Berlin', () => {
    expect(currentHalfYear(now).code).toBe('2026-H2')
    // 30 June 23:30 UTC is already 1 July in Berlin
    expect(currentHalfYear(new Date('2026-06-30T23:30:00Z')).code).toBe('2026-H2')
    expect(periodFromParams(params(''), now)).toEqual({ ok: true, period: periodOf('2026-H2') })
  })
  test('the selector offers the last periods, newest first', () => {
    const choices = periodChoices(now)
    expect(choices.map((group) => group.periods.length)).toEqual([4, 8, 12, 3])
    expect(choices[0]?.periods.map((p) => p.code)).toEqual(['2026-H2', '2026-H1', '2025-H2', '2025-H1'])
    expect(choices[2]?.periods.at(-1)?.code).toBe('2025-12')
  })
  test('days are Berlin days: the range starts and ends at Berlin midnight', () => {
    expect(berlinMidnight('2026-01-01')).toEqual(new Date('2025-12-31T23:00:00Z'))
    expect(berlinMidnight('2026-07-01')).toEqual(new Date('2026-06-30T22:00:00Z'))
    expect(periodRange(periodOf('2026-03') as never)).toEqual({
      start: new Date('2026-02-28T23:00:00Z'),
      end: new Date('2026-03-31T22:00:00Z'),
    })
  })
  test('a free range, both days included', () => {
    const choice = periodFromParams(params('from=2026-03-10&to=2026-03-12'), now)
    expect(choice).toEqual({
      ok: true,
      period: { from: '2026-03-10', to: '2026-03-12', code: null, label: '10.03.2026 – 12.03.2026' },
    })
    if (choice.ok) expect(periodRange(choice.period).end).toEqual(new Date('2026-03-12T23:00:00Z'))
  })
  test.each([
    ['from=2026-03-10', 'Bitte gib Anfang und Ende als Datum an (TT.MM.JJJJ).'],
    ['from=2026-02-30&to=2026-03-01', 'Bitte gib Anfang und Ende als Datum an (TT.MM.JJJJ).'],
    ['from=2026-03-10&to=2026-03-09', 'Das Ende des Zeitraums liegt vor seinem Anfang.'],
    ['from=2020-01-01&to=2023-12-31', 'Bitte wähle höchstens drei Jahre auf einmal.'],
    ['period=gestern', 'Bitte wähle einen Zeitraum aus der Liste.'],
  ])('%s is refused', (query, message) => {
    expect(periodFromParams(params(query), now)).toMatchObject({ ok: false, message })
  })
})

test('CSV cells: separators quoted, numbers with a decimal comma, formulas defused', () => {
  expect(csvCell('Spam oder Werbung')).toBe('Spam oder Werbung')
  expect(csvCell('a;b')).toBe('"a;b"')
  expect(csvCell('sagt "Hallo"')).toBe('"sagt ""Hallo"""')
  expect(csvCell(15.5)).toBe('15,5')
  expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
})
