import { formatShortDate } from './time.ts'

// spec 000 §2.1: a special logo is shown from 2024-06-14 to 2024-07-04 (both days included,
// calendar days in Berlin).
export const SPECIAL_LOGO_FROM = '2024-06-14'
export const SPECIAL_LOGO_TO = '2024-07-04'

function berlinDay(date: Date): string {
  const [day, month, year] = formatShortDate(date).split('.')
  return `${year}-${month}-${day}`
}

export function showsSpecialLogo(now: Date): boolean {
  const day = berlinDay(now)
  return day >= SPECIAL_LOGO_FROM && day <= SPECIAL_LOGO_TO
}
