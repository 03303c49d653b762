import { useSyncExternalStore } from 'react'
import type { HeaderData } from '../header/types.ts'

// decision 029: the member header's data as a live event last fetched it. A change of the member's
// counts refreshes only the header (GraphQL UserHeader), never the page's own data: a form being
// filled in must not be reloaded under the member's fingers. The refreshed data holds until the
// next navigation brings fresh data from the server (`base` tells which load it belongs to).

interface LiveHeader {
  base: unknown
  data: HeaderData | null
}

let current: LiveHeader | null = null
const listeners = new Set<() => void>()

export function setLiveHeader(base: unknown, data: HeaderData | null) {
  current = { base, data }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The header data to show: the live one if it was fetched on top of this load, else the loaded one. */
export function useHeaderData(loaded: HeaderData | null): HeaderData | null {
  const live = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
  return live !== null && live.base === loaded ? live.data : loaded
}
