import { type ReactNode, useId } from 'react'
import styles from './Form.module.css'

export interface FieldIds {
  id: string
  hintId: string
  errorId: string
  /** aria-describedby: the error first, so it is read before the hint */
  describedBy: string | undefined
}

/**
 * The ids that tie a control to its label, hint and error. useId keeps them unique when one
 * page has two forms with a field of the same name (a quick reply and the full editor).
 */
export function useFieldIds(name: string, hint: ReactNode, error: string | undefined, id?: string): FieldIds {
  const unique = useId()
  const base = id ?? `field-${name}-${unique.replace(/[^a-zA-Z0-9_-]/g, '')}`
  const hintId = `${base}-hint`
  const errorId = `${base}-error`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return { id: base, hintId, errorId, describedBy }
}

/**
 * The hint and the error under a control. The error is announced through the control's
 * aria-describedby and aria-invalid, not as an alert: the form's summary (FormCard) is the one
 * alert, so a form with three errors does not shout three times.
 */
export function FieldMessages({
  ids,
  hint,
  error,
}: {
  ids: FieldIds
  hint: ReactNode
  error: string | undefined
}) {
  return (
    <>
      {hint && (
        <div id={ids.hintId} className={styles.hint}>
          {hint}
        </div>
      )}
      {error && (
        <p id={ids.errorId} className={styles.error}>
          {error}
        </p>
      )}
    </>
  )
}

/** The frame every kit field shares: the label above the control, hint and error below it. */
export function FieldFrame({
  ids,
  label,
  hint,
  error,
  className,
  children,
}: {
  ids: FieldIds
  label: string
  hint: ReactNode
  error: string | undefined
  className?: string | undefined
  children: ReactNode
}) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={ids.id}>
        {label}
      </label>
      {children}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  )
}
