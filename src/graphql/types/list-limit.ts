import { AppError } from '#domain/errors.ts'

/** The most items one list field hands out per request. */
export const MAX_LIST_LIMIT = 50

/** A list's `limit` argument: 1 to MAX_LIST_LIMIT, else BadUserInput before any query runs. */
export function listLimit(limit: number | null | undefined, fallback: number): number {
  const value = limit ?? fallback
  if (!Number.isInteger(value) || value < 1 || value > MAX_LIST_LIMIT) {
    throw new AppError('BadUserInput', `limit muss zwischen 1 und ${MAX_LIST_LIMIT} liegen.`)
  }
  return value
}
