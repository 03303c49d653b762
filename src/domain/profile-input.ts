import { z } from 'zod'
import './zod-german.ts'
import { checkEmail, normalizeEmail, PASSWORD_MAX } from './account-rules.ts'
import { checkAboutMe, checkSignature, checkUserTitle, normalizeProfileText } from './profile.ts'

// The inputs of one's own profile and account settings (decisions 024–027), apart from profile.ts like
// search-input.ts: the settings forms import profile.ts in the browser, zod stays on the server
// (bundle size, and zod's eval probe that the Content-Security-Policy refuses, decision 018).

const withoutNul = (value: string) => value.replaceAll('\u0000', '')

/** A text checked by one of profile.ts's rules, its message the form's. */
function checked(check: (value: string) => string | null) {
  return z
    .string()
    .transform(withoutNul)
    .superRefine((value, context) => {
      const message = check(value)
      if (message) context.addIssue({ code: 'custom', message })
    })
}

/**
 * 'Über mich', the signature and the user title. `userTitle` undefined: the form did not send
 * the field (it is disabled below the post count), the stored title stays.
 */
export const profileInputSchema = z.object({
  aboutMe: checked(checkAboutMe).transform(normalizeProfileText),
  signature: checked(checkSignature).transform(normalizeProfileText),
  userTitle: checked(checkUserTitle)
    .transform((value) => value.trim())
    .optional(),
})
export type ProfileInput = z.infer<typeof profileInputSchema>

/** A password as typed: never trimmed; capped so that one request cannot cost seconds of argon2. */
const password = (empty: string) =>
  z.string().min(1, empty).max(PASSWORD_MAX, `Das Passwort darf höchstens ${PASSWORD_MAX} Zeichen lang sein.`)

export const emailChangeInputSchema = z.object({
  email: checked(checkEmail).transform(normalizeEmail),
  currentPassword: password('Bitte gib Dein aktuelles Passwort ein.'),
})
export type EmailChangeInput = z.infer<typeof emailChangeInputSchema>

export const passwordChangeInputSchema = z
  .object({
    currentPassword: password('Bitte gib Dein aktuelles Passwort ein.'),
    newPassword: z.string(),
    newPasswordRepeat: z.string(),
  })
  .superRefine((value, context) => {
    if (value.newPasswordRepeat !== value.newPassword) {
      context.addIssue({
        code: 'custom',
        path: ['newPasswordRepeat'],
        message: 'Die beiden neuen Passwörter stimmen nicht überein.',
      })
    }
  })
export type PasswordChangeInput = z.infer<typeof passwordChangeInputSchema>

/** The first message of each field of a failed parse, for the form. */
export function inputErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= issue.message
  }
  return errors
}

/** A member's buddy button (their profile, their friends page): add or `remove`, then back. */
export const buddyFormSchema = z.object({
  intent: z.preprocess((value) => (value === 'remove' ? 'remove' : 'add'), z.enum(['add', 'remove'])),
  back: z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string()),
})
