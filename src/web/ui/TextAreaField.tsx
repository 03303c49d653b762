import type { ReactNode, TextareaHTMLAttributes } from 'react'
import styles from './Form.module.css'
import { FieldFrame, useFieldIds } from './field-parts.tsx'

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
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <textarea
        id={ids.id}
        name={name}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...textarea}
      />
    </FieldFrame>
  )
}
