import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { type FolderKey, folderHref, writeHref } from '#domain/messages.ts'
import settings from '../settings/Settings.module.css'
import styles from './Messages.module.css'

// The frame of the private message pages (decision 028): the folders with their unread counts beside
// (desktop) or above (phone, wrapping) the card, and `Nachricht schreiben` always at hand.

export interface FolderLink {
  key: FolderKey
  name: string
  unread: number
}

export function MessagesFrame({
  folders,
  current,
  title,
  intro,
  children,
}: {
  folders: readonly FolderLink[]
  current: FolderKey | 'write' | 'ignore' | null
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={settings.frame}>
      <nav className={settings.nav} aria-label="Nachrichtenordner">
        <ul className={settings.navList}>
          <li>
            <Link
              to={writeHref()}
              className={current === 'write' ? settings.navCurrent : `${settings.navLink} ${styles.write}`}
              aria-current={current === 'write' ? 'page' : undefined}
            >
              Nachricht schreiben
            </Link>
          </li>
          {folders.map((folder) => (
            <li key={String(folder.key)}>
              <Link
                to={folderHref(folder.key)}
                className={folder.key === current ? settings.navCurrent : settings.navLink}
                aria-current={folder.key === current ? 'page' : undefined}
                aria-label={folder.unread > 0 ? `${folder.name}, ${folder.unread} ungelesen` : undefined}
              >
                {folder.name}
                {folder.unread > 0 && <span className={styles.count}> ({folder.unread})</span>}
              </Link>
            </li>
          ))}
          <li>
            <Link
              to="/cockpit/ignorierliste"
              className={current === 'ignore' ? settings.navCurrent : settings.navLink}
              aria-current={current === 'ignore' ? 'page' : undefined}
            >
              Ignorierliste
            </Link>
          </li>
        </ul>
      </nav>
      <section className={settings.card} aria-labelledby="messages-title">
        <h1 id="messages-title" className={settings.title}>
          {title}
        </h1>
        {intro && <p className={settings.intro}>{intro}</p>}
        {children}
      </section>
    </div>
  )
}
