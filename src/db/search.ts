import { sql } from 'kysely'
import { SEARCH_MAX_RESULTS } from '#domain/search.ts'
import type { DB } from './database.ts'

// The search's queries (docs/decisions/022). The service decides what to ask; this
// module asks it: the vocabulary (compounds, corrections), the hits (posts and thread titles by
// full text, bounded and ranked) and what a page of hits shows.

// ---------------------------------------------------------------------------------------------
// Vocabulary

export interface WordAnalysis {
  /** The word as asked (lower case). */
  word: string
  /** The word's own tsquery (german stem; several parts for 'c-klasse'); '' for a stop word. */
  own: string
  /** Posts holding the word's lexeme; 0 when nobody wrote it. */
  ndoc: number
  /** Words of the vocabulary that contain the word as a part: 'zahnriemenwechsel' for 'zahnriemen'. */
  compounds: { word: string; lexeme: string; ndoc: number }[]
  /** Known words that look like it, most alike first (for a word nobody or hardly anybody wrote). */
  similar: { word: string; lexeme: string; ndoc: number; similarity: number }[]
}

/** Compounds are looked for only for words at least this long (shorter ones are parts of too much). */
export const COMPOUND_MIN_LENGTH = 5
/** At most this many compounds widen one word (the most written first). */
export const COMPOUND_LIMIT = 50
/** A part that is not the start of a compound must follow at least this many letters ('st|reifen' is no tyre). */
export const COMPOUND_MIN_PREFIX = 4
/** Shorter words that do start compounds in a car forum (folded): Öl|filter, Rad|lager, Tür|griff, Kat|tausch. */
export const SHORT_COMPOUND_HEADS = [
  'ol',
  'rad',
  'tur',
  'gas',
  'kat',
  'abs',
  'esp',
  'led',
  'dpf',
  'agr',
  'akku',
  'auto',
]

/**
 * One round trip for every word of a term: its own query, how often it is written, the compounds
 * containing it and the known words that look like it. The compounds come from the trigram index
 * on search_words (LIKE '%part%'), the look-alikes from its nearest-neighbour order.
 */
export async function analyseWords(
  db: DB,
  words: readonly string[],
  /** Per word: look for compounds and look-alikes (false: only its query and count). */
  expand: readonly boolean[] = words.map(() => true),
): Promise<WordAnalysis[]> {
  if (words.length === 0) return []
  const result = await sql<{
    word: string
    own: string
    ndoc: number | null
    compounds: WordAnalysis['compounds'] | null
    similar: WordAnalysis['similar'] | null
  }>`
    SELECT w.word,
      phraseto_tsquery('german'::regconfig, search_text(w.word))::text AS own,
      greatest(
        (SELECT max(s.ndoc) FROM search_words s
          WHERE s.lexeme = ANY(tsvector_to_array(to_tsvector('german'::regconfig, w.word)))),
        -- learnt since the last count: somebody wrote it
        (SELECT 1 FROM search_words s WHERE s.word = w.word)) AS ndoc,
      CASE WHEN w.expand AND length(f.folded) >= ${COMPOUND_MIN_LENGTH} THEN (
        SELECT json_agg(part ORDER BY part.ndoc DESC, part.word) FROM (
          SELECT s.word, s.lexeme, s.ndoc FROM search_words s
          WHERE s.folded LIKE '%' || f.pattern || '%' ESCAPE '\\' AND s.folded <> f.folded
            AND s.lexeme IS NOT NULL AND s.ndoc > 0 AND strpos(s.word, '-') = 0
            AND (strpos(s.folded, f.folded) = 1 OR strpos(s.folded, f.folded) > ${COMPOUND_MIN_PREFIX}
              OR left(s.folded, strpos(s.folded, f.folded) - 1) = ANY(${SHORT_COMPOUND_HEADS}::text[]))
            AND length(s.folded) >= length(f.folded) + 2
          ORDER BY s.ndoc DESC, s.word LIMIT ${COMPOUND_LIMIT}
        ) part
      ) END AS compounds,
      CASE WHEN w.expand AND length(f.folded) >= 4 THEN (
        SELECT json_agg(look ORDER BY look.similarity DESC, look.ndoc DESC) FROM (
          SELECT s.word, s.lexeme, s.ndoc, similarity(s.folded, f.folded)::float8 AS similarity
          FROM search_words s
          WHERE s.lexeme IS NOT NULL AND s.folded <> f.folded AND s.ndoc > 0
          ORDER BY s.folded <-> f.folded LIMIT 8
        ) look WHERE look.similarity >= 0.4
      ) END AS similar
    FROM unnest(${[...words]}::text[], ${[...expand]}::boolean[]) WITH ORDINALITY AS w (word, expand, ord)
    CROSS JOIN LATERAL (
      SELECT search_fold(w.word) AS folded,
        replace(replace(replace(search_fold(w.word), '\\', '\\\\'), '%', '\\%'), '_', '\\_') AS pattern
    ) f
    ORDER BY w.ord`.execute(db)
  return result.rows.map((row) => ({
    word: row.word,
    own: row.own,
    ndoc: row.ndoc ?? 0,
    compounds: row.compounds ?? [],
    similar: row.similar ?? [],
  }))
}

