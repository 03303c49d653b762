import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { watchChunkFailures } from './ui/reload-offer.ts'

// spec 000 §8, spec 001 §8: chunk failures the page did not catch itself (Vite's preload of a
// route's scripts and stylesheets) turn on the reload offer; uncaught window errors are reported.
watchChunkFailures(window)
window.addEventListener('error', (event) => {
  console.error('Uncaught error', event.error ?? event.message)
})

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
