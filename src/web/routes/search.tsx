import { pageTitle } from '#domain/titles.ts'
import { PUBLIC_CACHE } from '../cache.ts'
import { appContext } from '../context.ts'
import { loadSearch } from '../features/search/load-search.ts'
import { SearchPage, searchHeading } from '../features/search/SearchPage.tsx'
import { useRootData } from '../root.tsx'
import type { Route } from './+types/search.ts'

// /suche.html (spec 000 §2.1): the search form, its results and a member's posts
// ('Meine Beiträge'). Never indexed: the results are a view of pages that are.

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSearch(context.get(appContext), request)
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders.has('Cache-Control') ? loaderHeaders : { 'Cache-Control': PUBLIC_CACHE }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const robots = { name: 'robots', content: 'noindex,follow' }
  if (!loaderData) return [robots]
  const { request, results, productName } = loaderData
  const title = request.term ? `Suche: ${request.term}` : (searchHeading(results) ?? 'Suche')
  return [{ title: pageTitle(title, productName) }, robots]
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { now } = useRootData()
  return <SearchPage view={loaderData} now={now} />
}
