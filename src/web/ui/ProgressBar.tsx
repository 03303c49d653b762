import { useEffect, useRef, useState } from 'react'
import { useNavigation } from 'react-router'
import { PROGRESS_BAR_MS } from '#domain/limits.ts'
import styles from './ProgressBar.module.css'

type Phase = 'idle' | 'loading' | 'done'

/**
 * Page-loading progress bar (spec 000 §4, §9): while React Router loads the next page the bar
 * runs across the top in 1 s (it waits near the end if loading takes longer), then completes
 * and fades.
 */
export function ProgressBar() {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const [phase, setPhase] = useState<Phase>('idle')
  const fade = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    clearTimeout(fade.current)
    if (busy) {
      setPhase('loading')
      return
    }
    setPhase((current) => (current === 'loading' ? 'done' : current))
    fade.current = setTimeout(() => setPhase('idle'), 300)
    return () => clearTimeout(fade.current)
  }, [busy])

  if (phase === 'idle') return null
  return (
    <div
      className={`${styles.bar} ${phase === 'done' ? styles.done : styles.loading}`}
      style={phase === 'loading' ? { animationDuration: `${PROGRESS_BAR_MS}ms` } : undefined}
      role="progressbar"
      aria-label="Seite wird geladen"
      aria-busy={phase === 'loading'}
      data-progress={phase}
    />
  )
}
