import { describe, expect, test } from 'vitest'
import {
  complaintDecisionInputSchema,
  complaintInputSchema,
  decisionInputSchema,
  noticeInputSchema,
  noticeRequirements,
} from './moderation-input.ts'
import { fieldErrorsOf } from './refusal.ts'

const base = {
  reasonId: 'Spam',
  explanation: '',
  reporterName: '',
  goodFaith: true,
  location: 'Beitrag #12',
}

describe('noticeRequirements (DSA Art. 16 (2))', () => {
  test('a guideline notice needs only the location and the good-faith statement', () => {
    expect(noticeRequirements(base, 'Policy')).toEqual({})
  })

  test('the location and the good-faith statement are always asked for', () => {
    expect(noticeRequirements({ ...base, location: '', goodFaith: false }, 'Policy')).toEqual({
      location: 'Bitte fülle dieses Feld aus.',
      goodFaith: 'Bitte bestätige, dass Deine Angaben richtig und vollständig sind.',
    })
  })

  test('Other and Sonstiges need an explanation', () => {
    expect(noticeRequirements({ ...base, reasonId: 'Other' }, 'Policy')).toEqual({
      explanation: 'Bitte fülle dieses Feld aus.',
    })
    expect(noticeRequirements({ ...base, reasonId: 'Other', explanation: 'x' }, 'Policy')).toEqual({})
  })

  test('a legal notice explains in at least 10 characters and names the reporter', () => {
    const legal = { ...base, reasonId: 'BeleidigungUebleNachrede' }
    expect(noticeRequirements(legal, 'Legal')).toEqual({
      explanation: 'Bitte begründe, warum der Inhalt rechtswidrig ist (mindestens 10 Zeichen).',
      reporterName: 'Bitte fülle dieses Feld aus.',
    })
    expect(noticeRequirements({ ...legal, explanation: '123456789' }, 'Legal').explanation).toBeDefined()
    expect(
      noticeRequirements({ ...legal, explanation: '1234567890', reporterName: 'Max Muster' }, 'Legal'),
    ).toEqual({})
  })

  test('Sonstiges (legal) asks for the legal explanation, not only for any text', () => {
    expect(
      noticeRequirements({ ...base, reasonId: 'Sonstiges', reporterName: 'M' }, 'Legal').explanation,
    ).toBe('Bitte begründe, warum der Inhalt rechtswidrig ist (mindestens 10 Zeichen).')
  })

  test('child sexual abuse material may be reported without a name', () => {
    const csam = { ...base, reasonId: 'SexualstraftatenAnKindern', explanation: 'Darstellung von Kindern' }
    expect(noticeRequirements(csam, 'YouthProtection')).toEqual({})
  })

  test.each(['Copyright', 'YouthProtection', 'LegalAnonymous'] as const)('%s counts as legal', (category) => {
    expect(noticeRequirements({ ...base, reasonId: 'Urheberrecht' }, category).reporterName).toBeDefined()
  })
})

describe('the input schemas', () => {
  const notice = {
    contentItemType: 'ForumPost',
    contentItemId: 12,
    reasonId: 'Spam',
    explanation: '  Werbung\u0000 für Felgen  ',
    location: 'Beitrag',
    reporterName: '',
    reporterEmail: 'max@example.org',
    goodFaith: true,
  }
  test('a notice: trimmed, without NUL, despiteReview false by default', () => {
    const parsed = noticeInputSchema.parse(notice)
    expect(parsed.explanation).toBe('Werbung für Felgen')
    expect(parsed.despiteReview).toBe(false)
  })
  test('a notice: wrong type, id out of range, bad mail and too long text are refused by field', () => {
    const result = noticeInputSchema.safeParse({
      ...notice,
      contentItemType: 'Picture',
      contentItemId: 2147483648,
      reporterEmail: 'nope',
      explanation: 'x'.repeat(2001),
    })
    expect(result.success).toBe(false)
    if (result.success) return
    const errors = fieldErrorsOf(result.error)
    expect(Object.keys(errors).sort()).toEqual([
      'contentItemId',
      'contentItemType',
      'explanation',
      'reporterEmail',
    ])
    expect(errors.reporterEmail).toBe('Bitte gib eine gültige E-Mail-Adresse an.')
    expect(errors.explanation).toBe('Höchstens 2000 Zeichen.')
  })
  test('a decision defaults to hiding without a restriction', () => {
    expect(decisionInputSchema.parse({ noticeId: 1, decision: 'accept', facts: 'Spam' })).toMatchObject({
      visibility: 'Hidden',
      restriction: 'none',
      restrictionUntil: '',
      ground: '',
    })
    expect(decisionInputSchema.safeParse({ noticeId: 1, decision: 'delete', facts: '' }).success).toBe(false)
  })
  test('a complaint is explained in at least 10 characters (after trimming)', () => {
    const result = complaintInputSchema.safeParse({ noticeId: 1, text: '   kurz    ' })
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(fieldErrorsOf(result.error).text).toBe(
        'Bitte begründe Deine Beschwerde (mindestens 10 Zeichen).',
      )
    }
    expect(complaintInputSchema.parse({ noticeId: 1, text: 'Das war kein Spam.' }).text).toBe(
      'Das war kein Spam.',
    )
  })
  test('a complaint decision needs its reasons', () => {
    const result = complaintDecisionInputSchema.safeParse({ noticeId: 1, outcome: 'uphold', facts: '  ' })
    expect(result.success).toBe(false)
    if (!result.success) expect(fieldErrorsOf(result.error).facts).toBe('Bitte begründe die Entscheidung.')
  })
})

describe('the moderation forms fit the 64 KB form body limit at their longest', () => {
  test('a decision (facts + ground + the small fields), a complaint, a report', async () => {
    const { FORM_BODY_MAX_BYTES, URLENCODED_BYTES_PER_CHARACTER } = await import('./limits.ts')
    const m = await import('./moderation.ts')
    const bytes = (characters: number) => (characters + 300) * URLENCODED_BYTES_PER_CHARACTER
    expect(bytes(m.STATEMENT_FACTS_MAX + m.STATEMENT_GROUND_MAX)).toBeLessThan(FORM_BODY_MAX_BYTES)
    expect(bytes(m.COMPLAINT_TEXT_MAX)).toBeLessThan(FORM_BODY_MAX_BYTES)
    expect(bytes(m.NOTICE_EXPLANATION_MAX + m.NOTICE_LOCATION_MAX + m.NOTICE_NAME_MAX + 254)).toBeLessThan(
      FORM_BODY_MAX_BYTES,
    )
  })
})
