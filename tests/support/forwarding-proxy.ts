import http from 'node:http'

/**
 * A reverse proxy on 127.0.0.1 in front of the app, as nginx with
 * `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`: it APPENDS the address it saw to
 * whatever X-Forwarded-For the client sent, and sets X-Forwarded-Proto (TLS ends at the proxy).
 * Responses, streams included, are passed back as they come.
 */
export async function startForwardingProxy(
  appPort: number,
  options: { proto?: 'http' | 'https' } = {},
): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers }
    const seen = incoming.socket.remoteAddress ?? ''
    const prior = incoming.headers['x-forwarded-for']
    headers['x-forwarded-for'] = prior ? `${prior}, ${seen}` : seen
    headers['x-forwarded-proto'] = options.proto ?? 'https'
    const upstream = http.request(
      { host: '127.0.0.1', port: appPort, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    upstream.on('error', () => outgoing.destroy())
    outgoing.on('close', () => upstream.destroy())
    incoming.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export interface SentResponse {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/**
 * One HTTP request to 127.0.0.1:port from a chosen loopback address (Linux answers all of
 * 127.0.0.0/8), so that a test can play several clients.
 */
export function send(
  port: number,
  request: {
    from: string
    method?: string
    path: string
    headers?: Record<string, string>
    body?: string
  },
): Promise<SentResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: request.from,
        method: request.method ?? 'GET',
        path: request.path,
        headers: { connection: 'close', ...request.headers },
        agent: false,
      },
      (answer) => {
        let body = ''
        answer.setEncoding('utf8')
        answer.on('data', (chunk: string) => {
          body += chunk
        })
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }))
        answer.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(request.body)
  })
}

/** Opens a stream (server-sent events) and hands back its status; close() ends it. */
export function openStream(
  port: number,
  request: { from: string; path: string; headers?: Record<string, string> },
): Promise<{ status: number; body: () => string; close: () => void }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.get(
      {
        host: '127.0.0.1',
        port,
        localAddress: request.from,
        path: request.path,
        headers: request.headers ?? {},
        agent: false,
      },
      (answer) => {
        let body = ''
        answer.setEncoding('utf8')
        answer.on('data', (chunk: string) => {
          body += chunk
        })
        resolve({ status: answer.statusCode ?? 0, body: () => body, close: () => outgoing.destroy() })
      },
    )
    outgoing.on('error', reject)
  })
}
