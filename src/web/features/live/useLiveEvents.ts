import { useEffect } from 'react'
import { useLocation, useRevalidator } from 'react-router'

// issue 15: live replies and header counts. On a thread page (for everyone) and on every page for
// members, the browser keeps one server-sent event stream open (/live/events); a new reply in the
// open thread or a change of the member's counts reloads the page's data in place — the new post
// appears, the badges change — without a reload and without losing what is being typed.

const THREAD_PATH = /^\/forum\/[^/]*-t(\d+)\.html$/

/** The thread of the current address, or null. */
export function liveThreadOf(pathname: string): number | null {
  const match = THREAD_PATH.exec(pathname)
  return match ? Number(match[1]) : null
}

export function useLiveEvents(isMember: boolean) {
  const { pathname } = useLocation()
  const revalidator = useRevalidator()
  const threadId = liveThreadOf(pathname)
  // biome-ignore lint/correctness/useExhaustiveDependencies: one stream per thread and member state
  useEffect(() => {
    if (typeof EventSource === 'undefined' || (threadId === null && !isMember)) return
    const source = new EventSource(threadId === null ? '/live/events' : `/live/events?thread=${threadId}`)
    let timer: ReturnType<typeof setTimeout> | undefined
    // several events in a burst cost one reload
    const refresh = () => {
      clearTimeout(timer)
      timer = setTimeout(() => void revalidator.revalidate(), 150)
    }
    source.addEventListener('post', refresh)
    source.addEventListener('counts', refresh)
    return () => {
      clearTimeout(timer)
      source.close()
    }
  }, [threadId, isMember])
}
