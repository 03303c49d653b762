import { data } from 'react-router'
import { type ErrorReason, reasonOf, statusForReason } from '#domain/errors.ts'

/** Ends a loader with the error page for a catalogue reason (spec 000 §8, spec 001 §8). */
export function fail(reason: ErrorReason, status = statusForReason(reason)): never {
  throw data({ reason }, { status })
}

/**
 * spec 000 §2.5: a GET (a browser, a crawler, a pasted link) to an address that only takes forms
 * gets the error page with 405 and the method it takes, never raw data.
 */
export function onlyPost(): never {
  throw data({ reason: 'MethodNotAllowed' }, { status: 405, headers: { Allow: 'POST' } })
}

/** The reason carried by a route error response, if any. */
export function routeErrorReason(payload: unknown): string | undefined {
  return typeof payload === 'object' &&
    payload !== null &&
    'reason' in payload &&
    typeof payload.reason === 'string'
    ? payload.reason
    : undefined
}

export { reasonOf }
