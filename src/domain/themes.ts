// spec 000 §4: theme setting light, dark, retro, retro-dark or system. Stored locally, applied
// as a page class; system follows the operating system's colour scheme live. The default is
// system everywhere, the web client included (docs/decisions/040-theme-follows-system.md): a
// visitor whose phone is dark gets the dark theme.

export const THEME_SETTINGS = ['light', 'dark', 'retro', 'retro-dark', 'system'] as const
export type ThemeSetting = (typeof THEME_SETTINGS)[number]
export type Theme = Exclude<ThemeSetting, 'system'>

export const THEME_LABELS: Record<ThemeSetting, string> = {
  light: 'Hell',
  dark: 'Dunkel',
  retro: 'Retro',
  'retro-dark': 'Retro dunkel',
  system: 'System',
}

/** Browser-storage key of the setting (spec 001 §9 lists one for the theme). */
export const THEME_STORAGE_KEY = 'mt-theme'

export function isThemeSetting(value: unknown): value is ThemeSetting {
  return typeof value === 'string' && (THEME_SETTINGS as readonly string[]).includes(value)
}

/** The setting in force when none is stored (decision 040): system, on the web and in the apps. */
export const DEFAULT_THEME_SETTING: ThemeSetting = 'system'

/** The theme a setting shows, given whether the operating system prefers dark. */
export function resolveTheme(setting: ThemeSetting, systemPrefersDark: boolean): Theme {
  if (setting === 'system') return systemPrefersDark ? 'dark' : 'light'
  return setting
}

/** The class on <html> for a theme. */
export function themeClass(theme: Theme): string {
  return `theme-${theme}`
}

export function isDarkTheme(theme: Theme): boolean {
  return theme === 'dark' || theme === 'retro-dark'
}
