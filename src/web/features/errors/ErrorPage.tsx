import { useLocation } from 'react-router'
import type { ErrorPageContent } from '#domain/errors.ts'
import { REGISTRATION_PATH } from '#domain/start-thread.ts'
import styles from './ErrorPage.module.css'

/**
 * The shared error page (spec 000 §2.5, §8): headline, sub-headline, optional 'Registrieren'
 * (a form POST to the registration page, returning here afterwards) and 'zur Startseite';
 * noindex.
 */
export function ErrorPage({ content, title }: { content: ErrorPageContent; title: string }) {
  const { pathname, search } = useLocation()
  const registration = `${REGISTRATION_PATH}?${new URLSearchParams({ redirectAfterProcess: `${pathname}${search}` })}`
  return (
    <section className={styles.page} aria-labelledby="error-headline" data-error-status={content.status}>
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      {/* decorative: drawn by CSS from the attribute, so it is neither read out nor contrast-checked */}
      <p className={styles.code} data-code={content.status} aria-hidden="true" />
      <h1 id="error-headline" className={styles.headline}>
        {content.headline}
      </h1>
      {content.subheadline && <p className={styles.subheadline}>{content.subheadline}</p>}
      <div className={styles.actions}>
        {content.offersRegistration && (
          <form method="post" action={registration}>
            <button type="submit" className={styles.button}>
              Registrieren
            </button>
          </form>
        )}
        <a href="/" className={`${styles.button} ${content.offersRegistration ? styles.secondary : ''}`}>
          zur Startseite
        </a>
      </div>
    </section>
  )
}
