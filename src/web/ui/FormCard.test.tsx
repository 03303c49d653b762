import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { allIds, only, textOf } from '../../../tests/support/markup.ts'
import { FormCard } from './FormCard.tsx'

test('the card is a region named by its headline; without a refusal there is no alert', () => {
  const html = renderToStaticMarkup(
    <FormCard title="Fahrzeuge" intro="Deine Fahrzeuge">
      <form />
    </FormCard>,
  )
  const section = only(html, 'section')
  expect(textOf(html, section['aria-labelledby'] ?? '')).toBe('Fahrzeuge')
  expect(html).not.toContain('role="alert"')
})

test('a refusal is summed up on top as an alert; two cards on a page keep their ids apart', () => {
  const html = renderToStaticMarkup(
    <>
      <FormCard title="A" error="Bitte prüfe deine Eingaben.">
        <form />
      </FormCard>
      <FormCard title="B">
        <form />
      </FormCard>
    </>,
  )
  expect(html).toMatch(/role="alert">Bitte prüfe deine Eingaben\.</)
  expect(new Set(allIds(html)).size).toBe(2)
})
