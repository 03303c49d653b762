// What a failed statement means for the caller: PostgreSQL's SQLSTATE codes, read in one place.

/** 23505: a row with the same key exists already (a double click, a race, a taken name). */
export function isUniqueViolation(error: unknown): error is { code: string; constraint?: string } {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505'
}
