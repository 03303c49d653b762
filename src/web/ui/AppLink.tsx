import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { isInAppPath } from '#domain/routes.ts'

/** Paths under /forum navigate inside the app, others load the page (spec 000 §2.3). */
export function AppLink({
  href,
  className,
  children,
}: {
  href: string
  className?: string
  children: ReactNode
}) {
  return isInAppPath(href) ? (
    <Link to={href} className={className} prefetch="intent">
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  )
}
