import { Link } from 'react-router'
import { isInAppPath } from '#domain/routes.ts'
import styles from './Breadcrumbs.module.css'

/**
 * Breadcrumbs with BreadcrumbList structured data; the last one is the current page, plain text,
 * unless the trail ends above the page (a thread's ends in its board).
 */
export function Breadcrumbs({
  items,
  lastIsCurrentPage = true,
}: {
  items: { name: string; path: string }[]
  lastIsCurrentPage?: boolean
}) {
  return (
    <nav aria-label="Brotkrumen" className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={item.path} className={styles.item}>
            {lastIsCurrentPage && index === items.length - 1 ? (
              <span aria-current="page">{item.name}</span>
            ) : isInAppPath(item.path) ? (
              <Link to={item.path}>{item.name}</Link>
            ) : (
              <a href={item.path}>{item.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
