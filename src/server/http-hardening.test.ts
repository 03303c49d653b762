import net from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { FORM_BODY_MAX_BYTES } from '#domain/limits.ts'
import { POST_TEXT_MAX } from '#services/posting/service.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { form, logIn } from '#testing/http.ts'
import { listen, rawRequest } from '#testing/raw-http.ts'
import { testServer } from '#testing/server.ts'

// docs/security.md: request bodies, and requests that used to end in 500, tried over real
// sockets where app.inject cannot send them.

let database: TestDatabase
let app: FastifyInstance
let port: number
let member: string
beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db)
  member = await logIn(app, 'demo-mitglied')
  port = await listen(app)
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

const MB = 1024 * 1024

/**
 * Streams up to `total` bytes of chunked form body and stops when the server answers or closes;
 * returns the answer and how many body bytes got out before that.
 */
function streamChunked(
  path: string,
  total: number,
  contentType = 'application/x-www-form-urlencoded',
  { endBody = true }: { endBody?: boolean } = {},
): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    const received: Buffer[] = []
    const chunk = Buffer.alloc(64 * 1024, 'a')
    let sent = 0
    let done = false
    const finish = () => {
      if (done) return
      done = true
      socket.destroy()
      const text = Buffer.concat(received).toString('utf8')
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), body: text, sent })
    }
    socket.on('data', (data: Buffer) => {
      received.push(data)
    })
    socket.on('close', finish)
    socket.on('error', () => socket.destroy())
    const pump = () => {
      while (!done && received.length === 0 && sent < total && !socket.destroyed) {
        sent += chunk.length
        const framed = Buffer.concat([
          Buffer.from(`${chunk.length.toString(16)}\r\n`),
          chunk,
          Buffer.from('\r\n'),
        ])
        if (!socket.write(framed)) return void socket.once('drain', pump)
      }
      if (sent >= total && endBody && !socket.destroyed) socket.write('0\r\n\r\n')
    }
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${contentType}\r\n` +
        'Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
    )
    pump()
  })
}

describe('request bodies (docs/security.md)', () => {
  test('a form body declared larger than the limit gets 413 with the German error page before it is sent', async () => {
    const response = await rawRequest(
      port,
      'POST /forum/aktion/QuickPost.html?threadId=1 HTTP/1.1\r\nHost: localhost\r\n' +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${200 * MB}\r\nConnection: close\r\n\r\n`,
      3_000,
    )
    expect(response.status).toBe(413)
    expect(response.body).toContain('Deine Eingabe ist zu groß')
    expect(response.body).toContain('noindex')
  })

  test('a 200 MB chunked stream to QuickPost is refused with 413 after the first bytes, not read to the end', async () => {
    const result = await streamChunked('/forum/aktion/QuickPost.html?threadId=1', 200 * MB)
    // the server stopped reading: what got out is socket buffers, far from the 200 MB
    expect(result.sent).toBeLessThan(20 * MB)
    // the 413 page itself: a client still blasting its body may lose it to the connection's
    // reset on a busy machine (TCP drops unread data on RST), so it is read from a client that
    // pauses after a megabyte: a body that has not ended, answered all the same
    const paused = await streamChunked('/forum/aktion/QuickPost.html?threadId=1', MB, undefined, {
      endBody: false,
    })
    expect(paused.status).toBe(413)
    expect(paused.body).toContain('Deine Eingabe ist zu groß')
  })

  test('React Router data requests (.data) and other methods have the same limit', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await app.inject({
        method,
        url: '/forum/aktion/QuickPost.html.data',
        payload: 'x'.repeat(FORM_BODY_MAX_BYTES + 1),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      expect(response.statusCode).toBe(413)
    }
  })

  test('a quick reply under the limit still reaches its route (2,001 characters: the German length message)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/forum/aktion/QuickPost.html?threadId=1',
      ...form({ threadId: '1', postContent: 'ä'.repeat(2001), csrf: 'x' }),
      cookies: { mt_session: member },
    })
    expect(response.statusCode).not.toBe(413)
    expect(response.body).toContain('ä'.repeat(2001))
  })

  test('starting a thread takes a whole post of 20,000 characters (URL-encoded ~180 KB), but not more', async () => {
    const fields = { boardId: '2000', title: 'Ein Titel', text: '€'.repeat(POST_TEXT_MAX), csrf: 'x' }
    const fits = await app.inject({
      method: 'POST',
      url: '/forum/aktion/StartThread.html?boardId=2000',
      ...form(fields),
      cookies: { mt_session: member },
    })
    expect(form(fields).payload.length).toBeGreaterThan(170_000)
    expect(fits.statusCode).not.toBe(413)
    const draft = await app.inject({
      method: 'POST',
      url: '/forum/aktion/Draft.html',
      ...form({ ...fields, context: 'new-thread', intent: 'save' }),
      cookies: { mt_session: member },
    })
    expect(draft.statusCode).not.toBe(413)
    const tooMuch = await app.inject({
      method: 'POST',
      url: '/forum/aktion/StartThread.html?boardId=2000',
      ...form({ ...fields, text: '€'.repeat(POST_TEXT_MAX * 2) }),
      cookies: { mt_session: member },
    })
    expect(tooMuch.statusCode).toBe(413)
  })

  test('/graphql refuses a body over its limit with 413, by length and streamed', async () => {
    const big = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: `{ __typename }${' '.repeat(200 * 1024)}` },
    })
    expect(big.statusCode).toBe(413)
    expect(big.json().errors[0].message).toContain('zu groß')
    const streamed = await streamChunked('/graphql', 50 * MB, 'application/json')
    expect(streamed.status).toBe(413)
    expect(streamed.sent).toBeLessThan(20 * MB)
  })
})

