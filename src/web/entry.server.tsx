import { gzipSync } from 'node:zlib'
import { renderToString } from 'react-dom/server'
import { type EntryContext, ServerRouter } from 'react-router'

// Pages render with renderToString: no data is deferred, and it costs a third of the
// streaming renderer (STACK-NOTES trap 13). HTML is gzipped here because React Router's
// replies bypass Fastify's hooks.

const COMPRESS_FROM_BYTES = 1_024

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Response {
  headers.set('Content-Type', 'text/html; charset=utf-8')
  if (request.method === 'HEAD') return new Response(null, { status, headers })
  const html = `<!DOCTYPE html>${renderToString(<ServerRouter context={routerContext} url={request.url} />)}`
  headers.append('Vary', 'Accept-Encoding')
  const body = Buffer.from(html)
  if (body.length >= COMPRESS_FROM_BYTES && /\bgzip\b/.test(request.headers.get('Accept-Encoding') ?? '')) {
    headers.set('Content-Encoding', 'gzip')
    return new Response(gzipSync(body, { level: 6 }), { status, headers })
  }
  return new Response(body, { status, headers })
}
