import { expect, test } from 'vitest'
import { decodeQuickpost, encodeQuickpost, quickpostCookie } from './quickpost.ts'

test('thread id and text survive the round trip, umlauts and quotes included', () => {
  const value = encodeQuickpost({
    threadId: 42,
    text: 'Grüße aus Köln; "Zündkerze" = 25 €\n[quote=A]x[/quote]',
  })
  expect(value).toMatch(/^[\w-]+$/)
  expect(decodeQuickpost(value)).toEqual({
    threadId: 42,
    text: 'Grüße aus Köln; "Zündkerze" = 25 €\n[quote=A]x[/quote]',
  })
})

test('broken or foreign values are ignored', () => {
  expect(decodeQuickpost('kaputt')).toBeNull()
  expect(decodeQuickpost(btoa('{"t":"1","x":2}'))).toBeNull()
  expect(decodeQuickpost(undefined)).toBeNull()
})

test('the cookie lasts 90 days and a reply of 2000 characters fits', () => {
  expect(quickpostCookie('abc', true)).toBe('quickpost=abc; Path=/; SameSite=Lax; Max-Age=7776000; Secure')
  const german = 'Der Zahnriemenwechsel hat bei mir 640 € gekostet, inklusive Wasserpumpe. Grüße! '
    .repeat(30)
    .slice(0, 2000)
  expect(encodeQuickpost({ threadId: 1, text: german })?.length).toBeLessThanOrEqual(3_800)
  expect(encodeQuickpost({ threadId: 1, text: '😀'.repeat(2000) })).toBeNull()
})
