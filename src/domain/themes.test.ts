import { expect, test } from 'vitest'
import { defaultThemeSetting, isThemeSetting, resolveTheme, themeClass } from './themes.ts'

test('the web client defaults to light, the apps to system (spec 000 §4)', () => {
  expect(defaultThemeSetting(false)).toBe('light')
  expect(defaultThemeSetting(true)).toBe('system')
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
