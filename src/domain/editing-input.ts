import { z } from 'zod'
import './zod-german.ts'
import {
  EDIT_REASON_MAX_LENGTH,
  MAX_ID,
  POST_TEXT_MAX_LENGTH,
  THREAD_TITLE_MAX_LENGTH,
  THREAD_TITLE_MIN_LENGTH,
} from './limits.ts'

// The inputs of editing (decisions 024–027): a post's text, a thread's title, pinning. One schema each,
// shared by the forms, the GraphQL mutations and the services; only server code imports this
// file (zod stays out of the browser bundle, as with search-input.ts). Messages are the forms'.

import { idOrNull, sentText } from './form-fields.ts'
import { REQUIRED, TITLE_TOO_LONG, TITLE_TOO_SHORT } from './form-texts.ts'

export { REQUIRED }

const withoutNul = (value: string) => value.replaceAll('\u0000', '')
const id = z.number().int().positive().max(MAX_ID)

const reason = z
  .string()
  .transform(withoutNul)
  .pipe(
    z
      .string()
      .trim()
      .max(EDIT_REASON_MAX_LENGTH, `Der Grund darf höchstens ${EDIT_REASON_MAX_LENGTH} Zeichen lang sein.`),
  )
  .default('')

export const editPostInputSchema = z.object({
  postId: id,
  /** Trimmed like a new post's text; white space inside (line breaks, code) stays as typed. */
  text: z
    .string()
    .transform(withoutNul)
    .pipe(
      z
        .string()
        .trim()
        .min(1, REQUIRED)
        .max(
          POST_TEXT_MAX_LENGTH,
          `Der Text darf höchstens ${POST_TEXT_MAX_LENGTH.toLocaleString('de-DE')} Zeichen lang sein.`,
        ),
    ),
  reason,
})
export type EditPostInput = z.infer<typeof editPostInputSchema>

export const editThreadTitleInputSchema = z.object({
  threadId: id,
  /** As when the thread was started: white space collapsed, 5 to 120 characters. */
  title: z
    .string()
    .transform((value) => withoutNul(value).trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(1, REQUIRED)
        .min(THREAD_TITLE_MIN_LENGTH, TITLE_TOO_SHORT)
        .max(THREAD_TITLE_MAX_LENGTH, TITLE_TOO_LONG),
    ),
  reason,
})
export type EditThreadTitleInput = z.infer<typeof editThreadTitleInputSchema>

export const setStickyInputSchema = z.object({ threadId: id, sticky: z.boolean() })
export type SetStickyInput = z.infer<typeof setStickyInputSchema>

/**
 * The edit form as its action reads it (decision 042): the values go to editPost, which parses
 * them with the schema above; intent=preview shows the preview without JavaScript. The post's id
 * may come from the address instead.
 */
export const editPostFormSchema = z.object({
  postId: idOrNull,
  text: sentText,
  reason: sentText,
  intent: sentText,
})

/** The title form and the thread page's pin buttons (intent pin, unpin, or the title's save). */
export const editThreadFormSchema = z.object({ intent: sentText, title: sentText, reason: sentText })

/** The first message per field, for the forms. */
export function editFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= issue.message
  }
  return errors
}