/**
 * The words of the vocabulary among `words` that somebody wrote (the parts a typed compound may be
 * split into); their primary key finds them.
 */
export async function findKnownWords(
  db: DB,
  words: readonly string[],
): Promise<{ word: string; lexeme: string; ndoc: number }[]> {
  if (words.length === 0) return []
  const result = await sql<{ word: string; lexeme: string; ndoc: number }>`
    SELECT s.word, s.lexeme, s.ndoc FROM search_words s
    WHERE s.word = ANY(${[...words]}::text[]) AND s.lexeme IS NOT NULL AND s.ndoc > 0`.execute(db)
  return result.rows
}

/** tsquery text of phrases (and of single words): the words next to each other, stemmed like the index; '' for stop words. */
export async function phraseQueries(db: DB, phrases: readonly string[]): Promise<string[]> {
  if (phrases.length === 0) return []
  const result = await sql<{ query: string }>`
    SELECT phraseto_tsquery('german'::regconfig, search_text(p))::text AS query
    FROM unnest(${[...phrases]}::text[]) WITH ORDINALITY AS t (p, n) ORDER BY t.n`.execute(db)
  return result.rows.map((row) => row.query)
}

/** Posts and threads there are: how the search bounds the work of a very common word. */
export async function searchScale(db: DB): Promise<{ maxPostId: number; maxThreadId: number }> {
  const result = await sql<{ max_post_id: number | null; max_thread_id: number | null }>`
    SELECT (SELECT max(id) FROM posts) AS max_post_id, (SELECT max(id) FROM threads) AS max_thread_id`.execute(
    db,
  )
  const row = result.rows[0]
  return { maxPostId: row?.max_post_id ?? 0, maxThreadId: row?.max_thread_id ?? 0 }
}

/** Learns all words and counts them again (migration 0009's refresh; the nightly clean-up). */
export { refreshSearchWords } from './migrations/0009_search.ts'

// ---------------------------------------------------------------------------------------------
// Hits

export type SearchVisibility = 'Online' | 'Offline'

export interface HitQuery {
  /** tsquery text; '' with an author: every post of theirs. */
  query: string
  /** The term's groups as alternatives: a title holding one of them may hold the rest in its question. */
  anyQuery: string
  /** Which content the viewer may see: ['Online'] for visitors, with 'Offline' for members. */
  visibilities: SearchVisibility[]
  authorId: number | null
  /** The board with every board below it; null: all. */
  boardIds: number[] | null
  vehicle: { column: 'manufacturer_id' | 'series_id' | 'model_id'; id: number } | null
  /** Inclusive start, exclusive end. */
  from: Date | null
  until: Date | null
  threadsOnly: boolean
  bestAnswerOnly: boolean
  sort: 'relevance' | 'newest'
  /** One hit per thread (its best post); off for an author's posts. */
  perThread: boolean
  /** The threads a selective filter leaves (the filter's posts are then read by their threads). */
  threadIds: number[] | null
  /** Posts below this id are not read (bounds a very common word's work to the newest). */
  minPostId: number
  /** The same for the threads whose titles match. */
  minThreadId: number
  limit: number
  offset: number
}

export interface HitRow {
  post_id: number
  thread_id: number
  score: number
  total: number
}

/** Title hits read at most (the newest threads first): a title word like 'Golf' is in thousands. */
const TITLE_CANDIDATES = 1_000

/**
 * The page of hits and how many there are (counted over the bounded candidates). Ranking: the
 * post's text (ts_rank), the thread's title far above it (a question whose title matches first),
 * small boosts for the best answer, a thread that has one, and thumbs-up.
 */
