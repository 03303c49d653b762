import type { IncomingMessage } from 'node:http'
import { NOT_FOUND_ROUTE } from './page-routes.ts'

// decision 037: the process's metrics in the Prometheus text format (version 0.0.4): requests by
// route, method and status, latency histograms, and whatever gauges the caller adds at scrape
// time (page cache, job queue, database pool). Route labels are route patterns, never raw paths
// (a visitor's made-up paths would fill the label set): Fastify's own routes by their pattern,
// pages by the React Router route that answered (page-routes.ts), anything else NOT_FOUND_ROUTE.
// After MAX_ROUTES distinct labels everything else counts as 'other' (a safety net only).

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const MAX_ROUTES = 300

/** Fastify's wildcard route that hands every page to React Router (plugins/ssr.ts). */
const PAGES_ROUTE = '/*'

/** The page route pattern of each request the page handler took, noted before it renders. */
const PAGE_ROUTES = new WeakMap<IncomingMessage, string>()

/** Notes which React Router route answers this request (its pattern, or NOT_FOUND_ROUTE). */
export function notePageRoute(request: IncomingMessage, pattern: string): void {
  PAGE_ROUTES.set(request, pattern)
}

/**
 * The metrics label of one request: Fastify's route pattern ('/graphql', '/uploads/*'), the page
 * route for pages ('/forum/:file'), NOT_FOUND_ROUTE where no route matched.
 */
export function routeLabel(fastifyRoute: string | undefined, request?: IncomingMessage): string {
  if (fastifyRoute === PAGES_ROUTE) return (request && PAGE_ROUTES.get(request)) ?? NOT_FOUND_ROUTE
  if (fastifyRoute && fastifyRoute !== '*') return fastifyRoute
  return NOT_FOUND_ROUTE
}

function labels(values: Record<string, string>): string {
  return Object.entries(values)
    .map(
      ([key, value]) => `${key}="${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`,
    )
    .join(',')
}

interface Histogram {
  buckets: number[]
  sum: number
  count: number
}

export interface Gauge {
  name: string
  help: string
  type?: 'gauge' | 'counter'
  values: { labels?: Record<string, string>; value: number }[]
}

export class Metrics {
  readonly #requests = new Map<string, { route: string; method: string; status: string; count: number }>()
  readonly #latency = new Map<string, Histogram>()
  readonly #routes = new Set<string>()
  readonly #counters = new Map<string, number>()

  /** One answered request. */
  observe(route: string, method: string, status: number, seconds: number): void {
    const known = this.#routes.has(route) || this.#routes.size < MAX_ROUTES
    const label = known ? route : 'other'
    this.#routes.add(label)
    const key = `${label} ${method} ${status}`
    const entry = this.#requests.get(key) ?? { route: label, method, status: String(status), count: 0 }
    entry.count += 1
    this.#requests.set(key, entry)
    const histogram = this.#latency.get(label) ?? { buckets: BUCKETS.map(() => 0), sum: 0, count: 0 }
    BUCKETS.forEach((bound, index) => {
      if (seconds <= bound) histogram.buckets[index]! += 1
    })
    histogram.sum += seconds
    histogram.count += 1
    this.#latency.set(label, histogram)
  }

  /** A named event count (browser errors reported, …). */
  count(name: string, amount = 1): void {
    this.#counters.set(name, (this.#counters.get(name) ?? 0) + amount)
  }

  counter(name: string): number {
    return this.#counters.get(name) ?? 0
  }

  render(gauges: readonly Gauge[] = []): string {
    const lines: string[] = []
    lines.push('# HELP http_requests_total Answered HTTP requests by route, method and status.')
    lines.push('# TYPE http_requests_total counter')
    for (const entry of this.#requests.values())
      lines.push(
        `http_requests_total{${labels({ route: entry.route, method: entry.method, status: entry.status })}} ${entry.count}`,
      )
    lines.push('# HELP http_request_duration_seconds Time to answer, by route.')
    lines.push('# TYPE http_request_duration_seconds histogram')
    for (const [route, histogram] of this.#latency) {
      for (const [index, bound] of BUCKETS.entries())
        lines.push(
          `http_request_duration_seconds_bucket{${labels({ route, le: String(bound) })}} ${histogram.buckets[index]}`,
        )
      lines.push(`http_request_duration_seconds_bucket{${labels({ route, le: '+Inf' })}} ${histogram.count}`)
      lines.push(`http_request_duration_seconds_sum{${labels({ route })}} ${histogram.sum}`)
      lines.push(`http_request_duration_seconds_count{${labels({ route })}} ${histogram.count}`)
    }
    for (const [name, value] of this.#counters) {
      lines.push(`# TYPE ${name} counter`)
      lines.push(`${name} ${value}`)
    }
    for (const gauge of gauges) {
      lines.push(`# HELP ${gauge.name} ${gauge.help}`)
      lines.push(`# TYPE ${gauge.name} ${gauge.type ?? 'gauge'}`)
      for (const value of gauge.values)
        lines.push(`${gauge.name}${value.labels ? `{${labels(value.labels)}}` : ''} ${value.value}`)
    }
    return `${lines.join('\n')}\n`
  }
}
