// npm run bench -- --only graphql-flood  (decision 039: GraphQL amplification)
// An uncached thread page loaded alone (autocannon, 10 connections), then again while 20
// connections send the dearest document the limits allow to /graphql as visitors, as fast as
// each gets its answers: once from one address (the rate limit answers most of them) and once
// from 20 addresses (X-Forwarded-For through TRUST_PROXY, so the shared slots have to hold).
// Reported: the page's throughput as a share of alone, its 5xx, and the statuses /graphql gave.

import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
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

/**
 * The attacker runs in a process of its own (as it would on another machine): `connections`
 * loops, each sending the document and waiting for the answer, for `seconds`; then it prints
 * how often each status came back, as JSON.
 */
async function floodClient(origin: string, addresses: 'one' | 'many', seconds: number): Promise<void> {
  const statuses: Record<string, number> = {}
  const body = JSON.stringify({ query: worstAllowedDocument() })
  const until = Date.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: FLOOD_CONNECTIONS }, async (_, i) => {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'application/json',
      }
      if (addresses === 'many') headers['x-forwarded-for'] = `10.39.0.${i + 1}`
      while (Date.now() < until) {
        try {
          const response = await fetch(`${origin}/graphql`, { method: 'POST', headers, body })
          await response.arrayBuffer()
          statuses[response.status] = (statuses[response.status] ?? 0) + 1
        } catch {
          statuses.error = (statuses.error ?? 0) + 1
        }
      }
    }),
  )
  process.stdout.write(`${JSON.stringify(statuses)}\n`)
}

function flood(origin: string, addresses: 'one' | 'many', seconds: number): Promise<Record<string, number>> {
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), origin, addresses, String(seconds)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output) as Record<string, number>)
        : reject(new Error(`flood exited ${code}`)),
    )
  })
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
  // the flood starts first and outlasts the page's measurement by a second at each end
  const attack = flood(origin, addresses, duration + 2)
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const flooded = await loadPage(url, duration)
  return { alone, flooded: { ...flooded, graphql: await attack } }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [origin = '', addresses = 'one', seconds = '10'] = process.argv.slice(2)
  await floodClient(origin, addresses === 'many' ? 'many' : 'one', Number(seconds))
}
