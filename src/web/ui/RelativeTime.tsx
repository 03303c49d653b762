import { useState } from 'react'
import { formatDateLabel, formatLastPostLabel, formatRelativeTime } from '#domain/time.ts'
import styles from './RelativeTime.module.css'

interface Props {
  /** ISO timestamp */
  date: string
  /** The page's clock (root loader), so server and browser render the same text. */
  now: string
  /** 'relative' starts with "vor 3 Stunden", 'label' with "Heute, 14:05 Uhr" or a date. */
  initial?: 'relative' | 'label'
}

/** A time that toggles between relative and absolute on click (spec 001 §4). */
export function RelativeTime({ date, now, initial = 'relative' }: Props) {
  const [showRelative, setShowRelative] = useState(initial === 'relative')
  const at = new Date(date)
  const clock = { now: new Date(now) }
  const absolute = formatDateLabel(at, clock)
  const text = showRelative
    ? formatRelativeTime(at, clock)
    : initial === 'label'
      ? formatLastPostLabel(at, clock)
      : absolute
  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={() => setShowRelative((value) => !value)}
      title={showRelative ? absolute : formatRelativeTime(at, clock)}
    >
      <time dateTime={date}>{text}</time>
    </button>
  )
}
