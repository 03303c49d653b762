import type { ReactNode } from 'react'
import styles from './Section.module.css'

/** A home section: heading, optional "all" link, content. */
export function Section({
  id,
  title,
  more,
  children,
  className,
}: {
  id: string
  title: string
  more?: { href: string; label: string }
  children: ReactNode
  className?: string
}) {
  return (
    <section className={`${styles.section} ${className ?? ''}`} aria-labelledby={id} data-home-section={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {more && (
          <a className={styles.more} href={more.href}>
            {more.label}
          </a>
        )}
      </div>
      {children}
    </section>
  )
}
