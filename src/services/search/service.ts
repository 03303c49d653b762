import { findVehicleNames } from '#db/board-page.ts'
import { findBoardTree } from '#db/boards.ts'
import type { DB } from '#db/database.ts'
import { findBoardSubtrees } from '#db/notices.ts'
import {
  analyseWords,
  findFilteredThreadIds,
  findHitDetails,
  findHits,
  findKnownWords,
  type HitDetails,
  type HitQuery,
  headlines,
  phraseQueries,
  searchScale,
  type WordAnalysis,
} from '#db/search.ts'
import { findMemberByIdOrName } from '#db/users.ts'
import { findVehicleTree } from '#db/vehicles.ts'
import { excerpt, parseMarkup, plainText } from '#domain/markup.ts'
import type { Viewer } from '#domain/permissions.ts'
import { boardPath, postJumpPath, threadPath, userPath } from '#domain/routes.ts'
import {
  effectiveSort,
  SEARCH_MAX_RESULTS,
  SEARCH_RESULTS_PER_PAGE,
  SEARCH_TEXTS,
  type SearchProblem,
  type SearchRequest,
} from '#domain/search.ts'
import { type ParsedQuery, parseSearchTerm } from '#domain/search-query.ts'
import { postVisibility } from '#domain/visibility.ts'
import { bound } from '../bind.ts'
import {
  capitalise,
  correctionOf,
  dayStart,
  excerptParts,
  nextDayStart,
  RARE_WORD,
  splitCandidates,
  splitOf,
  suggestionFor,
  typedCapitalised,
  VEHICLE_COLUMNS,
  type Widened,
  widen,
} from './terms.ts'
import type { SearchAuthor, SearchFilterOptions, SearchHit, SearchOutcome, SearchResults } from './types.ts'

// The search use case (docs/decisions/022): reads the term into groups, widens each
// word by the compounds that contain it and a typo by the word it likely means (the vocabulary,
// search_words), bounds the work of very common words to the newest posts, asks the database for
// a page of hits in the viewer's visibility, checks each hit with the visibility rule and cuts
// an excerpt with the matched words marked.

export interface SearchServiceDeps {
  db: DB
}

/** The dependencies and the one piece of state the use cases share: the filter options, cached. */
export interface SearchContext extends SearchServiceDeps {
  filterOptions: { current: { expires: number; value: Promise<SearchFilterOptions> } | null }
}

/** A common word's posts are read only down to where about this many of them match. */
export const BODY_CANDIDATES = 4_000
/** Fewer hits than this (or than the asked page needs) in the newest posts: read further back. */
const WINDOW_RETRY_BELOW = 100
/** Each further read covers this many times the share of the posts. */
const WINDOW_GROWTH = 8
/** A filter that leaves at most this many threads reads its posts by their threads. */
const SELECTIVE_THREADS = 5_000
const MAX_SHOWN_ALTERNATIVES = 8
const FILTER_OPTIONS_TTL_MS = 10 * 60_000

export async function resolveAuthor(
  deps: SearchContext,
  request: SearchRequest,
): Promise<SearchAuthor | null | 'unknown'> {
  if (request.authorId === null && request.authorName === '') return null
  const row = await findMemberByIdOrName(
    deps.db,
    request.authorId !== null ? { id: request.authorId } : { name: request.authorName },
  )
  if (!row || row.is_anonymized) return 'unknown'
  return { userId: row.id, displayName: row.display_name, path: userPath(row) }
}

/** The filters' checks, side by side: each unknown one a problem for its field. */
export async function checkFilters(deps: SearchContext, request: SearchRequest) {
  const [author, boardIds, vehicles] = await Promise.all([
    resolveAuthor(deps, request),
    request.boardId !== null ? findBoardSubtrees(deps.db, [request.boardId]) : Promise.resolve(null),
    request.vehicle
      ? findVehicleNames(deps.db, [{ kind: request.vehicle.level, id: request.vehicle.id }])
      : null,
  ])
  const problems: SearchProblem[] = []
  if (request.page > SEARCH_MAX_RESULTS / SEARCH_RESULTS_PER_PAGE - 1) {
    problems.push({ field: 'page', message: SEARCH_TEXTS.invalidPage })
  }
  if (author === 'unknown') problems.push({ field: 'author', message: SEARCH_TEXTS.authorUnknown })
  if (boardIds !== null && boardIds.length === 0)
    problems.push({ field: 'board', message: SEARCH_TEXTS.invalidBoard })
  if (vehicles !== null && vehicles.length === 0) {
    problems.push({ field: 'vehicle', message: SEARCH_TEXTS.invalidVehicle })
  }
  if (request.from && request.to && request.to < request.from) {
    problems.push({ field: 'to', message: SEARCH_TEXTS.dateOrder })
  }
  return { problems, author: author === 'unknown' ? null : author, boardIds }
}

