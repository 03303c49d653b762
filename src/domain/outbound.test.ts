import { expect, test } from 'vitest'
import { cancelTarget, parseOutboundTarget, stripDirectionControls } from './outbound.ts'

test('a right-to-left override is stripped from the target (spec 001 §5)', () => {
  expect(stripDirectionControls('https://example.com/\u202Efdp.exe')).toBe('https://example.com/fdp.exe')
  expect(parseOutboundTarget('https://\u202Eexample.com/path')).toBe('https://example.com/path')
  expect(parseOutboundTarget('\u2066https://example.com\u2069')).toBe('https://example.com/')
})

test('only absolute http and https addresses are targets', () => {
  expect(parseOutboundTarget('https://www.adac.de/rund-ums-fahrzeug/')).toBe(
    'https://www.adac.de/rund-ums-fahrzeug/',
  )
  expect(parseOutboundTarget('http://example.com')).toBe('http://example.com/')
  for (const raw of [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    '//evil.example',
    '/forum.html',
    'ftp://example.com',
    'https://user:pass@example.com',
    'https://',
    '',
  ]) {
    expect(parseOutboundTarget(raw)).toBeNull()
  }
})

test('Abbrechen returns to our own referrer, else to the site base', () => {
  const own = ['www.motor-talk.de', 'localhost', '127.0.0.1:3000']
  expect(cancelTarget('https://www.motor-talk.de/forum/golf-t1.html?page=2#p5', own)).toBe(
    '/forum/golf-t1.html?page=2#p5',
  )
  expect(cancelTarget('http://127.0.0.1:3000/forum.html', own)).toBe('/forum.html')
  expect(cancelTarget('/forum/golf-t1.html', own)).toBe('/forum/golf-t1.html')
  expect(cancelTarget('https://evil.example/phish', own)).toBe('/')
  expect(cancelTarget('//evil.example/phish', own)).toBe('/')
  expect(cancelTarget('/\\evil.example', own)).toBe('/')
  expect(cancelTarget('javascript:alert(1)', own)).toBe('/')
  expect(cancelTarget('', own)).toBe('/')
})

test('Abbrechen never leads off the site through a normalised path (issue 11 §5)', () => {
  const own = ['www.motor-talk.de', 'localhost']
  for (const referrer of [
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    'https://localhost//evil.example',
  ]) {
    expect(cancelTarget(referrer, own)).toBe('/')
  }
})
