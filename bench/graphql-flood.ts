// npm run bench -- --only graphql-flood  (decision 039: GraphQL amplification)
// An uncached thread page loaded alone (autocannon, 10 connections), then again while 20
// connections send the dearest document the limits allow to /graphql as visitors, as fast as
// each gets its answers: once from one address (the rate limit answers most of them) and once
// from 20 addresses (X-Forwarded-For through TRUST_PROXY, so the shared slots have to hold).
// Reported: the page's throughput as a share of alone, its 5xx, and the statuses /graphql gave.

import autocannon from 'autocannon'
import { GRAPHQL_DOCUMENT_EXPENSIVE_COST_MAX } from '#domain/limits.ts'
import { EXPENSIVE_FIELDS } from '#graphql/cost.ts'

export const FLOOD_CONNECTIONS = 20

/**
 * Two searches that do the most work a search can (a misspelt word the search corrects, a
 * three-word search sorted by date, excerpts with the matched words marked) and small
 * own-query fields up to the cap: the dearest document /graphql still runs.
 */
export function worstAllowedDocument(): string {
  const hits = 'total pageCount suggestion hits { postId threadTitle excerpt { text highlighted } }'
  const search = EXPENSIVE_FIELDS['Query.search'] ?? 0
  const small = EXPENSIVE_FIELDS['Query.searchFilterOptions'] ?? 1
  const rest = Math.floor((GRAPHQL_DOCUMENT_EXPENSIVE_COST_MAX - 2 * search) / small)
  const options = Array.from({ length: rest }, (_, i) => `o${i}: searchFilterOptions { boards { id } }`)
  return `{ a: search(input: { term: "Zahnrimen Wechsel" }) { ${hits} }
    b: search(input: { term: "Golf 7 Kupplung", sort: "newest" }) { ${hits} }
    ${options.join('\n    ')} }`
}

export interface FloodResult {
  perSecond: number
  p50: number
  p99: number
  fiveXx: number
  otherErrors: number
  graphql: Record<string, number>
}

async function loadPage(url: string, duration: number): Promise<Omit<FloodResult, 'graphql'>> {
  const result = await autocannon({ url, connections: 10, duration, headers: { 'accept-encoding': 'gzip' } })
  return {
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    fiveXx: result['5xx'],
    otherErrors: result.non2xx - result['5xx'] + result.errors,
  }
}

/** `connections` loops, each sending the document and waiting for the answer, until stopped. */
function flood(origin: string, document: string, addresses: 'one' | 'many') {
  const statuses: Record<string, number> = {}
  let running = true
  const body = JSON.stringify({ query: document })
  const loops = Array.from({ length: FLOOD_CONNECTIONS }, async (_, i) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' }
    if (addresses === 'many') headers['x-forwarded-for'] = `10.39.0.${i + 1}`
    while (running) {
      try {
        const response = await fetch(`${origin}/graphql`, { method: 'POST', headers, body })
        await response.arrayBuffer()
        statuses[response.status] = (statuses[response.status] ?? 0) + 1
      } catch {
        statuses.error = (statuses.error ?? 0) + 1
      }
    }
  })
  return {
    statuses,
    stop: async () => {
      running = false
      await Promise.all(loops)
    },
  }
}

/** The page alone, then under the flood; the server must be running at `origin` (uncached). */
export async function measureGraphQLFlood(
  origin: string,
  pagePath: string,
  duration: number,
  addresses: 'one' | 'many',
): Promise<{ alone: FloodResult; flooded: FloodResult }> {
  const url = `${origin}${pagePath}`
  await autocannon({ url, connections: 10, duration: 2 }) // warm-up: JIT, pool, PostgreSQL buffers
  const alone = { ...(await loadPage(url, duration)), graphql: {} }
  const attack = flood(origin, worstAllowedDocument(), addresses)
  try {
    const flooded = await loadPage(url, duration)
    return { alone, flooded: { ...flooded, graphql: attack.statuses } }
  } finally {
    await attack.stop()
  }
}
