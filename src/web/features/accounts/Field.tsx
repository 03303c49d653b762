import type { InputHTMLAttributes, ReactNode } from 'react'
import styles from './AccountCard.module.css'

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string
  label: string
  error?: string
  hint?: ReactNode
}

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby). */
export function Field({ name, label, error, hint, ...input }: FieldProps) {
  const id = `field-${name}`
  const described =
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      {hint && (
        <div id={`${id}-hint`} className={styles.hint}>
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}

/** A checkbox with its label beside it and its error below. */
export function CheckField({
  name,
  label,
  error,
  defaultChecked,
}: {
  name: string
  label: ReactNode
  error?: string
  defaultChecked?: boolean
}) {
  const id = `field-${name}`
  return (
    <div className={styles.check}>
      <input
        id={id}
        type="checkbox"
        name={name}
        value="on"
        defaultChecked={defaultChecked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
