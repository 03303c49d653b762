import type { InputHTMLAttributes, ReactNode } from 'react'
import styles from './Form.module.css'
import { FieldMessages, useFieldIds } from './field-parts.tsx'

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  name: string
  label: ReactNode
  error?: string | undefined
  hint?: ReactNode
}

/** A checkbox with its label beside it (the label is the tap target) and hint and error below. */
export function Checkbox({ name, label, error, hint, id, value = 'on', ...input }: CheckboxProps) {
  const ids = useFieldIds(name, hint, error, id)
  return (
    <div className={styles.check}>
      <input
        id={ids.id}
        type="checkbox"
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
      <label htmlFor={ids.id}>{label}</label>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  )
}
