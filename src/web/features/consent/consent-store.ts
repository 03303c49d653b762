import {
  CONSENT_STORAGE_KEY,
  type ConsentPurpose,
  type ConsentRecord,
  consentRecord,
  parseConsentRecord,
} from '#domain/consent.ts'

// The browser's consent record (spec 000 §1, §2.6): kept in local storage, announced to the
// page's consent-gated scripts with a `consentchange` event.

export const CONSENT_CHANGE_EVENT = 'consentchange'

export function readConsent(): ConsentRecord | null {
  try {
    return parseConsentRecord(localStorage.getItem(CONSENT_STORAGE_KEY))
  } catch {
    return null
  }
}

export function saveConsent(
  choices: Partial<Record<ConsentPurpose, boolean>>,
  now = new Date(),
): ConsentRecord {
  const record = consentRecord(choices, now)
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record))
  } catch {
    // storage unavailable: the choice holds for this page only
  }
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: record }))
  return record
}

export function onConsentChange(listener: () => void): () => void {
  window.addEventListener(CONSENT_CHANGE_EVENT, listener)
  window.addEventListener('storage', listener)
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, listener)
    window.removeEventListener('storage', listener)
  }
}
