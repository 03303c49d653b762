import { ChunkLoadError, CssChunkLoadError, isChunkLoadFailure } from './chunks.ts'

// A failed chunk anywhere on the page (a lazy component, a route's stylesheet, Vite's preload)
// turns on the reload offer. One flag for the whole page.

let failed = false
const listeners = new Set<() => void>()

export const reloadOfferStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: () => failed,
}

export function offerReload(error: unknown): void {
  console.error(error)
  if (failed) return
  failed = true
  for (const listener of listeners) listener()
}

/** Global listeners for chunk failures the page itself did not catch (entry.client). */
export function watchChunkFailures(target: Window): void {
  // Vite's preload helper reports failed script and stylesheet preloads here.
  target.addEventListener('vite:preloadError', (event) => {
    const failure = preloadFailure('payload' in event ? event.payload : undefined)
    // A missing stylesheet: the script goes on without it, the page offers a reload. A missing
    // script stays an error for whoever imported it (loadChunk, React Router), which decides.
    if (failure instanceof CssChunkLoadError) {
      event.preventDefault()
      offerReload(failure)
    }
  })
  target.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadFailure(event.reason)) offerReload(event.reason)
  })
}

/** Vite's preload error as the spec names it: CSS_CHUNK_LOAD_FAILED for stylesheets, else ChunkLoadError. */
export function preloadFailure(payload: unknown): ChunkLoadError | CssChunkLoadError {
  const message = payload instanceof Error ? payload.message : String(payload)
  const request = /(\S+\.(?:css|js))\b/.exec(message)?.[1] ?? 'unbekannt'
  return request.endsWith('.css')
    ? new CssChunkLoadError(request, { cause: payload })
    : new ChunkLoadError(request.replace(/^.*\//, ''), 'missing', request, { cause: payload })
}
