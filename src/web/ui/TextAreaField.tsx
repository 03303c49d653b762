import type { ReactNode, TextareaHTMLAttributes } from 'react'
import styles from './Form.module.css'
import { FieldMessages, useFieldIds } from './field-parts.tsx'

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  name: string
  label: string
  error?: string | undefined
  hint?: ReactNode
}

/** A labelled text area whose hint and error are tied to it, as Field. */
export function TextAreaField({ name, label, error, hint, id, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(name, hint, error, id)
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={ids.id}>
        {label}
      </label>
      <textarea
        id={ids.id}
        name={name}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...textarea}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  )
}
