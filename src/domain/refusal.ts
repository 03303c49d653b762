import type { z } from 'zod'
import type { ErrorReason } from './errors.ts'

// decision 042: the one shape in which a write says no — to the form that re-renders with it, to the
// GraphQL mutation that turns it into an error, to a test that asks why.

/** Which step of a write refused: the input, a rule, the state of the data, or a limit. */
export type RefusalStep = 'parse' | 'policy' | 'conflict' | 'limit'

export type RefusalStatus = 400 | 403 | 404 | 409 | 410 | 413 | 429

export interface Refusal {
  ok: false
  status: RefusalStatus
  step: RefusalStep
  /** The German sentence for the whole form. */
  message: string
  /** The German message per field, keyed by the field's name in the form and the mutation. */
  fieldErrors: Record<string, string>
  /** The error page's reason (spec 000 §8) where the form cannot come back (gone, not allowed). */
  reason?: ErrorReason
  /** With a limit: seconds until the next try (the answer's Retry-After). */
  retryAfterSeconds?: number
}

/** The sentence above a form whose fields carry their own messages. */
export const CHECK_FIELDS = 'Bitte prüfe deine Eingaben.'

export function refuse(
  status: RefusalStatus,
  step: RefusalStep,
  message: string,
  fieldErrors: Record<string, string> = {},
): Refusal {
  return { ok: false, status, step, message, fieldErrors }
}

/** The first message per field of a failed parse; issues without a path belong to `form`. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form'
    errors[field] ??= issue.message
  }
  return errors
}

/** A failed parse as a refusal (400, step `parse`). */
export function parseRefusal(error: z.ZodError, message = CHECK_FIELDS): Refusal {
  return refuse(400, 'parse', message, fieldErrorsOf(error))
}

export function isRefusal(value: unknown): value is Refusal {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { ok?: unknown }).ok === false &&
    typeof (value as { step?: unknown }).step === 'string'
  )
}
