import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import styles from './Frame.module.css'

// The page frame in its first, minimal form (issue 2); the full header and footer of
// spec 000 §2.1 are the frame issue's.

const NAVIGATION = [
  { to: '/forum.html', label: 'Forum', activePrefix: '/forum' },
  { to: '/tests', label: 'Tests', activePrefix: '/tests' },
  { to: '/blogs.html', label: 'Blogs', activePrefix: '/blogs' },
  { to: '/marktplatz', label: 'Marktplatz', activePrefix: '/marktplatz' },
]

interface FrameProps {
  productName: string
  /** The member's display name, or null for a visitor. */
  memberName: string | null
  /** spec 000 §7: logout carries an access token (the session's CSRF token). */
  logoutToken: string | null
  pathname: string
  environmentNote: string | null
  children: ReactNode
}

export function Frame({
  productName,
  memberName,
  logoutToken,
  pathname,
  environmentNote,
  children,
}: FrameProps) {
  return (
    <>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <a className={styles.logo} href="/">
            {productName}
          </a>
          <nav className={styles.nav} aria-label="Hauptnavigation">
            {NAVIGATION.map((item) =>
              item.to === '/forum.html' ? (
                <NavLink
                  key={item.to}
                  to={item.to}
                  className={() =>
                    pathname.startsWith(item.activePrefix)
                      ? `${styles.navLink} ${styles.active}`
                      : styles.navLink
                  }
                  aria-current={pathname.startsWith(item.activePrefix) ? 'page' : undefined}
                >
                  {item.label}
                </NavLink>
              ) : (
                <a key={item.to} href={item.to} className={styles.navLink}>
                  {item.label}
                </a>
              ),
            )}
          </nav>
          <div className={styles.account}>
            {memberName && logoutToken ? (
              <>
                <a href="/cockpit.html" className={styles.navLink}>
                  {memberName}
                </a>
                <a
                  href={`/logout.html?redirectAfterProcess=%2F&accessToken=${encodeURIComponent(logoutToken)}`}
                  className={styles.navLink}
                >
                  Abmelden
                </a>
              </>
            ) : (
              <a
                href={`/einloggen?redirectAfterProcess=${encodeURIComponent(pathname)}`}
                className={styles.login}
              >
                Einloggen
              </a>
            )}
          </div>
        </div>
      </header>
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <a href="/forum/auto-b3.html">Auto-Forum</a>
          <a href="/forum/motorrad-forum-b15.html">Motorrad-Forum</a>
          <a href="/forum/wissen-b6.html">Wissen</a>
          <a href="/info/beitragsregeln">Beitragsregeln</a>
          <a href="/info/impressum">Impressum</a>
          <a href="/info/nutzungsbedingungen">Nutzungsbedingungen</a>
          <a href="/info/datenschutz">Datenschutz</a>
          {environmentNote && <p className={styles.environment}>{environmentNote}</p>}
        </div>
      </footer>
    </>
  )
}
