import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react'
import { EDIT_INPUT_DEBOUNCE_MS } from '#domain/limits.ts'
import { formatNumber } from '#domain/numbers.ts'
import { OWN_HOSTS } from '#domain/variants.ts'
import { Button } from '../../ui/Button.tsx'
import postStyles from '../../ui/PostText.module.css'
import { PostText } from '../../ui/PostText.tsx'
import { applyEdit, type FormatKind, formatEdit, SHORTCUTS, type TextEdit } from './format.ts'
import styles from './PostEditor.module.css'

// The editor of new threads and full replies (decisions 024–027): a plain textarea that works without
// JavaScript (the form's 'Vorschau' button asks the server for the preview), and with it a
// toolbar for the post markup, shortcuts, a character counter and a preview tab that renders
// with the very PostText of a published post, in the same box.

export interface PostEditorProps {
  /** The field's name in the form. */
  name: string
  label: string
  defaultValue: string
  maxLength: number
  /** The server's message for this field; shown instead of the hint. */
  error?: string
  hint?: string
  placeholder?: string
  rows?: number
  /** The page the post will be shown on: the preview's outbound links carry it, as the post's will. */
  referrer: string
  /** The server rendered this form for its 'Vorschau' button: the preview is shown. */
  preview?: boolean
  /** The attachments part (AttachmentField), under the text and the preview. */
  attachments?: ReactNode
  /** The uploaded pictures: the preview shows them under the text, as the post will. */
  previewPictures?: readonly { id: number; title: string; thumbnailUrl: string | null }[]
}

/** The markup by hand, under the field (without JavaScript there is no toolbar). */
export const MARKUP_HINT =
  'Formatierung: [b]fett[/b], [i]kursiv[/i], [url]Link[/url], [quote]Zitat[/quote], [list][*]Punkt[/list], [code]Code[/code]'

interface Tool {
  kind: FormatKind
  label: string
  /** The letter of its shortcut (Ctrl or Cmd), if any. */
  key?: string
  symbol: ReactNode
}

const TOOLS: readonly Tool[] = [
  { kind: 'bold', label: 'Fett', key: 'B', symbol: <b>B</b> },
  { kind: 'italic', label: 'Kursiv', key: 'I', symbol: <i>I</i> },
  { kind: 'list', label: 'Liste', symbol: <ListSymbol /> },
  { kind: 'link', label: 'Link', key: 'K', symbol: <LinkSymbol /> },
  { kind: 'quote', label: 'Zitat', symbol: <QuoteSymbol /> },
  { kind: 'code', label: 'Code', symbol: <span className={styles.codeSymbol}>{'</>'}</span> },
]

type Mode = 'write' | 'preview'

/**
 * Puts an edit into the textarea as if typed: execCommand keeps the browser's undo history
 * (Ctrl+Z takes the formatting back) and fires the input event; where a browser lacks it,
 * setRangeText and an input event of our own.
 */
function replaceText(area: HTMLTextAreaElement, edit: TextEdit, expected: string) {
  area.focus()
  area.setSelectionRange(edit.from, edit.to)
  let done = false
  try {
    done =
      edit.insert === ''
        ? document.execCommand('delete')
        : document.execCommand('insertText', false, edit.insert)
  } catch {
    done = false
  }
  if (!done || area.value !== expected) {
    area.value = expected
    area.dispatchEvent(new Event('input', { bubbles: true }))
  }
  area.setSelectionRange(edit.selectionStart, edit.selectionEnd)
}

