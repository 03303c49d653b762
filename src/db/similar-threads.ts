import { type RawBuilder, sql } from 'kysely'
import {
  BEST_SCORED,
  COMMON_TEXT_WORD_SHARE,
  COMMON_TITLE_WORD_SHARE,
  IN_TITLE_BONUS,
  QUESTION_TERMS,
  SIMILAR_THREADS_SHOWN,
  type SubjectTerm,
  TEXT_WORDS_NEEDED,
  TITLE_SHARE_NEEDED,
  TITLE_WEIGHT,
  TITLE_WORD_ENDING,
  TITLE_WORD_FORMS,
  TITLE_WORD_MIN_LENGTH,
  type Tier,
  termQuery,
  tierQuery,
  tiersOf,
  type Vehicle,
} from '#domain/similar-threads.ts'
import type { DB } from './database.ts'

// 'Ähnliche Themen' (spec 001 §2, docs/decisions/023): the question's words and its
// vehicle, asked of thread_terms (migration 0010) tier by tier. Two kinds of query:
// - subjectQuery: the thread's words (title and first post vectors, their counts in search_words),
//   a few dozen index lookups;
// - tierCandidatesQuery: one GIN scan of thread_terms for a vehicle token AND any of the title's
//   words (the text's for a title without any), each match scored by all the words it shares, the
//   best few read from threads by key.

export interface Subject extends Vehicle {
  id: number
  terms: SubjectTerm[]
}

export interface SimilarThread {
  id: number
  title: string
  slug: string
  board_id: number
  reply_count: number
}

interface SubjectRow {
  id: number
  manufacturer_id: number | null
  series_id: number | null
  model_id: number | null
  texts: number
  terms: { lexeme: string; in_title: boolean; ndoc: number; forms: string[] | null }[] | null
}

/**
 * The thread's vehicle and words: every lexeme of its title, and the QUESTION_TERMS rarest of its
 * first post that others wrote too (ndoc > 1), leaving out the names of its vehicle and its board
 * (what every thread there is about) and words commoner than COMMON_TITLE_WORD_SHARE and
 * COMMON_TEXT_WORD_SHARE of all texts; a longer title word brings its other forms along
 * (the stemmer leaves 'ruckelt' apart from 'Ruckeln' → 'ruckel').
 */
export function subjectQuery(threadId: number) {
  return sql<SubjectRow>`
    WITH me AS (
      SELECT t.id, t.board_id, t.manufacturer_id, t.series_id, t.model_id, t.search_vector AS title_vector,
        p.search_vector AS question_vector
      FROM threads t LEFT JOIN posts p ON p.thread_id = t.id AND p.position = 0
      WHERE t.id = ${threadId}
    ),
    names AS (
      SELECT coalesce(tsvector_to_array(search_document(concat_ws(' ', b.name, mk.name, s.name, mo.name))), '{}') AS lexemes
      FROM me
      LEFT JOIN boards b ON b.id = me.board_id
      LEFT JOIN vehicle_manufacturers mk ON mk.id = me.manufacturer_id
      LEFT JOIN vehicle_series s ON s.id = me.series_id
      LEFT JOIN vehicle_models mo ON mo.id = me.model_id
    ),
    scale AS (SELECT greatest(total_posts, 1)::float8 AS texts FROM platform_stats),
    words AS (
      SELECT w.lexeme, bool_or(w.in_title) AS in_title,
        (SELECT max(s.ndoc) FROM search_words s WHERE s.lexeme = w.lexeme) AS ndoc
      FROM (
        SELECT unnest(tsvector_to_array(me.title_vector)) AS lexeme, true AS in_title FROM me
        UNION ALL
        SELECT unnest(tsvector_to_array(me.question_vector)), false FROM me
      ) w, names
      WHERE w.lexeme <> ALL (names.lexemes)
      GROUP BY w.lexeme
    ),
    chosen AS (
      (SELECT w.lexeme, w.in_title, w.ndoc FROM words w, scale
       WHERE w.in_title AND w.ndoc IS NOT NULL AND w.ndoc <= scale.texts * ${COMMON_TITLE_WORD_SHARE})
      UNION ALL
      (SELECT w.lexeme, w.in_title, w.ndoc FROM words w, scale
       WHERE NOT w.in_title AND w.ndoc > 1 AND w.ndoc <= scale.texts * ${COMMON_TEXT_WORD_SHARE}
       ORDER BY w.ndoc, w.lexeme LIMIT ${QUESTION_TERMS})
    )
    SELECT me.id, me.manufacturer_id, me.series_id, me.model_id, scale.texts,
      (SELECT json_agg(json_build_object('lexeme', c.lexeme, 'in_title', c.in_title, 'ndoc', c.ndoc,
         'forms', CASE WHEN c.in_title AND length(c.lexeme) >= ${TITLE_WORD_MIN_LENGTH} THEN (
           SELECT array_agg(f.lexeme) FROM (
             SELECT s.lexeme FROM search_words s
             WHERE s.folded LIKE replace(replace(replace(c.lexeme, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
               AND length(s.folded) <= length(c.lexeme) + ${TITLE_WORD_ENDING}
               AND s.lexeme IS NOT NULL AND s.lexeme <> c.lexeme
             GROUP BY s.lexeme ORDER BY max(s.ndoc) DESC, s.lexeme LIMIT ${TITLE_WORD_FORMS}
           ) f
         ) END) ORDER BY c.in_title DESC, c.ndoc, c.lexeme) FROM chosen c) AS terms
    FROM me, scale`
}

