import { expect, test } from 'vitest'
import { canonicalUrl, SITE_VARIANTS, variantForHost } from './variants.ts'

test('variants are chosen by host name; unknown hosts fall back to main', () => {
  expect(variantForHost('tests.motor-talk.de').key).toBe('tests')
  expect(variantForHost('tests.localhost:3000').key).toBe('tests')
  expect(variantForHost('WWW.MOTOR-TALK.DE:443').key).toBe('main')
  expect(variantForHost('evil.example').key).toBe('main')
  expect(variantForHost(undefined).key).toBe('main')
})

test('each variant has its own platform code, display name, domain and product name', () => {
  const [main, tests] = SITE_VARIANTS
  expect(main).toMatchObject({ platformCode: 'MT', displayName: 'MOTOR-TALK', domain: 'www.motor-talk.de' })
  expect(tests).toMatchObject({
    platformCode: 'MTT',
    productName: 'MOTOR-TALK Tests',
    domain: 'tests.motor-talk.de',
  })
})

test('canonical URLs use the variant domain', () => {
  expect(canonicalUrl(variantForHost('localhost:3000'), '/forum.html')).toBe(
    'https://www.motor-talk.de/forum.html',
  )
  expect(canonicalUrl(variantForHost('tests.motor-talk.de'), '/')).toBe('https://tests.motor-talk.de/')
})
