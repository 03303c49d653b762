import { createContext } from 'react-router'
import { parsePage } from '#domain/ids.ts'
import { parseForumSlug } from '#domain/routes.ts'
import { boardFeedPath } from '#domain/sitemap.ts'
import { pageTitle } from '#domain/titles.ts'
import { PUBLIC_CACHE } from '../cache.ts'
import { appContext } from '../context.ts'
import { fail } from '../errors.ts'
import { BoardPage } from '../features/board/BoardPage.tsx'
import { loadBoardPage } from '../features/board/load-board-page.ts'
import { loadThreadPage } from '../features/thread/load-thread-page.ts'
import { ThreadPage } from '../features/thread/ThreadPage.tsx'
import type { IslandsHandle } from '../islands/context.ts'
import { useRootData } from '../root.tsx'
import { feedLink, socialMeta } from '../social-meta.ts'
import type { Route } from './+types/forum-page.ts'

// /forum/{slug}.html (spec 001 §2): a slug ending in -b{id} is a board's topic list, -t{id} a
// thread; anything else is 404 InvalidRouteSlug, an id out of range 404 InvalidBoardId or
// InvalidThreadId (spec 001 §8).

/** spec 001 §2: app-banner tags (the real store ids are not part of the spec). */
const APP_BANNER = [
  { name: 'apple-itunes-app', content: 'app-id=000000000' },
  { name: 'google-play-app', content: 'app-id=de.motortalk.app' },
]

/** The member's read position of the thread before this view (null: not followed, or a visitor). */
const readBefore = createContext<number | null>(null)

/**
 * decisions 028–031: a member viewing a page of a followed thread has read it to that page's end. This runs
 * before every loader, the header's included, so the badge and the `Themen` flyout on this very
 * page already count the thread as read; the loader gets the first unread post for its divider.
 */
/** decision 044: a visitor's board and thread pages are server HTML plus islands. */
export const handle: IslandsHandle = { islands: true }

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params, context }, next) => {
    const app = context.get(appContext)
    const slug = parseForumSlug(params.file)
    if (app.viewer && request.method === 'GET' && slug.kind === 'thread') {
      const page = parsePage(new URL(request.url).searchParams.get('page'))
      context.set(readBefore, await app.services.readState.readThreadPage(app.viewer, slug.id, page))
    }
    if (app.viewer && request.method === 'GET' && slug.kind === 'board') {
      await app.services.readState.readBoard(app.viewer, slug.id)
    }
    return next()
  },
]

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const slug = parseForumSlug(params.file)
  switch (slug.kind) {
    case 'invalidRouteSlug':
      return fail('InvalidRouteSlug')
    case 'invalidBoardId':
      return fail('InvalidBoardId')
    case 'invalidThreadId':
      return fail('InvalidThreadId')
    case 'board':
      return loadBoardPage(app, request, slug.id)
    case 'thread':
      return loadThreadPage(app, request, slug.id, context.get(readBefore))
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders.has('Cache-Control') ? loaderHeaders : { 'Cache-Control': PUBLIC_CACHE }
}

function pagingLinks(data: { prev: string | null; next: string | null; canonical: string }) {
  return [
    { tagName: 'link', rel: 'canonical', href: data.canonical },
    ...(data.prev ? [{ tagName: 'link', rel: 'prev', href: data.prev }] : []),
    ...(data.next ? [{ tagName: 'link', rel: 'next', href: data.next }] : []),
  ]
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  if (loaderData.kind === 'thread') {
    const { thread, page } = loaderData
    const title = `${thread.title}${page > 0 ? ` - Seite ${page + 1}` : ''}`
    return [
      { title: pageTitle(title, loaderData.productName) },
      { name: 'description', content: thread.excerpt },
      ...(loaderData.beyondLast ? [{ name: 'robots', content: 'noindex' }] : pagingLinks(loaderData)),
      ...socialMeta({
        type: 'article',
        title: thread.title,
        description: thread.excerpt,
        url: loaderData.canonical,
        siteName: loaderData.productName,
      }),
      ...APP_BANNER,
    ]
  }
  const { board, list } = loaderData
  const pageLabel = list.page > 0 ? ` - Seite ${list.numberOfPages - list.page}` : ''
  const description = board.description ?? `Das ${board.name} Forum: Fragen, Antworten und Erfahrungen.`
  return [
    { title: pageTitle(`${board.name} Forum${pageLabel}`, loaderData.productName) },
    { name: 'description', content: description },
    ...pagingLinks(loaderData),
    ...socialMeta({
      title: `${board.name} Forum`,
      description,
      url: loaderData.canonical,
      siteName: loaderData.productName,
    }),
    // decision 037: the board's newest threads as a feed
    feedLink(`${board.name} Forum: neue Themen`, boardFeedPath(board.id)),
    ...APP_BANNER,
  ]
}

export default function ForumPage({ loaderData }: Route.ComponentProps) {
  const { now } = useRootData()
  return loaderData.kind === 'thread' ? (
    <ThreadPage data={loaderData} now={now} />
  ) : (
    <BoardPage data={loaderData} now={now} />
  )
}
