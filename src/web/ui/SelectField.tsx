import type { ReactNode, SelectHTMLAttributes } from 'react'
import styles from './Form.module.css'
import { FieldFrame, useFieldIds } from './field-parts.tsx'

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  name: string
  label: string
  options: readonly { value: string | number; label: string }[]
  /** a first option with the empty value ('Kein Forum') */
  emptyLabel?: string
  error?: string | undefined
  hint?: ReactNode
}

/** A labelled select whose hint and error are tied to it, as Field. */
export function SelectField({
  name,
  label,
  options,
  emptyLabel,
  error,
  hint,
  id,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(name, hint, error, id)
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <select
        id={ids.id}
        name={name}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...select}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
