import { isChunkLoadFailure } from './chunks.ts'

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
    event.preventDefault()
    offerReload('payload' in event ? event.payload : event)
  })
  target.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadFailure(event.reason)) offerReload(event.reason)
  })
}
