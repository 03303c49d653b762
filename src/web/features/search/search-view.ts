import {
  SEARCH_TEXTS,
  type SearchField,
  type SearchProblem,
  type SearchRequest,
  vehicleParam,
} from '#domain/search.ts'
import type { SearchFilterOptions, SearchOperationInput } from '#graphql/operations/types.ts'

// What the search page's form shows and sends (decision 022): the fields as the user filled them in
// (a refused search loses nothing typed), the vehicle choice of the two selects, and the
// request as the Search operation's input.

/** The form's fields, as typed (strings), so a refused search shows them unchanged. */
export interface SearchFormValues {
  term: string
  /** The member's name as typed, or the name of the member the id stands for. */
  authorName: string
  /** The member id carried over from 'Meine Beiträge' (a hidden field); null without one. */
  authorId: number | null
  board: string
  vehicle: string
  from: string
  to: string
  scope: 'posts' | 'threads'
  bestAnswerOnly: boolean
  sort: 'relevance' | 'newFirst'
}

/** The form's values from the address: what the user sent, not what the parser kept. */
export function formValues(params: URLSearchParams, request: SearchRequest): SearchFormValues {
  const raw = (name: string) => params.get(name) ?? ''
  return {
    term: raw('se'),
    authorName: raw('sun'),
    authorId: request.authorId,
    board: raw('sbo').trim(),
    vehicle: request.vehicle ? vehicleParam(request.vehicle) : raw('sfz').trim(),
    from: raw('sdv'),
    to: raw('sdb'),
    scope: request.scope,
    bestAnswerOnly: request.bestAnswerOnly,
    sort: formSort(request),
  }
}

/**
 * The sort the form shows. Without a term there is no relevance: a member's posts come newest
 * first. Otherwise the one chosen, else relevance: the empty form must not preselect 'Neueste
 * zuerst' (effectiveSort without a term), or every search typed into it would be sorted so.
 */
function formSort(request: SearchRequest): SearchFormValues['sort'] {
  if (request.term === '' && (request.authorId !== null || request.authorName !== '')) return 'newFirst'
  return request.sort === 'newest' ? 'newFirst' : 'relevance'
}

export interface VehicleChoice {
  /** The first select's value: '' (all), h{id} a make, s{id} a series. */
  main: string
  /** The model select's value: '' or m{id}. */
  model: string
}

type Makes = SearchFilterOptions['vehicles']

function seriesOf(makes: Makes, seriesParam: string) {
  if (!seriesParam.startsWith('s')) return null
  const id = Number(seriesParam.slice(1))
  for (const make of makes) {
    const series = make.series.find((entry) => entry.id === id)
    if (series) return series
  }
  return null
}

/** The two selects' values for a vehicle parameter: a model shows its series in the first one. */
export function vehicleChoice(value: string, makes: Makes): VehicleChoice {
  if (!value.startsWith('m')) return { main: value, model: '' }
  const id = Number(value.slice(1))
  for (const make of makes) {
    for (const series of make.series) {
      if (series.models.some((model) => model.id === id)) return { main: `s${series.id}`, model: value }
    }
  }
  return { main: '', model: value }
}

/** The models the second select offers: those of the series chosen in the first. */
export function modelsOf(main: string, makes: Makes): { id: number; name: string }[] {
  return seriesOf(makes, main)?.models ?? []
}

/**
 * Both vehicle selects are named `sfz`. The model counts only while it belongs to the series
 * the first select names: without JavaScript a changed series still sends the old model.
 * `makes` is needed only when both carry a value.
 */
export function resolveVehicleValues(values: readonly string[], makes: Makes | null): string {
  const [main = '', model = ''] = values.map((value) => value.trim())
  if (model === '' || !main.startsWith('s')) return main
  return makes && seriesOf(makes, main)?.models.some((entry) => `m${entry.id}` === model) ? model : main
}

/** The Search operation's input for a parsed request (an author by id needs no name). */
export function operationInput(request: SearchRequest): SearchOperationInput {
  return {
    term: request.term,
    authorId: request.authorId,
    authorName: request.authorId === null ? request.authorName : '',
    boardId: request.boardId,
    vehicle: request.vehicle,
    from: request.from,
    to: request.to,
    scope: request.scope,
    // without a term there is nothing to rank: newest first
    sort: request.term === '' ? null : request.sort,
    bestAnswerOnly: request.bestAnswerOnly,
    page: request.page,
  }
}

const FIELD_OF_TEXT: [string, SearchField][] = [
  [SEARCH_TEXTS.termTooLong, 'term'],
  [SEARCH_TEXTS.authorUnknown, 'author'],
  [SEARCH_TEXTS.authorTooLong, 'author'],
  [SEARCH_TEXTS.dateOrder, 'to'],
  [SEARCH_TEXTS.invalidBoard, 'board'],
  [SEARCH_TEXTS.invalidVehicle, 'vehicle'],
  [SEARCH_TEXTS.invalidPage, 'page'],
]

/**
 * The service's refusal (GraphQL BadUserInput, its messages joined) as problems next to their
 * fields; a message the form has no field for is shown above the form.
 */
export function problemsFromMessage(message: string): SearchProblem[] {
  let rest = message
  const problems: SearchProblem[] = []
  for (const [text, field] of FIELD_OF_TEXT) {
    if (!rest.includes(text)) continue
    problems.push({ field, message: text })
    rest = rest.replace(text, '')
  }
  rest = rest.trim()
  if (rest !== '' || problems.length === 0)
    problems.push({ field: 'other', message: rest || SEARCH_TEXTS.invalidValue })
  return problems
}

/** How many filters narrow the search (the collapsed 'Filter' block says so on phones). */
export function activeFilterCount(values: SearchFormValues): number {
  return [
    values.authorName.trim() !== '' || values.authorId !== null,
    values.board !== '',
    values.vehicle !== '',
    values.from.trim() !== '',
    values.to.trim() !== '',
    values.scope === 'threads',
    values.bestAnswerOnly,
  ].filter(Boolean).length
}

/** Whether two names are the same member's (as typed: case and surrounding spaces aside). */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('de-DE') === b.trim().toLocaleLowerCase('de-DE')
}
