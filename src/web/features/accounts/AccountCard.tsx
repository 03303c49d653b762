import type { ReactNode } from 'react'
import styles from './AccountCard.module.css'

export { styles as accountStyles }

/** The frame of every account page: a card with a headline and an optional intro. */
export function AccountCard({
  title,
  intro,
  children,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
  return (
    <section className={styles.card} aria-labelledby="account-title">
      <h1 id="account-title" className={styles.title}>
        {title}
      </h1>
      {intro && <p className={styles.intro}>{intro}</p>}
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
