import { formatNumber } from '#domain/numbers.ts'
import { NEW_THREADS_FEED_PATH } from '#domain/sitemap.ts'
import { pageTitle } from '#domain/titles.ts'
import { appContext } from '../context.ts'
import { BoardDirectory } from '../features/forum-home/BoardDirectory.tsx'
import { ForumHomeHeader } from '../features/forum-home/ForumHomeHeader.tsx'
import { loadForumDirectory } from '../features/forum-home/load-directory.ts'
import type { IslandsHandle } from '../islands/context.ts'
import { useRootData } from '../root.tsx'
import { feedLink, socialMeta } from '../social-meta.ts'
import type { Route } from './+types/forum-home.ts'

/** decision 044: a visitor's forum home is server HTML plus islands. */
export const handle: IslandsHandle = { islands: true }

export function loader({ context }: Route.LoaderArgs) {
  return loadForumDirectory(context.get(appContext), '/forum.html', 'Failed to fetch forum home page data')
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const description = `Das Auto- und Motorrad-Forum: ${formatNumber(loaderData.platformIntel.totalNumberOfPosts)} Beiträge zu allen Marken, Modellen und Technikfragen.`
  return [
    { title: pageTitle('Auto & Motorrad Forum - Übersicht', loaderData.productName) },
    {
      name: 'description',
      content: description,
    },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
    ...socialMeta({
      title: 'Auto & Motorrad Forum - Übersicht',
      description: description,
      url: loaderData.canonical,
      siteName: loaderData.productName,
      image: '/images/og-image.png',
    }),
    feedLink('Neue Themen', NEW_THREADS_FEED_PATH),
  ]
}

export default function ForumHome({ loaderData }: Route.ComponentProps) {
  const { now } = useRootData()
  return (
    <>
      <ForumHomeHeader totals={loaderData.platformIntel} />
      <BoardDirectory rootBoards={loaderData.rootBoards} now={now} />
    </>
  )
}
