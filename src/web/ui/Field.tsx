import type { InputHTMLAttributes, ReactNode } from 'react'
import styles from './Form.module.css'
import { FieldFrame, useFieldIds } from './field-parts.tsx'

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string
  label: string
  /** `actionData?.fieldErrors?.<name>`: shown under the field and announced */
  error?: string | undefined
  hint?: ReactNode
}

/** A labelled input (text, email, password, number …) whose hint and error are tied to it. */
export function Field({ name, label, error, hint, id, className, ...input }: FieldProps) {
  const ids = useFieldIds(name, hint, error, id)
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <input
        id={ids.id}
        name={name}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
    </FieldFrame>
  )
}

/** The look of a kit input, for a control in a table row that is named by aria-label, not a label. */
export const controlClass: string = styles.input ?? ''
