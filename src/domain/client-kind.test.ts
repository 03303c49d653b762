import { expect, test } from 'vitest'
import { clientKindOf } from './client-kind.ts'

test('the client id tells the web, the web view and the apps apart', () => {
  expect(clientKindOf('web-desktop')).toBe('web')
  expect(clientKindOf('web-mobile')).toBe('web')
  expect(clientKindOf('webview')).toBe('webview')
  expect(clientKindOf('android-5.12.0')).toBe('app')
  expect(clientKindOf('ios')).toBe('app')
  expect(clientKindOf(undefined)).toBe('unknown')
  expect(clientKindOf('curl')).toBe('unknown')
})
