import { useEffect, useState } from 'react'
import styles from './BoardPage.module.css'
import type { BoardPageData } from './load-board-page.ts'

/** spec 001 §4: the widget's state lives in local storage under announcementsWidgetOpen ('false' = closed). */
const ANNOUNCEMENTS_KEY = 'announcementsWidgetOpen'

/** The board's announcements, folded or open as the visitor left them (an island, decision 044). */
export function Announcements({ items }: { items: BoardPageData['announcements'] }) {
  const [open, setOpen] = useState(true)
  useEffect(() => {
    setOpen(window.localStorage.getItem(ANNOUNCEMENTS_KEY) !== 'false')
  }, [])
  if (items.length === 0) return null
  const toggle = () => {
    setOpen((value) => {
      window.localStorage.setItem(ANNOUNCEMENTS_KEY, String(!value))
      return !value
    })
  }
  return (
    <section className={styles.widget} aria-labelledby="announcements-title">
      <h2 id="announcements-title" className={styles.widgetTitle}>
        <button
          type="button"
          className={styles.widgetToggle}
          aria-expanded={open}
          aria-controls="announcements-list"
          onClick={toggle}
        >
          Wichtige Hinweise
          <span aria-hidden="true">{open ? '▴' : '▾'}</span>
        </button>
      </h2>
      <ul id="announcements-list" className={styles.widgetList} hidden={!open}>
        {items.map((item) => (
          <li key={item.id}>
            {item.url ? <a href={item.url}>{item.title}</a> : <strong>{item.title}</strong>}
            {item.text && <p className={styles.widgetText}>{item.text}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}
