import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { elements, only, textOf } from '../../../tests/support/markup.ts'
import { Dialog } from './Dialog.tsx'

function noop() {}

test('the dialog is named by its title and has a close button', () => {
  const html = renderToStaticMarkup(
    <Dialog open openWithoutScript onClose={noop} title="Beitrag melden">
      Inhalt
    </Dialog>,
  )
  const dialog = only(html, 'dialog')
  expect(textOf(html, dialog['aria-labelledby'] ?? '')).toBe('Beitrag melden')
  expect(dialog.open).toBe('')
  expect(elements(html, 'button').map((button) => button['aria-label'])).toEqual(['Schließen'])
})

test('a confirmation shows cancel and the confirming button, neither sends a form', () => {
  const html = renderToStaticMarkup(
    <Dialog
      open
      openWithoutScript
      onClose={noop}
      title="Fahrzeug löschen?"
      confirm={{ label: 'Löschen', cancelLabel: 'Abbrechen', onConfirm: noop, variant: 'danger' }}
    >
      Das Fahrzeug wird entfernt.
    </Dialog>,
  )
  const buttons = elements(html, 'button')
  expect(buttons).toHaveLength(3)
  expect(buttons.every((button) => button.type === 'button')).toBe(true)
  expect(html).toMatch(/>Abbrechen<\/button>.*>Löschen<\/button>/)
})
