import { hydrateRoot } from 'react-dom/client'
import { ERROR_REPORT_PATH, reportUncaughtErrors } from '../ui/error-reporter.ts'
import { offerReload, watchChunkFailures } from '../ui/reload-offer.ts'
import { ISLANDS } from './registry.ts'

// decision 044: the script of a visitor's islands page. No router: each part the server marked as
// an island (ui/Island.tsx) is hydrated where it stands, with the props written beside it; the
// rest of the page is server HTML that works as it does without JavaScript.

watchChunkFailures(window)
reportUncaughtErrors(
  window,
  (body) => navigator.sendBeacon(ERROR_REPORT_PATH, new Blob([body], { type: 'application/json' })),
  () => ({ page: `${location.pathname}${location.search}`, build: 'islands' }),
)

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island
  if (!name || !(name in ISLANDS)) return
  try {
    const Component = (await ISLANDS[name as keyof typeof ISLANDS]()) as (props: object) => React.ReactNode
    const props = JSON.parse(element.dataset.props ?? '{}') as object
    hydrateRoot(element, <Component {...props} />, { identifierPrefix: element.dataset.prefix ?? '' })
  } catch (error) {
    // a chunk that did not load: the part stays as the server sent it, the page offers a reload
    offerReload(error)
  }
}

await Promise.all([...document.querySelectorAll<HTMLElement>('[data-island]')].map(hydrateIsland))
// Tests wait for this before clicking (STACK-NOTES trap 12), as on the app's pages.
document.documentElement.dataset.hydrated = 'true'
