import { data } from 'react-router'
import type { z } from 'zod'
import { CHECK_FIELDS, fieldErrorsOf, type Refusal, refuse } from '#domain/refusal.ts'
import type { AppContext } from './context.ts'
import { CSRF_FAILED, verifyCsrf } from './csrf.ts'
import { NO_STORE, readForm } from './forms.ts'

// decision 042: the one way an action reads its form. It reads the body (readForm: an empty or
// broken body is an empty form, U+0000 dropped), checks the CSRF token — so no action can forget
// it — and parses the fields with the write's zod schema from src/domain, the same schema its
// GraphQL mutation parses. A refusal keeps the form, so the page re-renders with what was typed.
// No zod at runtime here: the schema comes from the caller (decision 018, zod stays out of the
// browser bundle).

export type CheckedForm = { ok: true; form: FormData } | { ok: false; refusal: Refusal; form: FormData }

export type ParsedForm<T> =
  | { ok: true; values: T; form: FormData }
  | { ok: false; refusal: Refusal; form: FormData }

/** The refusal of a form that did not come from our own page (403, nothing written). */
export const CSRF_REFUSAL: Refusal = refuse(403, 'policy', CSRF_FAILED)

/** The posted form with its CSRF token checked: for actions whose fields need no schema. */
export async function checkedForm(request: Request, app: AppContext): Promise<CheckedForm> {
  const form = await readForm(request)
  if (!verifyCsrf(request, form, app)) return { ok: false, refusal: CSRF_REFUSAL, form }
  return { ok: true, form }
}

/**
 * The form's fields as the schema sees them: one value per name as it was sent (text or file), a
 * name sent several times (checkbox groups, multiple selects) as the list of its values. The
 * CSRF token is not a field of any write.
 */
export function formValues(form: FormData): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  const values: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {}
  for (const name of new Set(form.keys())) {
    if (name === 'csrf') continue
    const all = form.getAll(name)
    values[name] = all.length === 1 ? (all[0] as FormDataEntryValue) : all
  }
  return values
}

/** The posted form, its token checked and its fields parsed by the write's schema. */
export async function parseForm<Schema extends z.ZodType>(
  request: Request,
  app: AppContext,
  schema: Schema,
  message?: string,
): Promise<ParsedForm<z.output<Schema>>> {
  const checked = await checkedForm(request, app)
  if (!checked.ok) return checked
  return parseFields(checked.form, schema, message)
}

/** Fields of a form already read and checked, parsed by a schema (several writes on one form). */
export function parseFields<Schema extends z.ZodType>(
  form: FormData,
  schema: Schema,
  message = CHECK_FIELDS,
): ParsedForm<z.output<Schema>> {
  const parsed = schema.safeParse(formValues(form))
  if (!parsed.success)
    return { ok: false, refusal: refuse(400, 'parse', message, fieldErrorsOf(parsed.error)), form }
  return { ok: true, values: parsed.data, form }
}

/** What the member typed, to fill the form again after a refusal (text fields only, no token). */
export function keptValues(form: FormData): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const [name, value] of form) if (name !== 'csrf' && typeof value === 'string') kept[name] ??= value
  return kept
}

/**
 * A refused form's answer: the refusal's status, its message and field messages, and what was
 * typed. Pages read `actionData.message`, `actionData.fieldErrors.<name>`, `actionData.values`.
 */
export function refusedForm(refusal: Refusal, form: FormData) {
  return data(
    {
      ok: false as const,
      message: refusal.message,
      fieldErrors: refusal.fieldErrors,
      values: keptValues(form),
    },
    { status: refusal.status, headers: NO_STORE },
  )
}
