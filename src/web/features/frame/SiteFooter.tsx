import { Icon } from '../../ui/Icon.tsx'
import { Island } from '../../ui/Island.tsx'
import { FOOTER_COLUMNS, LEGAL_LINKS, SOCIAL_LINKS } from './navigation.ts'
import styles from './SiteFooter.module.css'
import { ThemeSelector } from './ThemeSelector.tsx'

interface SiteFooterProps {
  productName: string
  now: string
  environmentNote: string | null
  showThemeSelector: boolean
}

/**
 * The footer (spec 000 §2.1): community, magazine and network columns, external social links,
 * the theme selector (feature switch), the environment note outside production, legal links.
 */
export function SiteFooter({ productName, now, environmentNote, showThemeSelector }: SiteFooterProps) {
  const year = new Date(now).getUTCFullYear()
  return (
    <footer className={styles.footer} data-frame="footer">
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.brand}>{productName}</p>
          <p className={styles.claim}>
            Europas größte Auto- und Motor-Community: Fragen stellen, Erfahrungen teilen, gemeinsam schrauben.
          </p>
          <ul className={styles.social} aria-label="Soziale Netzwerke">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <Icon name="external" size={14} />
                  <span className="visually-hidden"> (öffnet in neuem Tab)</span>
                </a>
              </li>
            ))}
          </ul>
          {showThemeSelector && <Island name="ThemeSelector" component={ThemeSelector} props={{}} />}
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} className={styles.column} aria-label={column.title}>
            {/* not a heading: the page's outline belongs to its content; the nav is named */}
            <p className={styles.heading} aria-hidden="true">
              {column.title}
            </p>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <nav className={styles.legal} aria-label="Rechtliches">
          <ul>
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>
          © 2001–{year} {productName}
        </p>
        {environmentNote && (
          <p className={styles.environment} data-environment-note>
            {environmentNote}
          </p>
        )}
      </div>
    </footer>
  )
}
