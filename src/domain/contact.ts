// The contact form (decision 036, /inhalt/Contact.html, linked from the footer, the legal notice and
// the posting rules): a topic, name, e-mail address and message; limits and the German messages,
// shared by the form and the service (browser-safe: no zod here).

export const CONTACT_TOPICS = [
  { value: 'frage', label: 'Frage zur Community' },
  { value: 'konto', label: 'Mein Konto' },
  { value: 'inhalt', label: 'Hinweis zu einem Inhalt' },
  { value: 'presse', label: 'Presse' },
  { value: 'werbung', label: 'Werbung und Kooperationen' },
  { value: 'sonstiges', label: 'Sonstiges' },
] as const

export type ContactTopic = (typeof CONTACT_TOPICS)[number]['value']

export const CONTACT_NAME_MAX = 100
export const CONTACT_MESSAGE_MIN = 10
export const CONTACT_MESSAGE_MAX = 5_000

export interface ContactValues {
  topic: string
  name: string
  email: string
  message: string
}

export type ContactErrors = Partial<Record<keyof ContactValues | 'form', string>>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The form's problems, field by field (empty: it can be sent). */
export function contactProblems(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {}
  if (!CONTACT_TOPICS.some((topic) => topic.value === values.topic))
    errors.topic = 'Bitte wähle ein Thema aus.'
  const name = values.name.trim()
  if (name === '') errors.name = 'Bitte gib Deinen Namen an.'
  else if (name.length > CONTACT_NAME_MAX)
    errors.name = `Der Name darf höchstens ${CONTACT_NAME_MAX} Zeichen lang sein.`
  const email = values.email.trim()
  if (email === '') errors.email = 'Bitte gib Deine E-Mail-Adresse an, damit wir Dir antworten können.'
  else if (email.length > 254 || !EMAIL.test(email))
    errors.email = 'Bitte gib eine gültige E-Mail-Adresse an.'
  const message = values.message.trim()
  if (message.length < CONTACT_MESSAGE_MIN)
    errors.message = `Bitte schreib uns mindestens ${CONTACT_MESSAGE_MIN} Zeichen.`
  else if (message.length > CONTACT_MESSAGE_MAX)
    errors.message = `Die Nachricht darf höchstens ${CONTACT_MESSAGE_MAX.toLocaleString('de-DE')} Zeichen lang sein.`
  return errors
}

export function contactTopicLabel(value: string): string {
  return CONTACT_TOPICS.find((topic) => topic.value === value)?.label ?? value
}
