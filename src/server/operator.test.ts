import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { testServer } from '#testing/server.ts'

// decision 037: /metrics for operators only, and the browsers' error reports.

const TOKEN = 'geheimes-metrik-token-1234'
let database: TestDatabase
let app: FastifyInstance
const logLines: string[] = []
beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db, { logLines, metricsToken: TOKEN })
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

test('/metrics counts requests by route and status, with latencies, the page cache, jobs and the pool', async () => {
  await app.inject('/forum.html')
  await app.inject('/forum/gibt-es-nicht-t999999999.html')
  const metrics = await app.inject('/metrics')
  expect(metrics.statusCode).toBe(200)
  expect(metrics.headers['content-type']).toContain('text/plain; version=0.0.4')
  expect(metrics.body).toMatch(/http_requests_total\{route="\/forum\.html",method="GET",status="200"\} \d+/)
  expect(metrics.body).toMatch(/http_requests_total\{route="\/forum\/:file",method="GET",status="404"\} 1/)
  expect(metrics.body).toContain('http_request_duration_seconds_bucket{route="/forum.html",le="+Inf"}')
  expect(metrics.body).toMatch(/page_cache_misses_total \d+/)
  expect(metrics.body).toMatch(/jobs_pending \d+/)
  expect(metrics.body).toMatch(/jobs_failed \d+/)
  expect(metrics.body).toMatch(/db_pool_connections\{state="max"\} \d+/)
})

test('/metrics is not public: a request passed on by a proxy needs the token', async () => {
  const proxied = await app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } })
  expect(proxied.statusCode).toBe(404)
  expect(proxied.body).not.toContain('http_requests_total')
  const wrong = await app.inject({
    url: '/metrics',
    headers: { 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer falsch' },
  })
  expect(wrong.statusCode).toBe(404)
  const withToken = await app.inject({
    url: '/metrics',
    headers: { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${TOKEN}` },
  })
  expect(withToken.statusCode).toBe(200)
})

test('/metrics counts any of the five forwarding headers as "through a proxy", as the development mailbox does', async () => {
  for (const headers of [
    { 'x-forwarded-for': '127.0.0.1' },
    { forwarded: 'for=127.0.0.1' },
    { 'x-forwarded-host': 'localhost' },
    { 'x-real-ip': '127.0.0.1' },
    { via: '1.1 nginx' },
  ]) {
    const proxied = await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers })
    expect(proxied.statusCode, Object.keys(headers)[0]).toBe(404)
    expect(proxied.body).not.toContain('http_requests_total')
  }
  expect((await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200)
})

test('an error report with Origin: null (a sandboxed frame) or no origin at all is refused with 403, not 500', async () => {
  for (const origin of ['null', 'kein-ursprung', 'http://evil.example']) {
    const report = await app.inject({
      method: 'POST',
      url: '/fehlerbericht',
      headers: { 'content-type': 'application/json', origin, host: 'localhost' },
      payload: JSON.stringify({ message: 'x', page: '/' }),
    })
    expect(report.statusCode, origin).toBe(403)
  }
})

test('a browser’s uncaught error is logged with page and build; other sites and floods are refused', async () => {
  const report = await app.inject({
    method: 'POST',
    url: '/fehlerbericht',
    headers: { 'content-type': 'application/json', origin: 'http://localhost', host: 'localhost' },
    payload: JSON.stringify({
      message: 'TypeError: x is undefined',
      stack: 'at f (a.js:1)',
      page: '/forum.html',
      build: 'b42',
    }),
  })
  expect(report.statusCode).toBe(204)
  const line = logLines.find((entry) => entry.includes('TypeError: x is undefined'))
  expect(line).toBeDefined()
  expect(JSON.parse(line!)).toMatchObject({
    browserError: { page: '/forum.html', build: 'b42' },
    reqId: expect.any(String),
  })
  const foreign = await app.inject({
    method: 'POST',
    url: '/fehlerbericht',
    headers: { 'content-type': 'application/json', origin: 'https://evil.example', host: 'localhost' },
    payload: '{"message":"x"}',
  })
  expect(foreign.statusCode).toBe(403)
  const large = await app.inject({
    method: 'POST',
    url: '/fehlerbericht',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ message: 'x'.repeat(20_000) }),
  })
  expect(large.statusCode).toBe(413)
  const statuses: number[] = []
  for (let i = 0; i < 32; i += 1)
    statuses.push(
      (
        await app.inject({
          method: 'POST',
          url: '/fehlerbericht',
          headers: { 'content-type': 'application/json' },
          payload: '{"message":"Flut"}',
        })
      ).statusCode,
    )
  expect(statuses).toContain(429)
  expect((await app.inject('/metrics')).body).toMatch(/browser_errors_total \d+/)
})
