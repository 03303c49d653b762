import { data, redirect } from 'react-router'
import { reasonOf } from '#domain/errors.ts'
import {
  isSearching,
  parseSearchParams,
  type SearchProblem,
  type SearchRequest,
  searchUrl,
} from '#domain/search.ts'
import type { SearchFilterOptions, SearchPageResults } from '#graphql/operations/types.ts'
import { PRIVATE_CACHE, pageCacheHeaders } from '../../cache.ts'
import type { AppContext } from '../../context.ts'
import {
  formValues,
  operationInput,
  problemsFromMessage,
  resolveVehicleValues,
  type SearchFormValues,
  sameName,
} from './search-view.ts'

// The search page's data (decision 022): the address's parameters, then the Search and
// SearchFilterOptions operations. A mistake in the parameters (or one the service finds, like
// an unknown member) answers 400 with the form as it was filled in and the message at its
// field, never 500; without a term or a member the page shows the form and the tips.

export interface SearchView {
  /** The fields as sent. */
  values: SearchFormValues
  /** The request as parsed (the links of the page are built from it). */
  request: SearchRequest
  problems: SearchProblem[]
  options: SearchFilterOptions
  /** null: nothing searched (no term and no member, or refused). */
  results: SearchPageResults | null
  productName: string
}

type Outcome = { ok: true; results: SearchPageResults } | { ok: false; problems: SearchProblem[] }

async function runSearch(app: AppContext, request: SearchRequest): Promise<Outcome> {
  try {
    const result = await app.query('Search', { input: operationInput(request) })
    return { ok: true, results: result.search }
  } catch (error) {
    if (reasonOf(error) !== 'BadUserInput') throw error
    return { ok: false, problems: problemsFromMessage(error instanceof Error ? error.message : '') }
  }
}

/** A refused search is answered for this request only. */
const REFUSED = { 'Cache-Control': 'no-store' }

export async function loadSearch(app: AppContext, request: Request) {
  const params = new URL(request.url).searchParams
  let optionsPromise: Promise<SearchFilterOptions> | undefined
  const filterOptions = () => {
    optionsPromise ??= app.query('SearchFilterOptions', {}).then((result) => result.searchFilterOptions)
    return optionsPromise
  }

  // the form's two vehicle selects both send `sfz`
  const vehicles = params.getAll('sfz')
  if (vehicles.length > 1) {
    const both = vehicles.filter((value) => value.trim() !== '').length > 1
    params.set('sfz', resolveVehicleValues(vehicles, both ? (await filterOptions()).vehicles : null))
  }

  const parsed = parseSearchParams(params)
  const search = parsed.request
  const values = formValues(params, search)
  const view = (
    results: SearchPageResults | null,
    problems: SearchProblem[],
    options: SearchFilterOptions,
  ) => ({
    values,
    request: search,
    problems,
    options,
    results,
    productName: app.variant.productName,
  })

  if (parsed.problems.length > 0) {
    return data(view(null, parsed.problems, await filterOptions()), { status: 400, headers: REFUSED })
  }
  if (!isSearching(search))
    return data(view(null, [], await filterOptions()), { headers: pageCacheHeaders(app) })

  const [outcome, options] = await Promise.all([runSearch(app, search), filterOptions()])
  if (!outcome.ok) return data(view(null, outcome.problems, options), { status: 400, headers: REFUSED })
  const { results } = outcome

  // A form that carried a member's id ('Meine Beiträge') and a different name typed over it
  // (without JavaScript both are sent): the name wins.
  const typedName = values.authorName.trim()
  if (results.author && typedName !== '' && !sameName(typedName, results.author.displayName)) {
    throw redirect(searchUrl({ ...search, authorId: null, authorName: typedName, page: 0 }), 302)
  }
  // a page beyond the results: their last page, as on the board pages
  const lastPage = Math.max(0, results.pageCount - 1)
  if (search.page > lastPage) throw redirect(searchUrl({ ...search, page: lastPage }), 302)
  values.authorName = results.author?.displayName ?? values.authorName
  // results are never kept shared: a search address is seldom asked twice, and kept it would push
  // busy pages out of the server's page cache (decision 022)
  return data(view(results, [], options), { headers: { 'Cache-Control': PRIVATE_CACHE } })
}

export type SearchPageData = Awaited<ReturnType<typeof loadSearch>>['data']
