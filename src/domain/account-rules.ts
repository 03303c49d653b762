import { COMMON_PASSWORDS } from './common-passwords.ts'
import { slugify } from './routes.ts'

// Registration rules (spec 000 §5, spec 001 §1 and §5) with the German messages a member sees.

export const USERNAME_MIN = 3
export const USERNAME_MAX = 30
export const PASSWORD_MIN = 8
/** argon2 hashes any length; a cap keeps a single request from costing seconds. */
export const PASSWORD_MAX = 128
/** spec 001 §1: registration from 16 (or younger with a guardian's consent). */
export const MINIMUM_AGE = 16

/** Names that impersonate staff or the platform (terms: no impersonation of staff or moderators). */
const RESERVED = [
  'admin',
  'administrator',
  'moderator',
  'moderation',
  'motor-talk',
  'motortalk',
  'support',
  'team',
  'system',
  'forenpate',
  'mt-werkstatt',
  'webmaster',
  'root',
  'geloescht',
]

/** Throwaway mail domains (spec 000 §1: temporary addresses may lead to deletion). */
const DISPOSABLE_DOMAINS = new Set([
  'mailinator.com',
  'trashmail.com',
  'trashmail.de',
  'wegwerfmail.de',
  '10minutemail.com',
  'guerrillamail.com',
  'yopmail.com',
  'temp-mail.org',
  'sharklasers.com',
  'spambog.com',
  'einrot.com',
  'discard.email',
])

/** spec 001 §5: letters, digits, underscore or hyphen. */
const USERNAME_PATTERN = /^[\p{L}\p{N}_-]+$/u

export function checkUsername(raw: string): string | null {
  const name = raw.trim()
  if (name === '') return 'Bitte gib einen Benutzernamen ein.'
  if (name.length < USERNAME_MIN || name.length > USERNAME_MAX) {
    return `Der Benutzername muss ${USERNAME_MIN} bis ${USERNAME_MAX} Zeichen lang sein.`
  }
  if (!USERNAME_PATTERN.test(name)) {
    return 'Der Benutzername darf nur Buchstaben, Ziffern, Unterstrich und Bindestrich enthalten.'
  }
  const slug = slugify(name)
  if (RESERVED.some((reserved) => slug === reserved || slug.startsWith(`${reserved}-`))) {
    return 'Dieser Benutzername ist nicht erlaubt. Bitte wähle einen neutralen Namen.'
  }
  return null
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase()
}

export function checkEmail(raw: string): string | null {
  const email = normalizeEmail(raw)
  if (email === '') return 'Bitte gib Deine E-Mail-Adresse ein.'
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return 'Bitte gib eine gültige E-Mail-Adresse ein.'
  if (DISPOSABLE_DOMAINS.has(email.split('@')[1] ?? '')) {
    return 'Bitte verwende eine dauerhafte E-Mail-Adresse, keine Wegwerf-Adresse.'
  }
  return null
}

export type PasswordRule = 'length' | 'guessable' | 'personal'

/** The rules as the forms list them before the first submit (the server stays the authority). */
export const PASSWORD_RULES: Record<PasswordRule, string> = {
  length: `Mindestens ${PASSWORD_MIN} Zeichen`,
  guessable: 'Nicht leicht zu erraten (z. B. kein „passwort123“)',
  personal: 'Enthält weder Deinen Benutzernamen noch Deine E-Mail-Adresse',
}

/** Which rule a password breaks first, if any (the same order as checkPassword's messages). */
export function passwordRuleStates(
  password: string,
  context: { username?: string; email?: string } = {},
): Record<PasswordRule, boolean> {
  const lower = password.toLowerCase()
  const core = lower.replace(/[\d\W_]+$/u, '')
  const name = context.username?.trim().toLowerCase()
  const local = context.email?.trim().toLowerCase().split('@')[0]
  return {
    length: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
    guessable:
      password !== '' &&
      !COMMON_PASSWORDS.has(lower) &&
      !COMMON_PASSWORDS.has(core) &&
      !/^(.)\1+$/u.test(password),
    personal:
      password !== '' &&
      !(
        (name && name.length >= 3 && lower.includes(name)) ||
        (local && local.length >= 3 && lower.includes(local))
      ),
  }
}

/** Length, common and guessable passwords; no network needed. */
export function checkPassword(
  password: string,
  context: { username?: string; email?: string } = {},
): string | null {
  if (password === '') return 'Bitte gib ein Passwort ein.'
  if (password.length < PASSWORD_MIN) return `Das Passwort muss mindestens ${PASSWORD_MIN} Zeichen lang sein.`
  if (password.length > PASSWORD_MAX) return `Das Passwort darf höchstens ${PASSWORD_MAX} Zeichen lang sein.`
  const lower = password.toLowerCase()
  const core = lower.replace(/[\d\W_]+$/u, '')
  if (COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(core) || /^(.)\1+$/u.test(password)) {
    return 'Dieses Passwort ist zu leicht zu erraten. Bitte wähle ein anderes.'
  }
  const name = context.username?.trim().toLowerCase()
  const local = context.email?.trim().toLowerCase().split('@')[0]
  if (
    (name && name.length >= 3 && lower.includes(name)) ||
    (local && local.length >= 3 && lower.includes(local))
  ) {
    return 'Das Passwort darf Deinen Benutzernamen oder Deine E-Mail-Adresse nicht enthalten.'
  }
  return null
}
