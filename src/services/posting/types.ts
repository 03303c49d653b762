import type { DB } from '#db/database.ts'
import { POST_TEXT_MAX_LENGTH, THREAD_TITLE_MAX_LENGTH, THREAD_TITLE_MIN_LENGTH } from '#domain/limits.ts'
import type { AfterWrite } from '#domain/page-change.ts'
import { replyDraftContext } from '#domain/reply.ts'
import type { EventBus } from '../events.ts'
import type { RateRule } from '../rate-limit.ts'

// The posting service's inputs, results and dependencies.

export const THREAD_TITLE_MIN = THREAD_TITLE_MIN_LENGTH
export const THREAD_TITLE_MAX = THREAD_TITLE_MAX_LENGTH
/** The editor's limit (src/domain/limits.ts, shared with the form's field). */
export const POST_TEXT_MAX = POST_TEXT_MAX_LENGTH
/** spec 001 §4: the required-field message of the forum's forms. */
export const NEW_THREAD_DRAFT = 'new-thread'
export const replyDraft = replyDraftContext

export type ReplyResult =
  | { ok: true; postId: number; position: number; path: string }
  | {
      ok: false
      status: 400 | 403 | 404 | 410 | 429
      reason?: 'ThreadNotFound' | 'Deleted' | 'PermissionDenied'
      message: string
      /** With 429: seconds until the member may write again (the Retry-After header). */
      retryAfterSeconds?: number
      /** The form field the message belongs to (decision 025: the attachments); else the text or the form. */
      field?: 'attachments'
    }

export interface NewThreadInput {
  boardId: number
  title: string
  text: string
  manufacturerId: number | null
  seriesId: number | null
  modelId: number | null
  submissionKey: string
  /** decision 025: the member's uploads to attach (claimed in the thread's transaction). */
  uploadIds?: readonly number[]
}

export type NewThreadField = 'boardId' | 'title' | 'text' | 'vehicle' | 'attachments' | 'form'
export type NewThreadErrors = Partial<Record<NewThreadField, string>>

export type NewThreadResult =
  | { ok: true; threadId: number; path: string }
  | {
      ok: false
      status: 400 | 403 | 404 | 429
      reason?: 'BoardNotFound' | 'PermissionDenied'
      errors: NewThreadErrors
      retryAfterSeconds?: number
    }

/**
 * Where a redirect may go, or the thread page's refusal (decision 019): a thread or post the
 * viewer may not see never gives its slug away in a Location header.
 */
export type Located =
  | { ok: true; path: string }
  | { ok: false; reason: 'ThreadNotFound' | 'NotFound' | 'Deleted' | 'HiddenLoggedOut' }

export type DraftResult = { ok: true } | { ok: false; status: 400 | 403 | 404 | 413; message: string }

export interface PostingDeps {
  db: DB
  /** After every write: visitors' cached pages are stale. */
  afterWrite?: AfterWrite
  /** decisions 029, 030: told after each committed post and thumbs up (notifications, live replies). */
  events?: EventBus
  now?: () => Date
  /**
   * Flood control (docs/security.md): the rules replies and new threads count against. Default:
   * FLOOD_RULES; a bulk import (or a test of something else) passes empty lists.
   */
  flood?: { reply: readonly RateRule[]; thread: readonly RateRule[] }
}
