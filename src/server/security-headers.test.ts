import { createHash } from 'node:crypto'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// docs/security.md: security headers on every kind of answer.

let database: TestDatabase
let app: FastifyInstance
let behindProxy: FastifyInstance
beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db)
  behindProxy = await testServer(database.db, { trustProxy: true })
})
afterAll(async () => {
  await app.close()
  await behindProxy.close()
  await database.drop()
})

function expectSecurityHeaders(response: LightMyRequestResponse): void {
  const csp = String(response.headers['content-security-policy'])
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("base-uri 'self'")
  expect(response.headers['x-content-type-options']).toBe('nosniff')
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(response.headers['x-frame-options']).toBe('DENY')
}

test('a visitor page, its cached copy (X-Cache HIT) and a member page carry the security headers', async () => {
  const first = await app.inject('/forum.html?headers-test=1')
  expect(first.headers['x-cache']).toBe('MISS')
  expectSecurityHeaders(first)
  const cached = await app.inject('/forum.html?headers-test=1')
  expect(cached.headers['x-cache']).toBe('HIT')
  expectSecurityHeaders(cached)
  const member = await app.inject({
    url: '/forum.html',
    cookies: { mt_session: await logIn(app, 'demo-mitglied') },
  })
  expect(member.statusCode).toBe(200)
  expectSecurityHeaders(member)
})

/** The inline scripts of a page, as the browser hashes them. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !attributes.includes('src='))
    .map(([, , body = '']) => body)
}

/**
 * `minimum`: the app's pages carry at least the boot script, React Router's context and its module
 * import; a visitor's islands page (decision 044) only the boot script inline (its entry is a file).
 */
function expectScriptsAllowedByHash(response: LightMyRequestResponse, minimum = 3): void {
  const policy = String(response.headers['content-security-policy'])
  const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? ''
  expect(scriptSrc).toContain("'self'")
  expect(scriptSrc).not.toContain('unsafe-inline')
  expect(scriptSrc).not.toContain('*')
  const scripts = inlineScripts(response.body)
  expect(scripts.length).toBeGreaterThanOrEqual(minimum)
  for (const script of scripts) {
    const hash = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
    expect(scriptSrc).toContain(hash)
  }
}

test('pages allow exactly their own inline scripts by hash, also when served from the cache and to members', async () => {
  const first = await app.inject('/forum.html?csp-test=1')
  expectScriptsAllowedByHash(first, 1)
  const cached = await app.inject('/forum.html?csp-test=1')
  expect(cached.headers['x-cache']).toBe('HIT')
  expect(cached.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
  expectScriptsAllowedByHash(cached, 1)
  const board = await app.inject('/forum/vw-b200.html')
  expectScriptsAllowedByHash(board, 1)
  expectScriptsAllowedByHash(await app.inject('/'))
  const member = await app.inject({ url: '/', cookies: { mt_session: await logIn(app, 'demo-mitglied') } })
  expectScriptsAllowedByHash(member)
  // the consent-gated Utiq loader comes from the site's first-party subdomain (decision 013)
  expect(member.headers['content-security-policy']).toContain('https://utiq.localhost')
  expectScriptsAllowedByHash(await app.inject('/gibt-es-nicht'))
})

test('error pages, /graphql, /healthz and static files carry them too', async () => {
  for (const url of ['/gibt-es-nicht', '/graphql?query=%7B__typename%7D', '/healthz', '/favicon.svg']) {
    expectSecurityHeaders(await app.inject(url))
  }
})

test('HSTS only over HTTPS: never over plain HTTP, never from a forged X-Forwarded-Proto', async () => {
  expect((await app.inject('/forum.html')).headers['strict-transport-security']).toBeUndefined()
  const forged = await app.inject({ url: '/forum.html', headers: { 'x-forwarded-proto': 'https' } })
  expect(forged.headers['strict-transport-security']).toBeUndefined()
  const proxied = await behindProxy.inject({ url: '/forum.html', headers: { 'x-forwarded-proto': 'https' } })
  expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000')
  expectSecurityHeaders(proxied)
})
