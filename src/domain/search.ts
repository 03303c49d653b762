// The search (spec 000 §2.1, docs/decisions/022): its address and parameters, shared
// by the page, its form, the header, the user menu and the GraphQL `search` field. Parameters
// keep the legacy names the spec gives (`search`, `se`, `suk`, `suf`, `sob`) and add short ones
// in the same style for the filters, so a result page is a stable, shareable address.
//
//   se   the term (words, "a phrase", -excluded)       sun  author's name (the form's field)
//   suk  author's user id (the user menu's link)       sbo  board id (with its sub-boards)
//   sfz  vehicle: h{id} make, s{id} series, m{id} model
//   sdv  from day (YYYY-MM-DD)    sdb  to day (YYYY-MM-DD), both in Berlin time, inclusive
//   suf  1 threads only, 2 posts too (default)         sba  1: only threads with a best answer
//   sob  relevance (default with a term) | newFirst (default without)   page 0-based

export const SEARCH_PATH = '/suche.html'
export const SEARCH_TERM_MAX_LENGTH = 200
/** More words than this are ignored (the message says so). */
export const SEARCH_MAX_WORDS = 8
export const SEARCH_RESULTS_PER_PAGE = 20
/** A search shows at most this many results (50 pages); the count says "mehr als" above it. */
export const SEARCH_MAX_RESULTS = 1_000
export const SEARCH_AUTHOR_NAME_MAX_LENGTH = 60

export type SearchScope = 'threads' | 'posts'
export type SearchSort = 'relevance' | 'newest'
export type VehicleLevel = 'manufacturer' | 'series' | 'model'

export interface VehicleFilter {
  level: VehicleLevel
  id: number
}

export interface SearchRequest {
  term: string
  authorId: number | null
  authorName: string
  boardId: number | null
  vehicle: VehicleFilter | null
  /** YYYY-MM-DD, Berlin days, inclusive. */
  from: string | null
  to: string | null
  scope: SearchScope
  /** Explicitly chosen; null: relevance with a term, newest without. */
  sort: SearchSort | null
  bestAnswerOnly: boolean
  page: number
}

export const EMPTY_SEARCH: SearchRequest = {
  term: '',
  authorId: null,
  authorName: '',
  boardId: null,
  vehicle: null,
  from: null,
  to: null,
  scope: 'posts',
  sort: null,
  bestAnswerOnly: false,
  page: 0,
}

export const SEARCH_TEXTS = {
  termTooLong: `Der Suchbegriff darf höchstens ${SEARCH_TERM_MAX_LENGTH} Zeichen lang sein.`,
  tooManyWords: `Es werden nur die ersten ${SEARCH_MAX_WORDS} Wörter gesucht.`,
  authorTooLong: `Der Name darf höchstens ${SEARCH_AUTHOR_NAME_MAX_LENGTH} Zeichen lang sein.`,
  authorUnknown: 'Ein Mitglied mit diesem Namen gibt es nicht.',
  invalidDate: 'Bitte gib ein gültiges Datum an (TT.MM.JJJJ).',
  dateOrder: 'Das Datum „bis“ liegt vor dem Datum „von“.',
  invalidBoard: 'Dieses Forum gibt es nicht.',
  invalidVehicle: 'Dieses Fahrzeug gibt es nicht.',
  invalidPage: 'Diese Seite gibt es nicht.',
  invalidValue: 'Ungültige Angabe in der Suche.',
  noResults: 'Keine Treffer.',
  didYouMean: 'Meintest Du',
} as const

/** Which request field a message belongs to (the form shows it there). */
export type SearchField = 'term' | 'author' | 'from' | 'to' | 'board' | 'vehicle' | 'page' | 'other'

