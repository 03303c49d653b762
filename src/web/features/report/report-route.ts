import { data } from 'react-router'
import type { AppContext } from '../../context.ts'
import { reasonOf } from '../../errors.ts'
import { NO_STORE } from '../../forms.ts'

// The in-page report dialog (the `Melden` menus) loads /melden/…?dialog=1 with a fetcher. A
// fetcher's error would replace the page behind with the error page; in-page, a failure is
// data instead, and the menu shows the toast of spec 001 §8 ('Ups, das hat nicht geklappt').

export const DIALOG_PARAM = 'dialog'

/** A fetcher's data request (`….data?dialog=1`); a page request keeps its error page. */
export function inDialog(request: Request): boolean {
  const url = new URL(request.url)
  return url.pathname.endsWith('.data') && url.searchParams.get(DIALOG_PARAM) === '1'
}

/** The /melden address the in-page dialog loads and posts to. */
export function dialogPath(reportPath: string): string {
  return `${reportPath}${reportPath.includes('?') ? '&' : '?'}${DIALOG_PARAM}=1`
}

export interface DialogUnavailable {
  kind: 'unavailable'
}

/** A redirect (login) still happens; anything else becomes 'unavailable' for the toast. */
export function unavailableInDialog(error: unknown, app: AppContext) {
  if (error instanceof Response && error.status >= 300 && error.status < 400) throw error
  const status =
    typeof error === 'object' && error !== null && 'init' in error
      ? ((error as { init?: { status?: number } }).init?.status ?? 500)
      : 500
  if (status >= 500) {
    app.log.error('Report dialog failed', {
      reason: reasonOf(error),
      message: error instanceof Error ? error.message : String(error),
    })
  }
  const unavailable: DialogUnavailable = { kind: 'unavailable' }
  return data(unavailable, { headers: NO_STORE })
}
