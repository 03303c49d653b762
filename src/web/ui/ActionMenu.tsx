import { type ReactNode, type RefObject, useEffect, useRef } from 'react'
import styles from './ActionMenu.module.css'

// The ••• (more actions) menu of the UI kit. A <details>, so it opens without JavaScript; once
// hydrated it closes as menus do (WAI-ARIA disclosure pattern): on Escape, with focus back on its
// button, and on a press anywhere outside it.

export const actionMenuItemClass = styles.menuItem

interface ActionMenuProps {
  /** The button's accessible name (and tooltip), e.g. 'Weitere Aktionen'. */
  label: string
  /** Where it sits (a class of the caller's layout). */
  className?: string
  /** The entries: <li> elements, their links or buttons styled with `actionMenuItemClass`. */
  children: ReactNode
  /** Lets the caller close it (e.g. when an entry opens a dialog). */
  menuRef?: RefObject<HTMLDetailsElement | null>
}

export function ActionMenu({ label, className, children, menuRef }: ActionMenuProps) {
  const own = useRef<HTMLDetailsElement>(null)
  const menu = menuRef ?? own

  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const element = menu.current
      if (element?.open && event.target instanceof Node && !element.contains(event.target)) {
        element.open = false
      }
    }
    const onEscape = (event: KeyboardEvent) => {
      const element = menu.current
      if (event.key !== 'Escape' || !element?.open) return
      element.open = false
      element.querySelector('summary')?.focus()
    }
    document.addEventListener('pointerdown', outside)
    document.addEventListener('keydown', onEscape)
    return () => {
      document.removeEventListener('pointerdown', outside)
      document.removeEventListener('keydown', onEscape)
    }
  }, [menu])

  return (
    <details ref={menu} className={className ? `${styles.menu} ${className}` : styles.menu}>
      <summary className={styles.menuButton} aria-label={label} title={label}>
        <span aria-hidden="true">•••</span>
      </summary>
      <ul className={styles.menuList}>{children}</ul>
    </details>
  )
}
