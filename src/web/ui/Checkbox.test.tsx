import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { allIds, only, textOf } from '../../../tests/support/markup.ts'
import { Checkbox } from './Checkbox.tsx'

test('the label beside the box names it; checked comes back; it sends "on" as the forms expect', () => {
  const html = renderToStaticMarkup(<Checkbox name="terms" label="Ich stimme zu" defaultChecked />)
  const box = only(html, 'input')
  expect(only(html, 'label').for).toBe(box.id)
  expect(box.type).toBe('checkbox')
  expect(box.value).toBe('on')
  expect(box.checked).toBe('')
})

test('its error and hint are announced with it, ids are unique', () => {
  const html = renderToStaticMarkup(
    <Checkbox name="terms" label="Ich stimme zu" hint="Pflicht" error="Bitte stimme zu." />,
  )
  const box = only(html, 'input')
  expect(box['aria-invalid']).toBe('true')
  const [errorId, hintId] = (box['aria-describedby'] ?? '').split(' ')
  expect(textOf(html, errorId ?? '')).toBe('Bitte stimme zu.')
  expect(textOf(html, hintId ?? '')).toBe('Pflicht')
  expect(new Set(allIds(html)).size).toBe(3)
})
