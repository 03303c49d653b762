import { fromBerlinWallClock, MONTHS, TIME_ZONE } from '#domain/time.ts'

// The reporting period of the transparency page (DSA Art. 24): a month, a quarter, a half-year
// or a year, chosen by code (`?period=2026-H2`), or any range of days (`?from=2026-07-01&to=
// 2026-12-31`, both days included). Days are Berlin calendar days; the database is asked for
// [start of the first day, start of the day after the last) in Berlin time.

export type PeriodKind = 'month' | 'quarter' | 'half' | 'year'

export interface Period {
  /** First day, YYYY-MM-DD. */
  from: string
  /** Last day (included), YYYY-MM-DD. */
  to: string
  /** The code of a calendar period, or null for a free range. */
  code: string | null
  label: string
}

export interface PeriodRange {
  start: Date
  end: Date
}

export const MAX_PERIOD_DAYS = 3 * 366

const pad = (value: number) => String(value).padStart(2, '0')
const day = (year: number, month: number, date: number) => `${year}-${pad(month)}-${pad(date)}`
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** The Berlin calendar date of an instant. */
export function berlinDate(at: Date): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at)
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value)
  return { year: get('year'), month: get('month'), day: get('day') }
}

/** Midnight at the start of a Berlin calendar day ('2026-11-23'), as an instant. */
export function berlinMidnight(date: string): Date {
  const [year, month, dayOfMonth] = date.split('-').map(Number)
  return fromBerlinWallClock(year ?? 1970, month ?? 1, dayOfMonth ?? 1)
}

/** A calendar period by its code: '2026', '2026-H2', '2026-Q3', '2026-11'. */
export function periodOf(code: string): Period | null {
  const match = /^(\d{4})(?:-(H[12]|Q[1-4]|\d{2}))?$/.exec(code)
  if (!match) return null
  const year = Number(match[1])
  if (year < 2000 || year > 2100) return null
  const part = match[2]
  if (part === undefined) {
    return { from: day(year, 1, 1), to: day(year, 12, 31), code, label: `Jahr ${year}` }
  }
  if (part.startsWith('H')) {
    const half = Number(part.slice(1))
    const first = half === 1 ? 1 : 7
    return {
      from: day(year, first, 1),
      to: day(year, first + 5, lastDay(year, first + 5)),
      code,
      label: `${half}. Halbjahr ${year}`,
    }
  }
  if (part.startsWith('Q')) {
    const quarter = Number(part.slice(1))
    const first = (quarter - 1) * 3 + 1
    return {
      from: day(year, first, 1),
      to: day(year, first + 2, lastDay(year, first + 2)),
      code,
      label: `${quarter}. Quartal ${year}`,
    }
  }
  const month = Number(part)
  if (month < 1 || month > 12) return null
  return {
    from: day(year, month, 1),
    to: day(year, month, lastDay(year, month)),
    code,
    label: `${MONTHS[month - 1]} ${year}`,
  }
}

/** The code of the period of a kind that contains a Berlin date. */
export function periodCode(kind: PeriodKind, year: number, month: number): string {
  switch (kind) {
    case 'year':
      return String(year)
    case 'half':
      return `${year}-H${month <= 6 ? 1 : 2}`
    case 'quarter':
      return `${year}-Q${Math.ceil(month / 3)}`
    case 'month':
      return `${year}-${pad(month)}`
  }
}

/** The default: the current half-year (DSA Art. 24 (1) reports twice a year). */
export function currentHalfYear(now: Date): Period {
  const today = berlinDate(now)
  return periodOf(periodCode('half', today.year, today.month)) as Period
}

/** The periods the selector offers, newest first: 12 months, 8 quarters, 4 half-years, 3 years. */
export function periodChoices(now: Date): { kind: PeriodKind; label: string; periods: Period[] }[] {
  const today = berlinDate(now)
  const back = (kind: PeriodKind, count: number, stepMonths: number) => {
    const periods: Period[] = []
    for (let i = 0; i < count; i += 1) {
      const index = today.year * 12 + (today.month - 1) - i * stepMonths
      const period = periodOf(periodCode(kind, Math.floor(index / 12), (index % 12) + 1))
      if (period) periods.push(period)
    }
    return periods
  }
  return [
    { kind: 'half', label: 'Halbjahre', periods: back('half', 4, 6) },
    { kind: 'quarter', label: 'Quartale', periods: back('quarter', 8, 3) },
    { kind: 'month', label: 'Monate', periods: back('month', 12, 1) },
    { kind: 'year', label: 'Jahre', periods: back('year', 3, 12) },
  ]
}

function isDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  return (
    year >= 2000 && year <= 2100 && month >= 1 && month <= 12 && date >= 1 && date <= lastDay(year, month)
  )
}

const formatDay = (value: string) => value.split('-').reverse().join('.')

export type PeriodChoice =
  | { ok: true; period: Period }
  | { ok: false; message: string; from: string; to: string; code: string }

/** The period the request asks for: `period`, else `from` and `to`, else the current half-year. */
export function periodFromParams(params: URLSearchParams, now: Date): PeriodChoice {
  const code = (params.get('period') ?? '').trim()
  const from = (params.get('from') ?? '').trim()
  const to = (params.get('to') ?? '').trim()
  if (code !== '') {
    const period = periodOf(code)
    return period
      ? { ok: true, period }
      : { ok: false, message: 'Bitte wähle einen Zeitraum aus der Liste.', from, to, code }
  }
  if (from === '' && to === '') return { ok: true, period: currentHalfYear(now) }
  if (!isDay(from) || !isDay(to)) {
    return {
      ok: false,
      message: 'Bitte gib Anfang und Ende als Datum an (TT.MM.JJJJ).',
      from: from.slice(0, 20),
      to: to.slice(0, 20),
      code,
    }
  }
  if (to < from) {
    return { ok: false, message: 'Das Ende des Zeitraums liegt vor seinem Anfang.', from, to, code }
  }
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1
  if (days > MAX_PERIOD_DAYS) {
    return { ok: false, message: 'Bitte wähle höchstens drei Jahre auf einmal.', from, to, code }
  }
  return { ok: true, period: { from, to, code: null, label: `${formatDay(from)} – ${formatDay(to)}` } }
}

/** The instants the database is asked for: [first day 00:00, day after the last 00:00) in Berlin. */
export function periodRange(period: Period): PeriodRange {
  const [year, month, date] = period.to.split('-').map(Number) as [number, number, number]
  const next = new Date(Date.UTC(year, month - 1, date + 1))
  return {
    start: berlinMidnight(period.from),
    end: berlinMidnight(day(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate())),
  }
}

/** The part of a file name that names the period. */
export function periodSlug(period: Period): string {
  return period.code ?? `${period.from}_${period.to}`
}
