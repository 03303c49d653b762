import type { IncomingMessage } from 'node:http'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { expect, test } from 'vitest'
import routes from '#web/routes.ts'
import { Metrics, notePageRoute, routeLabel } from './metrics.ts'
import { NOT_FOUND_ROUTE, pageRouteLabel } from './page-routes.ts'

/** The app's route table as a build's manifest has it (ids as React Router makes them). */
function manifestOf(entries: readonly RouteConfigEntry[]): ServerBuild['routes'] {
  const manifest: ServerBuild['routes'] = {}
  const add = (entry: RouteConfigEntry, parentId: string) => {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, '')
    manifest[id] = { id, parentId, path: entry.path, index: entry.index, module: {} as never }
    for (const child of entry.children ?? []) add(child, id)
  }
  manifest.root = { id: 'root', path: '', module: {} as never }
  for (const entry of entries) add(entry, 'root')
  return manifest
}

test('pages are labelled by the route pattern that answers them, unknown paths by one label', () => {
  const manifest = manifestOf(routes)
  expect(pageRouteLabel(manifest, '/')).toBe('/')
  expect(pageRouteLabel(manifest, '/forum/vw-golf-7-t123.html')).toBe('/forum/:file')
  expect(pageRouteLabel(manifest, '/forum/aktion/Reply.html')).toBe('/forum/aktion/Reply.html')
  expect(pageRouteLabel(manifest, '/forum/vw-golf-7-t123.data')).toBe('/forum/:file')
  expect(pageRouteLabel(manifest, '/_root.data')).toBe('/')
  expect(pageRouteLabel(manifest, '/bilder/golf/bild-1.html')).toBe('/bilder/:gallerySlug/:pictureFile')
  expect(pageRouteLabel(manifest, '/info/impressum')).toBe('/info/impressum')
  expect(pageRouteLabel(manifest, '/info/gibt-es-nicht')).toBe('/info/*')
  expect(pageRouteLabel(manifest, '/wp-admin/setup.php')).toBe(NOT_FOUND_ROUTE)
  expect(pageRouteLabel(manifest, '/forum/a/b/c')).toBe(NOT_FOUND_ROUTE)
})

test('the labels agree with React Router’s own matching (matchRoutes) for every kind of path', () => {
  const manifest = manifestOf(routes)
  // each route's whole pattern, the way React Router joins them
  const patterns = new Map<string, string>()
  const tree = (parentId: string | undefined, parentPattern: string): RouteObject[] =>
    Object.values(manifest)
      .filter((entry) => entry !== undefined && entry.parentId === parentId)
      .map((entry) => {
        const id = entry!.id
        const joined = entry!.path ? `${parentPattern.replace(/\/$/, '')}/${entry!.path}` : parentPattern
        patterns.set(id, joined === '' ? '/' : joined)
        return entry!.index
          ? { id, path: entry!.path, index: true }
          : { id, path: entry!.path, children: tree(id, joined) }
      })
  const table = tree(undefined, '')
  const paths = [
    ...[
      '/',
      '/forum.html',
      '/forum/vw-golf-t1.html',
      '/FORUM/vw-golf-t1.html',
      '/forum/aktion/QuickPost.html',
    ],
    ...['/forum/x/y', '/einloggen/', '/melden/beitrag/1/2', '/info/impressum', '/info/x/y', '/nutzer/anna'],
    ...['/nutzer/anna/blogs', '/bilder/a/b.html', '/bilder/a', '/cockpit/pms/datei/1/2/plan.pdf'],
    ...['/tests/schreiben', '/tests/golf-test-3.html', '/admin/magazin/4', '/%C3%BCber', '/zzz'],
  ]
  for (const path of paths) {
    const id = matchRoutes(table, path)?.at(-1)?.route.id
    const pattern = id === undefined ? undefined : patterns.get(id)
    const expected = pattern === undefined || pattern === '/*' ? NOT_FOUND_ROUTE : pattern
    expect({ path, label: pageRouteLabel(manifest, path) }).toEqual({ path, label: expected })
  }
})

test('route labels: Fastify routes by their pattern, pages by the noted route, never the raw path', () => {
  expect(routeLabel('/graphql')).toBe('/graphql')
  expect(routeLabel('/uploads/*')).toBe('/uploads/*')
  // no route matched (Fastify's 404)
  expect(routeLabel(undefined)).toBe(NOT_FOUND_ROUTE)
  const page = {} as IncomingMessage
  expect(routeLabel('/*', page)).toBe(NOT_FOUND_ROUTE)
  notePageRoute(page, '/forum/:file')
  expect(routeLabel('/*', page)).toBe('/forum/:file')
})

test('requests, histograms and gauges in the Prometheus text format', () => {
  const metrics = new Metrics()
  metrics.observe('/forum/:x', 'GET', 200, 0.004)
  metrics.observe('/forum/:x', 'GET', 200, 0.2)
  metrics.observe('/forum/:x', 'GET', 404, 0.001)
  const text = metrics.render([{ name: 'jobs_pending', help: 'Jobs due', values: [{ value: 3 }] }])
  expect(text).toContain('http_requests_total{route="/forum/:x",method="GET",status="200"} 2')
  expect(text).toContain('http_requests_total{route="/forum/:x",method="GET",status="404"} 1')
  expect(text).toContain('http_request_duration_seconds_bucket{route="/forum/:x",le="0.005"} 2')
  expect(text).toContain('http_request_duration_seconds_bucket{route="/forum/:x",le="+Inf"} 3')
  expect(text).toContain('http_request_duration_seconds_count{route="/forum/:x"} 3')
  expect(text).toContain('# TYPE jobs_pending gauge\njobs_pending 3')
})

test('after 300 routes the rest count as other', () => {
  const metrics = new Metrics()
  for (let i = 0; i < 305; i += 1) metrics.observe(`/probe${i}`, 'GET', 404, 0.001)
  expect(metrics.render()).toContain('route="other"')
})
