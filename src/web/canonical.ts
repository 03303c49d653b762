import { redirect } from 'react-router'
import { withPage } from '#domain/routes.ts'

/**
 * spec 001 §8: a path that differs from the canonical one answers 301 to it, keeping page;
 * ?page=0 and page values that are no number are not canonical either (spec 001 §9). Other
 * query parameters (tracking, React Router's own on data requests) are left alone: the
 * canonical link covers them for search engines.
 */
export function redirectToCanonical(request: Request, canonicalPath: string, page: number): void {
  const url = new URL(request.url)
  const pageParam = url.searchParams.get('page')
  const pageWrong = pageParam !== null && (page === 0 || pageParam !== String(page))
  if (pagePathname(request) !== canonicalPath || pageWrong) throw redirect(withPage(canonicalPath, page), 301)
}

/**
 * The page's path as the browser shows it. Client-side navigations load data from
 * '{path}.data' (React Router's single fetch), and loaders see that address as it is.
 */
export function pagePathname(request: Request): string {
  const { pathname } = new URL(request.url)
  return pathname.endsWith('/_.data') ? pathname.slice(0, -'_.data'.length) : pathname.replace(/\.data$/, '')
}

/** The page's address (path and query) as the browser shows it, for return targets after login. */
export function pageAddress(request: Request): string {
  const params = new URL(request.url).searchParams
  params.delete('_routes')
  const search = params.toString()
  return `${pagePathname(request)}${search ? `?${search}` : ''}`
}
