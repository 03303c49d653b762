import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { expect, test } from 'vitest'
import { errorPageContent, statusForReason } from '#domain/errors.ts'
import { ErrorPage } from './ErrorPage.tsx'

function render(status: number, reason?: string) {
  const content = errorPageContent(status, reason)
  return renderToString(
    <MemoryRouter initialEntries={['/forum/archiv-t77.html']}>
      <ErrorPage content={content} title={`${content.title} - MOTOR-TALK`} />
    </MemoryRouter>,
  )
}

// spec 000 §8, spec 001 §8: every reason to its page.
test.each([
  [
    'HiddenLoggedOut',
    410,
    'Inhalt wurde archiviert (410)',
    'Der Inhalt wurde archiviert',
    'Er ist nur für registrierte Nutzer sichtbar',
    true,
  ],
  [
    'LoginRequired',
    410,
    'Inhalt ist für registrierte Nutzer (410)',
    'Dieser Inhalt ist ausschließlich für registrierte Nutzer',
    null,
    true,
  ],
  [
    'ThreadNotFound',
    404,
    'Seite nicht gefunden (404)',
    'Die Seite wurde nicht gefunden',
    'Die aufgerufene Seite wurde leider nicht gefunden.',
    false,
  ],
  [
    'BoardNotFound',
    404,
    'Seite nicht gefunden (404)',
    'Die Seite wurde nicht gefunden',
    'Die aufgerufene Seite wurde leider nicht gefunden.',
    false,
  ],
  [
    'UserNotFound',
    404,
    'Seite nicht gefunden (404)',
    'Die Seite wurde nicht gefunden',
    'Die aufgerufene Seite wurde leider nicht gefunden.',
    false,
  ],
  [
    'IdNotFound',
    404,
    'Seite nicht gefunden (404)',
    'Die Seite wurde nicht gefunden',
    'Die aufgerufene Seite wurde leider nicht gefunden.',
    false,
  ],
  [
    'NotFound',
    404,
    'Seite nicht gefunden (404)',
    'Die Seite wurde nicht gefunden',
    'Die aufgerufene Seite wurde leider nicht gefunden.',
    false,
  ],
  [
    'InvalidBoardId',
    404,
    'Seite nicht gefunden (404)',
    'Die Seite wurde nicht gefunden',
    'Die aufgerufene Seite wurde leider nicht gefunden.',
    false,
  ],
  [
    'InvalidThreadId',
    404,
    'Seite nicht gefunden (404)',
    'Die Seite wurde nicht gefunden',
    'Die aufgerufene Seite wurde leider nicht gefunden.',
    false,
  ],
  [
    'InvalidRouteSlug',
    404,
    'Seite nicht gefunden (404)',
    'Die Seite wurde nicht gefunden',
    'Die aufgerufene Seite wurde leider nicht gefunden.',
    false,
  ],
  [
    'InvalidPath',
    404,
    'Seite nicht gefunden (404)',
    'Die Seite wurde nicht gefunden',
    'Die aufgerufene Seite wurde leider nicht gefunden.',
    false,
  ],
  [
    'Deleted',
    410,
    'Seite nicht gefunden (404)',
    'Die Seite wurde nicht gefunden',
    'Die aufgerufene Seite wurde leider nicht gefunden.',
    false,
  ],
  [
    'PermissionDenied',
    403,
    'Zugriff verweigert (403)',
    'Zugriff verweigert',
    'Du hast nicht die erforderlichen Rechte, um diese Seite zu sehen.',
    false,
  ],
  ['InvalidParameterError', 500, 'Interner Server-Fehler (500)', 'Ein Fehler ist aufgetreten', null, false],
  [
    'ServiceUnavailable',
    503,
    'Wartungsarbeiten (503)',
    'Die Seite ist vorübergehend nicht erreichbar',
    'Wir arbeiten daran. Bitte versuche es in ein paar Minuten noch einmal.',
    false,
  ],
  ['SomethingUnexpected', 500, 'Interner Server-Fehler (500)', 'Ein Fehler ist aufgetreten', null, false],
])('%s: %i, "%s"', (reason, status, title, headline, subheadline, registration) => {
  expect(statusForReason(reason)).toBe(status)
  const html = render(status, reason)
  expect(html).toContain(`<title>${title} - MOTOR-TALK</title>`)
  expect(html).toContain(`<h1 id="error-headline"`)
  expect(html).toContain(`>${headline}</h1>`)
  if (subheadline) expect(html).toContain(`>${subheadline}</p>`)
  expect(html).toContain('<meta name="robots" content="noindex"/>')
  expect(html).toMatch(/<a href="\/"[^>]*>zur Startseite<\/a>/)
  expect(html.includes('>Registrieren</button>')).toBe(registration)
})

test('Registrieren posts to the registration page and returns to the page afterwards', () => {
  const html = render(410, 'HiddenLoggedOut')
  expect(html).toContain(
    'action="/registration/registration.html?redirectAfterProcess=%2Fforum%2Farchiv-t77.html" method="post"',
  )
})

test('a plain 403 reads like PermissionDenied, a plain 410 like LoginRequired', () => {
  expect(render(403)).toContain('>Zugriff verweigert</h1>')
  expect(render(410)).toContain('>Dieser Inhalt ist ausschließlich für registrierte Nutzer</h1>')
})