export interface SearchProblem {
  field: SearchField
  message: string
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
/** 'TT.MM.JJJJ' as typed where the browser has no date field. */
const GERMAN_DAY = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/

/** A calendar day as YYYY-MM-DD, or null when it is none. Accepts 'TT.MM.JJJJ' too. */
export function parseDay(raw: string): string | null {
  const text = raw.trim()
  let year: number
  let month: number
  let day: number
  const iso = DAY.exec(text)
  const german = GERMAN_DAY.exec(text)
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])]
  else if (german) [day, month, year] = [Number(german[1]), Number(german[2]), Number(german[3])]
  else return null
  const date = new Date(Date.UTC(year, month - 1, day))
  if (year < 1990 || year > 2100 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

const ID = /^[1-9]\d{0,9}$/
function parseId(raw: string | null): number | null | undefined {
  if (raw === null || raw.trim() === '') return null
  const text = raw.trim()
  if (!ID.test(text) || Number(text) > 2_147_483_647) return undefined
  return Number(text)
}

const VEHICLE = /^([hsm])([1-9]\d{0,9})$/
const VEHICLE_LEVELS: Record<string, VehicleLevel> = { h: 'manufacturer', s: 'series', m: 'model' }
const VEHICLE_LETTERS: Record<VehicleLevel, string> = { manufacturer: 'h', series: 's', model: 'm' }

export function vehicleParam(vehicle: VehicleFilter): string {
  return `${VEHICLE_LETTERS[vehicle.level]}${vehicle.id}`
}

/**
 * Reads a search address's parameters. Never throws: what cannot be read is left out of the
 * request and reported as a problem for its field, so the page answers 400 with the form as the
 * user filled it in.
 */
export function parseSearchParams(params: URLSearchParams): {
  request: SearchRequest
  problems: SearchProblem[]
} {
  const problems: SearchProblem[] = []
  const request: SearchRequest = { ...EMPTY_SEARCH }
  const text = (name: string) => params.get(name) ?? ''

  const term = text('se').replace(/\s+/g, ' ').trim()
  if (term.length > SEARCH_TERM_MAX_LENGTH) {
    problems.push({ field: 'term', message: SEARCH_TEXTS.termTooLong })
    request.term = term.slice(0, SEARCH_TERM_MAX_LENGTH)
  } else request.term = term

  const authorId = parseId(params.get('suk'))
  if (authorId === undefined) problems.push({ field: 'author', message: SEARCH_TEXTS.authorUnknown })
  else request.authorId = authorId
  const authorName = text('sun').trim()
  if (authorName.length > SEARCH_AUTHOR_NAME_MAX_LENGTH) {
    problems.push({ field: 'author', message: SEARCH_TEXTS.authorTooLong })
  }
  request.authorName = authorName.slice(0, SEARCH_AUTHOR_NAME_MAX_LENGTH)

  const boardId = parseId(params.get('sbo'))
  if (boardId === undefined) problems.push({ field: 'board', message: SEARCH_TEXTS.invalidBoard })
  else request.boardId = boardId

  const vehicle = text('sfz').trim()
  if (vehicle !== '') {
    const match = VEHICLE.exec(vehicle)
    if (match && Number(match[2]) <= 2_147_483_647) {
      request.vehicle = { level: VEHICLE_LEVELS[match[1] as string] as VehicleLevel, id: Number(match[2]) }
    } else problems.push({ field: 'vehicle', message: SEARCH_TEXTS.invalidVehicle })
  }

  for (const [name, field] of [
    ['sdv', 'from'],
    ['sdb', 'to'],
  ] as const) {
    const raw = text(name).trim()
    if (raw === '') continue
    const day = parseDay(raw)
    if (day === null) problems.push({ field, message: SEARCH_TEXTS.invalidDate })
    else request[field] = day
  }
  if (request.from && request.to && request.to < request.from) {
    problems.push({ field: 'to', message: SEARCH_TEXTS.dateOrder })
  }

  const scope = text('suf').trim()
  if (scope === '1') request.scope = 'threads'
  else if (scope === '' || scope === '2') request.scope = 'posts'
  else problems.push({ field: 'other', message: SEARCH_TEXTS.invalidValue })

  const sort = text('sob').trim()
  if (sort === 'newFirst') request.sort = 'newest'
  else if (sort === 'relevance') request.sort = 'relevance'
  else if (sort !== '') problems.push({ field: 'other', message: SEARCH_TEXTS.invalidValue })

  const best = text('sba').trim()
  if (best === '1' || best === 'true' || best === 'on') request.bestAnswerOnly = true
  else if (best !== '' && best !== '0' && best !== 'false') {
    problems.push({ field: 'other', message: SEARCH_TEXTS.invalidValue })
  }

  const page = text('page').trim()
  if (page !== '') {
    if (/^\d{1,6}$/.test(page)) request.page = Number(page)
    else problems.push({ field: 'page', message: SEARCH_TEXTS.invalidPage })
  }
  return { request, problems }
}

/** Whether the request asks for results at all (a term, or an author: 'Meine Beiträge'). */
export function isSearching(request: SearchRequest): boolean {
  return request.term !== '' || request.authorId !== null || request.authorName !== ''
}

/** The sort a request is answered in. */
export function effectiveSort(request: SearchRequest): SearchSort {
  return request.sort ?? (request.term === '' ? 'newest' : 'relevance')
}

/** The address of a search; parameters at their defaults are left out. */
export function searchUrl(request: Partial<SearchRequest>): string {
  const r = { ...EMPTY_SEARCH, ...request }
  const params = new URLSearchParams()
  params.set('search', 'true')
  if (r.term) params.set('se', r.term)
  if (r.authorId !== null) params.set('suk', String(r.authorId))
  else if (r.authorName) params.set('sun', r.authorName)
  if (r.boardId !== null) params.set('sbo', String(r.boardId))
  if (r.vehicle) params.set('sfz', vehicleParam(r.vehicle))
  if (r.from) params.set('sdv', r.from)
  if (r.to) params.set('sdb', r.to)
  if (r.scope === 'threads') params.set('suf', '1')
  else if (r.authorId !== null) params.set('suf', '2')
  if (r.sort === 'newest') params.set('sob', 'newFirst')
  else if (r.sort === 'relevance') params.set('sob', 'relevance')
  if (r.bestAnswerOnly) params.set('sba', '1')
  if (r.page > 0) params.set('page', String(r.page))
  return `${SEARCH_PATH}?${params.toString()}`
}
