import { pageTitle } from '#domain/titles.ts'
import { appContext } from '../context.ts'
import { BoardDirectory } from '../features/forum-home/BoardDirectory.tsx'
import { HomeHero } from '../features/forum-home/HomeHero.tsx'
import { loadForumDirectory } from '../features/forum-home/load-directory.ts'
import { useRootData } from '../root.tsx'
import type { Route } from './+types/home.ts'

// The home page in its first form: hero with totals and search, and the forum directory.
// The full LandingPageData page (spec 000 §2.2) is the frame issue's.

export function loader({ context }: Route.LoaderArgs) {
  return loadForumDirectory(context.get(appContext), '/', 'Failed to fetch landing page data')
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    { title: pageTitle('Europas größte Auto- und Motor-Community', loaderData.productName) },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
  ]
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { now } = useRootData()
  return (
    <>
      <HomeHero intel={loaderData.platformIntel} />
      <BoardDirectory rootBoards={loaderData.rootBoards} now={now} />
    </>
  )
}
