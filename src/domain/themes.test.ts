import { expect, test } from 'vitest'
import { DEFAULT_THEME_SETTING, isThemeSetting, resolveTheme, themeClass } from './themes.ts'

test('without a choice the theme follows the system, on the web too (decision 040)', () => {
  expect(DEFAULT_THEME_SETTING).toBe('system')
})

test('system follows the operating system; every other setting is itself', () => {
  expect(resolveTheme('system', true)).toBe('dark')
  expect(resolveTheme('system', false)).toBe('light')
  expect(resolveTheme('retro-dark', false)).toBe('retro-dark')
  expect(resolveTheme('light', true)).toBe('light')
})

test('only the five settings are accepted from storage', () => {
  for (const value of ['light', 'dark', 'retro', 'retro-dark', 'system'])
    expect(isThemeSetting(value)).toBe(true)
  for (const value of ['Dark', '', null, 'blue']) expect(isThemeSetting(value)).toBe(false)
  expect(themeClass('retro-dark')).toBe('theme-retro-dark')
})
