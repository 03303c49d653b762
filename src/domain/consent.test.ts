import { expect, test } from 'vitest'
import {
  consentExpiresAt,
  consentRecord,
  hasConsent,
  isConsentCurrent,
  parseConsentRecord,
} from './consent.ts'

const decided = new Date('2025-03-10T09:00:00Z')

test('necessary is always on; anything not chosen is off', () => {
  const record = consentRecord({ statistics: true }, decided)
  expect(record.purposes).toEqual({
    necessary: true,
    statistics: true,
    advertising: false,
    utiq: false,
    media: false,
  })
})

test('the choice is asked again after twelve months (spec 000 §1)', () => {
  const record = consentRecord({ utiq: true }, decided)
  expect(consentExpiresAt(record).toISOString()).toBe('2026-03-10T09:00:00.000Z')
  expect(isConsentCurrent(record, new Date('2026-03-10T08:59:59Z'))).toBe(true)
  expect(isConsentCurrent(record, new Date('2026-03-10T09:00:00Z'))).toBe(false)
  expect(hasConsent(record, 'utiq', new Date('2025-12-24T00:00:00Z'))).toBe(true)
  expect(hasConsent(record, 'utiq', new Date('2026-04-01T00:00:00Z'))).toBe(false)
  expect(hasConsent(null, 'utiq', decided)).toBe(false)
})

test('stored records survive a round trip; anything unreadable counts as no decision', () => {
  const record = consentRecord({ advertising: true }, decided)
  expect(parseConsentRecord(JSON.stringify(record))).toEqual(record)
  for (const raw of [null, '', '{', '42', '{"version":2}', '{"version":1,"decidedAt":"x","purposes":{}}']) {
    expect(parseConsentRecord(raw)).toBeNull()
  }
  const tampered = parseConsentRecord(
    JSON.stringify({
      version: 1,
      decidedAt: decided.toISOString(),
      purposes: { necessary: false, utiq: 'yes' },
    }),
  )
  expect(tampered?.purposes).toMatchObject({ necessary: true, utiq: false })
})
