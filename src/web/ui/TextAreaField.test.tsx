import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { allIds, only, textOf } from '../../../tests/support/markup.ts'
import { TextAreaField } from './TextAreaField.tsx'

test('the label names the text area, its error is announced with it, ids are unique', () => {
  const html = renderToStaticMarkup(
    <TextAreaField
      name="text"
      label="Beschreibung"
      defaultValue="Rost"
      error="Zu kurz"
      hint="Mindestens 10 Zeichen"
    />,
  )
  const textarea = only(html, 'textarea')
  expect(only(html, 'label').for).toBe(textarea.id)
  expect(html).toContain('>Rost</textarea>')
  expect(textarea['aria-invalid']).toBe('true')
  expect(textOf(html, (textarea['aria-describedby'] ?? '').split(' ')[0] ?? '')).toBe('Zu kurz')
  expect(new Set(allIds(html)).size).toBe(3)
})
