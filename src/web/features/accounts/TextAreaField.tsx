import type { ReactNode, TextareaHTMLAttributes } from 'react'
import { accountStyles } from './AccountCard.tsx'

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  name: string
  label: string
  error?: string
  hint?: ReactNode
}

/** A labelled text area whose error and hint are tied to it (aria-invalid, aria-describedby), as Field. */
export function TextAreaField({ name, label, error, hint, ...textarea }: TextAreaFieldProps) {
  const id = `field-${name}`
  const described =
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={accountStyles.field}>
      <label className={accountStyles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className={accountStyles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...textarea}
      />
      {hint && (
        <span id={`${id}-hint`} className={accountStyles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <p id={`${id}-error`} className={accountStyles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
