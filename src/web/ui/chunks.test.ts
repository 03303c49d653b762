import { afterEach, expect, test, vi } from 'vitest'
import { ChunkLoadError, CssChunkLoadError, isChunkLoadFailure, loadChunk } from './chunks.ts'

afterEach(() => {
  vi.useRealTimers()
})

test('a chunk that loads resolves with its module', async () => {
  expect(await loadChunk('Tools', async () => ({ default: 42 }))).toEqual({ default: 42 })
})

test('a chunk that takes longer than 120 s fails as ChunkLoadError of type timeout', async () => {
  vi.useFakeTimers()
  const pending = loadChunk('Tools', () => new Promise<never>(() => {}))
  const outcome = pending.catch((error: unknown) => error)
  await vi.advanceTimersByTimeAsync(119_999)
  vi.advanceTimersByTime(1)
  const error = await outcome
  expect(error).toBeInstanceOf(ChunkLoadError)
  expect(error).toMatchObject({ name: 'ChunkLoadError', type: 'timeout' })
  expect((error as Error).message).toMatch(/^Loading chunk Tools failed\./)
})

test('a browser import failure becomes ChunkLoadError "missing" with the failing address', async () => {
  const error = await loadChunk('Tools', () =>
    Promise.reject(
      new TypeError('Failed to fetch dynamically imported module: http://x/assets/Tools-abc.js'),
    ),
  ).catch((e: unknown) => e)
  expect(error).toMatchObject({
    name: 'ChunkLoadError',
    type: 'missing',
    request: 'http://x/assets/Tools-abc.js',
  })
  expect((error as Error).message).toBe(
    'Loading chunk Tools failed.\n(missing: http://x/assets/Tools-abc.js)',
  )
})

test('any other failure while loading is of type error', async () => {
  const error = await loadChunk('Tools', () => Promise.reject(new SyntaxError('Unexpected token'))).catch(
    (e: unknown) => e,
  )
  expect(error).toMatchObject({ name: 'ChunkLoadError', type: 'error' })
})

test('script and stylesheet chunk failures are recognised, other errors are not', () => {
  expect(isChunkLoadFailure(new ChunkLoadError('1', 'missing', '/assets/a.js'))).toBe(true)
  expect(isChunkLoadFailure(new CssChunkLoadError('/assets/a.css'))).toBe(true)
  expect(new CssChunkLoadError('/assets/a.css').code).toBe('CSS_CHUNK_LOAD_FAILED')
  expect(isChunkLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true)
  expect(isChunkLoadFailure(new Error('boom'))).toBe(false)
  expect(isChunkLoadFailure(null)).toBe(false)
})

test('Vite’s preload errors become CSS_CHUNK_LOAD_FAILED for stylesheets and ChunkLoadError for scripts', async () => {
  const { preloadFailure } = await import('./reload-offer.ts')
  const css = preloadFailure(new Error('Unable to preload CSS for /assets/ConsentSettings-DIx.css'))
  expect(css).toMatchObject({ code: 'CSS_CHUNK_LOAD_FAILED', request: '/assets/ConsentSettings-DIx.css' })
  const script = preloadFailure(
    new TypeError('Failed to fetch dynamically imported module: http://x/assets/a-1.js'),
  )
  expect(script).toMatchObject({ name: 'ChunkLoadError', type: 'missing', request: 'http://x/assets/a-1.js' })
})
