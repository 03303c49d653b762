import { safeUrl } from '#domain/markup.ts'

// The editor's toolbar and shortcuts as pure text transformations (decision 024): given the text and
// the selection, which range to replace with what, and where the selection goes afterwards. The
// component applies the edit to the textarea (keeping the browser's undo history); nothing here
// touches the DOM.

export type FormatKind = 'bold' | 'italic' | 'list' | 'link' | 'quote' | 'code'

export interface TextSelection {
  value: string
  start: number
  end: number
}

export interface TextEdit {
  /** The range of the old text that is replaced … */
  from: number
  to: number
  /** … by this. */
  insert: string
  /** The selection afterwards, in the new text. */
  selectionStart: number
  selectionEnd: number
  /** What happened, for the live region: 'eingefügt' or 'entfernt'. */
  action: 'wrapped' | 'unwrapped'
}

/** The tags each wrapping tool puts around the selection. */
const WRAPS: Record<Exclude<FormatKind, 'list' | 'link'>, { open: string; close: string }> = {
  bold: { open: '[b]', close: '[/b]' },
  italic: { open: '[i]', close: '[/i]' },
  quote: { open: '[quote]', close: '[/quote]' },
  code: { open: '[code]', close: '[/code]' },
}

/** Keyboard shortcuts in the text field (with Ctrl, or Cmd on a Mac). */
export const SHORTCUTS: Readonly<Record<string, FormatKind>> = { b: 'bold', i: 'italic', k: 'link' }

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** The selection without the spaces a double click takes along: tags go around the words. */
function withoutEdgeSpaces({ value, start, end }: TextSelection): { start: number; end: number } {
  let from = start
  let to = end
  while (from < to && /\s/.test(value[from]!)) from += 1
  while (to > from && /\s/.test(value[to - 1]!)) to -= 1
  return from < to ? { start: from, end: to } : { start, end }
}

function wrap(selection: TextSelection, open: string, close: string): TextEdit {
  const { value } = selection
  const { start, end } = withoutEdgeSpaces(selection)
  const selected = value.slice(start, end)
  // pressed again on what it just wrapped: the tags come off (around the selection or inside it)
  if (
    same(value.slice(start - open.length, start), open) &&
    same(value.slice(end, end + close.length), close)
  ) {
    return {
      from: start - open.length,
      to: end + close.length,
      insert: selected,
      selectionStart: start - open.length,
      selectionEnd: end - open.length,
      action: 'unwrapped',
    }
  }
  if (
    selected.length >= open.length + close.length &&
    same(selected.slice(0, open.length), open) &&
    same(selected.slice(-close.length), close)
  ) {
    const inner = selected.slice(open.length, selected.length - close.length)
    return {
      from: start,
      to: end,
      insert: inner,
      selectionStart: start,
      selectionEnd: start + inner.length,
      action: 'unwrapped',
    }
  }
  return {
    from: start,
    to: end,
    insert: `${open}${selected}${close}`,
    // the wrapped words stay selected (a second press undoes it); without a selection the caret
    // waits between the tags
    selectionStart: start + open.length,
    selectionEnd: start + open.length + selected.length,
    action: 'wrapped',
  }
}

/** A code block of several lines gets its tags on lines of their own (the parser drops those breaks). */
function wrapCode(selection: TextSelection): TextEdit {
  const { start, end } = withoutEdgeSpaces(selection)
  const selected = selection.value.slice(start, end)
  if (!selected.includes('\n')) return wrap(selection, WRAPS.code.open, WRAPS.code.close)
  const unwrapped = wrap(selection, WRAPS.code.open, WRAPS.code.close)
  if (unwrapped.action === 'unwrapped') return unwrapped
  const open = `${WRAPS.code.open}\n`
  return {
    from: start,
    to: end,
    insert: `${open}${selected}\n${WRAPS.code.close}`,
    selectionStart: start + open.length,
    selectionEnd: start + open.length + selected.length,
    action: 'wrapped',
  }
}

/** A bullet a member typed by hand ('- ', '* ', '• ', '1. ') is replaced by the list's own. */
const HAND_BULLET = /^(?:[-*•–]|\d{1,3}[.)])\s+/

function list(selection: TextSelection): TextEdit {
  const { value } = selection
  const { start, end } = withoutEdgeSpaces(selection)
  const items = value
    .slice(start, end)
    .split('\n')
    .map((line) => line.trim().replace(HAND_BULLET, ''))
    .filter((line) => line !== '')
  // a list is a block: on lines of its own in the text as well
  const before = start > 0 && value[start - 1] !== '\n' ? '\n' : ''
  const after = end < value.length && value[end] !== '\n' ? '\n' : ''
  const body = items.length > 0 ? items.map((item) => `[*]${item}`).join('\n') : '[*]'
  const insert = `${before}[list]\n${body}\n[/list]${after}`
  // the caret goes to the end of the last item, ready for the next line
  const caret = start + before.length + '[list]\n'.length + body.length
  return { from: start, to: end, insert, selectionStart: caret, selectionEnd: caret, action: 'wrapped' }
}

const URL_PLACEHOLDER = 'https://'

function link(selection: TextSelection): TextEdit {
  const { value } = selection
  const { start, end } = withoutEdgeSpaces(selection)
  const selected = value.slice(start, end)
  // an address is its own link text; [url]…[/url] pressed again comes off
  const plain = wrap(selection, '[url]', '[/url]')
  if (plain.action === 'unwrapped' || (selected !== '' && safeUrl(selected) !== null)) return plain
  if (selected === '') {
    // [url]https://[/url] with the placeholder selected: a pasted address replaces it
    const open = '[url]'
    return {
      from: start,
      to: end,
      insert: `${open}${URL_PLACEHOLDER}[/url]`,
      selectionStart: start + open.length,
      selectionEnd: start + open.length + URL_PLACEHOLDER.length,
      action: 'wrapped',
    }
  }
  // words become the link's text; the address is selected for pasting
  const open = '[url='
  return {
    from: start,
    to: end,
    insert: `${open}${URL_PLACEHOLDER}]${selected}[/url]`,
    selectionStart: start + open.length,
    selectionEnd: start + open.length + URL_PLACEHOLDER.length,
    action: 'wrapped',
  }
}

/** The edit a toolbar button or shortcut makes. */
export function formatEdit(kind: FormatKind, selection: TextSelection): TextEdit {
  switch (kind) {
    case 'list':
      return list(selection)
    case 'link':
      return link(selection)
    case 'code':
      return wrapCode(selection)
    default:
      return wrap(selection, WRAPS[kind].open, WRAPS[kind].close)
  }
}

/** The text after an edit. */
export function applyEdit(value: string, edit: TextEdit): string {
  return `${value.slice(0, edit.from)}${edit.insert}${value.slice(edit.to)}`
}
