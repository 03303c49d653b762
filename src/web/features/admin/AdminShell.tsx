import type { ReactNode } from 'react'
import styles from './Admin.module.css'

// decision 037: the admin screens' frame — their navigation and a heading.

const SCREENS = [
  { href: '/admin', label: 'Übersicht' },
  { href: '/admin/mitglieder', label: 'Mitglieder und Rollen' },
  { href: '/admin/foren', label: 'Foren' },
  { href: '/admin/schalter', label: 'Funktionsschalter' },
  { href: '/admin/ankuendigungen', label: 'Ankündigungen' },
  { href: '/admin/magazin', label: 'Magazin' },
  { href: '/admin/kontakt', label: 'Kontaktanfragen' },
]

export function AdminShell({
  title,
  current,
  error,
  children,
}: {
  title: string
  current: string
  error?: string | undefined
  children: ReactNode
}) {
  return (
    <div className={styles.page}>
      <nav className={styles.nav} aria-label="Verwaltung">
        <ul>
          {SCREENS.map((screen) => (
            <li key={screen.href}>
              <a href={screen.href} aria-current={screen.href === current ? 'page' : undefined}>
                {screen.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.content} aria-labelledby="admin-title">
        <h1 id="admin-title">{title}</h1>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        {children}
      </section>
    </div>
  )
}

export { styles as adminStyles }