/** Every group's tsquery and what widened it, and the excluded words' query. */
export async function widenAll(
  deps: SearchContext,
  parsed: ParsedQuery,
): Promise<{ widened: Widened[]; exclusion: string }> {
  const singles = parsed.groups.filter((group) => !group.quoted && group.words.length === 1)
  const phrases = parsed.groups.filter((group) => !singles.includes(group))
  // the phrases' words only for their counts: a phrase is as common as its rarest counted word
  const phraseWords = [...new Set(phrases.flatMap((group) => group.words))]
  const [analysed, phraseTexts] = await Promise.all([
    analyseWords(
      deps.db,
      [...singles.map((group) => group.words[0] as string), ...phraseWords],
      [...singles.map(() => true), ...phraseWords.map(() => false)],
    ),
    phraseQueries(deps.db, [...phrases.map((group) => group.words.join(' ')), ...parsed.excluded]),
  ])
  const analyses = analysed.slice(0, singles.length)
  const counts = new Map(analysed.slice(singles.length).map((a) => [a.word, a.ndoc]))
  const corrections = analyses.map(correctionOf)
  const toAnalyse = corrections.flatMap((correction) => (correction ? [correction.word] : []))
  // a compound hardly anybody wrote, and no part of a longer one: the two words it is made of
  const splittable = analyses.map((a) => a.ndoc < RARE_WORD && a.compounds.length === 0)
  const parts = analyses.flatMap((a, i) => (splittable[i] ? splitCandidates(a.word).flat() : []))
  const [correctedList, knownParts] = await Promise.all([
    analyseWords(deps.db, toAnalyse),
    findKnownWords(deps.db, [...new Set(parts)]),
  ])
  const correctedAnalyses = new Map(correctedList.map((a) => [a.word, a]))
  const knownWords = new Map(knownParts.map((part) => [part.word, part]))
  const widened = parsed.groups.map((group): Widened => {
    const single = singles.indexOf(group)
    if (single >= 0) {
      const analysis = analyses[single] as WordAnalysis
      const correction = corrections[single]
      const split = splittable[single] ? splitOf(analysis.word, knownWords) : null
      return widen(
        group,
        analysis,
        correction ? (correctedAnalyses.get(correction.word) ?? null) : null,
        split,
      )
    }
    const text = phraseTexts[phrases.indexOf(group)] ?? ''
    const known = group.words.map((word) => counts.get(word) ?? 0).filter((ndoc) => ndoc > 0)
    return {
      group,
      query: text === '' ? '' : `(${text})`,
      ndoc: known.length > 0 ? Math.min(...known) : null,
      correction: null,
      compounds: [],
    }
  })
  const exclusion = phraseTexts
    .slice(phrases.length)
    .filter((text) => text !== '')
    .map((text) => `(${text})`)
    .join(' | ')
  return { widened, exclusion }
}

