import { createContext, type RouterContext } from 'react-router'
import type { KeptText } from '#domain/kept-text.ts'
import type { SiteVariant } from '#domain/variants.ts'
import type { CurrentUser, RunOperation } from '#graphql/operations/types.ts'
import type { Services } from '#services/services.ts'

/** What the server hands every route loader (set in server/plugins/ssr.ts). */
export interface AppContext {
  /** Runs a named GraphQL operation in-process for the current viewer. */
  query: RunOperation
  variant: SiteVariant
  /** The logged-in member (WhoAmI, resolved before the first render), or null for a visitor. */
  viewer: CurrentUser | null
  /** The member's session: its CSRF token goes into every form and the logout link. */
  session: { csrfToken: string } | null
  /** The write side (same instances the GraphQL mutations use). */
  services: Services
  client: { ip: string | null; userAgent: string | null }
  /** Served over HTTPS: cookies get the Secure flag. */
  secure: boolean
  /**
   * What one request shares between its action and the loaders React Router runs after it,
   * e.g. a visitor's new CSRF token (made once, or form and cookie would disagree).
   * `databaseUnavailable` (decision 016): the database failed during this request; the page
   * then answers 503 (set by the server and by entry.server's handleError). `keptTexts`: what a
   * form posted during the outage carried, shown again on the 503 page (DESIGN.md: nothing typed
   * is lost).
   */
  requestState: { csrfToken: string | null; databaseUnavailable: boolean; keptTexts?: KeptText[] }
  /** One clock per request, so every relative time on a page agrees with hydration. */
  now: Date
  appEnv: 'development' | 'test' | 'production'
  /**
   * A status the server refuses this request with before any route runs (docs/security.md: 413 for
   * a body over its limit; 403 for a form posted from another site); the root middleware turns
   * it into the error page.
   */
  refusal: number | null
  log: {
    error(message: string, detail?: Record<string, unknown>): void
    warn(message: string, detail?: Record<string, unknown>): void
  }
}

// The server runs from source and the route modules from the build, each with its own copy of
// this module; the key must be one object for both (STACK-NOTES trap 6).
const KEY = Symbol.for('motorforum.appContext')
const registry = globalThis as { [KEY]?: RouterContext<AppContext> }
registry[KEY] ??= createContext<AppContext>()

export const appContext: RouterContext<AppContext> = registry[KEY]