/** 26 Host values no browser sends. */
const BAD_HOSTS = [
  '',
  ' ',
  'a b',
  '[::1',
  '::1',
  '[zz]',
  'host:99999',
  'host:-1',
  'host:0',
  'host:',
  'host:80:80',
  'hüst.de',
  'a@b',
  'user:pw@localhost',
  'a/b',
  'a\\b',
  'a?b',
  'a#b',
  'a,b',
  '%41',
  '-',
  '.',
  'a..b',
  'x'.repeat(300),
  `${'a'.repeat(64)}.de`,
  'a\tb',
]

describe('requests no browser sends answer 400, never 500 (docs/security.md)', () => {
  test.each(BAD_HOSTS.map((host) => [JSON.stringify(host).slice(0, 40), host]))(
    'Host %s: 400 on pages, /graphql, /healthz',
    async (_name, host) => {
      expect(BAD_HOSTS).toHaveLength(26)
      for (const path of ['/forum.html', '/graphql?query=%7B__typename%7D', '/healthz']) {
        const response = await rawRequest(
          port,
          Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, 'utf8'),
        )
        expect(response.status).toBe(400)
      }
    },
  )

  test('two Host headers or none: 400', async () => {
    for (const headers of ['Host: localhost\r\nHost: evil.example\r\n', '']) {
      const response = await rawRequest(
        port,
        `GET /forum.html HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`,
      )
      expect(response.status).toBe(400)
    }
  })

  test('well-formed hosts are served as before', async () => {
    for (const host of [
      'localhost',
      'tests.localhost:3000',
      '127.0.0.1:8080',
      '[::1]:3000',
      'www.motor-talk.de.',
    ]) {
      const response = await rawRequest(
        port,
        `GET /healthz HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      )
      expect(response.status).toBe(200)
    }
  })

  test('behind a proxy (TRUST_PROXY) a forwarded host that is no host name gets 400, never 500', async () => {
    const proxied = await testServer(database.db, { trustProxy: true })
    try {
      for (const url of ['/forum.html', '/graphql?query=%7B__typename%7D']) {
        for (const host of ['a b', 'evil.example:99999', '[::1']) {
          const response = await proxied.inject({ url, headers: { 'x-forwarded-host': host } })
          expect(response.statusCode, host).toBe(400)
        }
        // RFC 7239 Forwarded: the page handler's URL parser is the last guard
        for (const forwarded of ['host="a b"', 'host="[::1"', 'host=a@b']) {
          const response = await proxied.inject({ url, headers: { forwarded } })
          expect(response.statusCode, forwarded).toBeLessThan(500)
        }
      }
      const fine = await proxied.inject({
        url: '/healthz',
        headers: { 'x-forwarded-host': 'www.motor-talk.de' },
      })
      expect(fine.statusCode).toBe(200)
    } finally {
      await proxied.close()
    }
  })

  test('absolute-form request targets and OPTIONS * get 400', async () => {
    for (const line of [
      'GET http://evil.example/ HTTP/1.1',
      'GET http://evil.example/forum.html HTTP/1.1',
      'POST http://evil.example/graphql HTTP/1.1',
      'GET * HTTP/1.1',
      'OPTIONS * HTTP/1.1',
    ]) {
      const response = await rawRequest(
        port,
        `${line}\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      )
      expect(response.status, line).toBe(400)
      expect(response.body).toContain('Ungültige Anfrage')
    }
  })
})
