import { expect, test } from 'vitest'
import { AppError, errorPageContent, reasonOf, statusForReason } from './errors.ts'

test.each([
  ['HiddenLoggedOut', 410],
  ['LoginRequired', 410],
  ['Deleted', 410],
  ['ThreadNotFound', 404],
  ['BoardNotFound', 404],
  ['InvalidBoardId', 404],
  ['InvalidRouteSlug', 404],
  ['PermissionDenied', 403],
  ['ServiceUnavailable', 503],
  ['SomethingElse', 500],
])('%s answers %i', (reason, status) => {
  expect(statusForReason(reason)).toBe(status)
})

test('error page texts follow the catalogue (spec 000 §8)', () => {
  expect(errorPageContent(404)).toMatchObject({
    title: 'Seite nicht gefunden (404)',
    headline: 'Die Seite wurde nicht gefunden',
    subheadline: 'Die aufgerufene Seite wurde leider nicht gefunden.',
    offersRegistration: false,
  })
  expect(errorPageContent(410, 'HiddenLoggedOut')).toMatchObject({
    title: 'Inhalt wurde archiviert (410)',
    headline: 'Der Inhalt wurde archiviert',
    offersRegistration: true,
  })
  expect(errorPageContent(410)).toMatchObject({
    title: 'Inhalt ist für registrierte Nutzer (410)',
    headline: 'Dieser Inhalt ist ausschließlich für registrierte Nutzer',
    offersRegistration: true,
  })
  expect(errorPageContent(410, 'Deleted')).toMatchObject({ status: 410, title: 'Seite nicht gefunden (404)' })
  expect(errorPageContent(403)).toMatchObject({
    title: 'Zugriff verweigert (403)',
    subheadline: 'Du hast nicht die erforderlichen Rechte, um diese Seite zu sehen.',
  })
  expect(errorPageContent(500)).toMatchObject({
    title: 'Interner Server-Fehler (500)',
    headline: 'Ein Fehler ist aufgetreten',
  })
})

test('reasonOf reads the reason without instanceof', () => {
  expect(reasonOf(new AppError('BoardNotFound'))).toBe('BoardNotFound')
  expect(reasonOf({ reason: 'Deleted' })).toBe('Deleted')
  expect(reasonOf(new Error('boom'))).toBe('InternalServerError')
})

test.each(['22021', '22P02', '22003', '22001'])(
  'a PostgreSQL data exception %s (a value the user sent) is BadUserInput, 400 (docs/security.md)',
  (code) => {
    const error = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code,
      severity: 'ERROR',
    })
    expect(reasonOf(error)).toBe('BadUserInput')
    expect(statusForReason(reasonOf(error))).toBe(400)
  },
)

test('other PostgreSQL errors stay internal', () => {
  expect(reasonOf(Object.assign(new Error('deadlock'), { code: '40P01', severity: 'ERROR' }))).toBe(
    'InternalServerError',
  )
})
