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
  pathname: string
  environmentNote: string | null
  children: ReactNode
}

export function Frame({ productName, pathname, environmentNote, children }: FrameProps) {
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
