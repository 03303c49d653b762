import { flashNoticeOf, moderationNoticeOf } from '#domain/flash-notices.ts'
import { showToast } from './toast-store.ts'

// A write's success message carried by the address (domain/flash-notices.ts): shown once as a
// toast, then dropped from the address so that a reload does not show it again.

/** The fragment's notice (e.g. after a login or a saved form). */
export function showFlashNotice(hash: string): void {
  const notice = flashNoticeOf(hash)
  if (!notice) return
  showToast({ ...notice, level: 'success', icon: 'success' })
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
}

/** decision 021: a moderation action's confirmation, carried by the query. */
export function showModerationNotice(search: string): void {
  const found = moderationNoticeOf(search)
  if (!found) return
  showToast({ ...found.notice, level: 'success', icon: 'success' })
  window.history.replaceState(
    window.history.state,
    '',
    window.location.pathname + found.rest + window.location.hash,
  )
}
