import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { testServer } from '#testing/server.ts'

// decision 035: the browser's scripts and stylesheets are built once as brotli and gzip
// (scripts/precompress.ts) and served in the encoding the browser accepts, never compressed per
// request and never uncompressed to a browser that takes brotli.

let database: TestDatabase
let app: FastifyInstance
beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db, { pageCacheTtlMs: 0 })
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

async function assetsOf(path: string): Promise<string[]> {
  const page = await app.inject({ url: path })
  return [...new Set(page.body.match(/\/(?:islands\/)?assets\/[^"]+\.(?:js|css)/g) ?? [])]
}

test('a page’s scripts and styles come as brotli or gzip, whichever the browser takes', async () => {
  // the app's page (home) and a visitor's islands page (the forum home, decision 044)
  const assets = [...(await assetsOf('/')), ...(await assetsOf('/forum.html'))]
  expect(assets.some((asset) => asset.startsWith('/islands/assets/entry-'))).toBe(true)
  const entry = assets.find((asset) => asset.includes('entry.client'))!
  const plain = await app.inject({ url: entry })
  expect(plain.statusCode).toBe(200)
  expect(plain.headers['content-encoding']).toBeUndefined()

  const brotli = await app.inject({ url: entry, headers: { 'accept-encoding': 'gzip, deflate, br' } })
  expect(brotli.headers['content-encoding']).toBe('br')
  expect(brotli.headers.vary).toMatch(/accept-encoding/i)
  expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(brotli.headers['content-type']).toMatch(/javascript/)
  expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
  expect(brotliDecompressSync(brotli.rawPayload).equals(plain.rawPayload)).toBe(true)

  const gzip = await app.inject({ url: entry, headers: { 'accept-encoding': 'gzip' } })
  expect(gzip.headers['content-encoding']).toBe('gzip')
  expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true)

  // every script and stylesheet of any size worth it, including React Router's manifest
  for (const asset of assets) {
    const answer = await app.inject({ url: asset, headers: { 'accept-encoding': 'br' } })
    expect(answer.statusCode, asset).toBe(200)
    if (answer.rawPayload.length > 1024) expect(answer.headers['content-encoding'], asset).toBe('br')
  }
})
