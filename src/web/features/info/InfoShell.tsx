import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import styles from './Info.module.css'

/** spec 000 §2.6: the info sidebar, in the spec's order; the contact page is a full page load. */
export const INFO_SIDEBAR_LINKS: readonly { href: string; label: string; inApp: boolean }[] = [
  { href: '/info/hilfe', label: 'Hilfe & FAQ', inApp: true },
  { href: '/info/beitragsregeln', label: 'Beitragsregeln', inApp: true },
  { href: '/info/nutzungsbedingungen', label: 'Nutzungsbedingungen', inApp: true },
  { href: '/info/datenschutz', label: 'Datenschutz', inApp: true },
  { href: '/info/nutzungsbasierte-online-werbung', label: 'Nutzungsbasierte Online-Werbung', inApp: true },
  { href: '/info/cookies', label: 'Cookies', inApp: true },
  { href: '/info/werbung', label: 'Werbung', inApp: true },
  { href: '/info/presse', label: 'Presse', inApp: true },
  { href: '/inhalt/Contact.html', label: 'Kontakt', inApp: false },
  { href: '/info/impressum', label: 'Impressum', inApp: true },
]

/** An info page: the article and the shared info sidebar. */
export function InfoShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <div className={styles.article}>{children}</div>
      <nav className={styles.sidebar} aria-label="Informationen">
        <p className={styles.sidebarTitle} aria-hidden="true">
          Informationen
        </p>
        <ul>
          {INFO_SIDEBAR_LINKS.map((link) => (
            <li key={link.href}>
              {link.inApp ? (
                <NavLink
                  to={link.href}
                  className={({ isActive }) => (isActive ? styles.current : undefined)}
                  end
                >
                  {link.label}
                </NavLink>
              ) : (
                <a href={link.href}>{link.label}</a>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}

/** The article's head: headline and, for legal texts, the date they are valid from. */
export function InfoHeader({
  id,
  title,
  validFrom,
  lead,
}: {
  id?: string
  title: string
  validFrom?: string
  lead?: ReactNode
}) {
  return (
    <header className={styles.header}>
      <h1 id={id}>{title}</h1>
      {validFrom && <p className={styles.validFrom}>{`Stand: ${validFrom}`}</p>}
      {lead && <div className={styles.lead}>{lead}</div>}
    </header>
  )
}

/** A numbered or named section with an anchor. */
export function InfoSection({
  id,
  title,
  children,
  backTo,
}: {
  id: string
  title: string
  children: ReactNode
  /** The 'nach oben' link's target (spec 001 §2: each terms section has one). */
  backTo?: string
}) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`}>{title}</h2>
      {children}
      {backTo && (
        <p className={styles.backToTop}>
          <a href={`#${backTo}`}>nach oben</a>
        </p>
      )}
    </section>
  )
}

/** A table of contents for anchored sections. */
export function TableOfContents({
  id,
  items,
}: {
  id: string
  items: readonly { id: string; title: string }[]
}) {
  return (
    <nav id={id} className={styles.toc} aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`}>Inhaltsverzeichnis</h2>
      <ol>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
