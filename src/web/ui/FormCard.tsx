import { type ReactNode, useId } from 'react'
import styles from './Form.module.css'

export { styles as formStyles }

/**
 * The card a form sits in (the account and settings pages set the look): a headline, an
 * optional intro and, when the form was refused, the error summary on top.
 */
export function FormCard({
  title,
  intro,
  error,
  wide = false,
  children,
}: {
  title: string
  intro?: ReactNode
  /** the refusal's message (`actionData?.message`), announced as an alert */
  error?: string | undefined
  /** for editors and tables that need more than the account card's width */
  wide?: boolean
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <section className={wide ? `${styles.card} ${styles.wide}` : styles.card} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {error && <Notice tone="error">{error}</Notice>}
      {children}
    </section>
  )
}

/** A message above the form: role=alert for errors, so screen readers announce it. */
export function Notice({
  tone = 'info',
  children,
}: {
  tone?: 'info' | 'error' | 'success'
  children: ReactNode
}) {
  if (tone === 'success') {
    return (
      <div className={styles.success} role="status">
        {children}
      </div>
    )
  }
  return (
    <div
      className={tone === 'error' ? `${styles.alert} ${styles.alertError}` : styles.alert}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  )
}
