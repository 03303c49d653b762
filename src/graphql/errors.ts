import type { GraphQLError, GraphQLFormattedError } from 'graphql'
import { isDatabaseUnavailable } from '#db/unavailable.ts'
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

/** decision 016: what API clients read while the database is unreachable. */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuche es in ein paar Minuten erneut.'

/**
 * A GraphQLError from graphql itself, e.g. a variable that does not fit its type. Checked by
 * tag, not `instanceof`: the server build bundles its own copy of graphql (STACK-NOTES trap 7).
 */
function isGraphQLError(value: unknown): boolean {
  return Object.prototype.toString.call(value) === '[object GraphQLError]'
}

/** An HttpRefusal of cost.ts (duck-typed like isGraphQLError: the build has its own copies). */
function isLoadRefusal(value: unknown): value is { message: string; reason: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'loadRefusal' in value &&
    value.loadRefusal === true &&
    'reason' in value &&
    typeof value.reason === 'string' &&
    'message' in value &&
    typeof value.message === 'string'
  )
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
  if (isLoadRefusal(original)) {
    // decision 039: /graphql is busy or the client spent its points: said as it is, not logged
    return { message: original.message, reason: original.reason, ...where }
  }
  if (isDatabaseUnavailable(original)) {
    // decision 016: an outage is neither the client's fault nor a bug; details stay in the log
    log(original)
    return { message: SERVICE_UNAVAILABLE_MESSAGE, reason: 'ServiceUnavailable', ...where }
  }
  const reason = reasonOf(original)
  // docs/security.md (fuzz finding): graphql wraps the error of a wrongly typed variable ("1" for an
  // Int, 2147483648, a list for a String) in another one; that is the request's fault too
  if (reason === 'InternalServerError' && isGraphQLError(original)) {
    return { message: error.message, reason: 'BadUserInput', ...where }
  }
  if (reason === 'InternalServerError') {
    log(original)
    return { message: 'Interner Fehler. Bitte versuche es später erneut.', reason, ...where }
  }
  // docs/security.md: PostgreSQL's English message names internals; the user gets a German one
  if (isDataException(original)) return { message: DATA_EXCEPTION_MESSAGE, reason, ...where }
  const description =
    typeof original === 'object' && 'description' in original && typeof original.description === 'string'
      ? original.description
      : undefined
  return { message: error.message, reason, ...(description ? { description } : {}), ...where }
}
