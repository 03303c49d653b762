import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { only } from '../../../tests/support/markup.ts'
import { Button, buttonClass } from './Button.tsx'

test('a button sends its form unless told otherwise, and keeps a class of its own', () => {
  expect(only(renderToStaticMarkup(<Button>Speichern</Button>), 'button').type).toBe('submit')
  const button = only(
    renderToStaticMarkup(
      <Button type="button" variant="danger" size="small" className="extra">
        Löschen
      </Button>,
    ),
    'button',
  )
  expect(button.type).toBe('button')
  expect(button.class).toBe(`${buttonClass('danger', 'small')} extra`)
})

test('each variant and size looks different', () => {
  const classes = new Set(
    (['primary', 'secondary', 'ghost', 'danger', 'link'] as const).flatMap((variant) =>
      (['medium', 'small'] as const).map((size) => buttonClass(variant, size)),
    ),
  )
  expect(classes.size).toBe(10)
})

test('a ghost button (a toggle in a post footer) says whether it is pressed', () => {
  const button = only(
    renderToStaticMarkup(
      <Button type="submit" variant="ghost" size="small" aria-pressed={true}>
        Folgen
      </Button>,
    ),
    'button',
  )
  expect(button.class).toBe(buttonClass('ghost', 'small'))
  expect(button['aria-pressed']).toBe('true')
})