export async function findSubject(db: DB, threadId: number): Promise<Subject | null> {
  const row = (await subjectQuery(threadId).execute(db)).rows[0]
  if (!row) return null
  return {
    id: row.id,
    manufacturerId: row.manufacturer_id,
    seriesId: row.series_id,
    modelId: row.model_id,
    terms: (row.terms ?? []).map((term) => ({
      lexemes: [term.lexeme, ...(term.forms ?? [])],
      inTitle: term.in_title,
      weight: Math.log(row.texts / Math.max(term.ndoc, 1)) * (term.in_title ? TITLE_WEIGHT : 1),
    })),
  }
}

/**
 * The best `limit` threads of one tier that share the question's subject: title words that make up
 * TITLE_SHARE_NEEDED of the title's weight (in their title or question), or for a title without
 * usable words, TEXT_WORDS_NEEDED of its text's words; the GIN scan asks for those words only.
 * Score: the weights of the shared words, IN_TITLE_BONUS more for each found in the candidate's
 * title; on an equal score a thread with a best answer first, then the most recently active
 * (among the BEST_SCORED best, the newest first: only those are read from threads). Only threads
 * every visitor may see: thread_terms holds no others, and the read by key checks again.
 */
export function tierCandidatesQuery(subject: Subject, tier: Tier, limit: number) {
  const terms = subject.terms
  const titled = terms.some((term) => term.inTitle)
  // the words a match must share: the title's, or for a title without any, the text's
  const required = titled ? terms.filter((term) => term.inTitle) : terms
  const found = terms.map(
    (term, index) => sql`d.terms @@ ${termQuery(term)}::tsquery AS ${sql.ref(`f${index}`)}`,
  )
  const inTitle = terms.map(
    (term, index) => sql`d.terms @@ ${termQuery(term, 'A')}::tsquery AS ${sql.ref(`t${index}`)}`,
  )
  const score = sql.join(
    terms.map(
      (term, index) =>
        sql`(CASE WHEN ${sql.ref(`m.f${index}`)} THEN ${term.weight}::float8 ELSE 0 END
          + CASE WHEN ${sql.ref(`m.t${index}`)} THEN ${term.weight * IN_TITLE_BONUS}::float8 ELSE 0 END)`,
    ),
    sql` + `,
  )
  const shared = sumOf(
    terms.flatMap((term, index) =>
      !titled || term.inTitle
        ? [sql`CASE WHEN ${sql.ref(`m.f${index}`)} THEN ${titled ? term.weight : 1}::float8 ELSE 0 END`]
        : [],
    ),
  )
  const needed = titled
    ? required.reduce((sum, term) => sum + term.weight, 0) * TITLE_SHARE_NEEDED
    : TEXT_WORDS_NEEDED
  return sql<SimilarThread>`
    SELECT c.id, c.title, c.slug, c.board_id, c.reply_count
    FROM (
      SELECT m.thread_id, ${score} AS score
      FROM (
        SELECT d.thread_id, ${sql.join([...found, ...inTitle])}
        FROM thread_terms d
        WHERE d.terms @@ ${tierQuery(tier, required)}::tsquery AND d.thread_id <> ${subject.id}
      ) m
      WHERE ${shared} >= ${needed}::float8
      ORDER BY score DESC, m.thread_id DESC
      LIMIT ${BEST_SCORED}
    ) s
    -- each of the few by its key (OFFSET 0 keeps the planner from a hash join over all threads)
    CROSS JOIN LATERAL (
      SELECT c.id, c.title, c.slug, c.board_id, c.reply_count, c.best_post_id, c.last_post_at
      FROM threads c WHERE c.id = s.thread_id AND c.deleted_at IS NULL AND c.visibility = 'Online' OFFSET 0
    ) c
    ORDER BY s.score DESC, c.best_post_id IS NOT NULL DESC, c.last_post_at DESC, c.id DESC
    LIMIT ${limit}`
}

function sumOf(parts: RawBuilder<unknown>[]) {
  return parts.length === 0 ? sql`0` : sql`(${sql.join(parts, sql` + `)})`
}

/**
 * 'Ähnliche Themen' for a thread: tier after tier (same model, series, make; see tiersOf) until
 * `limit` are found; fewer, or none, when no more threads share its words.
 */
export async function findSimilarThreads(
  db: DB,
  threadId: number,
  limit = SIMILAR_THREADS_SHOWN,
): Promise<SimilarThread[]> {
  const subject = await findSubject(db, threadId)
  if (!subject || subject.terms.length === 0) return []
  const found: SimilarThread[] = []
  for (const tier of tiersOf(subject)) {
    const rows = (await tierCandidatesQuery(subject, tier, limit - found.length).execute(db)).rows
    found.push(...rows)
    if (found.length >= limit) break
  }
  return found
}
