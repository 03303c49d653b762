import type { ServerBuild } from 'react-router'

// Pages are one Fastify wildcard route; /metrics labels them by the React Router route that
// answers (src/web/routes.ts), never by the raw path, so visitors cannot make up labels: the set
// of labels is the route table's, plus NOT_FOUND_ROUTE for every path no page claims.
//
// React Router's matchRoutes flattens and ranks the whole table on every call (about 0.9 ms for
// ours); this runs for every request, so the table is ranked once per build, the way React
// Router ranks it (flattenRoutes/computeScore), and each pattern compiled to one expression.

/** The label of a path no route of the app claims (the catch-all 404 page). */
export const NOT_FOUND_ROUTE = 'not-found'

interface Branch {
  pattern: string
  matcher: RegExp
}

const PARAM = /^:[\w-]+$/

/** React Router's computeScore: static segments outrank parameters, which outrank splats. */
function score(pattern: string, index: boolean): number {
  const segments = pattern.split('/')
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0)
  for (const segment of segments) {
    if (segment === '*') continue
    total += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10
  }
  return total
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** React Router's compilePath for the patterns we use: whole-segment parameters, a final splat. */
function compile(pattern: string, caseSensitive: boolean): RegExp {
  let source = '^'
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment === '*') source += '(?:/.*)?'
    else source += PARAM.test(segment) ? '/[^/]+' : `/${escapeRegExp(segment)}`
  }
  source += pattern.endsWith('*') ? '$' : '/*$'
  return new RegExp(source, caseSensitive ? '' : 'i')
}

/** Made once per build. */
const TABLES = new WeakMap<ServerBuild['routes'], Branch[]>()

function branchesOf(manifest: ServerBuild['routes']): Branch[] {
  const cached = TABLES.get(manifest)
  if (cached) return cached
  const entries = Object.values(manifest).filter((entry) => entry !== undefined)
  const ranked: (Branch & { score: number; order: number })[] = []
  const walk = (parentId: string | undefined, parentPattern: string) => {
    for (const entry of entries.filter((candidate) => candidate.parentId === parentId)) {
      const joined = entry.path ? `${parentPattern.replace(/\/$/, '')}/${entry.path}` : parentPattern
      walk(entry.id, joined)
      // a route without a path (a layout) never matches by itself
      if (entry.path === undefined && !entry.index) continue
      const pattern = joined === '' ? '/' : joined
      ranked.push({
        pattern,
        matcher: compile(pattern, entry.caseSensitive === true),
        score: score(pattern, entry.index === true),
        order: ranked.length,
      })
    }
  }
  walk(undefined, '')
  ranked.sort((a, b) => b.score - a.score || a.order - b.order)
  const branches = ranked.map(({ pattern, matcher }) => ({ pattern, matcher }))
  TABLES.set(manifest, branches)
  return branches
}

function decoded(pathname: string): string {
  try {
    return decodeURI(pathname)
  } catch {
    return pathname
  }
}

/**
 * The route pattern that answers `pathname` ('/forum/:file', '/info/impressum', '/'), or
 * NOT_FOUND_ROUTE. React Router's data requests (`/forum/x.data`, `/_root.data`) count as their
 * page.
 */
export function pageRouteLabel(manifest: ServerBuild['routes'], pathname: string): string {
  const page = decoded(pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, ''))
  const pattern = branchesOf(manifest).find((branch) => branch.matcher.test(page))?.pattern
  // the root splat ('*') is the 404 page: one label for every unknown path
  return pattern === undefined || pattern === '/*' ? NOT_FOUND_ROUTE : pattern
}
