import vm from 'node:vm'
import { expect, test } from 'vitest'
import {
  BROWSER_MINIMUMS,
  BROWSER_SUPPORT_SOURCE,
  type BrowserSupport,
  supportedBrowsersText,
} from './browsers.ts'

// The check as browsers run it: the ES5 source evaluated in a fresh context.
const check = vm.runInNewContext(`(${BROWSER_SUPPORT_SOURCE})`) as (
  ua: string,
  minimums: typeof BROWSER_MINIMUMS,
) => BrowserSupport
const support = (ua: string) => {
  const { name, version, supported } = check(ua, BROWSER_MINIMUMS)
  return { name, version, supported }
}

// spec 000 §9: Android Browser 69, Chrome 69, Chromium 69, Edge 79, Samsung Browser 11,
// Firefox 62, Opera 56, Safari 12, Mobile Safari 12; unsupported IE, IEMobile, Opera Mini, PaleMoon.
test.each([
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/69.0.3497.100 Safari/537.36',
    'Chrome',
    69,
    true,
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/68.0.3440.106 Safari/537.36',
    'Chrome',
    68,
    false,
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Ubuntu Chromium/69.0.3497.81 Chrome/69.0.3497.81 Safari/537.36',
    'Chromium',
    69,
    true,
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Ubuntu Chromium/65.0.3325.181 Chrome/65.0.3325.181 Safari/537.36',
    'Chromium',
    65,
    false,
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.74 Safari/537.36 Edg/79.0.309.43',
    'Edge',
    79,
    true,
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.17763',
    'Edge',
    18,
    false,
  ],
  [
    'Mozilla/5.0 (Linux; Android 9; SM-G960F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/11.0 Chrome/75.0.3770.143 Mobile Safari/537.36',
    'Samsung Browser',
    11,
    true,
  ],
  [
    'Mozilla/5.0 (Linux; Android 8.0.0; SM-G930F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/10.2 Chrome/71.0.3578.99 Mobile Safari/537.36',
    'Samsung Browser',
    10,
    false,
  ],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:62.0) Gecko/20100101 Firefox/62.0', 'Firefox', 62, true],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:61.0) Gecko/20100101 Firefox/61.0', 'Firefox', 61, false],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/69.0.3497.100 Safari/537.36 OPR/56.0.3051.52',
    'Opera',
    56,
    true,
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/68.0.3440.106 Safari/537.36 OPR/55.0.2994.44',
    'Opera',
    55,
    false,
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_14) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Safari/605.1.15',
    'Safari',
    12,
    true,
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_13_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.1.2 Safari/605.1.15',
    'Safari',
    11,
    false,
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
    'Mobile Safari',
    12,
    true,
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1',
    'Mobile Safari',
    11,
    false,
  ],
  // Chrome on iOS is WebKit: judged as Mobile Safari by the system version
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
    'Mobile Safari',
    17,
    true,
  ],
  [
    'Mozilla/5.0 (Linux; Android 9; Pixel 3; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/69.0.3497.100 Mobile Safari/537.36',
    'Android Browser',
    69,
    true,
  ],
  [
    'Mozilla/5.0 (Linux; U; Android 4.0.3; de-de; GT-I9100) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
    'Android Browser',
    4,
    false,
  ],
])('%s → %s %i supported: %s', (ua, name, version, supported) => {
  expect(support(ua)).toEqual({ name, version, supported })
})

test.each([
  ['Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko', 'IE'],
  ['Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)', 'IE'],
  [
    'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0; ARM; Touch)',
    'IEMobile',
  ],
  ['Opera/9.80 (Android; Opera Mini/36.2.2254/119.132; U; id) Presto/2.12.423 Version/12.16', 'Opera Mini'],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:102.0) Gecko/20100101 Goanna/6.5 Firefox/102.0 PaleMoon/32.5.0',
    'PaleMoon',
  ],
])('%s is never supported (%s)', (ua, name) => {
  expect(support(ua)).toEqual({ name, version: null, supported: false })
})

test('browsers the list does not name count as supported', () => {
  expect(support('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)').supported).toBe(
    true,
  )
  expect(support('').supported).toBe(true)
  expect(support('Lynx/2.9.0dev.10 libwww-FM/2.14').supported).toBe(true)
})

test('the check is plain ES5, so old browsers can run it and say they are too old', () => {
  expect(BROWSER_SUPPORT_SOURCE).not.toMatch(/=>|`|\blet\b|\bconst\b|\bclass\b|\.\.\./)
})

test('the notice names every minimum', () => {
  expect(supportedBrowsersText()).toContain('Chrome ab Version 69')
  expect(supportedBrowsersText()).toContain('Samsung Internet ab Version 11')
  expect(supportedBrowsersText()).toContain('Safari auf iPhone und iPad ab Version 12')
})
