import { EMPTY_SEARCH, type SearchRequest } from '#domain/search.ts'
import type { SearchFilterOptions, SearchPageResults } from '#graphql/operations/types.ts'
import type { SearchView } from './load-search.ts'
import type { SearchFormValues } from './search-view.ts'

// Sample data for the search page's component tests (decision 022), shaped like the Search and
// SearchFilterOptions operations' results.

export const NOW = '2026-11-20T12:00:00.000Z'

export const OPTIONS: SearchFilterOptions = {
  boards: [
    { id: 1, name: 'Auto', depth: 0 },
    { id: 200, name: 'VW', depth: 1 },
    { id: 2000, name: 'VW Golf', depth: 2 },
  ],
  vehicles: [
    {
      id: 7,
      name: 'VW',
      series: [
        {
          id: 70,
          name: 'Golf',
          models: [
            { id: 701, name: 'Golf 7 (AU)' },
            { id: 702, name: 'Golf 8 (CD)' },
          ],
        },
        { id: 71, name: 'Passat', models: [] },
      ],
    },
  ],
}

export type Hit = SearchPageResults['hits'][number]

export function hit(overrides: Partial<Hit> = {}): Hit {
  return {
    postId: 501,
    threadId: 50,
    threadTitle: 'Zahnriemenwechsel beim Golf 7 – was kostet das?',
    threadPath: '/forum/zahnriemenwechsel-beim-golf-7-t50.html',
    postPath: '/forum/aktion/PostJump.html?postId=501',
    boardId: 2000,
    boardName: 'VW Golf',
    boardPath: '/forum/vw-golf-b2000.html',
    authorName: 'Klaus75',
    authorPath: '/nutzer/klaus75',
    createdAt: '2026-11-20T09:30:00.000Z',
    isQuestion: false,
    isBestAnswer: false,
    threadHasBestAnswer: false,
    thumbsUp: 0,
    threadReplyCount: 12,
    excerpt: [
      { text: '… beim ', highlighted: false },
      { text: 'Zahnriemenwechsel', highlighted: true },
      { text: ' gleich die Wasserpumpe mitmachen …', highlighted: false },
    ],
    ...overrides,
  }
}

export function results(overrides: Partial<SearchPageResults> = {}): SearchPageResults {
  return {
    hits: [hit()],
    total: 1,
    totalIsLowerBound: false,
    page: 0,
    pageCount: 1,
    sort: 'relevance',
    suggestion: null,
    expansions: [],
    author: null,
    notes: [],
    ...overrides,
  }
}

export function values(overrides: Partial<SearchFormValues> = {}): SearchFormValues {
  return {
    term: '',
    authorName: '',
    authorId: null,
    board: '',
    vehicle: '',
    from: '',
    to: '',
    scope: 'posts',
    bestAnswerOnly: false,
    sort: 'relevance',
    ...overrides,
  }
}

export function view(
  overrides: Partial<Omit<SearchView, 'request'>> & { request?: Partial<SearchRequest> } = {},
): SearchView {
  return {
    values: values(),
    problems: [],
    options: OPTIONS,
    results: null,
    productName: 'MOTOR-TALK',
    ...overrides,
    request: { ...EMPTY_SEARCH, ...overrides.request },
  }
}