export async function search(
  deps: SearchContext,
  viewer: Viewer | null,
  request: SearchRequest,
  now: Date = new Date(),
): Promise<SearchOutcome> {
  const sort = effectiveSort(request)
  const { problems, author: resolvedAuthor, boardIds } = await checkFilters(deps, request)
  if (problems.length > 0) return { ok: false, status: 400, problems }

  const notes: string[] = []
  const parsed = parseSearchTerm(request.term)
  if (parsed.truncated) notes.push(SEARCH_TEXTS.tooManyWords)
  const { widened, exclusion } = await widenAll(deps, parsed)
  const positive = widened.filter((w) => w.query !== '')
  if (widened.length > positive.length)
    notes.push('Sehr häufige Wörter wie „und“ oder „die“ werden nicht gesucht.')

  const empty = (extraNotes: string[] = []): SearchOutcome => ({
    ok: true,
    results: {
      request,
      sort,
      hits: [],
      total: 0,
      totalIsLowerBound: false,
      pageCount: 0,
      suggestion: null,
      expansions: [],
      author: resolvedAuthor,
      notes: [...notes, ...extraNotes],
    },
  })
  // a term of stop words only, or no term and no author: nothing to look for (a member's posts
  // without a term are listed)
  if (positive.length === 0 && (parsed.groups.length > 0 || resolvedAuthor === null)) return empty()

  const positiveQuery = positive.map((w) => w.query).join(' & ')
  const query = positiveQuery === '' ? '' : exclusion ? `${positiveQuery} & !(${exclusion})` : positiveQuery

  const visibilities: HitQuery['visibilities'] = viewer ? ['Online', 'Offline'] : ['Online']
  const vehicle = request.vehicle
    ? { column: VEHICLE_COLUMNS[request.vehicle.level], id: request.vehicle.id }
    : null
  const threadIds =
    query !== '' && (boardIds || vehicle || request.bestAnswerOnly)
      ? await findFilteredThreadIds(
          deps.db,
          { boardIds, vehicle, bestAnswerOnly: request.bestAnswerOnly, visibilities },
          SELECTIVE_THREADS,
        )
      : null

  // a very common word: read only the newest posts, down to where about BODY_CANDIDATES match
  // (counted without the filters: the work is in reading the matches, filtered or not)
  const estimates = positive.flatMap((w) => (w.ndoc === null ? [] : [w.ndoc]))
  const expected = estimates.length > 0 ? Math.min(...estimates) : 0
  // a range of at most a year is read through the index of the posts' times (a BitmapAnd)
  const from = request.from ? dayStart(request.from) : null
  const until = request.to ? nextDayStart(request.to) : null
  const narrowDates = from !== null && (until ?? now).getTime() - from.getTime() <= 366 * 86_400_000
  const bounded = query !== '' && resolvedAuthor === null && threadIds === null && !narrowDates
  const scale = bounded && expected > BODY_CANDIDATES ? await searchScale(deps.db) : null
  /** The newest share of the posts read: 1 is all. */
  let kept = scale ? BODY_CANDIDATES / expected : 1
  const windowFor = (share: number) => ({
    minPostId: scale && share < 1 ? Math.floor(scale.maxPostId * (1 - share)) : 0,
    minThreadId: scale && share < 1 ? Math.floor(scale.maxThreadId * (1 - share)) : 0,
  })

  const hitQuery: HitQuery = {
    query,
    anyQuery: positive.map((w) => w.query).join(' | '),
    visibilities,
    threadIds,
    authorId: resolvedAuthor?.userId ?? null,
    boardIds,
    vehicle: request.vehicle
      ? { column: VEHICLE_COLUMNS[request.vehicle.level], id: request.vehicle.id }
      : null,
    from,
    until,
    threadsOnly: request.scope === 'threads',
    bestAnswerOnly: request.bestAnswerOnly,
    sort,
    perThread: resolvedAuthor === null,
    ...windowFor(kept),
    limit: SEARCH_RESULTS_PER_PAGE,
    offset: request.page * SEARCH_RESULTS_PER_PAGE,
  }
  let rows = await findHits(deps.db, hitQuery)
  // too few in the newest posts for this page (filters, a phrase, several words): read further back
  const wanted = Math.min(WINDOW_RETRY_BELOW, (request.page + 1) * SEARCH_RESULTS_PER_PAGE)
  while (kept < 1 && (rows[0]?.total ?? 0) < wanted) {
    kept = kept * WINDOW_GROWTH >= 0.5 ? 1 : kept * WINDOW_GROWTH
    rows = await findHits(deps.db, { ...hitQuery, ...windowFor(kept) })
  }
  const windowed = kept < 1
  const counted = rows[0]?.total ?? 0
  const total = Math.min(counted, SEARCH_MAX_RESULTS)
  const hits = await describeHits(
    deps,
    viewer,
    rows.map((row) => row.post_id),
    positiveQuery,
  )

  const corrections = new Map(
    widened.flatMap((w) => (w.correction ? [[w.group.words[0] as string, w.correction] as const] : [])),
  )
  const results: SearchResults = {
    request,
    sort,
    hits,
    total,
    totalIsLowerBound: windowed || counted > SEARCH_MAX_RESULTS,
    pageCount: Math.ceil(total / SEARCH_RESULTS_PER_PAGE),
    // never a suggestion that finds nothing (decision 022): a corrected word widened this search
    suggestion: total === 0 ? null : suggestionFor(request.term, corrections),
    expansions: widened
      .filter((w) => w.correction !== null || w.compounds.length > 0)
      .map((w) => ({
        word: w.group.words[0] as string,
        alternatives: [...new Set([...(w.correction ? [w.correction] : []), ...w.compounds])]
          .slice(0, MAX_SHOWN_ALTERNATIVES)
          .map((word) =>
            // a split compound's parts are nouns each: 'Kupplung Geberzylinder'
            typedCapitalised(request.term, w.group.words[0] as string)
              ? word.split(' ').map(capitalise).join(' ')
              : word,
          ),
      })),
    author: resolvedAuthor,
    notes,
  }
  return { ok: true, results }
}

