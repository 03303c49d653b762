import type { SearchProblem, SearchRequest, SearchSort } from '#domain/search.ts'

// What the search answers (decision 022): one shape for the page, the GraphQL `search` field and the
// bench. A hit is a post (a thread's question when only threads are searched); its excerpt is
// plain text in parts, the matched words marked, rendered as text by every client (no HTML).

export interface ExcerptPart {
  text: string
  highlighted: boolean
}

export interface SearchHit {
  postId: number
  threadId: number
  threadTitle: string
  /** The thread's first page. */
  threadPath: string
  /** The post through PostJump (spec 001 §2). */
  postPath: string
  boardId: number
  boardName: string
  boardPath: string
  /** Display name; null for an anonymised member. */
  authorName: string | null
  authorPath: string | null
  createdAt: Date
  /** The thread's question (its first post). */
  isQuestion: boolean
  isBestAnswer: boolean
  threadHasBestAnswer: boolean
  thumbsUp: number
  threadReplyCount: number
  excerpt: ExcerptPart[]
}

export interface SearchAuthor {
  userId: number
  displayName: string
  path: string
}

export interface SearchResults {
  /** The request as answered (sort resolved, page clamped to the results there are). */
  request: SearchRequest
  sort: SearchSort
  hits: SearchHit[]
  /** Results there are, counted up to SEARCH_MAX_RESULTS. */
  total: number
  /** More than SEARCH_MAX_RESULTS match: 'mehr als 1.000 Treffer'. */
  totalIsLowerBound: boolean
  pageCount: number
  /** 'Meintest Du …?': the term with the likely words for the unknown ones; null when none. */
  suggestion: string | null
  /** The words also searched for a word of the term (compounds, corrections), for the hint. */
  expansions: { word: string; alternatives: string[] }[]
  author: SearchAuthor | null
  /** Hints that are no errors (e.g. only the first 8 words were searched). */
  notes: string[]
}

export type SearchOutcome =
  | { ok: true; results: SearchResults }
  | { ok: false; status: 400; problems: SearchProblem[] }

export interface SearchFilterOptions {
  /** Every board the viewer may search in, in tree order, with its depth (0 = root). */
  boards: { id: number; name: string; depth: number }[]
  /** Makes with their series and each series' models. */
  vehicles: {
    id: number
    name: string
    series: { id: number; name: string; models: { id: number; name: string }[] }[]
  }[]
}
