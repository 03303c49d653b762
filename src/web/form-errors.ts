import type { Refusal } from '#domain/refusal.ts'

// decision 042: forms that keep their messages in one `errors` object (the field's name, or `form`
// for the sentence above the form) read a refusal this way: the fields' messages when it has any,
// else its sentence above the form — as the forms answered before the one refusal shape.

export function formErrors(refusal: Refusal): Record<string, string> {
  return Object.keys(refusal.fieldErrors).length > 0 ? refusal.fieldErrors : { form: refusal.message }
}
