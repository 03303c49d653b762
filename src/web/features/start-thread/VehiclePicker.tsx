import { useState } from 'react'
import type { VehicleManufacturerItem } from '#graphql/operations/types.ts'
import styles from './StartThreadForm.module.css'

export interface VehicleValue {
  manufacturerId: number | null
  seriesId: number | null
  modelId: number | null
}

/**
 * Manufacturer → series → model (spec 000 §3). Without JavaScript every option is there, grouped
 * by its parent, and the server checks that the three fit; with it each list shows only what
 * fits the choice above.
 */
export function VehiclePicker({
  manufacturers,
  initial,
  error,
  onChange,
  legend = 'Fahrzeug (optional)',
  noManufacturer = '– kein Fahrzeug –',
}: {
  manufacturers: VehicleManufacturerItem[]
  initial: VehicleValue
  error?: string
  onChange?: (value: VehicleValue) => void
  /** spec 000 §3: the vehicle profile needs a manufacturer, its legend says so */
  legend?: string
  noManufacturer?: string
}) {
  const [value, setValue] = useState(initial)
  const update = (next: VehicleValue) => {
    setValue(next)
    onChange?.(next)
  }
  const manufacturer = manufacturers.find((item) => item.id === value.manufacturerId)
  const series = manufacturer?.series.find((item) => item.id === value.seriesId)
  const number = (raw: string) => (raw === '' ? null : Number(raw))
  return (
    <fieldset className={styles.vehicle} aria-describedby={error ? 'vehicle-error' : undefined}>
      <legend>{legend}</legend>
      <label>
        <span>Hersteller</span>
        <select
          name="manufacturerId"
          value={value.manufacturerId ?? ''}
          onChange={(event) =>
            update({ manufacturerId: number(event.target.value), seriesId: null, modelId: null })
          }
        >
          <option value="">{noManufacturer}</option>
          {manufacturers.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Baureihe</span>
        <select
          name="seriesId"
          value={value.seriesId ?? ''}
          onChange={(event) => update({ ...value, seriesId: number(event.target.value), modelId: null })}
        >
          <option value="">– alle –</option>
          {(manufacturer ? [manufacturer] : manufacturers).map((item) => (
            <optgroup key={item.id} label={item.name}>
              {item.series.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <label>
        <span>Modell</span>
        <select
          name="modelId"
          value={value.modelId ?? ''}
          onChange={(event) => update({ ...value, modelId: number(event.target.value) })}
        >
          <option value="">– alle –</option>
          {(series
            ? [series]
            : manufacturer
              ? manufacturer.series
              : manufacturers.flatMap((item) => item.series)
          ).map((item) => (
            <optgroup key={item.id} label={item.name}>
              {item.models.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      {error && (
        <p id="vehicle-error" className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
