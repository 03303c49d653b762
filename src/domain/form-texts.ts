import { THREAD_TITLE_MAX_LENGTH, THREAD_TITLE_MIN_LENGTH } from './limits.ts'

// The forum forms' messages (spec 001 §4, §5), one copy for the forms in the browser, the zod
// input schemas and the services (the required message was written five times, the
// title limit hard-coded in the form). Free of zod, so the browser may import it.

/** spec 001 §5: the forum forms' required-field message. */
export const REQUIRED = 'Bitte fülle dieses Feld aus.'

export const TITLE_TOO_SHORT = `Der Titel muss mindestens ${THREAD_TITLE_MIN_LENGTH} Zeichen lang sein.`
export const TITLE_TOO_LONG = `Der Titel darf höchstens ${THREAD_TITLE_MAX_LENGTH} Zeichen lang sein.`

/** A thread title's problem, or null: what the start form, the title edit and the service say. */
export function threadTitleProblem(title: string): string | null {
  const trimmed = title.trim()
  if (trimmed === '') return REQUIRED
  if (trimmed.length < THREAD_TITLE_MIN_LENGTH) return TITLE_TOO_SHORT
  if (trimmed.length > THREAD_TITLE_MAX_LENGTH) return TITLE_TOO_LONG
  return null
}