export function PostEditor({
  name,
  label,
  defaultValue,
  maxLength,
  error,
  hint,
  placeholder,
  rows = 12,
  referrer,
  preview = false,
  previewPictures = [],
  attachments,
}: PostEditorProps) {
  const id = useId()
  const fieldId = `${id}-text`
  const area = useRef<HTMLTextAreaElement>(null)
  const [mode, setMode] = useState<Mode>(preview ? 'preview' : 'write')
  const [text, setText] = useState(defaultValue)
  const [shown, setShown] = useState(defaultValue)
  const [status, setStatus] = useState('')
  const [toolIndex, setToolIndex] = useState(0)
  const tools = useRef<(HTMLButtonElement | null)[]>([])
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  // the shortcut names in the titles: known only in the browser (server and hydration agree first)
  const [mac, setMac] = useState(false)
  useEffect(() => setMac(/Mac|iPhone|iPad/.test(navigator.platform)), [])

  // spec 001 §9: the preview follows the text 200 ms after the last keystroke
  useEffect(() => {
    if (text === shown) return
    const timer = setTimeout(() => setShown(text), EDIT_INPUT_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, shown])

  // a text the browser restored into the field (back button) counts as typed
  useEffect(() => {
    if (area.current && area.current.value !== defaultValue) setText(area.current.value)
  }, [defaultValue])

  const show = useCallback(
    (next: Mode) => {
      setMode(next)
      // the tab shows the text as it is now, not 200 ms ago
      if (next === 'preview') setShown(area.current?.value ?? text)
    },
    [text],
  )

  const format = useCallback(
    (tool: Tool) => {
      const field = area.current
      if (!field) return
      const before = { value: field.value, start: field.selectionStart, end: field.selectionEnd }
      const edit = formatEdit(tool.kind, before)
      const after = applyEdit(before.value, edit)
      if (after.length > maxLength) {
        setStatus(
          `${tool.label}: Dafür ist kein Platz mehr, der Text hat höchstens ${formatNumber(maxLength)} Zeichen.`,
        )
        field.focus()
        return
      }
      replaceText(field, edit, after)
      setText(field.value)
      setStatus(`${tool.label} ${edit.action === 'wrapped' ? 'eingefügt' : 'entfernt'}`)
    },
    [maxLength],
  )

  /** Ctrl/Cmd+B, +I, +K in the text field. */
  const onFieldKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return
    const kind = SHORTCUTS[event.key.toLowerCase()]
    const tool = TOOLS.find((candidate) => candidate.kind === kind)
    if (!tool) return
    event.preventDefault()
    format(tool)
  }

  /** The toolbar is one stop for Tab; the arrows, Home and End move inside it (WAI-ARIA toolbar). */
  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = TOOLS.length - 1
    const next =
      event.key === 'ArrowRight'
        ? toolIndex === last
          ? 0
          : toolIndex + 1
        : event.key === 'ArrowLeft'
          ? toolIndex === 0
            ? last
            : toolIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    setToolIndex(next)
    tools.current[next]?.focus()
  }

  /** The tabs: the arrows switch and move focus (automatic activation). */
  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return
    event.preventDefault()
    const next: Mode =
      event.key === 'Home'
        ? 'write'
        : event.key === 'End'
          ? 'preview'
          : mode === 'write'
            ? 'preview'
            : 'write'
    show(next)
    tabs.current[next === 'write' ? 0 : 1]?.focus()
  }

  const count = text.length
  const near = count > maxLength * 0.9
  const hintId = `${id}-hint`
  const countId = `${id}-count`

  return (
    <div className={styles.editor}>
      <div className={styles.head}>
        <label htmlFor={fieldId} className={styles.label}>
          {label}
        </label>
        <div role="tablist" aria-label="Ansicht" className={styles.tabs} onKeyDown={onTabKeyDown}>
          {(['write', 'preview'] as const).map((tab, index) => (
            <button
              key={tab}
              ref={(element) => {
                tabs.current[index] = element
              }}
              type="button"
              role="tab"
              id={`${id}-${tab}-tab`}
              aria-selected={mode === tab}
              aria-controls={`${id}-${tab}`}
              tabIndex={mode === tab ? 0 : -1}
              className={styles.tab}
              onClick={() => show(tab)}
            >
              {tab === 'write' ? 'Schreiben' : 'Vorschau'}
            </button>
          ))}
        </div>
      </div>

      <div
        id={`${id}-write`}
        role="tabpanel"
        aria-labelledby={`${id}-write-tab`}
        className={mode === 'write' ? styles.panel : `${styles.panel} ${styles.writeBehind}`}
      >
        <div
          role="toolbar"
          aria-label="Formatierung"
          aria-controls={fieldId}
          className={styles.toolbar}
          onKeyDown={onToolbarKeyDown}
        >
          {TOOLS.map((tool, index) => {
            const shortcut = tool.key ? ` (${mac ? '⌘' : 'Strg+'}${tool.key})` : ''
            return (
              <button
                key={tool.kind}
                ref={(element) => {
                  tools.current[index] = element
                }}
                type="button"
                className={styles.tool}
                aria-label={tool.label}
                title={`${tool.label}${shortcut}`}
                aria-keyshortcuts={tool.key ? `${mac ? 'Meta' : 'Control'}+${tool.key}` : undefined}
                tabIndex={index === toolIndex ? 0 : -1}
                onFocus={() => setToolIndex(index)}
                onClick={() => format(tool)}
              >
                {tool.symbol}
              </button>
            )
          })}
        </div>
        <textarea
          ref={area}
          id={fieldId}
          name={name}
          className={styles.field}
          defaultValue={defaultValue}
          rows={rows}
          maxLength={maxLength}
          required
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${hintId} ${countId}`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onFieldKeyDown}
        />
        <div className={styles.footer}>
          <span id={hintId} className={error ? styles.error : styles.hint}>
            {error ?? hint}
          </span>
          <span id={countId} className={near ? styles.countNear : styles.count}>
            {`${formatNumber(count)}/${formatNumber(maxLength)} Zeichen`}
          </span>
        </div>
      </div>

      <section
        id={`${id}-preview`}
        role="tabpanel"
        aria-labelledby={`${id}-preview-tab`}
        className={mode === 'preview' ? styles.panel : `${styles.panel} ${styles.previewBehind}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel takes focus when it holds nothing focusable (WAI-ARIA tabs)
        tabIndex={0}
      >
        <p className={styles.previewTitle} aria-hidden="true">
          Vorschau
        </p>
        <div className={postStyles.box}>
          {shown.trim() === '' ? (
            <p className={styles.empty}>Noch nichts geschrieben.</p>
          ) : (
            <PostText source={shown} referrer={referrer} ownHosts={OWN_HOSTS} />
          )}
          {previewPictures.length > 0 && (
            <ul className={styles.previewPictures} aria-label="Bilder des Beitrags">
              {previewPictures.map((picture) =>
                picture.thumbnailUrl ? (
                  <li key={picture.id}>
                    <img src={picture.thumbnailUrl} alt={picture.title} loading="lazy" />
                  </li>
                ) : null,
              )}
            </ul>
          )}
        </div>
      </section>

      {attachments}

      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  )
}

/**
 * The form's 'Vorschau' button for browsers without JavaScript (name=intent value=preview): the
 * server shows the form again with the preview. Once the page runs, the tab does it instead.
 */
export function PreviewButton() {
  return (
    <Button variant="secondary" name="intent" value="preview" className={styles.previewButton}>
      Vorschau
    </Button>
  )
}

function ListSymbol() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M9 6h11M9 12h11M9 18h11"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="4.5" cy="6" r="1.5" fill="currentColor" />
      <circle cx="4.5" cy="12" r="1.5" fill="currentColor" />
      <circle cx="4.5" cy="18" r="1.5" fill="currentColor" />
    </svg>
  )
}

function LinkSymbol() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}

function QuoteSymbol() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M4 18v-5a6 6 0 0 1 5-6m-5 6h5v5H4m10 0v-5a6 6 0 0 1 5-6m-5 6h5v5h-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  )
}
