import { describe, expect, test } from 'vitest'
import {
  announcementHref,
  cancelTarget,
  parseAnnouncementLink,
  parseOutboundTarget,
  stripDirectionControls,
} from './outbound.ts'

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

test('Abbrechen never leads off the site through a normalised path (docs/security.md)', () => {
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

describe('announcement links: site paths or https addresses through /out', () => {
  test('a path with one leading slash stays; another host in disguise is no link', () => {
    expect(parseAnnouncementLink('/info/beitragsregeln')).toBe('/info/beitragsregeln')
    expect(parseAnnouncementLink(' /forum/vw-b200.html?page=1#x ')).toBe('/forum/vw-b200.html?page=1#x')
    for (const raw of [
      '//evil.example/login',
      '/\\evil.example/login',
      '/.//evil.example',
      '\u202E//evil.example',
      'javascript:alert(1)',
      'http://evil.example/',
      'https://user:pw@evil.example/',
      'evil.example',
      '',
    ])
      expect(parseAnnouncementLink(raw), raw).toBeNull()
    expect(parseAnnouncementLink('https://www.kba.de/rueckrufe')).toBe('https://www.kba.de/rueckrufe')
  })

  test('on a page: paths directly, https addresses through the outbound-link page, the rest not at all', () => {
    const board = '/forum/vw-b200.html'
    expect(announcementHref('/info/hilfe', board)).toBe('/info/hilfe')
    expect(announcementHref('https://evil.example/x?a=1', board)).toBe(
      '/out?target=https%3A%2F%2Fevil.example%2Fx%3Fa%3D1&referrer=%2Fforum%2Fvw-b200.html',
    )
    expect(announcementHref('//evil.example/x', board)).toBeNull()
    expect(announcementHref(null, board)).toBeNull()
  })
})
