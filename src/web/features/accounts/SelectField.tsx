import { accountStyles } from './AccountCard.tsx'

interface SelectFieldProps {
  name: string
  label: string
  options: readonly { value: string | number; label: string }[]
  defaultValue: string
  /** a first option with the empty value ('Kein Forum') */
  emptyLabel?: string
  error?: string | undefined
}

/** A labelled select whose error is tied to it, as Field and TextAreaField. */
export function SelectField({ name, label, options, defaultValue, emptyLabel, error }: SelectFieldProps) {
  const id = `field-${name}`
  return (
    <div className={accountStyles.field}>
      <label className={accountStyles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={accountStyles.input}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={accountStyles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
