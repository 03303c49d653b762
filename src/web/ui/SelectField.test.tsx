import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { allIds, elements, only, textOf } from '../../../tests/support/markup.ts'
import { SelectField } from './SelectField.tsx'

const FUELS = [
  { value: 'benzin', label: 'Benzin' },
  { value: 'diesel', label: 'Diesel' },
]

test('the label names the select, the chosen option comes back, the empty option comes first', () => {
  const html = renderToStaticMarkup(
    <SelectField
      name="fuel"
      label="Kraftstoff"
      options={FUELS}
      defaultValue="diesel"
      emptyLabel="Keine Angabe"
    />,
  )
  const select = only(html, 'select')
  expect(only(html, 'label').for).toBe(select.id)
  expect(elements(html, 'option').map((option) => option.value)).toEqual(['', 'benzin', 'diesel'])
  expect(elements(html, 'option')[2]?.selected).toBe('')
})

test('its error is announced with it and ids are unique', () => {
  const html = renderToStaticMarkup(
    <SelectField name="fuel" label="Kraftstoff" options={FUELS} error="Bitte wähle aus." />,
  )
  const select = only(html, 'select')
  expect(select['aria-invalid']).toBe('true')
  expect(textOf(html, select['aria-describedby'] ?? '')).toBe('Bitte wähle aus.')
  expect(new Set(allIds(html)).size).toBe(allIds(html).length)
})