export function hitsQuery(h: HitQuery) {
  const vis = sql`${h.visibilities}::text[]`
  const threadFilters = sql.join(
    [
      sql`t.deleted_at IS NULL`,
      sql`t.visibility = ANY(${vis})`,
      h.boardIds ? sql`t.board_id = ANY(${h.boardIds}::int[])` : sql`true`,
      h.vehicle ? sql`${sql.ref(`t.${h.vehicle.column}`)} = ${h.vehicle.id}` : sql`true`,
      h.bestAnswerOnly ? sql`t.best_post_id IS NOT NULL` : sql`true`,
    ],
    sql` AND `,
  )
  const postFilters = sql.join(
    [
      sql`p.deleted_at IS NULL`,
      sql`p.visibility = ANY(${vis})`,
      h.authorId !== null ? sql`p.author_id = ${h.authorId}` : sql`true`,
      h.from ? sql`p.created_at >= ${h.from}` : sql`true`,
      h.until ? sql`p.created_at < ${h.until}` : sql`true`,
      h.threadsOnly ? sql`p.position = 0` : sql`true`,
      h.threadIds ? sql`p.thread_id = ANY(${h.threadIds}::int[])` : sql`true`,
    ],
    sql` AND `,
  )
  const order =
    h.sort === 'newest' ? sql`created_at DESC, post_id DESC` : sql`score DESC, created_at DESC, post_id DESC`
  // each hit's thread by its key, filters and visibility checked there (OFFSET 0 keeps the planner
  // from reading every thread for a hash or merge join: the hits are a few thousand at most, the
  // threads hundreds of thousands, and a board may hold most of them)
  const threadOf = (alias: string) => sql`CROSS JOIN LATERAL (
      SELECT t.id, t.best_post_id FROM threads t WHERE t.id = ${sql.ref(`${alias}.thread_id`)} AND ${threadFilters} OFFSET 0
    ) t`

  if (h.query === '') {
    // an author's posts (the user menu's 'Meine Beiträge'): their index, newest first
    return sql<HitRow>`
      WITH scored AS (
        SELECT p.id AS post_id, p.thread_id, p.created_at, 0::float8 AS score
        FROM posts p ${threadOf('p')}
        WHERE ${postFilters}
        ORDER BY p.created_at DESC, p.id DESC
        -- counted up to where the search stops counting: 'Mehr als 1.000' beyond
        LIMIT ${SEARCH_MAX_RESULTS + 1}
      )
      SELECT post_id, thread_id, score, (SELECT count(*)::int FROM scored) AS total
      FROM scored ORDER BY created_at DESC, post_id DESC LIMIT ${h.limit} OFFSET ${h.offset}`
  }

  return sql<HitRow>`
    WITH q AS MATERIALIZED (SELECT ${h.query}::tsquery AS q, ${h.anyQuery}::tsquery AS any),
    body AS (
      SELECT p.id AS post_id, p.thread_id, p.position, p.created_at, p.thumbs_up_count, p.search_vector
      FROM q, posts p
      WHERE p.search_vector @@ q.q AND p.id >= ${h.minPostId} AND ${postFilters}
    ),
    title AS (
      SELECT t.id AS thread_id, t.first_post_id, t.search_vector AS vector, t.search_vector @@ q.q AS whole
      FROM q, threads t
      WHERE t.search_vector @@ q.any AND t.id >= ${h.minThreadId} AND ${threadFilters}
      ORDER BY t.id DESC LIMIT ${TITLE_CANDIDATES}
    ),
    hits AS (
      SELECT b.post_id, b.thread_id, b.position, b.created_at, b.thumbs_up_count,
        ts_rank(b.search_vector, q.q) AS body_rank,
        CASE WHEN ti.whole THEN ts_rank(ti.vector, q.q) END AS title_rank
      FROM q, body b LEFT JOIN title ti ON ti.thread_id = b.thread_id
      UNION ALL
      -- a question found by its title, or by its title and its text together (an excluded word
      -- excludes it from either)
      SELECT p.id, p.thread_id, p.position, p.created_at, p.thumbs_up_count, 0,
        CASE WHEN ti.whole THEN ts_rank(ti.vector, q.q) ELSE -0.4 END
      FROM q, title ti JOIN posts p ON p.id = ti.first_post_id
      WHERE (ti.vector || p.search_vector) @@ q.q AND ${postFilters}
        AND NOT EXISTS (SELECT 1 FROM body b WHERE b.post_id = ti.first_post_id)
    ),
    scored AS (
      SELECT h.post_id, h.thread_id, h.created_at,
        (h.body_rank
          + CASE WHEN h.title_rank IS NULL THEN 0
                 WHEN h.position = 0 THEN 1.0 + h.title_rank ELSE 0.3 END
          + CASE WHEN t.best_post_id = h.post_id THEN 0.3 WHEN t.best_post_id IS NOT NULL THEN 0.1 ELSE 0 END
          + least(h.thumbs_up_count, 10) * 0.02)::float8 AS score
      FROM hits h ${threadOf('h')}
    ),
    chosen AS (
      ${
        h.perThread
          ? sql`SELECT DISTINCT ON (thread_id) * FROM scored ORDER BY thread_id, score DESC, post_id DESC`
          : sql`SELECT * FROM scored`
      }
    )
    SELECT post_id, thread_id, score, count(*) OVER ()::int AS total
    FROM chosen ORDER BY ${order} LIMIT ${h.limit} OFFSET ${h.offset}`
}

