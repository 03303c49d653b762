import { expect, test } from 'vitest'
import { afterLoginPath, safeRedirectPath } from './redirects.ts'

const HOSTS = ['www.motor-talk.de', 'localhost']

test.each([
  ['/forum.html', '/forum.html'],
  ['/forum/vw-b200.html?page=2#neu', '/forum/vw-b200.html?page=2#neu'],
  ['https://www.motor-talk.de/forum.html', '/forum.html'],
  ['http://localhost:3000/cockpit.html', '/cockpit.html'],
])('%s is followed as %s', (target, path) => {
  expect(safeRedirectPath(target, HOSTS)).toBe(path)
})

// docs/security.md: every payload must give null or a path that a browser resolves on our own host.
const OPEN_REDIRECT_PAYLOADS = [
  'https://evil.example/',
  '//evil.example/forum.html',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/.//evil.example',
  '/./..//evil.example',
  '/a/..//evil.example',
  '/a/b/../..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/%2e%2e/%2e//evil.example',
  'http://www.motor-talk.de//evil.example',
  'https://localhost//evil.example/x',
  'http://localhost:3000/.//evil.example',
  '/%2f%2fevil.example',
  '/%5cevil.example',
  '/%5c%5cevil.example',
  '%2f%2fevil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'http:evil.example',
  'https:evil.example',
  'http:/evil.example',
  'http:\\\\evil.example',
  'https://www.motor-talk.de@evil.example/',
  'https://localhost@evil.example/',
  'https://evil.example@www.motor-talk.de.evil.example/',
  'https://user:pass@www.motor-talk.de/forum.html',
  'https://www.motor-talk.de.evil.example/',
  '//www.motor-talk.de.evil.example/',
  'https://evil。example/',
  'https://www.motor-talk．de/',
  'https://www．motor-talk.de.evil.example/',
  'https://www.motоr-talk.de/',
  'https://xn--www.motr-talk-j7h.de/',
  ' //evil.example',
  '\t//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/foo\n//evil.example',
  '/%0a/evil',
  '/%0d%0aSet-Cookie:%20x=1',
  '/\u2028/evil.example',
  `/${'a'.repeat(5_000)}`,
  `//${'a'.repeat(5_000)}.evil.example`,
  'ftp://www.motor-talk.de/',
  'forum.html',
  'evil.example',
  '',
  '   ',
]

test('the payload table has at least 30 entries', () => {
  expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(30)
})

test.each(OPEN_REDIRECT_PAYLOADS)('open-redirect attempt %j never leaves the site', (target) => {
  const result = safeRedirectPath(target, HOSTS)
  if (result === null) return
  expect(result.startsWith('/')).toBe(true)
  expect(result.startsWith('//')).toBe(false)
  expect(result.includes('\\')).toBe(false)
  expect([...result].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)).toBe(false)
  // what a browser does with the Location header
  expect(new URL(result, 'https://www.motor-talk.de/forum/x.html').host).toBe('www.motor-talk.de')
})

test.each([
  '/.//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  'http://www.motor-talk.de//evil.example',
  'http://localhost:3000/.//evil.example',
])('%j, normalised to a protocol-relative path, is refused (docs/security.md)', (target) => {
  expect(safeRedirectPath(target, HOSTS)).toBeNull()
})

test('own hosts match whatever their case and port', () => {
  expect(safeRedirectPath('http://LOCALHOST:3000/forum.html', ['localhost:3000'])).toBe('/forum.html')
  expect(safeRedirectPath('https://www.motor-talk.de/a', ['WWW.MOTOR-TALK.DE'])).toBe('/a')
})

test('the home page maps to /cockpit.html after login (spec 000 §7); nothing or foreign targets too', () => {
  expect(afterLoginPath('/', HOSTS)).toBe('/cockpit.html')
  expect(afterLoginPath('/#login', HOSTS)).toBe('/cockpit.html#login')
  expect(afterLoginPath('https://www.motor-talk.de/', HOSTS)).toBe('/cockpit.html')
  expect(afterLoginPath(null, HOSTS)).toBe('/cockpit.html')
  expect(afterLoginPath('https://evil.example/', HOSTS)).toBe('/cockpit.html')
  expect(afterLoginPath('/forum/aktion/StartThread.html?boardId=1065', HOSTS)).toBe(
    '/forum/aktion/StartThread.html?boardId=1065',
  )
})
