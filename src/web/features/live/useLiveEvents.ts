import { useEffect, useRef } from 'react'
import { useLocation, useRevalidator } from 'react-router'
import userHeaderQuery from '#graphql/operations/UserHeader.graphql?raw'
import { dataCall } from '../../ui/data-call.ts'
import type { HeaderData } from '../header/types.ts'
import { setLiveHeader } from './live-header.ts'

// decision 029: live replies and header counts. On a thread page (for everyone) and on every page for
// members, the browser keeps one server-sent event stream open (/live/events). A new reply in the
// open thread reloads the thread page's data in place (the post appears; what is being typed in
// the reply stays); a change of the member's counts reloads only the header (live-header.ts).

const THREAD_PATH = /^\/forum\/[^/]*-t(\d+)\.html$/

/** The thread of the current address, or null. */
export function liveThreadOf(pathname: string): number | null {
  const match = THREAD_PATH.exec(pathname)
  return match ? Number(match[1]) : null
}

export function useLiveEvents(isMember: boolean, loadedHeader: HeaderData | null) {
  const { pathname } = useLocation()
  const revalidator = useRevalidator()
  const threadId = liveThreadOf(pathname)
  // the header load the live data is fetched on top of (a navigation replaces both)
  const base = useRef(loadedHeader)
  base.current = loadedHeader
  // biome-ignore lint/correctness/useExhaustiveDependencies: one stream per thread and member state
  useEffect(() => {
    if (typeof EventSource === 'undefined' || (threadId === null && !isMember)) return
    const source = new EventSource(threadId === null ? '/live/events' : `/live/events?thread=${threadId}`)
    let page: ReturnType<typeof setTimeout> | undefined
    let header: ReturnType<typeof setTimeout> | undefined
    // several events in a burst cost one reload
    const refreshPage = () => {
      clearTimeout(page)
      page = setTimeout(() => void revalidator.revalidate(), 150)
    }
    const refreshHeader = () => {
      clearTimeout(header)
      header = setTimeout(async () => {
        const fetchedOn = base.current
        const result = await dataCall<{ user: { headerData: HeaderData | null } }>(
          'UserHeader',
          userHeaderQuery,
          {},
          { silent: true },
        )
        if (result.data && base.current === fetchedOn) setLiveHeader(fetchedOn, result.data.user.headerData)
      }, 150)
    }
    source.addEventListener('post', refreshPage)
    if (isMember) source.addEventListener('counts', refreshHeader)
    return () => {
      clearTimeout(page)
      clearTimeout(header)
      source.close()
    }
  }, [threadId, isMember])
}
