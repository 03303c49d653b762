import { expect, test } from 'vitest'
import { isWebviewUserAgent } from './webview.ts'

test('the apps are recognised by their user-agent marker', () => {
  expect(
    isWebviewUserAgent(
      'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.0.0 Mobile Safari/537.36 MotorTalkApp/Android 5.2.0',
    ),
  ).toBe(true)
  expect(
    isWebviewUserAgent(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MotorTalkApp/iOS 5.2.0',
    ),
  ).toBe(true)
})

test('browsers and other apps’ in-app browsers are not web-view mode', () => {
  expect(
    isWebviewUserAgent(
      'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/450.0.0.0;]',
    ),
  ).toBe(false)
  expect(isWebviewUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36')).toBe(false)
  expect(isWebviewUserAgent(null)).toBe(false)
})
