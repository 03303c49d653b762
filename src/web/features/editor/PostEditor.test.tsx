import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { PostEditor, PreviewButton } from './PostEditor.tsx'

// The editor as the server renders it (decision 024): what works without JavaScript, and what a
// screen reader is told.

const render = (props: Partial<Parameters<typeof PostEditor>[0]> = {}) =>
  renderToString(
    <PostEditor
      name="text"
      label="Deine Antwort"
      defaultValue="Das ist [b]wichtig[/b]."
      maxLength={20_000}
      referrer="/forum/golf-t1.html"
      {...props}
    />,
  )

test('a labelled plain textarea keeps name, value, limit and its hint', () => {
  const html = render({ hint: 'Formatierung: …' })
  const id = /<label for="([^"]+)"[^>]*>Deine Antwort<\/label>/.exec(html)?.[1]
  expect(id).toBeTruthy()
  const field = /<textarea[^>]*>/.exec(html)?.[0] ?? ''
  expect(field).toContain(`id="${id}"`)
  expect(field).toContain('name="text"')
  expect(html).toMatch(/<textarea[^>]*maxLength="20000"/i)
  expect(html).toContain('>Das ist [b]wichtig[/b].</textarea>')
  expect(html).toContain('Formatierung: …')
  expect(html).toContain('23/20.000 Zeichen')
  // the hint and the counter describe the field
  const describedBy = /<textarea[^>]*aria-describedby="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? []
  expect(describedBy).toHaveLength(2)
  for (const part of describedBy) expect(html).toContain(`id="${part}"`)
})

test('an error replaces the hint and marks the field invalid', () => {
  const html = render({ hint: 'Hinweis', error: 'Bitte fülle dieses Feld aus.' })
  expect(html).toContain('aria-invalid="true"')
  expect(html).toContain('Bitte fülle dieses Feld aus.')
  expect(html).not.toContain('Hinweis')
})

test('the toolbar: German names and titles, one tab stop; the tabs name their panels', () => {
  const html = render()
  expect(html).toContain('role="toolbar" aria-label="Formatierung"')
  const buttons = [
    ...html.matchAll(
      /<button type="button" class="[^"]+" aria-label="([^"]+)" title="([^"]+)"[^>]*tabindex="(-?\d)"/g,
    ),
  ]
  expect(buttons.map((match) => [match[1], match[2]])).toEqual([
    ['Fett', 'Fett (Strg+B)'],
    ['Kursiv', 'Kursiv (Strg+I)'],
    ['Liste', 'Liste'],
    ['Link', 'Link (Strg+K)'],
    ['Zitat', 'Zitat'],
    ['Code', 'Code'],
  ])
  expect(buttons.map((match) => match[3])).toEqual(['0', '-1', '-1', '-1', '-1', '-1'])
  expect(html).toMatch(/role="tab" id="([^"]+)-write-tab" aria-selected="true" aria-controls="\1-write"/)
  expect(html).toMatch(/role="tabpanel" aria-labelledby="([^"]+)-preview-tab"/)
  expect(html).toContain('role="status" aria-live="polite"')
})

test('the server preview renders the text with PostText in the post box', () => {
  const html = render({ preview: true })
  expect(html).toMatch(/role="tab" id="[^"]+-preview-tab" aria-selected="true"/)
  // shown: the panel is not the hidden one
  expect(html).toMatch(/<section [^>]*role="tabpanel"[^>]*class="_panel_[^" ]+"/)
  expect(html).toContain('<p>Das ist <strong>wichtig</strong>.</p>')
  const button = renderToString(<PreviewButton />)
  expect(button).toMatch(/^<button type="submit"[^>]*>Vorschau<\/button>$/)
  expect(button).toContain('name="intent"')
  expect(button).toContain('value="preview"')
})

test('attachments go under the text and the preview', () => {
  const html = render({ attachments: <p id="anhaenge">Anhänge</p> })
  expect(html.indexOf('id="anhaenge"')).toBeGreaterThan(html.indexOf('</textarea>'))
  expect(html.indexOf('id="anhaenge"')).toBeGreaterThan(html.indexOf('role="tabpanel" aria-labelledby'))
})
