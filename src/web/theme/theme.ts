import {
  DEFAULT_THEME_SETTING,
  isDarkTheme,
  isThemeSetting,
  resolveTheme,
  THEME_STORAGE_KEY,
  type ThemeSetting,
  themeClass,
} from '#domain/themes.ts'

// The browser side of themes (spec 000 §4). The boot script applied the stored setting before
// the first paint and keeps "system" in step with the operating system; these helpers change
// the setting later (the footer's selector).

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches
}

export function currentThemeSetting(): ThemeSetting {
  const value = document.documentElement.getAttribute('data-theme-setting')
  return isThemeSetting(value) ? value : DEFAULT_THEME_SETTING
}

/** Stores the setting and shows it at once. */
export function applyThemeSetting(setting: ThemeSetting): void {
  const html = document.documentElement
  html.setAttribute('data-theme-setting', setting)
  const theme = resolveTheme(setting, systemPrefersDark())
  for (const name of [...html.classList]) if (name.startsWith('theme-')) html.classList.remove(name)
  html.classList.add(themeClass(theme))
  html.style.colorScheme = isDarkTheme(theme) ? 'dark' : 'light'
  try {
    localStorage.setItem(THEME_STORAGE_KEY, setting)
  } catch {
    // storage unavailable (private mode): the theme lasts for this page
  }
}
