import type { DB } from '#db/database.ts'
import { findFeatureSwitches } from '#db/feature-switches.ts'
import {
  failSummary,
  findChangedSources,
  findSummary,
  findSummarySources,
  findSummaryThread,
  requestSummary,
  saveSummary,
} from '#db/summaries.ts'
import { featureSwitchesFrom } from '#domain/features.ts'
import type { AfterWrite } from '#domain/page-change.ts'
import { threadPageCount } from '#domain/pagination.ts'
import {
  SUMMARY_SOURCE_POSTS,
  type SummarySentence,
  type SummaryStatus,
  summaryOffered,
  summaryOutdated,
} from '#domain/summary.ts'
import { enqueueJob } from '../jobs.ts'
import { hit, type RateRule } from '../rate-limit.ts'
import { type SourcePost, summarize } from './extractive.ts'
import { type LlmConfig, llmSummary } from './llm.ts'

// The AI thread summary (decision 032): requested with CompressThread, built by a job
// (one per thread however often it is asked for), read with SummaryData. A summary whose thread
// has moved on — a new best answer, a tenth more posts, a source post edited, hidden or deleted —
// is built again while the last good one shows, without the sentences of changed posts.

export const SUMMARY_JOB = 'thread-summary'

/** Requests per member or address and hour (each is one cheap row, but a job behind it). */
export const SUMMARY_REQUEST_RULE: RateRule = { name: 'summary-request', limit: 30, windowSeconds: 60 * 60 }

export interface SummaryDeps {
  db: DB
  kickJobs?: () => void
  /** the page cache forgets the thread's pages once its summary changed */
  afterWrite?: AfterWrite | undefined
  llm?: LlmConfig | null
  log?: (message: string, detail?: unknown) => void
  now?: () => Date
  fetch?: typeof fetch
}

export interface SummaryView {
  threadId: number
  status: SummaryStatus
  sentences: SummarySentence[]
  builtAt: Date | null
  source: 'extractive' | 'llm' | null
}

export type RequestOutcome =
  | { ok: true; summary: SummaryView }
  | { ok: false; reason: 'NotFound' | 'NotOffered' | 'TooManyRequests'; message: string }

/** The thread as the summary reads it (the GraphQL thread row has these columns). */
export interface SummaryThread {
  id: number
  post_count: number
  next_position: number
  best_post_id: number | null
}

/** The posts the summariser reads for a thread (its visible ones, the most telling of a long one). */
export async function sourcePostsOf(
  db: DB,
  thread: NonNullable<Awaited<ReturnType<typeof findSummaryThread>>>,
): Promise<SourcePost[]> {
  const rows = await findSummarySources(db, thread, SUMMARY_SOURCE_POSTS)
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    text: row.text,
    thumbsUp: row.thumbs_up_count,
    isBest: row.id === thread.best_post_id,
    byStarter: row.author_id === thread.author_id,
  }))
}

