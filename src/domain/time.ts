// Dates and times as the specs show them (spec 000 §9, spec 001 §9): locale de-DE, time zone
// Europe/Berlin. Every function takes `now` so server render and hydration agree.

export const LOCALE = 'de-DE'
export const TIME_ZONE = 'Europe/Berlin'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** spec 000 §9: a month is 30.416 days, a year 365 days. */
const MONTH = 30.416 * DAY
const YEAR = 365 * DAY

interface Clock {
  now: Date
}

function unit(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`
}

const minutes = (n: number) => unit(n, 'Minute', 'Minuten')
const hours = (n: number) => unit(n, 'Stunde', 'Stunden')
const days = (n: number) => unit(n, 'Tag', 'Tagen')
const months = (n: number) => unit(n, 'Monat', 'Monaten')
const years = (n: number) => unit(n, 'Jahr', 'Jahren')

function withRest(main: string, rest: number, restUnit: (n: number) => string): string {
  return rest > 0 ? `${main} und ${restUnit(rest)}` : main
}

/** The distance without prefix, following the steps of spec 000 §9. */
function distance(ms: number): string {
  const totalMinutes = Math.floor(ms / MINUTE)
  if (totalMinutes < 60) return minutes(totalMinutes)
  const totalHours = Math.floor(ms / HOUR)
  // 1 or 2 hours with leftover minutes; whole hours from 3 h
  if (totalHours < 3) return withRest(hours(totalHours), totalMinutes - totalHours * 60, minutes)
  if (totalHours < 24) return hours(totalHours)
  const totalDays = Math.floor(ms / DAY)
  // days with hours up to 2 days
  if (totalDays < 2) return withRest(days(totalDays), totalHours - totalDays * 24, hours)
  const totalMonths = Math.floor(ms / MONTH)
  if (totalMonths < 1) return days(totalDays)
  const totalYears = Math.floor(ms / YEAR)
  if (totalYears < 1) return months(totalMonths)
  // months and years; years only from 3 years
  if (totalYears < 3) return withRest(years(totalYears), Math.floor((ms - totalYears * YEAR) / MONTH), months)
  return years(totalYears)
}

/** 'gerade eben', 'vor 5 Minuten', 'vor 1 Stunde und 20 Minuten', 'vor 4 Jahren', 'in 3 Tagen'. */
export function formatRelativeTime(date: Date, { now }: Clock): string {
  const diff = now.getTime() - date.getTime()
  if (Math.abs(diff) < MINUTE) return 'gerade eben'
  return diff > 0 ? `vor ${distance(diff)}` : `in ${distance(-diff)}`
}

const dayParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})
const timeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
})
const shortDateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})
const longDateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

/** Days since the epoch of the calendar day the instant falls on in Berlin. */
function berlinDayNumber(date: Date): number {
  const [y, m, d] = dayParts.format(date).split('-').map(Number)
  return Date.UTC(y!, m! - 1, d!) / DAY
}

/** Calendar days from `now` to `date` in Berlin: 0 today, -1 yesterday, 1 tomorrow. */
export function calendarDayOffset(date: Date, { now }: Clock): number {
  return berlinDayNumber(date) - berlinDayNumber(now)
}

/** '14:05' */
export function formatClockTime(date: Date): string {
  return timeFormat.format(date)
}

/** '12.03.2024' */
export function formatShortDate(date: Date): string {
  return shortDateFormat.format(date)
}

/** '12. März 2024' */
export function formatLongDate(date: Date): string {
  return longDateFormat.format(date)
}

/** Date label (spec 000 §9): 'Heute, 14:05 Uhr', 'Gestern, …', 'Morgen, …', else '12. März 2024, 14:05 Uhr'. */
export function formatDateLabel(date: Date, clock: Clock): string {
  const time = `${formatClockTime(date)} Uhr`
  switch (calendarDayOffset(date, clock)) {
    case 0:
      return `Heute, ${time}`
    case -1:
      return `Gestern, ${time}`
    case 1:
      return `Morgen, ${time}`
    default:
      return `${formatLongDate(date)}, ${time}`
  }
}

/** Relative date for lists (spec 001 §9): 'heute', 'gestern', 'vor 5 Tagen', 'vor 2 Monaten', 'vor 3 Jahren'. */
export function formatRelativeDate(date: Date, clock: Clock): string {
  const offset = calendarDayOffset(date, clock)
  if (offset === 0) return 'heute'
  if (offset === -1) return 'gestern'
  if (offset === 1) return 'morgen'
  const ms = Math.abs(clock.now.getTime() - date.getTime())
  const prefix = offset < 0 ? 'vor' : 'in'
  if (ms < MONTH) return `${prefix} ${days(Math.max(2, Math.abs(offset)))}`
  if (ms < YEAR) return `${prefix} ${months(Math.floor(ms / MONTH))}`
  return `${prefix} ${years(Math.floor(ms / YEAR))}`
}

/**
 * Short label for "last post" columns: a time for recent posts, a date otherwise
 * (spec 000 §2.3): 'Heute, 14:05 Uhr', 'Gestern, 09:12 Uhr', '12.03.2024'.
 */
export function formatLastPostLabel(date: Date, clock: Clock): string {
  const offset = calendarDayOffset(date, clock)
  if (offset === 0 || offset === -1) return formatDateLabel(date, clock)
  return formatShortDate(date)
}
