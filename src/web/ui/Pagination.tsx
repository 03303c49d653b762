import { pageWindow } from '#domain/pagination.ts'
import { withPage } from '#domain/routes.ts'
import { useLinkComponent, useNavigateTo } from './link-context.tsx'
import styles from './Pagination.module.css'

interface Props {
  path: string
  page: number
  count: number
  /**
   * spec 001 §9: board lists are reversed — page 0 holds the newest topics and carries the
   * highest number, so a page keeps its number while new topics arrive on top.
   */
  reversed?: boolean
  /** Tells the two controls of one page apart (top and bottom). */
  id: string
  /**
   * A page's address when it is more than `path?page=n` (the search keeps its parameters,
   * decision 022). Without JavaScript the dropdown then submits the other parameters as hidden fields.
   */
  pageHref?: (page: number) => string
}

/**
 * Previous/next links and a dropdown of at most 19 pages (spec 001 §9); without JavaScript the dropdown
 * submits. No router of its own (decision 044): it may hydrate as an island.
 */
export function Pagination({ path, page, count, reversed = false, id, pageHref }: Props) {
  const navigate = useNavigateTo()
  const Link = useLinkComponent()
  if (count <= 1) return null
  const href = pageHref ?? ((index: number) => withPage(path, index))
  const first = new URL(href(0), 'http://localhost')
  const kept = [...first.searchParams].filter(([name]) => name !== 'page')
  const label = (index: number) => String(reversed ? count - index : index + 1)
  const newer = reversed ? 'Neuere' : 'Zurück'
  const older = reversed ? 'Ältere' : 'Weiter'
  return (
    <nav className={styles.pagination} aria-label={`Seiten (${id})`}>
      {page > 0 ? (
        <Link to={href(page - 1)} className={styles.step} rel="prev">
          ‹ {newer}
        </Link>
      ) : (
        <span className={styles.step} aria-disabled="true">
          ‹ {newer}
        </span>
      )}
      <form method="get" action={first.pathname} className={styles.jump}>
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor={`page-${id}`} className="visually-hidden">
          Seite wählen
        </label>
        <select
          id={`page-${id}`}
          name="page"
          value={page}
          onChange={(event) => navigate(href(Number(event.target.value)))}
        >
          {pageWindow(page, count).map((index) => (
            <option key={index} value={index}>
              {`Seite ${label(index)} von ${count}`}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit">Los</button>
        </noscript>
      </form>
      {page + 1 < count ? (
        <Link to={href(page + 1)} className={styles.step} rel="next">
          {older} ›
        </Link>
      ) : (
        <span className={styles.step} aria-disabled="true">
          {older} ›
        </span>
      )}
    </nav>
  )
}
