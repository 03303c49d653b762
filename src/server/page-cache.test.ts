import { expect, test } from 'vitest'
import { isShareable, PageCache, threadOfPath } from './page-cache.ts'

const page = (text: string) => ({ status: 200, headers: [], body: new TextEncoder().encode(text) })

test('a page is rendered once and served from memory until it expires', async () => {
  let clock = 0
  const cache = new PageCache({ ttlMs: 1_000, staleMs: 0, now: () => clock })
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

test('an expired page is served stale while one render replaces it; a write is never served stale', async () => {
  let clock = 0
  const cache = new PageCache({ ttlMs: 1_000, staleMs: 5_000, now: () => clock })
  let renders = 0
  let release: () => void = () => {}
  const render = () =>
    new Promise<ReturnType<typeof page>>((resolve) => {
      renders += 1
      const text = `v${renders}`
      release = () => resolve(page(text))
    })
  const first = cache.getOrRender('/forum.html', render)
  release()
  await first
  clock = 1_500
  // a burst after expiry: all answered at once with the old page, one render behind them
  const burst = await Promise.all([1, 2, 3].map(() => cache.getOrRender('/forum.html', render)))
  expect(burst.map((served) => [new TextDecoder().decode(served!.body), served!.stale])).toEqual([
    ['v1', true],
    ['v1', true],
    ['v1', true],
  ])
  expect(renders).toBe(2)
  release()
  await new Promise((resolve) => setTimeout(resolve, 0))
  const next = await cache.getOrRender('/forum.html', render)
  expect([new TextDecoder().decode(next!.body), next!.stale]).toEqual(['v2', undefined])
  expect(cache.staleHits).toBe(3)

  // past the grace the page is rendered before it is served
  clock = 1_500 + 1_000 + 5_000
  const late = cache.getOrRender('/forum.html', render)
  release()
  expect(new TextDecoder().decode((await late)!.body)).toBe('v3')

  // a write drops the page at once: the next reader waits for the new render
  cache.invalidate()
  clock += 2_000
  const afterWrite = cache.getOrRender('/forum.html', render)
  release()
  expect([new TextDecoder().decode((await afterWrite)!.body), (await afterWrite)!.stale]).toEqual([
    'v4',
    undefined,
  ])
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
  // decision 016: an outage page is never kept, whatever a route said about caching
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

test('a write to one thread drops its pages and the listings, and keeps other threads’ pages', async () => {
  const cache = new PageCache()
  await cache.getOrRender('/forum/golf-t1.html', async () => page('t1'), 1)
  await cache.getOrRender('/forum/golf-t1.html?page=2', async () => page('t1p2'), 1)
  await cache.getOrRender('/forum/polo-t2.html', async () => page('t2'), 2)
  await cache.getOrRender('/forum/vw-b200.html', async () => page('board'))
  await cache.getOrRender('/forum.html', async () => page('forum'))
  // a page of thread 2 being rendered while thread 1 gets a reply stays valid
  let release: () => void = () => {}
  const other = cache.getOrRender(
    '/forum/polo-t2.html?page=1',
    () => new Promise((resolve) => (release = () => resolve(page('t2p1')))),
    2,
  )
  // … and one of thread 1 does not: it may have read the thread before the reply
  let releaseOwn: () => void = () => {}
  const own = cache.getOrRender(
    '/forum/golf-t1.html?page=3',
    () => new Promise((resolve) => (releaseOwn = () => resolve(page('t1p3')))),
    1,
  )
  cache.invalidate({ threadId: 1 })
  release()
  releaseOwn()
  await Promise.all([other, own])
  expect(cache.get('/forum/golf-t1.html')).toBeUndefined()
  expect(cache.get('/forum/golf-t1.html?page=2')).toBeUndefined()
  expect(cache.get('/forum/golf-t1.html?page=3')).toBeUndefined()
  expect(cache.get('/forum/vw-b200.html')).toBeUndefined()
  expect(cache.get('/forum.html')).toBeUndefined()
  expect(cache.get('/forum/polo-t2.html')).toBeDefined()
  expect(cache.get('/forum/polo-t2.html?page=1')).toBeDefined()
  // a write that may show anywhere (no change given) drops everything
  cache.invalidate()
  expect(cache.get('/forum/polo-t2.html')).toBeUndefined()
})

test('a thread page is known by its path', () => {
  expect(threadOfPath('/forum/vw-golf-ruckeln-beim-kaltstart-t825.html')).toBe(825)
  expect(threadOfPath('/forum/t825.html')).toBe(825)
  expect(threadOfPath('/forum/vw-golf-b825.html')).toBeNull()
  expect(threadOfPath('/forum/aktion/PostJump.html')).toBeNull()
  expect(threadOfPath('/forum.html')).toBeNull()
  expect(threadOfPath('/forum/x-t825.html/bilder')).toBeNull()
})