/** The page's hits in rank order, each checked with the visibility rule, with its excerpt. */
export async function describeHits(
  deps: SearchContext,
  viewer: Viewer | null,
  postIds: number[],
  query: string,
): Promise<SearchHit[]> {
  const details = new Map((await findHitDetails(deps.db, postIds)).map((row) => [row.post_id, row]))
  const visible = postIds
    .map((id) => details.get(id))
    .filter((row): row is HitDetails => {
      if (!row) return false
      return postVisibility(
        viewer,
        { visibility: row.post_visibility, deletedAt: row.post_deleted_at, authorId: row.post_author_id },
        {
          visibility: row.thread_visibility,
          deletedAt: row.thread_deleted_at,
          authorId: row.thread_author_id,
        },
        { id: row.board_id },
      ).visible
    })
  const texts = visible.map((row) => plainText(parseMarkup(row.post_text)))
  const marked = query === '' ? null : await headlines(deps.db, texts, query)
  return visible.map((row, index) => ({
    postId: row.post_id,
    threadId: row.thread_id,
    threadTitle: row.thread_title,
    threadPath: threadPath({ id: row.thread_id, slug: row.thread_slug }),
    postPath: postJumpPath(row.post_id),
    boardId: row.board_id,
    boardName: row.board_name,
    boardPath: boardPath({ id: row.board_id, slug: row.board_slug }),
    authorName: row.author_name,
    authorPath: row.author_slug ? userPath({ slug: row.author_slug }) : null,
    createdAt: row.post_created_at,
    isQuestion: row.post_position === 0,
    isBestAnswer: row.best_post_id === row.post_id,
    threadHasBestAnswer: row.best_post_id !== null,
    thumbsUp: row.thumbs_up_count,
    threadReplyCount: row.reply_count,
    excerpt: marked
      ? excerptParts(marked[index] ?? '')
      : [{ text: excerpt(row.post_text, 240), highlighted: false }],
  }))
}

export async function loadFilterOptions(deps: SearchContext): Promise<SearchFilterOptions> {
  const [boards, vehicles] = await Promise.all([findBoardTree(deps.db), findVehicleTree(deps.db)])
  return {
    boards: boards.map(({ id, name, depth }) => ({ id, name, depth })),
    vehicles: vehicles.map(({ id, name, series }) => ({ id, name, series })),
  }
}

/** The boards and vehicles to narrow a search to; the same for every viewer, read every ten minutes. */
export function filterOptions(
  deps: SearchContext,
  _viewer: Viewer | null,
  now = Date.now(),
): Promise<SearchFilterOptions> {
  const cached = deps.filterOptions.current
  if (cached && cached.expires > now) return cached.value
  const value = loadFilterOptions(deps)
  deps.filterOptions.current = { expires: now + FILTER_OPTIONS_TTL_MS, value }
  value.catch(() => {
    deps.filterOptions.current = null
  })
  return value
}

/** The search use cases, bound to one database and one cache of the filter options. */
export function createSearchService(deps: SearchServiceDeps) {
  const ctx: SearchContext = { db: deps.db, filterOptions: { current: null } }
  return {
    search: bound(ctx, search),
    filterOptions: bound(ctx, filterOptions),
  }
}

export type SearchService = ReturnType<typeof createSearchService>
