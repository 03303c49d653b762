import { expect, test } from 'vitest'
import { applyEdit, type FormatKind, formatEdit } from './format.ts'

/** 'Hallo «Welt» da': the text with the selection between « and » (a caret: «»). */
function selection(marked: string) {
  const start = marked.indexOf('«')
  const end = marked.indexOf('»') - 1
  return { value: marked.replace('«', '').replace('»', ''), start, end }
}

/** The text after the tool, with the new selection marked the same way. */
function format(kind: FormatKind, marked: string): string {
  const before = selection(marked)
  const edit = formatEdit(kind, before)
  const after = applyEdit(before.value, edit)
  return `${after.slice(0, edit.selectionStart)}«${after.slice(edit.selectionStart, edit.selectionEnd)}»${after.slice(edit.selectionEnd)}`
}

test.each([
  ['bold', 'Das ist «wichtig» hier', 'Das ist [b]«wichtig»[/b] hier'],
  ['italic', 'Das ist «wichtig» hier', 'Das ist [i]«wichtig»[/i] hier'],
  ['quote', '«Er sagte das»', '[quote]«Er sagte das»[/quote]'],
  ['code', 'Befehl «ls -la» tippen', 'Befehl [code]«ls -la»[/code] tippen'],
] as const)('%s wraps the selection and keeps it selected', (kind, before, after) => {
  expect(format(kind, before)).toBe(after)
})

test('without a selection the tags are inserted at the caret, the caret between them', () => {
  expect(format('bold', 'Hallo «»Welt')).toBe('Hallo [b]«»[/b]Welt')
  expect(format('code', '«»')).toBe('[code]«»[/code]')
})

test('spaces a double click selects stay outside the tags', () => {
  expect(format('bold', 'Das «wichtig »hier')).toBe('Das [b]«wichtig»[/b] hier')
})

test('pressed again, the tags come off: around the selection or inside it, in any case', () => {
  expect(format('bold', 'Das [b]«wichtig»[/b] hier')).toBe('Das «wichtig» hier')
  expect(format('italic', 'Das «[I]wichtig[/I]» hier')).toBe('Das «wichtig» hier')
  expect(format('bold', 'Hallo [b]«»[/b]Welt')).toBe('Hallo «»Welt')
})

test('a code block of several lines gets its tags on lines of their own', () => {
  expect(format('code', 'Log:\n«Zeile 1\nZeile 2»\nEnde')).toBe(
    'Log:\n[code]\n«Zeile 1\nZeile 2»\n[/code]\nEnde',
  )
})

test('a list makes one item per line, drops typed bullets and stands on lines of its own', () => {
  expect(format('list', 'Prüfen: «- Öl\n* Filter\n\n2. Kerzen»')).toBe(
    'Prüfen: \n[list]\n[*]Öl\n[*]Filter\n[*]Kerzen«»\n[/list]',
  )
  expect(format('list', 'Text\n«»')).toBe('Text\n[list]\n[*]«»\n[/list]')
  expect(format('list', '«»davor')).toBe('[list]\n[*]«»\n[/list]\ndavor')
})

test('a link: an address becomes its own link; words get an address to paste over; nothing gets a placeholder', () => {
  expect(format('link', 'Siehe «https://kba.de/rueckruf» dort')).toBe(
    'Siehe [url]«https://kba.de/rueckruf»[/url] dort',
  )
  expect(format('link', 'Siehe «das KBA» dort')).toBe('Siehe [url=«https://»]das KBA[/url] dort')
  expect(format('link', 'Siehe «»')).toBe('Siehe [url]«https://»[/url]')
  expect(format('link', 'Siehe [url]«https://kba.de»[/url]')).toBe('Siehe «https://kba.de»')
})

test('the result of every tool parses back to what the toolbar promised', async () => {
  const { parseMarkup } = await import('#domain/markup.ts')
  const text = applyEdit('A B', formatEdit('bold', { value: 'A B', start: 2, end: 3 }))
  expect(parseMarkup(text)).toEqual([
    {
      type: 'paragraph',
      children: [
        { type: 'text', value: 'A ' },
        { type: 'bold', children: [{ type: 'text', value: 'B' }] },
      ],
    },
  ])
  const listed = applyEdit('x\ny', formatEdit('list', { value: 'x\ny', start: 0, end: 3 }))
  expect(parseMarkup(listed)).toEqual([
    { type: 'list', items: [[{ type: 'text', value: 'x' }], [{ type: 'text', value: 'y' }]] },
  ])
})
