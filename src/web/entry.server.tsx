import { existsSync, readFileSync } from 'node:fs'
import { PassThrough } from 'node:stream'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { ReactNode } from 'react'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from 'react-router'
import { isDatabaseUnavailable } from '#db/unavailable.ts'
import { BROTLI_QUALITY, GZIP_LEVEL, pageEncoding } from './compression.ts'
import { pagePolicy } from './content-security-policy.ts'
import { appContext } from './context.ts'
import { IslandsContext, type IslandsHandle, type IslandsRender } from './islands/context.ts'

// Pages render completely before the first byte (onAllReady): crawlers, which bring most of
// the traffic, get whole documents, and the finished HTML can be compressed in one go. React
// Router's replies bypass Fastify's hooks, so compression happens here.
// renderToString is not an option: React Router streams its hydration data inside a Suspense
// boundary (docs/decisions/002-server-rendering.md).

export const streamTimeout = 5_000
const COMPRESS_FROM_BYTES = 1_024
// in libuv's thread pool: the event loop renders the next page meanwhile
const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

async function respond(request: Request, status: number, headers: Headers, html: Buffer): Promise<Response> {
  headers.set('Content-Type', 'text/html; charset=utf-8')
  headers.append('Vary', 'Accept-Encoding')
  // decision 018: the page's own inline scripts by hash, before compression (decision 016)
  headers.set('Content-Security-Policy', pagePolicy(html, new URL(request.url).hostname))
  const encoding =
    html.length >= COMPRESS_FROM_BYTES ? pageEncoding(request.headers.get('Accept-Encoding')) : 'identity'
  if (encoding === 'br') {
    headers.set('Content-Encoding', 'br')
    const body = await brotliAsync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    })
    return new Response(new Uint8Array(body), { status, headers })
  }
  if (encoding === 'gzip') {
    headers.set('Content-Encoding', 'gzip')
    return new Response(new Uint8Array(await gzipAsync(html, { level: GZIP_LEVEL })), { status, headers })
  }
  return new Response(new Uint8Array(html), { status, headers })
}

/**
 * Every error a loader or action threw, before React Router hides it behind a plain 500.
 * decision 016: one caused by an unreachable database marks the request, and the server then
 * answers with the 503 page instead. Everything else is logged as React Router would.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (isDatabaseUnavailable(error)) {
    context.get(appContext).requestState.databaseUnavailable = true
    // one line, no stack: the outage itself is reported by the pool and /healthz
    context.get(appContext).log.warn('Datenbank nicht erreichbar', {
      method: request.method,
      path: new URL(request.url).pathname,
      error: String(error),
    })
    return
  }
  if (request.signal.aborted) return
  if (isRequestRefusal(error)) {
    // a client's mistake (a method no route takes, a cross-site form post): one line in the
    // app's log, no stack, so that nobody can fill the log with stack traces by sending junk
    context.get(appContext).log.warn('Anfrage abgelehnt', {
      method: request.method,
      path: new URL(request.url).pathname,
      reason: refusalText(error),
    })
    return
  }
  console.error(error)
}

/** React Router's own 4xx answers and its cross-site action guard (lib/actions.ts). */
function isRequestRefusal(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status < 500
  return (
    error instanceof Error &&
    /`request\.url` origin does not match|`origin` header is not a valid URL/.test(error.message)
  )
}

function refusalText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`
  return error instanceof Error ? error.message : String(error)
}

/**
 * decision 044: the islands' entry script, written by the islands' build beside this server build
 * (vite.config.ts). Without it (a build that has none) every page is the hydrated app.
 */
const ISLANDS_ENTRY: string | null = (() => {
  const manifest = new URL('../islands-manifest.json', import.meta.url)
  if (!existsSync(manifest)) return null
  const entries = JSON.parse(readFileSync(manifest, 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >
  const entry = Object.values(entries).find((chunk) => chunk.isEntry)
  return entry ? `/islands/${entry.file}` : null
})()

function isIslandsPage(routerContext: EntryContext, loadContext: RouterContextProvider | undefined): boolean {
  if (ISLANDS_ENTRY === null || !loadContext) return false
  if (loadContext.get(appContext).viewer !== null) return false
  const matches = routerContext.staticHandlerContext.matches
  return matches.some((match) => {
    const handle = routerContext.routeModules[match.route.id]?.handle as IslandsHandle | undefined
    return handle?.islands === true
  })
}

function islandsRender(entry: string): IslandsRender {
  let count = 0
  return {
    entry,
    render: (node: ReactNode, identifierPrefix: string) => renderToString(node, { identifierPrefix }),
    nextPrefix: () => {
      count += 1
      return `i${count}-`
    },
  }
}

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext?: RouterContextProvider,
): Promise<Response> | Response {
  if (request.method === 'HEAD') {
    headers.set('Content-Type', 'text/html; charset=utf-8')
    return new Response(null, { status, headers })
  }
  let page = <ServerRouter context={routerContext} url={request.url} />
  if (ISLANDS_ENTRY !== null && isIslandsPage(routerContext, loadContext)) {
    // decision 044: no hydration data — nothing on the page hydrates the router
    void routerContext.serverHandoffStream?.cancel().catch(() => {})
    page = (
      <IslandsContext.Provider value={islandsRender(ISLANDS_ENTRY)}>
        <ServerRouter context={{ ...routerContext, serverHandoffStream: undefined }} url={request.url} />
      </IslandsContext.Provider>
    )
  }
  return new Promise((resolve, reject) => {
    let statusCode = status
    const timeout = setTimeout(() => abort(), streamTimeout + 1_000)
    const { pipe, abort } = renderToPipeableStream(page, {
      onAllReady() {
        const chunks: Buffer[] = []
        const sink = new PassThrough()
        sink.on('data', (chunk: Buffer) => chunks.push(chunk))
        sink.on('end', () => {
          clearTimeout(timeout)
          resolve(respond(request, statusCode, headers, Buffer.concat(chunks)))
        })
        pipe(sink)
      },
      onShellError(error: unknown) {
        clearTimeout(timeout)
        reject(error)
      },
      onError(error: unknown) {
        statusCode = 500
        console.error(error)
      },
    })
  })
}
