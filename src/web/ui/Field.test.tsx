import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { allIds, only, textOf } from '../../../tests/support/markup.ts'
import { Field } from './Field.tsx'

test('the label names the input, the typed text comes back', () => {
  const html = renderToStaticMarkup(<Field name="title" label="Titel" defaultValue="Golf IV" />)
  const input = only(html, 'input')
  expect(only(html, 'label').for).toBe(input.id)
  expect(input.name).toBe('title')
  expect(input.value).toBe('Golf IV')
  expect(input['aria-invalid']).toBeUndefined()
})

test('an error is announced with the field: aria-invalid and described by the error, then the hint', () => {
  const html = renderToStaticMarkup(
    <Field
      name="email"
      type="email"
      label="E-Mail"
      hint="Wird nicht gezeigt."
      error="Bitte fülle dieses Feld aus."
    />,
  )
  const input = only(html, 'input')
  expect(input['aria-invalid']).toBe('true')
  const [errorId, hintId] = (input['aria-describedby'] ?? '').split(' ')
  expect(textOf(html, errorId ?? '')).toBe('Bitte fülle dieses Feld aus.')
  expect(textOf(html, hintId ?? '')).toBe('Wird nicht gezeigt.')
})

test('two fields of the same name on one page get different ids', () => {
  const html = renderToStaticMarkup(
    <>
      <Field name="text" label="Antwort" error="Zu kurz" hint="Kurz" />
      <Field name="text" label="Antwort" error="Zu kurz" hint="Kurz" />
    </>,
  )
  const ids = allIds(html)
  expect(ids).toHaveLength(6)
  expect(new Set(ids).size).toBe(ids.length)
})
