import type { ReactNode } from 'react'
import styles from './SectionList.module.css'

// The shape the sections around the forum share (decision 036): a page heading with one line of
// introduction, a list of teasers (picture, title, a line of facts, a teaser text) and a pager that
// walks back in time by keyset. Blogs, tests, the magazine, the marketplace and polls use it.

/** The page's column. */
export function SectionPage({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>
}

export { styles as sectionStyles }

export function SectionHeader({
  title,
  intro,
  children,
}: {
  title: string
  intro: string
  children?: ReactNode
}) {
  return (
    <header className={styles.header}>
      <h1>{title}</h1>
      <p>{intro}</p>
      {children}
    </header>
  )
}

export interface Teaser {
  key: string | number
  title: string
  path: string
  pictureUrl?: string | null
  /** a line of facts under the title: author, date, price … */
  meta: ReactNode
  text?: string
  /** anything further, e.g. a star rating */
  extra?: ReactNode
}

export function TeaserList({ label, items, empty }: { label: string; items: Teaser[]; empty: string }) {
  if (items.length === 0) return <p className={styles.empty}>{empty}</p>
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={styles.item}>
          {item.pictureUrl && (
            <img
              className={styles.picture}
              src={item.pictureUrl}
              alt=""
              width={160}
              height={90}
              loading="lazy"
            />
          )}
          <div className={styles.body}>
            <h2>
              <a href={item.path}>{item.title}</a>
            </h2>
            <p className={styles.meta}>{item.meta}</p>
            {item.extra}
            {item.text && <p className={styles.text}>{item.text}</p>}
          </div>
        </li>
      ))}
    </ul>
  )
}

/** Newest first, then older pages: `newest` when not on the first page, `older` when more follow. */
export function KeysetPager({
  label,
  newest,
  older,
  newestLabel = 'Neueste',
  olderLabel = 'Ältere',
}: {
  label: string
  newest: string | null
  older: string | null
  newestLabel?: string
  olderLabel?: string
}) {
  if (!newest && !older) return null
  return (
    <nav className={styles.pager} aria-label={label}>
      {newest && <a href={newest}>{newestLabel}</a>}
      {older && (
        <a href={older} rel="next">
          {olderLabel}
        </a>
      )}
    </nav>
  )
}

/** One choice of a list's filter form (a plain GET form: it works without JavaScript). */
export function FilterSelect({
  label,
  name,
  value,
  all,
  options,
}: {
  label: string
  name: string
  value: string | number | null
  /** the choice that filters nothing */
  all: string
  options: readonly { value: string | number; label: string }[]
}) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ''}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}
