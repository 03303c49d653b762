import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { testServer } from '#testing/server.ts'

// /metrics labels requests by route pattern (metrics.ts, page-routes.ts): paths a visitor makes
// up cannot fill the label set, and real routes keep being counted under their own label.

let database: TestDatabase
let app: FastifyInstance
beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db)
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

function routeLabels(metrics: string): Set<string> {
  return new Set([...metrics.matchAll(/^http_requests_total\{route="([^"]*)"/gm)].map((match) => match[1]!))
}

test('1,000 made-up paths leave the route labels bounded; a real page is still counted under its own pattern', async () => {
  // React Router's data requests (.data) are answered without rendering a page, so 1,000 of them
  // are quick; every tenth path asks for the HTML 404 page
  const shapes = [
    (token: string) => `/${token}.data`,
    (token: string) => `/probe/${token}/x.data`,
    (token: string) => `/forum/${token}/${token}.data`,
    (token: string) => `/info/${token}.data`,
    (token: string) => `/${token}.php.data`,
  ]
  const paths = Array.from({ length: 1_000 }, (_, index) => {
    const token = randomBytes(6).toString('hex')
    return index % 10 === 0 ? `/${token}/${token}` : shapes[index % shapes.length]!(token)
  })
  for (let start = 0; start < paths.length; start += 20) {
    const answers = await Promise.all(paths.slice(start, start + 20).map((url) => app.inject(url)))
    for (const answer of answers) expect(answer.statusCode).toBe(404)
  }
  const threadPage = await app.inject('/forum/vw-b200.html')
  expect(threadPage.statusCode).toBe(200)
  const metrics = await app.inject('/metrics')
  expect(metrics.statusCode).toBe(200)
  const labels = routeLabels(metrics.body)
  // the 404 page, the unknown /info page, /forum/:file and whatever Fastify's own patterns are
  expect(labels.size).toBeLessThan(12)
  expect([...labels].filter((label) => /[0-9a-f]{12}/.test(label))).toEqual([])
  expect(labels).toContain('not-found')
  expect(labels).not.toContain('other')
  expect(metrics.body).toMatch(/http_requests_total\{route="\/forum\/:file",method="GET",status="200"\} \d+/)
})

test("/metrics counts GraphQL calls by client kind: the web, an app's web view, the apps (spec 000 §7)", async () => {
  const call = (clientId: string | null) =>
    app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        ...(clientId
          ? { 'x-client-id': clientId, 'x-api-key': 'mt-web-2026', 'x-company': 'motor-talk' }
          : {}),
      },
      payload: { query: '{ __typename }' },
    })
  for (const clientId of ['web-desktop', 'web-mobile', 'webview', 'android-5.12.0', null])
    expect((await call(clientId)).statusCode).toBe(200)
  const metrics = (await app.inject('/metrics')).body
  const count = (kind: string) =>
    Number(new RegExp(`^graphql_requests_${kind}_total (\\d+)$`, 'm').exec(metrics)?.[1])
  expect(count('web')).toBeGreaterThanOrEqual(2)
  expect(count('webview')).toBe(1)
  expect(count('app')).toBe(1)
  expect(count('unknown')).toBeGreaterThanOrEqual(1)
})
