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

test.each([
  'https://evil.example/',
  '//evil.example/forum.html',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://www.motor-talk.de.evil.example/',
  'https://evil.example@www.motor-talk.de.evil.example/',
  ' //evil.example',
  '/%0a/evil',
  'forum.html',
  '/foo\n//evil.example',
  '',
])('open-redirect attempt %j is refused', (target) => {
  const result = safeRedirectPath(target, HOSTS)
  expect(result === null || (result.startsWith('/') && !result.startsWith('//'))).toBe(true)
  if (result !== null) expect(new URL(result, 'https://www.motor-talk.de').host).toBe('www.motor-talk.de')
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