export function createSummaryService(deps: SummaryDeps) {
  const { db } = deps
  const now = () => (deps.now ? deps.now() : new Date())

  /** Queues the build unless one is queued; true when a job was queued. */
  async function queue(threadId: number): Promise<boolean> {
    const queued = await db.transaction().execute(async (trx) => {
      if (!(await requestSummary(trx, threadId, now()))) return false
      await enqueueJob(trx, SUMMARY_JOB, { threadId })
      return true
    })
    if (queued) deps.kickJobs?.()
    return queued
  }

  async function switchOn(): Promise<boolean> {
    return featureSwitchesFrom(await findFeatureSwitches(db)).AiThreadSummary
  }

  /** SummaryData: the state and the sentences still true to their posts. */
  async function read(thread: SummaryThread): Promise<SummaryView> {
    const row = await findSummary(db, thread.id)
    const view: SummaryView = {
      threadId: thread.id,
      status: 'NotRequested',
      sentences: [],
      builtAt: null,
      source: null,
    }
    if (!row || (row.status === 'Failed' && row.built_at === null)) return view
    if (row.built_at === null) return { ...view, status: 'Pending' }
    const changed = await findChangedSources(
      db,
      row.sentences.map((sentence) => sentence.postId),
      row.built_at,
    )
    const outdated =
      changed.size > 0 ||
      summaryOutdated(
        { postCount: row.built_post_count ?? 0, bestPostId: row.built_best_post_id },
        { postCount: thread.post_count, bestPostId: thread.best_post_id },
      )
    if (outdated && row.job_queued_at === null) await queue(thread.id)
    const sentences = row.sentences.filter((sentence) => !changed.has(sentence.postId))
    return {
      ...view,
      status: sentences.length > 0 ? 'Available' : 'Pending',
      sentences,
      builtAt: row.built_at,
      source: row.source,
    }
  }

  return {
    read,

    /**
     * CompressThread: only with the switch on and for threads of more than one page (spec 001
     * §4, §9); `subject` is the member or the address the hourly limit counts.
     */
    async request(thread: SummaryThread, subject: string): Promise<RequestOutcome> {
      if (!summaryOffered(threadPageCount(thread.next_position), await switchOn())) {
        return {
          ok: false,
          reason: 'NotOffered',
          message: 'Eine Zusammenfassung gibt es nur für Themen mit mehr als einer Seite.',
        }
      }
      if (!(await hit(db, SUMMARY_REQUEST_RULE, subject, now()))) {
        return {
          ok: false,
          reason: 'TooManyRequests',
          message:
            'Du hast in der letzten Stunde sehr viele Zusammenfassungen angefordert. Bitte warte etwas.',
        }
      }
      const current = await read(thread)
      if (current.status === 'NotRequested') await queue(thread.id)
      return {
        ok: true,
        summary: current.status === 'NotRequested' ? { ...current, status: 'Pending' } : current,
      }
    },

    /** The form's request (no JavaScript): the caller has checked that the viewer may read the thread. */
    async requestById(threadId: number, subject: string): Promise<RequestOutcome> {
      const thread = await findSummaryThread(db, threadId)
      if (!thread) return { ok: false, reason: 'NotFound', message: 'Dieses Thema gibt es nicht.' }
      return this.request(thread, subject)
    },

    /** The job: reads the thread's public posts and stores the summary; a failure stays retryable. */
    async build(threadId: number): Promise<void> {
      try {
        const thread = await findSummaryThread(db, threadId)
        if (!thread) {
          await failSummary(db, threadId, 'Das Thema gibt es nicht mehr.')
          return
        }
        const posts = await sourcePostsOf(db, thread)
        let sentences: SummarySentence[] | null = null
        let source: 'extractive' | 'llm' = 'extractive'
        if (deps.llm) {
          sentences = await llmSummary(deps.llm, thread.title, posts, deps.fetch).catch((error: unknown) => {
            deps.log?.(`Zusammenfassung für Thema ${threadId}: Sprachmodell nicht verwendet`, String(error))
            return null
          })
          if (sentences) source = 'llm'
        }
        sentences ??= summarize(thread.title, posts)
        if (sentences.length === 0) {
          await failSummary(db, threadId, 'Das Thema enthält noch nichts, das sich zusammenfassen lässt.')
          return
        }
        await saveSummary(db, threadId, {
          sentences,
          source,
          builtAt: now(),
          postCount: thread.post_count,
          bestPostId: thread.best_post_id,
        })
        deps.afterWrite?.({ threadId })
      } catch (error) {
        deps.log?.(`Zusammenfassung für Thema ${threadId} fehlgeschlagen`, error)
        await failSummary(db, threadId, error instanceof Error ? error.message : String(error))
      }
    },
  }
}

export type SummaryService = ReturnType<typeof createSummaryService>

export function summaryJobHandler(service: SummaryService) {
  return {
    [SUMMARY_JOB]: async (payload: unknown) => {
      const threadId =
        typeof payload === 'object' && payload !== null && 'threadId' in payload
          ? Number(payload.threadId)
          : Number.NaN
      if (!Number.isInteger(threadId)) throw new Error('malformed summary job')
      await service.build(threadId)
    },
  }
}
