import { useId } from 'react'
import { useLocation } from 'react-router'
import type { ErrorPageContent } from '#domain/errors.ts'
import type { KeptText } from '#domain/kept-text.ts'
import { REGISTRATION_PATH } from '#domain/start-thread.ts'
import { Button, buttonClass } from '../../ui/Button.tsx'
import styles from './ErrorPage.module.css'

/**
 * The shared error page (spec 000 §2.5, §8): headline, sub-headline, optional 'Registrieren'
 * (a form POST to the registration page, returning here afterwards) and 'zur Startseite';
 * noindex. `kept`: the typed text of a form that could not be saved (the 503 page of a form
 * posted during an outage), shown to copy (DESIGN.md: nothing typed is lost).
 */
export function ErrorPage({
  content,
  title,
  kept = [],
}: {
  content: ErrorPageContent
  title: string
  kept?: readonly KeptText[]
}) {
  const id = useId()
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
      {kept.length > 0 && (
        <div className={styles.kept}>
          <p>
            Dein Text wurde nicht gespeichert. Kopiere ihn, bevor Du die Seite verlässt, und sende ihn später
            erneut:
          </p>
          {kept.map((field, index) => (
            <div key={field.label} className={styles.keptField}>
              <label htmlFor={`${id}-kept-${index}`}>{field.label}</label>
              <textarea
                id={`${id}-kept-${index}`}
                readOnly
                rows={field.value.length > 120 ? 8 : 2}
                defaultValue={field.value}
              />
            </div>
          ))}
        </div>
      )}
      <div className={styles.actions}>
        {content.offersRegistration && (
          <form method="post" action={registration}>
            <Button type="submit">Registrieren</Button>
          </form>
        )}
        <a href="/" className={buttonClass(content.offersRegistration ? 'secondary' : 'primary')}>
          zur Startseite
        </a>
      </div>
    </section>
  )
}
