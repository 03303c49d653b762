import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { listen, rawRequest } from '#testing/raw-http.ts'
import { testServer } from '#testing/server.ts'

// docs/security.md (fuzz finding): a body that never arrives held its connection for Node's default
// 300 s; junk requests wrote stack traces into the log.

let database: TestDatabase
let app: FastifyInstance
let port: number
const logLines: string[] = []
beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db, { requestTimeoutMs: 400, logLines })
  port = await listen(app)
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

test('a body that stops short of its Content-Length gets 408 and the connection closes', async () => {
  const started = Date.now()
  const response = await rawRequest(
    port,
    'POST /login.html HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
      'Content-Length: 100\r\n\r\nusername=a',
    10_000,
  )
  expect(response.status).toBe(408)
  expect(Date.now() - started).toBeLessThan(5_000)
})

test('a stalled chunked body gets 408 as well', async () => {
  const response = await rawRequest(
    port,
    'POST /forum/aktion/QuickPost.html HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhallo\r\n',
    10_000,
  )
  expect(response.status).toBe(408)
})

test('a form posted from another site gets the German 403 page (also with Origin: null), its own site the action', async () => {
  for (const origin of ['https://evil.example', 'null', 'http://localhost:1']) {
    const response = await app.inject({
      method: 'POST',
      url: '/login.html',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&password=b',
    })
    expect(response.statusCode).toBe(403)
    expect(response.body).toContain('Zugriff verweigert')
  }
  const own = await app.inject({
    method: 'POST',
    url: '/login.html',
    headers: { origin: 'http://localhost', 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'username=a&password=b',
  })
  expect(own.statusCode).toBe(403) // our own CSRF check: no token
  expect(own.body).toContain('Das Formular ist abgelaufen')
})

test('a request no route takes is logged in one line, without a stack trace', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    const options = await app.inject({ method: 'OPTIONS', url: '/forum.html' })
    expect(options.statusCode).toBeLessThan(500)
    expect(error).not.toHaveBeenCalled()
    const entries = logLines.map((line): unknown => JSON.parse(line))
    expect(entries).toContainEqual(
      expect.objectContaining({ msg: 'Anfrage abgelehnt', method: 'OPTIONS', path: '/forum.html' }),
    )
    expect(logLines.join('\n')).not.toMatch(/\\n\s+at /)
  } finally {
    error.mockRestore()
  }
})
