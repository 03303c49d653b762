import { useEffect } from 'react'
import { showFlashNotice, showModerationNotice } from './address-notices.ts'
import { ReloadOffer } from './ReloadOffer.tsx'
import { Toasts } from './Toasts.tsx'

/**
 * A visitor's islands page's notices (decision 044): the address's notice, the toasts and the
 * reload offer after a failed chunk — what the app's root layout does for its pages.
 */
export function PageNotices() {
  useEffect(() => {
    showFlashNotice(window.location.hash)
    showModerationNotice(window.location.search)
  }, [])
  return (
    <>
      <Toasts />
      <ReloadOffer />
    </>
  )
}
