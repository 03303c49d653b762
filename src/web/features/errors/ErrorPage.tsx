import type { ErrorPageContent } from '#domain/errors.ts'
import styles from './ErrorPage.module.css'

/** The shared error page (spec 000 §2.5): headline, sub-headline, optional Registrieren, zur Startseite; noindex. */
export function ErrorPage({ content, title }: { content: ErrorPageContent; title: string }) {
  return (
    <section className={styles.page} aria-labelledby="error-headline">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <h1 id="error-headline" className={styles.headline}>
        {content.headline}
      </h1>
      {content.subheadline && <p className={styles.subheadline}>{content.subheadline}</p>}
      <div className={styles.actions}>
        {content.offersRegistration && (
          <form method="post" action="/registration/registration.html">
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
