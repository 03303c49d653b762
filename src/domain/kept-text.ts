import { POST_TEXT_MAX_LENGTH } from './limits.ts'

// DESIGN.md "loses nothing the user typed": a form posted while the database is unreachable is
// answered with the 503 page, and that page shows what was typed, to copy. Only the fields that
// carry a person's writing are shown (never the CSRF token or other hidden fields).

/** One typed field of a failed form, as the 503 page shows it. */
export interface KeptText {
  label: string
  value: string
}

/** Form fields that hold typed text, with the label the 503 page gives them (in this order). */
const TYPED_FIELDS: readonly (readonly [name: string, label: string])[] = [
  ['title', 'Titel'],
  ['postContent', 'Deine Antwort'],
  ['text', 'Text'],
]

/** The typed fields of a posted form, non-empty ones only, each cut to a post's length. */
export function keptTextsOf(form: { get(name: string): unknown }): KeptText[] {
  const kept: KeptText[] = []
  for (const [name, label] of TYPED_FIELDS) {
    const value = form.get(name)
    if (typeof value === 'string' && value.trim() !== '')
      kept.push({ label, value: value.slice(0, POST_TEXT_MAX_LENGTH) })
  }
  return kept
}

/** The kept texts a 503 error response carries, or none (route error data is untyped). */
export function keptTextsIn(payload: unknown): KeptText[] {
  if (typeof payload !== 'object' || payload === null || !('kept' in payload)) return []
  const kept: unknown = payload.kept
  if (!Array.isArray(kept)) return []
  return kept.filter(
    (entry): entry is KeptText =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof Reflect.get(entry, 'label') === 'string' &&
      typeof Reflect.get(entry, 'value') === 'string',
  )
}
