import { type FocusEvent, useEffect, useRef } from 'react'
import { Icon } from '../../ui/Icon.tsx'
import { Tooltip } from '../../ui/Tooltip.tsx'
import styles from './SiteHeader.module.css'

interface HeaderSearchProps {
  active: boolean
  onToggle: () => void
  onDeactivate: () => void
}

/**
 * Header search (spec 000 §2.1, §4): a toggle opens the field; toggling again or losing focus
 * deactivates it. Submitting goes to /suche.html?search=true&se={term}.
 */
export function HeaderSearch({ active, onToggle, onDeactivate }: HeaderSearchProps) {
  const input = useRef<HTMLInputElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (active) input.current?.focus()
  }, [active])

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    const next = event.relatedTarget
    if (next instanceof Node && (event.currentTarget.contains(next) || toggle.current?.contains(next))) return
    onDeactivate()
  }

  return (
    <>
      <Tooltip content={active ? 'Suche schließen' : 'Suche'} placement="bottom">
        <button
          ref={toggle}
          type="button"
          className={`${styles.iconButton} ${active ? styles.active : ''}`}
          aria-label={active ? 'Suche schließen' : 'Suche öffnen'}
          aria-expanded={active}
          aria-controls="header-search"
          onClick={onToggle}
        >
          <Icon name={active ? 'close' : 'search'} size={22} />
        </button>
      </Tooltip>
      {active && (
        <form
          id="header-search"
          className={styles.search}
          role="search"
          method="get"
          action="/suche.html"
          onBlur={onBlur}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              onDeactivate()
              toggle.current?.focus()
            }
          }}
        >
          <input type="hidden" name="search" value="true" />
          <label htmlFor="header-search-term" className="visually-hidden">
            Suchbegriff
          </label>
          <input
            ref={input}
            id="header-search-term"
            name="se"
            type="search"
            required
            placeholder="Foren, Themen, Fahrzeuge durchsuchen"
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className={styles.searchSubmit}>
            Suchen
          </button>
        </form>
      )}
    </>
  )
}
