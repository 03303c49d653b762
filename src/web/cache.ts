import type { AppContext } from './context.ts'

/** Visitors' HTML holds no per-user data: a CDN and the page cache may keep it briefly (DESIGN.md). */
export const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'

/** A member's page is rendered for the member and must never be shared. */
export const PRIVATE_CACHE = 'private, no-cache'

/** The Cache-Control header for a page that carries no per-user data except for members. */
export function pageCacheHeaders(app: Pick<AppContext, 'viewer'>): { 'Cache-Control': string } {
  return { 'Cache-Control': app.viewer === null ? PUBLIC_CACHE : PRIVATE_CACHE }
}
