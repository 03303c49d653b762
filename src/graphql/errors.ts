import type { GraphQLError, GraphQLFormattedError } from 'graphql'
import { DATA_EXCEPTION_MESSAGE, isDataException, reasonOf } from '#domain/errors.ts'

/**
 * A response error entry (spec 000 §7): reason, message, description, locations and path.
 * Unexpected failures keep their details in the log, never in the response.
 */
export interface ErrorEntry {
  message: string
  reason: string
  description?: string
  locations?: GraphQLFormattedError['locations']
  path?: GraphQLFormattedError['path']
}

export function toErrorEntry(error: GraphQLError, log: (error: unknown) => void = () => {}): ErrorEntry {
  const original: unknown = error.originalError
  const where = {
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
  }
  if (original == null) {
    // syntax and validation errors: the request itself is wrong
    return { message: error.message, reason: 'BadUserInput', ...where }
  }
  const reason = reasonOf(original)
  if (reason === 'InternalServerError') {
    log(original)
    return { message: 'Interner Fehler. Bitte versuche es später erneut.', reason, ...where }
  }
  // issue 11 §12: PostgreSQL's English message names internals; the user gets a German one
  if (isDataException(original)) return { message: DATA_EXCEPTION_MESSAGE, reason, ...where }
  const description =
    typeof original === 'object' && 'description' in original && typeof original.description === 'string'
      ? original.description
      : undefined
  return { message: error.message, reason, ...(description ? { description } : {}), ...where }
}
