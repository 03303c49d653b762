import { useEffect, useRef, useState } from 'react'
import type { CurrentUser } from '#graphql/operations/types.ts'
import { useLinkComponent } from '../../ui/link-context.tsx'
import { MemberHeader } from '../header/MemberHeader.tsx'
import type { HeaderData, HeaderPanel } from '../header/types.ts'
import { HeaderSearch } from './HeaderSearch.tsx'
import { LoginButton } from './LoginButton.tsx'
import { Logo } from './Logo.tsx'
import { isActive, MAIN_NAVIGATION } from './navigation.ts'
import styles from './SiteHeader.module.css'

export interface SiteHeaderProps {
  productName: string
  variantLabel: string | null
  pathname: string
  search: string
  now: string
  viewer: CurrentUser | null
  headerData: HeaderData | null
  /** The open cases of a staff member's moderation queue; null for everyone else. */
  openCases?: number | null
  /** The member's CSRF token for the logout link; null for visitors. */
  accessToken: string | null
  /** Start with this panel open (component tests of the member states). */
  initialPanel?: HeaderPanel | null
}

/** The header (spec 000 §2.1): logo, navigation, search toggle, login or the member's flyouts. */
export function SiteHeader(props: SiteHeaderProps) {
  const { productName, variantLabel, pathname, search, now, viewer, headerData, accessToken } = props
  const [open, setOpen] = useState<HeaderPanel | null>(props.initialPanel ?? null)
  const header = useRef<HTMLElement>(null)
  const Link = useLinkComponent()
  const toggle = (panel: HeaderPanel) => setOpen((current) => (current === panel ? null : panel))

  // a new page closes whatever was open
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose when the path changes
  useEffect(() => setOpen(null), [pathname])

  useEffect(() => {
    if (open === null || open === 'search') return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(null)
    }
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !header.current?.contains(event.target)) setOpen(null)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  return (
    <header ref={header} className={styles.header} data-frame="header">
      <div className={`${styles.inner} ${open === 'search' ? styles.searching : ''}`}>
        <Logo productName={productName} now={now} variantLabel={variantLabel} />
        <nav className={styles.nav} aria-label="Hauptnavigation">
          <ul>
            {MAIN_NAVIGATION.map((item) => {
              const active = isActive(item, pathname)
              const className = `${styles.navLink} ${active ? styles.current : ''}`
              return (
                <li key={item.href}>
                  {item.inApp ? (
                    // Link, not NavLink: "active" is the spec's prefix rule, not React Router's match
                    <Link
                      to={item.href}
                      className={className}
                      aria-current={active ? 'page' : undefined}
                      prefetch="intent"
                    >
                      {item.label}
                    </Link>
                  ) : (
                    <a href={item.href} className={className} aria-current={active ? 'page' : undefined}>
                      {item.label}
                    </a>
                  )}
                </li>
              )
            })}
          </ul>
        </nav>
        <div className={styles.actions}>
          <HeaderSearch
            active={open === 'search'}
            onToggle={() => toggle('search')}
            onDeactivate={() => setOpen((current) => (current === 'search' ? null : current))}
          />
          {viewer ? (
            <MemberHeader
              viewer={viewer}
              headerData={headerData}
              openCases={props.openCases ?? null}
              now={now}
              accessToken={accessToken}
              open={open}
              onToggle={toggle}
            />
          ) : (
            <LoginButton currentPath={`${pathname}${search}`} />
          )}
        </div>
      </div>
    </header>
  )
}
