import type { ReactNode } from 'react'
import { Link } from 'react-router'
import styles from './Settings.module.css'

// The frame of every settings page (decision 027): the settings navigation beside (desktop) or above
// (phone, wrapping, never wider than the screen) a card with the page's headline.

export const SETTINGS_PAGES = [
  { id: 'overview', label: 'Übersicht', href: '/cockpit/EinstellungenUebersicht.html' },
  { id: 'profile', label: 'Profil', href: '/cockpit/einstellungen/profil' },
  { id: 'avatar', label: 'Avatar', href: '/cockpit/einstellungen/avatar' },
  { id: 'email', label: 'E-Mail-Adresse', href: '/cockpit/einstellungen/e-mail' },
  { id: 'password', label: 'Passwort', href: '/cockpit/einstellungen/passwort' },
  // decision 030: how one is told of news, and what one follows
  { id: 'notifications', label: 'Benachrichtigungen', href: '/cockpit/einstellungen/benachrichtigungen' },
  { id: 'subscriptions', label: 'Abonnements', href: '/cockpit/abonnements' },
] as const

export type SettingsPageId = (typeof SETTINGS_PAGES)[number]['id']

export function SettingsFrame({
  current,
  title,
  intro,
  children,
}: {
  /** null: a page of the member area that is not one of the settings (decision 030: the notifications) */
  current: SettingsPageId | null
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={styles.frame}>
      <nav className={styles.nav} aria-label="Einstellungen">
        <ul className={styles.navList}>
          {SETTINGS_PAGES.map((page) => (
            <li key={page.id}>
              <Link
                to={page.href}
                className={page.id === current ? styles.navCurrent : styles.navLink}
                aria-current={page.id === current ? 'page' : undefined}
              >
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.card} aria-labelledby="settings-title">
        <h1 id="settings-title" className={styles.title}>
          {title}
        </h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </section>
    </div>
  )
}
