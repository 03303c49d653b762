import { formatClockTime, formatShortDate } from '#domain/time.ts'

/** '23.11.2026, 14:05 Uhr' (Berlin time), as the versions and forms say when. */
export function dateTime(iso: string): string {
  const date = new Date(iso)
  return `${formatShortDate(date)}, ${formatClockTime(date)} Uhr`
}
