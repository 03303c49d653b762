import { Suspense, useEffect, useId, useState } from 'react'
import {
  DEFAULT_MODERATION_MODE,
  isModerationMode,
  MODERATION_MODE_STORAGE_KEY,
  MODERATION_MODES,
  type ModerationMode,
  moderationModeClass,
} from '#domain/moderation-mode.ts'
import type { CurrentUser } from '#graphql/operations/types.ts'
import { lazyChunk } from '../../ui/chunks.ts'
import { ChunkBoundary } from '../../ui/ReloadOffer.tsx'
import styles from './ModerationBar.module.css'

// spec 000 §2.1: moderators additionally see a lazily loaded extra component.
const ModerationTools = lazyChunk('ModerationTools', () => import('./ModerationTools.tsx'))

function readMode(): ModerationMode {
  const html = document.documentElement
  return (
    MODERATION_MODES.map((mode) => mode.value).find((mode) =>
      html.classList.contains(moderationModeClass(mode)),
    ) ?? DEFAULT_MODERATION_MODE
  )
}

function applyMode(mode: ModerationMode): void {
  const html = document.documentElement
  for (const { value } of MODERATION_MODES) html.classList.remove(moderationModeClass(value))
  html.classList.add(moderationModeClass(mode))
  try {
    localStorage.setItem(MODERATION_MODE_STORAGE_KEY, mode)
  } catch {
    // storage unavailable: the mode lasts for this page
  }
}

/**
 * The moderation-mode selector (spec 000 §4, §6): Voll, Betrachten or Aus, stored locally and
 * applied as a page class. Rendered for staff (moderators and admins) with MT-761_dsa on.
 */
export function ModerationBar({ viewer }: { viewer: CurrentUser }) {
  const id = useId()
  const [mode, setMode] = useState<ModerationMode>(DEFAULT_MODERATION_MODE)
  useEffect(() => setMode(readMode()), [])
  return (
    // a labelled region: the bar sits between the header and the page, in no other landmark
    <section className={styles.bar} data-frame="moderation" aria-label="Moderation">
      <div className={styles.inner}>
        <div className={styles.mode}>
          <label htmlFor={id}>Moderationsmodus</label>
          <select
            id={id}
            value={mode}
            onChange={(event) => {
              const value = event.target.value
              if (!isModerationMode(value)) return
              setMode(value)
              applyMode(value)
            }}
          >
            {MODERATION_MODES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <ChunkBoundary>
          <Suspense fallback={null}>
            <ModerationTools viewer={viewer} />
          </Suspense>
        </ChunkBoundary>
      </div>
    </section>
  )
}
