import { expect, test } from 'vitest'
import { canonicalUrl, variantForHost } from './variants.ts'

test('variants are chosen by host name; unknown hosts fall back to main', () => {
  expect(variantForHost('tests.motor-talk.de').key).toBe('tests')
  expect(variantForHost('WWW.MOTOR-TALK.DE:443').key).toBe('main')
  expect(variantForHost('evil.example').key).toBe('main')
  expect(variantForHost(undefined).key).toBe('main')
})

test('canonical URLs use the variant domain', () => {
  expect(canonicalUrl(variantForHost('localhost:3000'), '/forum.html')).toBe(
    'https://www.motor-talk.de/forum.html',
  )
})
