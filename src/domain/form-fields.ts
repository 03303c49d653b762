import { z } from 'zod'
import './zod-german.ts'
import { parseId } from './ids.ts'
import { MAX_ID } from './limits.ts'

// decision 042: the building blocks of the writes' schemas, for input that comes as form text
// (a browser) or as typed values (a GraphQL mutation). One schema parses both.

/** A checkbox: sent as 'on' by a form (absent when unticked), as a boolean by an app. */
export const checkbox = z.preprocess(
  (value) => value === true || value === 'on' || value === 'true' || value === '1',
  z.boolean(),
)

/** Text that may be left empty: absent, null and blank all read as ''. */
export const optionalText = (max: number, message?: string) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string().max(max, message))

/** A positive whole number: a form sends its digits, an app the number. */
export const id = (message = 'Bitte wähle einen gültigen Eintrag.') =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value),
    z
      .number({ error: message })
      .int({ error: message })
      .positive({ error: message })
      .max(MAX_ID, { error: message }),
  )

/** An id that may be left out: '' and absent read as null. */
export const optionalId = (message?: string) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), id(message).nullable())

/** A field exactly as it was sent (a password keeps its spaces): '' when absent (or a file), the first of several. */
export const sentText = z.preprocess((value) => {
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' ? first : ''
}, z.string())

/**
 * An id the page may also take from its address or a default: anything but a positive number
 * ≤ 2147483647 reads as absent (null), as `parseId` reads the address (spec 001 §5).
 */
export const idOrNull = z.preprocess(
  (value) => (typeof value === 'number' ? value : typeof value === 'string' ? parseId(value) : null),
  z.number().int().positive().max(MAX_ID).nullable(),
)
