import vm from 'node:vm'
import { expect, test } from 'vitest'
import { BOOT_SCRIPT } from './boot-script.ts'

// The boot script as a browser runs it, against a small stand-in for document and window.

interface Run {
  html: { className: string; style: { colorScheme?: string }; getAttribute(name: string): string | null }
  setSystemDark(dark: boolean): void
}

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

function run(
  options: { storage?: Record<string, string>; userAgent?: string; systemDark?: boolean } = {},
): Run {
  const attributes = new Map<string, string>()
  const html = {
    className: '',
    style: {} as { colorScheme?: string },
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    getAttribute: (name: string) => attributes.get(name) ?? null,
  }
  const listeners: (() => void)[] = []
  const query = {
    matches: options.systemDark ?? false,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  }
  const window = {
    navigator: { userAgent: options.userAgent ?? CHROME },
    localStorage: { getItem: (key: string) => options.storage?.[key] ?? null },
    matchMedia: () => query,
  }
  vm.runInNewContext(BOOT_SCRIPT, { document: { documentElement: html }, window })
  return {
    html,
    setSystemDark(dark) {
      query.matches = dark
      for (const listener of listeners) listener()
    },
  }
}

const classes = (r: Run) => r.html.className.split(' ').sort()

test('without a stored setting the web client follows the system before the first paint (decision 040)', () => {
  const light = run()
  expect(classes(light)).toEqual(['js', 'moderation-moderate', 'theme-light'])
  expect(light.html.getAttribute('data-theme-setting')).toBe('system')
  expect(light.html.style.colorScheme).toBe('light')
  const dark = run({ systemDark: true })
  expect(classes(dark)).toEqual(['js', 'moderation-moderate', 'theme-dark'])
  expect(dark.html.style.colorScheme).toBe('dark')
})

test('a stored theme is applied before the page is drawn', () => {
  for (const theme of ['dark', 'retro', 'retro-dark']) {
    expect(classes(run({ storage: { 'mt-theme': theme } }))).toContain(`theme-${theme}`)
  }
  expect(run({ storage: { 'mt-theme': 'retro-dark' } }).html.style.colorScheme).toBe('dark')
  expect(classes(run({ storage: { 'mt-theme': 'purple' } }))).toContain('theme-light')
})

test('system follows the operating system, also when it changes later', () => {
  const r = run({ storage: { 'mt-theme': 'system' }, systemDark: true })
  expect(classes(r)).toContain('theme-dark')
  r.setSystemDark(false)
  expect(classes(r)).toContain('theme-light')
  expect(classes(r)).not.toContain('theme-dark')
})

test('a fixed theme ignores the operating system', () => {
  const r = run({ storage: { 'mt-theme': 'retro' }, systemDark: true })
  r.setSystemDark(false)
  expect(classes(r).filter((name) => name.startsWith('theme-'))).toEqual(['theme-retro'])
})

test('the apps’ web views get the webview class and default to the system theme', () => {
  const r = run({ userAgent: `${CHROME} MotorTalkApp/Android 5.2.0`, systemDark: true })
  expect(classes(r)).toEqual(['js', 'moderation-moderate', 'theme-dark', 'webview'])
})

test('the favorites bar’s hidden flag and the moderation mode come from storage', () => {
  const r = run({ storage: { 'mt-favorites-bar-hidden': 'true', 'mt-moderation-mode': 'view' } })
  expect(classes(r)).toEqual(['favorites-hidden', 'js', 'moderation-view', 'theme-light'])
  expect(classes(run({ storage: { 'mt-moderation-mode': 'nonsense' } }))).toContain('moderation-moderate')
})

test('browsers below the minimums are marked, so the notice shows', () => {
  const r = run({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko' })
  expect(classes(r)).toContain('browser-unsupported')
  expect(classes(run())).not.toContain('browser-unsupported')
})

test('the script is ES5 apart from the embedded data', () => {
  expect(BOOT_SCRIPT).not.toMatch(/=>|`|\blet\b|\bconst\b|\bclass\b/)
})
