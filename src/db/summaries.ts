import { sql } from 'kysely'
import type { SummarySentence } from '#domain/summary.ts'
import type { DB } from './database.ts'

// AI thread summaries (migration 0020, decision 032): their rows, the request that makes one job,
// and the posts a summary is built from — a bounded, index-friendly choice even for a thread
// of 100,000 posts.

export function findSummary(db: DB, threadId: number) {
  return db
    .selectFrom('thread_summaries')
    .select([
      'thread_id',
      'status',
      'sentences',
      'source',
      'built_at',
      'built_post_count',
      'built_best_post_id',
      'job_queued_at',
    ])
    .where('thread_id', '=', threadId)
    .executeTakeFirst()
}

/** A queued job older than this is taken as lost (the process died): it may be queued again. */
const JOB_LOST_MINUTES = 10

/**
 * Marks the thread's summary as wanted and says whether a job must be queued now: true for the
 * first request, a failed one, or a rebuild — never while a job is already queued (so two
 * requests make one job). A new row is Pending; an Available one stays Available meanwhile.
 */
export async function requestSummary(db: DB, threadId: number, at: Date): Promise<boolean> {
  const lost = new Date(at.getTime() - JOB_LOST_MINUTES * 60_000)
  const result = await sql<{ thread_id: number }>`
    INSERT INTO thread_summaries (thread_id, status, requested_at, job_queued_at)
    VALUES (${threadId}, 'Pending', ${at}, ${at})
    ON CONFLICT (thread_id) DO UPDATE SET
      status = CASE WHEN thread_summaries.status = 'Failed' THEN 'Pending' ELSE thread_summaries.status END,
      requested_at = ${at},
      job_queued_at = ${at}
    WHERE thread_summaries.job_queued_at IS NULL OR thread_summaries.job_queued_at < ${lost}
    RETURNING thread_id`.execute(db)
  return result.rows.length > 0
}

export async function saveSummary(
  db: DB,
  threadId: number,
  summary: {
    sentences: SummarySentence[]
    source: 'extractive' | 'llm'
    builtAt: Date
    postCount: number
    bestPostId: number | null
  },
): Promise<void> {
  await db
    .updateTable('thread_summaries')
    .set({
      status: 'Available',
      sentences: JSON.stringify(summary.sentences),
      source: summary.source,
      built_at: summary.builtAt,
      built_post_count: summary.postCount,
      built_best_post_id: summary.bestPostId,
      job_queued_at: null,
      last_error: null,
    })
    .where('thread_id', '=', threadId)
    .execute()
}

/** The build failed: retryable (Failed without an earlier summary; the earlier one stays). */
export async function failSummary(db: DB, threadId: number, error: string): Promise<void> {
  await db
    .updateTable('thread_summaries')
    .set({
      status: sql<'Failed' | 'Available'>`CASE WHEN built_at IS NULL THEN 'Failed' ELSE status END`,
      job_queued_at: null,
      last_error: error.slice(0, 1000),
    })
    .where('thread_id', '=', threadId)
    .execute()
}

/** The thread as the summariser needs it; null when it is gone, deleted or not public. */
export function findSummaryThread(db: DB, threadId: number) {
  return db
    .selectFrom('threads')
    .select(['id', 'title', 'author_id', 'best_post_id', 'post_count', 'next_position', 'visibility'])
    .where('id', '=', threadId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

/**
 * The posts a summary is built from, in thread order: only public ones (Online, not deleted;
 * members-only posts never reach a summary that visitors read). For a long thread at most
 * `limit`: the question, the best answer, the starter's own posts, the most thanked and the
 * newest — chosen from the thread's posts without reading their texts.
 */
export async function findSummarySources(
  db: DB,
  thread: { id: number; author_id: number; best_post_id: number | null },
  limit: number,
) {
  const ids = await sql<{ id: number }>`
    WITH visible AS (
      SELECT id, position, author_id, thumbs_up_count FROM posts
      WHERE thread_id = ${thread.id} AND visibility = 'Online' AND deleted_at IS NULL
    ),
    chosen AS (
      (SELECT id FROM visible ORDER BY position LIMIT 1)
      UNION (SELECT id FROM visible WHERE id = ${thread.best_post_id ?? 0})
      UNION (SELECT id FROM visible WHERE author_id = ${thread.author_id} ORDER BY position DESC LIMIT ${Math.floor(limit / 6)})
      UNION (SELECT id FROM visible WHERE thumbs_up_count > 0 ORDER BY thumbs_up_count DESC, position LIMIT ${Math.floor(limit / 2)})
      UNION (SELECT id FROM visible ORDER BY position DESC LIMIT ${Math.floor(limit / 3)})
    )
    SELECT id FROM chosen LIMIT ${limit}`.execute(db)
  if (ids.rows.length === 0) return []
  return db
    .selectFrom('posts')
    .select(['id', 'position', 'author_id', 'text', 'thumbs_up_count'])
    .where(
      'id',
      'in',
      ids.rows.map((row) => row.id),
    )
    .orderBy('position')
    .execute()
}

/**
 * Of a summary's source posts, those that are no longer as they were: hidden, deleted or edited
 * after `builtAt`. Their sentences are not shown, and the summary is built again.
 */
export async function findChangedSources(
  db: DB,
  postIds: readonly number[],
  builtAt: Date,
): Promise<Set<number>> {
  const unique = [...new Set(postIds)]
  if (unique.length === 0) return new Set()
  const rows = await db
    .selectFrom('posts')
    .select([
      'id',
      sql<boolean>`visibility <> 'Online' OR deleted_at IS NOT NULL OR coalesce(edited_at > ${builtAt}, false)`.as(
        'changed',
      ),
    ])
    .where('id', 'in', unique)
    .execute()
  const unchanged = new Set(rows.filter((row) => !row.changed).map((row) => row.id))
  // a post that no longer exists changed too
  return new Set(unique.filter((id) => !unchanged.has(id)))
}