export async function findHits(db: DB, h: HitQuery): Promise<HitRow[]> {
  return (await hitsQuery(h).execute(db)).rows
}

/**
 * The threads a board, vehicle or best-answer filter leaves, when they are at most `limit`
 * (null: more). A few thousand threads' posts are found through their key together with the
 * full-text index (a BitmapAnd) instead of reading every post of the word and dropping most.
 */
export async function findFilteredThreadIds(
  db: DB,
  filter: Pick<HitQuery, 'boardIds' | 'vehicle' | 'bestAnswerOnly' | 'visibilities'>,
  limit: number,
): Promise<number[] | null> {
  const result = await sql<{ id: number }>`
    SELECT t.id FROM threads t
    WHERE t.deleted_at IS NULL AND t.visibility = ANY(${filter.visibilities}::text[])
      ${filter.boardIds ? sql`AND t.board_id = ANY(${filter.boardIds}::int[])` : sql``}
      ${filter.vehicle ? sql`AND ${sql.ref(`t.${filter.vehicle.column}`)} = ${filter.vehicle.id}` : sql``}
      ${filter.bestAnswerOnly ? sql`AND t.best_post_id IS NOT NULL` : sql``}
    LIMIT ${limit + 1}`.execute(db)
  return result.rows.length > limit ? null : result.rows.map((row) => row.id)
}

// ---------------------------------------------------------------------------------------------
// What a page of hits shows

export interface HitDetails {
  post_id: number
  post_text: string
  post_created_at: Date
  post_position: number
  post_visibility: 'Online' | 'Hidden' | 'Offline'
  post_deleted_at: Date | null
  post_author_id: number
  thumbs_up_count: number
  thread_id: number
  thread_title: string
  thread_slug: string
  thread_visibility: 'Online' | 'Hidden' | 'Offline'
  thread_deleted_at: Date | null
  thread_author_id: number
  best_post_id: number | null
  reply_count: number
  board_id: number
  board_name: string
  board_slug: string
  author_name: string | null
  author_slug: string | null
}

export async function findHitDetails(db: DB, postIds: readonly number[]): Promise<HitDetails[]> {
  if (postIds.length === 0) return []
  const result = await sql<HitDetails>`
    SELECT p.id AS post_id, p.text AS post_text, p.created_at AS post_created_at, p.position AS post_position,
      p.visibility AS post_visibility, p.deleted_at AS post_deleted_at, p.author_id AS post_author_id,
      p.thumbs_up_count, t.id AS thread_id, t.title AS thread_title, t.slug AS thread_slug,
      t.visibility AS thread_visibility, t.deleted_at AS thread_deleted_at, t.author_id AS thread_author_id,
      t.best_post_id, t.reply_count, b.id AS board_id, b.name AS board_name, b.slug AS board_slug,
      CASE WHEN u.is_anonymized THEN NULL ELSE u.display_name END AS author_name,
      CASE WHEN u.is_anonymized THEN NULL ELSE u.slug END AS author_slug
    FROM posts p
    JOIN threads t ON t.id = p.thread_id
    JOIN boards b ON b.id = t.board_id
    JOIN users u ON u.id = p.author_id
    WHERE p.id = ANY(${[...postIds]}::int[])`.execute(db)
  return result.rows
}

/**
 * Excerpts with the matched words marked, by PostgreSQL's own stemming (ts_headline), from the
 * posts' plain text; the marks are control characters no text contains, split apart by the service.
 */
export async function headlines(db: DB, texts: readonly string[], query: string): Promise<string[]> {
  if (texts.length === 0) return []
  const result = await sql<{ headline: string }>`
    SELECT ts_headline('german'::regconfig, x.text, ${query}::tsquery,
      'StartSel=' || chr(2) || ', StopSel=' || chr(3) || ', MaxWords=32, MinWords=14, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "'
    ) AS headline
    FROM unnest(${[...texts]}::text[]) WITH ORDINALITY AS x (text, n) ORDER BY x.n`.execute(db)
  return result.rows.map((row) => row.headline)
}
