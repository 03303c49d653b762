import { formatNumber } from '#domain/numbers.ts'
import { pageTitle } from '#domain/titles.ts'
import { appContext } from '../context.ts'
import { BoardDirectory } from '../features/forum-home/BoardDirectory.tsx'
import { ForumHomeHeader } from '../features/forum-home/ForumHomeHeader.tsx'
import { loadForumDirectory } from '../features/forum-home/load-directory.ts'
import { useRootData } from '../root.tsx'
import type { Route } from './+types/forum-home.ts'

export function loader({ context }: Route.LoaderArgs) {
  return loadForumDirectory(context.get(appContext), '/forum.html', 'Failed to fetch forum home page data')
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    { title: pageTitle('Auto & Motorrad Forum - Übersicht', loaderData.productName) },
    {
      name: 'description',
      content: `Das Auto- und Motorrad-Forum: ${formatNumber(loaderData.platformIntel.totalNumberOfPosts)} Beiträge zu allen Marken, Modellen und Technikfragen.`,
    },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
  ]
}

export default function ForumHome({ loaderData }: Route.ComponentProps) {
  const { now } = useRootData()
  return (
    <>
      <ForumHomeHeader totalNumberOfPosts={loaderData.platformIntel.totalNumberOfPosts} />
      <BoardDirectory rootBoards={loaderData.rootBoards} now={now} />
    </>
  )
}
