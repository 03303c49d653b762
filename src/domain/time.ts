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

// Berlin wall-clock time by arithmetic: since 1996 the EU rule holds (summer time from the last
// Sunday of March to the last Sunday of October, switching at 01:00 UTC). Intl answers for
// older dates. Pages format hundreds of dates each, and Intl costs ~50x more.
const EU_RULE_SINCE = 1996
const intlParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
})

function lastSundayUtc(year: number, monthIndex: number): number {
  const lastDay = Date.UTC(year, monthIndex + 1, 0)
  return lastDay - new Date(lastDay).getUTCDay() * DAY
}

/** Milliseconds Berlin is ahead of UTC at this instant. */
function berlinOffset(time: number): number {
  const year = new Date(time).getUTCFullYear()
  if (year >= EU_RULE_SINCE) {
    const summer = time >= lastSundayUtc(year, 2) + HOUR && time < lastSundayUtc(year, 9) + HOUR
    return summer ? 2 * HOUR : HOUR
  }
  const parts = Object.fromEntries(
    intlParts.formatToParts(new Date(time)).map((p) => [p.type, Number(p.value)]),
  )
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!)
  return wall - Math.floor(time / MINUTE) * MINUTE
}

/** The instant a Berlin wall-clock time names (month 1–12), across summer time. */
export function fromBerlinWallClock(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  return new Date(wall - berlinOffset(wall - berlinOffset(wall)))
}

/** The instant shifted to Berlin wall-clock time; read it with getUTC*(). */
function berlinWall(date: Date): Date {
  return new Date(date.getTime() + berlinOffset(date.getTime()))
}

/** The Berlin calendar date and wall-clock time of an instant (month 1–12). */
export function berlinWallClock(date: Date): {
  year: number
  month: number
  day: number
  hour: number
  minute: number
} {
  const wall = berlinWall(date)
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  }
}

/** decision 036: a datetime-local field's value ('2026-11-27T09:30') for this instant in Berlin. */
export function berlinLocalInput(date: Date): string {
  return berlinWall(date).toISOString().slice(0, 16)
}

/** A datetime-local field's value read as Berlin time; null when it is not one. */
export function fromBerlinLocalInput(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text.trim())
  if (!match) return null
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ]
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null
  const date = fromBerlinWallClock(year, month, day, hour, minute)
  return Number.isNaN(date.getTime()) ? null : date
}

/** German month names, January first. */
export const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
]
const pad = (n: number) => String(n).padStart(2, '0')

/** Days since the epoch of the calendar day the instant falls on in Berlin. */
function berlinDayNumber(date: Date): number {
  return Math.floor(berlinWall(date).getTime() / DAY)
}

/** Calendar days from `now` to `date` in Berlin: 0 today, -1 yesterday, 1 tomorrow. */
export function calendarDayOffset(date: Date, { now }: Clock): number {
  return berlinDayNumber(date) - berlinDayNumber(now)
}

/** '14:05' */
export function formatClockTime(date: Date): string {
  const wall = berlinWall(date)
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`
}

/** '12.03.2024' */
export function formatShortDate(date: Date): string {
  const wall = berlinWall(date)
  return `${pad(wall.getUTCDate())}.${pad(wall.getUTCMonth() + 1)}.${wall.getUTCFullYear()}`
}

/** '12. März 2024' */
export function formatLongDate(date: Date): string {
  const wall = berlinWall(date)
  return `${wall.getUTCDate()}. ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`
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

/**
 * Short label for "last post" columns: a time for recent posts, a date otherwise
 * (spec 000 §2.3): 'Heute, 14:05 Uhr', 'Gestern, 09:12 Uhr', '12.03.2024'.
 */
export function formatLastPostLabel(date: Date, clock: Clock): string {
  const offset = calendarDayOffset(date, clock)
  if (offset === 0 || offset === -1) return formatDateLabel(date, clock)
  return formatShortDate(date)
}

/** spec 001 §2 thread items: 'Letzter Beitrag um 14:05 Uhr' today, 'Letzter Beitrag am 12.03.2024' before. */
export function lastPostPhrase(date: Date, clock: Clock): string {
  return calendarDayOffset(date, clock) === 0
    ? `Letzter Beitrag um ${formatClockTime(date)} Uhr`
    : `Letzter Beitrag am ${formatShortDate(date)}`
}

/** spec 001 §2 profile 'Letzter Beitrag': 'Heute, 14:05 Uhr', otherwise '12.03.2024, 14:05 Uhr'. */
export function formatProfilePostDate(date: Date, clock: Clock): string {
  const time = `${formatClockTime(date)} Uhr`
  return calendarDayOffset(date, clock) === 0 ? `Heute, ${time}` : `${formatShortDate(date)}, ${time}`
}
