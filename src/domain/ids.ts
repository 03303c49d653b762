import { MAX_ID } from './limits.ts'

/**
 * Parses an id from a URL part (spec 001 §5: positive number, at most 2147483647).
 * Returns null for anything else, so a bad id never reaches the database.
 */
export function parseId(raw: string | null | undefined): number | null {
  if (raw == null || !/^\d{1,10}$/.test(raw)) return null
  const id = Number(raw)
  return id >= 1 && id <= MAX_ID ? id : null
}

/** spec 001 §5: query parameter page is a number, default 0. Anything else counts as 0. */
export function parsePage(raw: string | null | undefined): number {
  if (raw == null || !/^\d{1,9}$/.test(raw)) return 0
  return Number(raw)
}
