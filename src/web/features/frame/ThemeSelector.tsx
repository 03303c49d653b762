import { useEffect, useId, useState } from 'react'
import {
  DEFAULT_THEME_SETTING,
  isThemeSetting,
  THEME_LABELS,
  THEME_SETTINGS,
  type ThemeSetting,
} from '#domain/themes.ts'
import { applyThemeSetting, currentThemeSetting } from '../../theme/theme.ts'
import styles from './SiteFooter.module.css'

/** The footer's theme selector (spec 000 §2.1, §4); shown only while its feature switch is on. */
export function ThemeSelector() {
  const id = useId()
  // the server cannot know the stored setting: read it after hydration
  const [setting, setSetting] = useState<ThemeSetting>(DEFAULT_THEME_SETTING)
  useEffect(() => setSetting(currentThemeSetting()), [])
  return (
    <div className={styles.theme}>
      <label htmlFor={id}>Design</label>
      <select
        id={id}
        value={setting}
        onChange={(event) => {
          const value = event.target.value
          if (!isThemeSetting(value)) return
          setSetting(value)
          applyThemeSetting(value)
        }}
      >
        {THEME_SETTINGS.map((value) => (
          <option key={value} value={value}>
            {THEME_LABELS[value]}
          </option>
        ))}
      </select>
    </div>
  )
}
