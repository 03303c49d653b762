import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { ERROR_REPORT_PATH, reportUncaughtErrors } from './ui/error-reporter.ts'
import { watchChunkFailures } from './ui/reload-offer.ts'

// spec 000 §8, spec 001 §8: chunk failures the page did not catch itself (Vite's preload of a
// route's scripts and stylesheets) turn on the reload offer; uncaught window errors are reported.
watchChunkFailures(window)
window.addEventListener('error', (event) => {
  console.error('Uncaught error', event.error ?? event.message)
})
reportUncaughtErrors(
  window,
  (body) => navigator.sendBeacon(ERROR_REPORT_PATH, new Blob([body], { type: 'application/json' })),
  () => ({
    page: `${location.pathname}${location.search}`,
    build:
      (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version ??
      'unbekannt',
  }),
)

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
