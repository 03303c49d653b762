// spec 000 §7: the data-call client sends an API key, a client id, the vertical and the company
// with every call, so that the GraphQL endpoint can tell the web, the apps' web views and the
// apps apart (for its metrics and logs). Browser-safe: the web client and the server share it.

export const CLIENT_HEADERS = {
  apiKey: 'X-Api-Key',
  clientId: 'X-Client-Id',
  vertical: 'X-Vertical',
  company: 'X-Company',
} as const

/**
 * The web client's API key. Public like the page that sends it: it names the client, it grants
 * nothing (the session cookie and the CSRF token do, docs/security.md).
 */
export const WEB_API_KEY = 'mt-web-2026'

/** The company the platform belongs to (the header's value). */
export const COMPANY = 'motor-talk'

/** The client ids of the web client: its phone and desktop layouts, and inside an app's web view. */
export type WebClientId = 'web-mobile' | 'web-desktop' | 'webview'

export type ClientKind = 'web' | 'webview' | 'app' | 'unknown'

export const CLIENT_KINDS: readonly ClientKind[] = ['web', 'webview', 'app', 'unknown']

/** Which kind of client sent a call, from its client id ('android-…', 'ios-…' are the apps'). */
export function clientKindOf(clientId: string | null | undefined): ClientKind {
  const id = (clientId ?? '').trim().toLowerCase()
  if (id === 'web-mobile' || id === 'web-desktop') return 'web'
  if (id === 'webview') return 'webview'
  if (/^(android|ios)(-[\w.-]{1,40})?$/.test(id)) return 'app'
  return 'unknown'
}
