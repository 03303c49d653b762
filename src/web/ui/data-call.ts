import { CLIENT_HEADERS, COMPANY, WEB_API_KEY, type WebClientId } from '#domain/client-kind.ts'
import { MOBILE_MAX_WIDTH } from '#domain/limits.ts'
import { showToast, type ToastInput } from './toast-store.ts'

// The browser's data calls (spec 000 §7, §8): POST to /graphql with same-origin credentials and
// the client's headers. Failures never throw into the page: the caller gets empty data, the
// console gets the details, and the user gets one toast unless the call is silent or runs on
// the server.

export const GRAPHQL_PATH = '/graphql'

/** spec 000 §8: the toast for failed calls. */
export const DATA_CALL_ERROR_TOAST: ToastInput = {
  title: 'Fehler',
  body: 'Bitte entschuldige, wir konnten Deine Aktion nicht ausführen. Bitte versuche es erneut!',
  level: 'error',
}

/** A response error entry (spec 000 §7): reason, message, description, locations, path. */
export interface DataCallError {
  message: string
  reason?: string
  description?: string
  locations?: { line: number; column: number }[]
  path?: (string | number)[]
}

export interface DataCallResult<T> {
  data: T | null
  errors: DataCallError[]
}

export interface DataCallOptions {
  /** No toast on failure (spec 000 §8: "unless the call is marked silent"). */
  silent?: boolean
  signal?: AbortSignal
  /** Seams for tests and for server-side use; the browser's own by default. */
  fetch?: typeof fetch
  notify?: (toast: ToastInput) => void
  log?: Pick<Console, 'error' | 'warn'>
  onServer?: boolean
  /** A mutation: the session's CSRF token, sent as X-CSRF-Token (members only). */
  csrf?: string
}

/**
 * spec 000 §7: a client id for the web client's mobile or desktop layout, or 'webview' inside an
 * app's web view (the boot script marks it on <html>, docs/decisions/010-frame-state-classes.md).
 */
export function clientId(): WebClientId {
  if (typeof document !== 'undefined' && document.documentElement.classList.contains('webview'))
    return 'webview'
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'web-desktop'
  return window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches ? 'web-mobile' : 'web-desktop'
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
}

function errorEntries(value: unknown): DataCallError[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (entry): entry is DataCallError =>
      typeof entry === 'object' && entry !== null && typeof (entry as DataCallError).message === 'string',
  )
}

export async function dataCall<T>(
  operationName: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: DataCallOptions = {},
): Promise<DataCallResult<T>> {
  const log = options.log ?? console
  const onServer = options.onServer ?? typeof window === 'undefined'
  const notify = options.notify ?? showToast
  const empty: DataCallResult<T> = { data: null, errors: [] }
  const complain = () => {
    if (!options.silent && !onServer) notify(DATA_CALL_ERROR_TOAST)
  }
  const platform = typeof document === 'undefined' ? undefined : document.documentElement.dataset.platform

  let response: Response
  try {
    response = await (options.fetch ?? fetch)(GRAPHQL_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      signal: options.signal,
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        [CLIENT_HEADERS.apiKey]: WEB_API_KEY,
        [CLIENT_HEADERS.clientId]: clientId(),
        [CLIENT_HEADERS.company]: COMPANY,
        ...(platform ? { [CLIENT_HEADERS.vertical]: platform } : {}),
        ...(options.csrf ? { 'X-CSRF-Token': options.csrf } : {}),
      },
      body: JSON.stringify({ operationName, query, variables }),
    })
  } catch (error) {
    if (isAbort(error)) {
      log.warn(`${operationName}: Anfrage abgebrochen`)
      return empty
    }
    log.error(`${operationName}: Anfrage fehlgeschlagen`, error)
    return empty
  }

  if (response.status !== 200) {
    log.error(`${operationName}: HTTP ${response.status}`)
    complain()
    return empty
  }

  let payload: unknown
  try {
    payload = await response.json()
  } catch (error) {
    if (isAbort(error)) {
      log.warn(`${operationName}: Anfrage abgebrochen`)
      return empty
    }
    log.error(`${operationName}: Antwort nicht lesbar`, error)
    complain()
    return empty
  }
  const body = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {}
  const errors = errorEntries(body.errors)
  if (errors.length > 0) {
    log.error(`${operationName}: Fehler in der Antwort`, errors)
    // errors without a reason are unexpected ones: the user hears about them
    if (errors.some((entry) => !entry.reason)) complain()
  }
  return { data: (body.data as T | undefined) ?? null, errors }
}
