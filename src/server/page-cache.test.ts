import { expect, test } from 'vitest'
import { isShareable, PageCache } from './page-cache.ts'

const page = (text: string) => ({ status: 200, headers: [], body: new TextEncoder().encode(text) })

test('a page is rendered once and served from memory until it expires', async () => {
  let clock = 0
  const cache = new PageCache({ ttlMs: 1_000, now: () => clock })
  let renders = 0
  const render = async () => {
    renders += 1
    return page(`v${renders}`)
  }
  await cache.getOrRender('/forum.html', render)
  await cache.getOrRender('/forum.html', render)
  expect(renders).toBe(1)
  clock = 1_001
  const fresh = await cache.getOrRender('/forum.html', render)
  expect(new TextDecoder().decode(fresh!.body)).toBe('v2')
})

test('concurrent misses for one page render it once', async () => {
  const cache = new PageCache()
  let renders = 0
  const render = async () => {
    renders += 1
    await new Promise((resolve) => setTimeout(resolve, 10))
    return page('x')
  }
  await Promise.all([
    cache.getOrRender('a', render),
    cache.getOrRender('a', render),
    cache.getOrRender('a', render),
  ])
  expect(renders).toBe(1)
})

test('a write invalidates every page, also one being rendered during the write', async () => {
  const cache = new PageCache()
  await cache.getOrRender('a', async () => page('old'))
  let release: () => void = () => {}
  const slow = cache.getOrRender(
    'b',
    () => new Promise((resolve) => (release = () => resolve(page('stale')))),
  )
  cache.invalidate()
  release()
  await slow
  expect(cache.get('a')).toBeUndefined()
  expect(cache.get('b')).toBeUndefined()
})

test('responses that must not be shared are not stored', async () => {
  const cache = new PageCache()
  await cache.getOrRender('a', async () => null)
  expect(cache.size).toBe(0)
  expect(isShareable(new Response('x', { headers: { 'Cache-Control': 'public, s-maxage=60' } }))).toBe(true)
  expect(isShareable(new Response('x', { status: 404, headers: { 'Cache-Control': 's-maxage=60' } }))).toBe(
    false,
  )
  expect(isShareable(new Response('x', { headers: { 'Cache-Control': 'private' } }))).toBe(false)
  // issue 11 §16: an outage page is never kept, whatever a route said about caching
  const outage = new Response('x', {
    status: 503,
    headers: { 'Cache-Control': 's-maxage=60', 'Retry-After': '30' },
  })
  expect(isShareable(outage)).toBe(false)
  expect(
    isShareable(new Response('x', { headers: { 'Cache-Control': 's-maxage=60', 'Set-Cookie': 'a=b' } })),
  ).toBe(false)
})

test('the oldest page gives way when the cache is full', async () => {
  const cache = new PageCache({ maxEntries: 2 })
  for (const key of ['a', 'b', 'c']) await cache.getOrRender(key, async () => page(key))
  expect(cache.get('a')).toBeUndefined()
  expect(cache.get('c')).toBeDefined()
})
