import { showsSpecialLogo } from '#domain/logo.ts'
import styles from './SiteHeader.module.css'

/** The logo; from 14 June to 4 July 2024 the special one (spec 000 §2.1), decided by the page's clock. */
export function Logo({
  productName,
  now,
  variantLabel,
}: {
  productName: string
  now: string
  variantLabel: string | null
}) {
  const special = showsSpecialLogo(new Date(now))
  return (
    <a className={styles.logo} href="/" aria-label={productName}>
      <img
        src={special ? '/images/logo-special.svg' : '/images/logo.svg'}
        alt=""
        width={special ? 172 : 150}
        height={32}
        data-logo={special ? 'special' : 'standard'}
      />
      {variantLabel && <span className={styles.variant}>{variantLabel}</span>}
    </a>
  )
}
