import { z } from 'zod'
import './zod-german.ts'
import { checkbox, sentText as typed } from './form-fields.ts'

// decision 042: the inputs of the account writes (registration, password reset, newsletter,
// cancellation, contact), shared by the forms and the GraphQL mutations. The schemas only read the
// fields; the spec's rules and their German messages stay in the use cases (account-rules.ts,
// contact.ts), which check them all at once together with what needs the database (a taken name).

/** spec 000 §1, §5; spec 001 §1: registration with terms, age and the newsletter box. */
export const RegistrationInput = z.object({
  username: typed,
  email: typed,
  password: typed,
  terms: checkbox,
  age: checkbox,
  newsletter: checkbox,
})
export type RegistrationInput = z.infer<typeof RegistrationInput>

/** Asking for a reset link (decision 004: the same answer for every address). */
export const PasswordResetRequestInput = z.object({ email: typed })

/** spec 000 §4: the password confirms the cancellation. */
export const CancelAccountInput = z.object({ password: typed })

/** The newsletter switch: 'on' asks for it (double opt-in), anything else ends it. */
export const NewsletterInput = z.object({ newsletter: checkbox })

/** decision 036: the contact form; `copy` asks for a copy to the member's confirmed address. */
export const ContactInput = z.object({
  topic: typed,
  name: typed,
  email: typed,
  message: typed,
  copy: checkbox,
})
export type ContactInput = z.infer<typeof ContactInput>

/** decision 027: a new address, confirmed by the current password (profile-input.ts checks it). */
export const EmailChangeForm = z.object({ email: typed, currentPassword: typed })

/** decision 027: a new password, twice, confirmed by the current one. */
export const PasswordChangeForm = z.object({
  currentPassword: typed,
  newPassword: typed,
  newPasswordRepeat: typed,
})

/**
 * 'Über mich', the signature and the user title as the settings form sends them (profile-input.ts
 * checks them). `userTitle` undefined: the field was disabled and sent nothing, the title stays.
 */
export const ProfileTextsForm = z.object({
  aboutMe: typed,
  signature: typed,
  userTitle: z.string().optional(),
})

/** The avatar form: a picture (the file field), or `intent=remove`. */
export const AvatarForm = z.object({
  intent: typed,
  avatar: z.preprocess((value) => (value instanceof File ? value : null), z.instanceof(File).nullable()),
})

/** A link from a mail (registration, address change, withdrawal): its token, posted by the page. */
export const MailLinkInput = z.object({ token: typed })

/** The confirmation page: the link's token, or `intent=resend` with the address for a new link. */
export const RegistrationConfirmInput = z.object({ intent: typed, token: typed, email: typed })

/** A new password from the reset link, twice (decision 004). */
export const PasswordResetInput = z.object({ token: typed, password: typed, passwordRepeat: typed })

/** The sign-in form (spec 000 §7): name or address and password; telemetry is ignored. */
export const LoginInput = z.object({ username: typed, password: typed })

/** A visitor's quick reply forwarded to the sign-in (spec 001 §7): it waits for the login. */
export const ForwardedReplyInput = z.object({ threadId: typed, postContent: typed })

/** Signing out by the button (spec 000 §7): where to go after. */
export const LogoutInput = z.object({ redirectAfterProcess: typed })
