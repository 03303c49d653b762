import { CONSENT_RENEWAL_MONTHS } from './limits.ts'

// Consent choices (spec 000 §1, §2.6): made and revoked on /consent, kept in the browser, asked
// again after twelve months. Nothing that needs consent runs before the choice says yes.

export const CONSENT_PURPOSES = [
  {
    key: 'necessary',
    label: 'Technisch notwendig',
    required: true,
    description:
      'Anmeldung, Sicherheit, Deine Design-Auswahl und diese Einstellungen selbst. Ohne sie funktioniert die Seite nicht.',
  },
  {
    key: 'statistics',
    label: 'Statistik und Reichweitenmessung',
    required: false,
    description:
      'Wir zählen Seitenaufrufe, um zu verstehen, welche Foren und Funktionen genutzt werden. Die Auswertung erfolgt pseudonym.',
  },
  {
    key: 'advertising',
    label: 'Nutzungsbasierte Online-Werbung',
    required: false,
    description:
      'Unsere Werbepartner dürfen Anzeigen nach Deinen Interessen auswählen und deren Erfolg messen.',
  },
  {
    key: 'utiq',
    label: 'Utiq (Werbe-Identifikation über Deinen Mobilfunk- oder Internetanschluss)',
    required: false,
    description:
      'Utiq bildet aus Deinem Anschluss eine pseudonyme Kennung für seitenübergreifende Werbung. Du kannst sie jederzeit unter „Utiq verwalten“ widerrufen.',
  },
  {
    key: 'media',
    label: 'Externe Medien',
    required: false,
    description: 'Eingebettete Videos und Karten von Drittanbietern werden ohne weiteren Klick geladen.',
  },
] as const

export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]['key']

export const CONSENT_STORAGE_KEY = 'mt-consent'
const CONSENT_VERSION = 1

export interface ConsentRecord {
  version: typeof CONSENT_VERSION
  /** ISO timestamp of the decision */
  decidedAt: string
  purposes: Record<ConsentPurpose, boolean>
}

export function consentRecord(choices: Partial<Record<ConsentPurpose, boolean>>, now: Date): ConsentRecord {
  const purposes = Object.fromEntries(
    CONSENT_PURPOSES.map((purpose) => [purpose.key, purpose.required || choices[purpose.key] === true]),
  ) as Record<ConsentPurpose, boolean>
  return { version: CONSENT_VERSION, decidedAt: now.toISOString(), purposes }
}

/** A stored record, or null when there is none or it cannot be read. */
export function parseConsentRecord(raw: string | null | undefined): ConsentRecord | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    if (!('version' in value) || value.version !== CONSENT_VERSION) return null
    if (!('decidedAt' in value) || typeof value.decidedAt !== 'string') return null
    if (Number.isNaN(new Date(value.decidedAt).getTime())) return null
    if (!('purposes' in value) || typeof value.purposes !== 'object' || value.purposes === null) return null
    const stored = value.purposes as Record<string, unknown>
    const purposes = Object.fromEntries(
      CONSENT_PURPOSES.map((purpose) => [purpose.key, purpose.required || stored[purpose.key] === true]),
    ) as Record<ConsentPurpose, boolean>
    return { version: CONSENT_VERSION, decidedAt: value.decidedAt, purposes }
  } catch {
    return null
  }
}

/** When the decision must be asked again: twelve calendar months after it was made. */
export function consentExpiresAt(record: ConsentRecord): Date {
  const expires = new Date(record.decidedAt)
  expires.setUTCMonth(expires.getUTCMonth() + CONSENT_RENEWAL_MONTHS)
  return expires
}

/** A decision counts until it expires; afterwards the user is asked again. */
export function isConsentCurrent(record: ConsentRecord | null, now: Date): record is ConsentRecord {
  return record !== null && consentExpiresAt(record).getTime() > now.getTime()
}

/** Whether a purpose may run now: only with a current decision that says yes. */
export function hasConsent(record: ConsentRecord | null, purpose: ConsentPurpose, now: Date): boolean {
  return isConsentCurrent(record, now) && record.purposes[purpose]
}
