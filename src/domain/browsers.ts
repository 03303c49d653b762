// spec 000 §9, spec 001 §5: browser minimums. Unsupported outright: IE, IEMobile, Opera Mini,
// PaleMoon. Other browsers count as supported.
//
// The check runs in an inline script before the page's modules (which old browsers cannot even
// parse), so it is kept as ES5 source text: the boot script embeds it, the tests evaluate it.

export const BROWSER_MINIMUMS = {
  'Android Browser': 69,
  Chrome: 69,
  Chromium: 69,
  Edge: 79,
  'Samsung Browser': 11,
  Firefox: 62,
  Opera: 56,
  Safari: 12,
  'Mobile Safari': 12,
} as const

export type BrowserName = keyof typeof BROWSER_MINIMUMS

export const UNSUPPORTED_BROWSERS = ['IE', 'IEMobile', 'Opera Mini', 'PaleMoon'] as const

export interface BrowserSupport {
  /** null for browsers the list does not name */
  name: string | null
  version: number | null
  supported: boolean
}

/**
 * `function (userAgent, minimums) → BrowserSupport` in ES5. Order matters: browsers built on
 * Chromium name Chrome in their user agent too, and every browser on iOS is Mobile Safari.
 */
export const BROWSER_SUPPORT_SOURCE = `function (ua, minimums) {
  function result(name, version) {
    var minimum = name === null ? null : minimums[name];
    return { name: name, version: version, supported: minimum === undefined || minimum === null ? name === null || version === null : version !== null && version >= minimum };
  }
  function major(pattern) {
    var match = pattern.exec(ua);
    return match ? parseInt(match[1], 10) : null;
  }
  function never(name) {
    return { name: name, version: null, supported: false };
  }
  ua = ua || '';
  if (/Opera Mini/i.test(ua)) return never('Opera Mini');
  if (/IEMobile/i.test(ua)) return never('IEMobile');
  if (/MSIE |Trident\\//.test(ua)) return never('IE');
  if (/PaleMoon/i.test(ua)) return never('PaleMoon');
  if (/iPhone|iPad|iPod/.test(ua)) {
    var ios = major(/Version\\/(\\d+)/);
    return result('Mobile Safari', ios !== null ? ios : major(/OS (\\d+)[_\\d]* like Mac OS X/));
  }
  if (/Edge?\\/|EdgA\\//.test(ua)) return result('Edge', major(/(?:Edge|Edg|EdgA)\\/(\\d+)/));
  if (/SamsungBrowser\\//.test(ua)) return result('Samsung Browser', major(/SamsungBrowser\\/(\\d+)/));
  if (/OPR\\/|OPT\\//.test(ua)) return result('Opera', major(/(?:OPR|OPT)\\/(\\d+)/));
  if (/^Opera\\//.test(ua)) return result('Opera', major(/Version\\/(\\d+)/));
  if (/Firefox\\//.test(ua)) return result('Firefox', major(/Firefox\\/(\\d+)/));
  if (/Chromium\\//.test(ua)) return result('Chromium', major(/Chromium\\/(\\d+)/));
  if (/Android/.test(ua) && /Version\\/\\d/.test(ua)) {
    var webview = major(/Chrome\\/(\\d+)/);
    return result('Android Browser', webview !== null ? webview : major(/Version\\/(\\d+)/));
  }
  if (/Chrome\\//.test(ua)) return result('Chrome', major(/Chrome\\/(\\d+)/));
  if (/Safari\\//.test(ua) && /Version\\/\\d/.test(ua)) return result('Safari', major(/Version\\/(\\d+)/));
  return result(null, null);
}`

/** Human-readable minimums for the notice: "Chrome ab 69, Firefox ab 62, …". */
export function supportedBrowsersText(): string {
  const names: Record<BrowserName, string> = {
    Chrome: 'Chrome',
    Firefox: 'Firefox',
    Safari: 'Safari',
    'Mobile Safari': 'Safari auf iPhone und iPad',
    Edge: 'Edge',
    Opera: 'Opera',
    'Samsung Browser': 'Samsung Internet',
    'Android Browser': 'Android-Browser',
    Chromium: 'Chromium',
  }
  const order: BrowserName[] = [
    'Chrome',
    'Firefox',
    'Safari',
    'Mobile Safari',
    'Edge',
    'Opera',
    'Samsung Browser',
    'Android Browser',
    'Chromium',
  ]
  return order.map((name) => `${names[name]} ab Version ${BROWSER_MINIMUMS[name]}`).join(', ')
}
