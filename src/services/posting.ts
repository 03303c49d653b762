import { sql } from 'kysely'
import type { DB } from '#db/database.ts'
import { deleteDraft, findDraft, pruneDrafts, saveDraft } from '#db/drafts.ts'
import { findActiveRestriction } from '#db/notices.ts'
import { countNewPost, findBoardChain, foldCounterDeltas } from '#db/posting.ts'
import { autoFollowOf } from '#db/subscriptions.ts'
import { findThread } from '#db/thread-page.ts'
import { claimUploads } from '#db/uploads.ts'
import { checkVehicle } from '#db/vehicles.ts'
import { REQUIRED, TITLE_TOO_LONG, threadTitleProblem } from '#domain/form-texts.ts'
import { parseId } from '#domain/ids.ts'
import {
  DRAFT_DATA_MAX_CHARS,
  DRAFTS_PER_MEMBER_MAX,
  POST_TEXT_MAX_LENGTH,
  QUICK_REPLY_MAX_LENGTH,
  THREAD_TITLE_MAX_LENGTH,
  THREAD_TITLE_MIN_LENGTH,
} from '#domain/limits.ts'
import type { AfterWrite } from '#domain/page-change.ts'
import { postPath } from '#domain/pagination.ts'
import {
  type BoardScope,
  canGiveThumbsUp,
  canMarkBestAnswer,
  canModerateBoard,
  canReply,
  canSaveDraft,
  canStartThread,
  isStaff,
  type PostingRestriction,
  postingRestrictionMessage,
  type Viewer,
} from '#domain/permissions.ts'
import { replyDraftContext } from '#domain/reply.ts'
import { slugify, threadPath } from '#domain/routes.ts'
import { acceptsWrites, postVisibility, threadVisibility, type Visibility } from '#domain/visibility.ts'
import type { EventBus } from './events.ts'
import { FLOOD_RULES, floodCheck } from './flood-control.ts'
import type { RateRule } from './rate-limit.ts'
import { checkClaimable } from './uploads.ts'

// Starting threads (issue 5 §3): validate → authorise → one transaction for the thread, its
// first post and every counter → side effects (page cache). A form's submission key makes a
// double submission create one thread.

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
      /** The form field the message belongs to (issue 14: the attachments); else the text or the form. */
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
  /** issue 14: the member's uploads to attach (claimed in the thread's transaction). */
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
 * Where a redirect may go, or the thread page's refusal (issue 11 §11): a thread or post the
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
  /** issue 15: told after each committed post and thumbs up (notifications, live replies). */
  events?: EventBus
  now?: () => Date
  /**
   * Flood control (issue 11 §14): the rules replies and new threads count against. Default:
   * FLOOD_RULES; a bulk import (or a test of something else) passes empty lists.
   */
  flood?: { reply: readonly RateRule[]; thread: readonly RateRule[] }
}

/**
 * issue 11 §12: PostgreSQL cannot store a NUL character (error 22021, a 500 before). Nobody
 * types one; a pasted or scripted one is dropped, so nothing the member meant is lost.
 */
function withoutNul(value: string): string {
  return value.replaceAll('\u0000', '')
}

/** issue 14: an upload was claimed or deleted between the check and the post's transaction. */
class UploadsGone extends Error {}
const UPLOADS_GONE =
  'Eine Datei gehört inzwischen zu einem anderen Beitrag oder ist nicht mehr vorhanden. Bitte lade sie noch einmal hoch.'

/** Claims the uploads for the new post inside its transaction, or rolls the whole post back. */
async function claimFor(trx: DB, userId: number, postId: number, uploadIds: readonly number[], at: Date) {
  if (uploadIds.length === 0) return
  const claimed = await claimUploads(trx, { userId, postId, uploadIds, at })
  if (!claimed) throw new UploadsGone()
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505'
}

export function createPostingService(deps: PostingDeps) {
  const { db } = deps
  const now = deps.now ?? (() => new Date())
  const flood = deps.flood ?? {
    reply: [FLOOD_RULES.replyBurst, FLOOD_RULES.replyHour],
    thread: [FLOOD_RULES.threadBurst, FLOOD_RULES.threadDay],
  }

  /**
   * The boards' and the platform's counters a committed post moved (decision 033). The post is
   * saved either way: a fold that fails here is retried by the server's tick.
   */
  async function foldCounters(): Promise<void> {
    await foldCounterDeltas(db).catch(() => 0)
  }

  /** The board and those above it, read only for staff (nobody else moderates a board). */
  async function scopeFor(viewer: Viewer | null, boardId: number): Promise<BoardScope> {
    if (!isStaff(viewer)) return { id: boardId, ancestorIds: [] }
    const chain = await findBoardChain(db, boardId)
    return { id: boardId, ancestorIds: chain.slice(1).map((b) => b.id) }
  }

  /** issue 11 §11: the one rule of src/domain/visibility.ts for a thread row. */
  function visibilityOfThread(
    viewer: Viewer | null,
    thread: { visibility: 'Online' | 'Hidden' | 'Offline'; deleted_at: Date | null; author_id: number },
    board: BoardScope,
  ): Visibility {
    return threadVisibility(
      viewer,
      { visibility: thread.visibility, deletedAt: thread.deleted_at, authorId: thread.author_id },
      board,
    )
  }

  /** issue 12: the member's active posting restriction, or null. */
  async function restrictionOf(viewer: Viewer): Promise<PostingRestriction | null> {
    const row = await findActiveRestriction(db, viewer.userId, 'posting', now())
    return row ? { endsAt: row.ends_at } : null
  }

  /** A thread seen only as its starter (hidden by the moderation) takes no writes from them. */
  const AUTHOR_ONLY =
    'Dieses Thema wurde von der Moderation ausgeblendet. Du kannst hier nichts mehr beitragen.' as const

  async function existingSubmission(authorId: number, key: string) {
    return db
      .selectFrom('threads')
      .select(['id', 'slug'])
      .where('author_id', '=', authorId)
      .where('submission_key', '=', key)
      .executeTakeFirst()
  }

  return {
    async createThread(viewer: Viewer, input: NewThreadInput): Promise<NewThreadResult> {
      const chain = await findBoardChain(db, input.boardId)
      const board = chain[0]
      if (!board)
        return {
          ok: false,
          status: 404,
          reason: 'BoardNotFound',
          errors: { boardId: 'Dieses Forum gibt es nicht.' },
        }
      const scope = { id: board.id, ancestorIds: chain.slice(1).map((b) => b.id), isOpen: board.is_open }
      const restriction = await restrictionOf(viewer)
      // issue 12: the form comes back with everything typed, and why it was not saved
      if (restriction)
        return { ok: false, status: 403, errors: { form: postingRestrictionMessage(restriction) } }
      if (!canStartThread(viewer, scope, restriction)) {
        return {
          ok: false,
          status: 403,
          reason: 'PermissionDenied',
          errors: {
            boardId: 'Dieses Forum ist geschlossen. Hier können keine neuen Themen erstellt werden.',
          },
        }
      }

      const title = withoutNul(input.title).trim().replace(/\s+/g, ' ')
      const text = withoutNul(input.text).trim()
      const errors: NewThreadErrors = {}
      const titleProblem = threadTitleProblem(title)
      if (titleProblem) errors.title = titleProblem
      if (text === '') errors.text = REQUIRED
      else if (text.length > POST_TEXT_MAX)
        errors.text = `Der Text darf höchstens ${POST_TEXT_MAX.toLocaleString('de-DE')} Zeichen lang sein.`
      const vehicle = await checkVehicle(db, input)
      if (!vehicle) errors.vehicle = 'Bitte wähle Hersteller, Baureihe und Modell passend zueinander aus.'
      if (Object.keys(errors).length > 0 || !vehicle) return { ok: false, status: 400, errors }

      const previous = await existingSubmission(viewer.userId, input.submissionKey)
      if (previous) return { ok: true, threadId: previous.id, path: threadPath(previous) }
      // issue 14: only the member's own unused uploads, at most UPLOADS_PER_POST_MAX
      const uploads = await checkClaimable(db, viewer, input.uploadIds ?? [])
      if (!uploads.ok) return { ok: false, status: uploads.status, errors: { attachments: uploads.message } }
      // issue 11 §14: counted only for a thread that would be created; the form keeps its values
      const limited = await floodCheck(db, viewer, flood.thread, now())
      if (!limited.ok)
        return {
          ok: false,
          status: 429,
          errors: { form: limited.message },
          retryAfterSeconds: limited.retryAfterSeconds,
        }

      const at = now()
      const slug = slugify(title)
      const autoFollow = await autoFollowOf(db, viewer.userId)
      let threadId: number
      let firstPostId = 0
      try {
        threadId = await db.transaction().execute(async (trx) => {
          const thread = await trx
            .insertInto('threads')
            .values({
              board_id: board.id,
              title,
              slug,
              author_id: viewer.userId,
              created_at: at,
              last_post_at: at,
              last_post_user_id: viewer.userId,
              manufacturer_id: vehicle.manufacturerId,
              series_id: vehicle.seriesId,
              model_id: vehicle.modelId,
              post_count: 1,
              reply_count: 0,
              next_position: 1,
              submission_key: input.submissionKey,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
          const post = await trx
            .insertInto('posts')
            .values({
              thread_id: thread.id,
              position: 0,
              author_id: viewer.userId,
              text,
              created_at: at,
              is_posted_by_moderator: canModerateBoard(viewer, scope),
            })
            .returning('id')
            .executeTakeFirstOrThrow()
          await trx
            .updateTable('threads')
            .set({ first_post_id: post.id, last_post_id: post.id })
            .where('id', '=', thread.id)
            .execute()
          await countNewPost(trx, {
            threadId: thread.id,
            boardId: board.id,
            postId: post.id,
            authorId: viewer.userId,
            createdAt: at,
            startsThread: true,
          })
          await claimFor(trx, viewer.userId, post.id, uploads.uploadIds, at)
          // issue 15: one's own new thread is followed (the setting auto-follow, on by default)
          if (autoFollow) {
            await trx
              .insertInto('thread_subscriptions')
              .values({ user_id: viewer.userId, thread_id: thread.id, read_position: 1, created_at: at })
              .onConflict((oc) => oc.doNothing())
              .execute()
          }
          await deleteDraft(trx, viewer.userId, NEW_THREAD_DRAFT)
          firstPostId = post.id
          return thread.id
        })
      } catch (error) {
        if (error instanceof UploadsGone)
          return { ok: false, status: 400, errors: { attachments: UPLOADS_GONE } }
        // the same form sent twice at once: the second insert meets the first one's key
        if (isUniqueViolation(error)) {
          const first = await existingSubmission(viewer.userId, input.submissionKey)
          if (first) return { ok: true, threadId: first.id, path: threadPath(first) }
        }
        throw error
      }
      await foldCounters()
      deps.afterWrite?.({ threadId })
      await deps.events?.emit({
        type: 'post.created',
        postId: firstPostId,
        threadId,
        boardId: board.id,
        authorId: viewer.userId,
        position: 0,
        text,
        startsThread: true,
        at,
      })
      return { ok: true, threadId, path: threadPath({ id: threadId, slug }) }
    },

    /**
     * A reply (issue 6 §3): required, trimmed, at most 2000 characters (spec 001 §5, the quick
     * reply); the full editor (issue 14) passes `maxLength: POST_TEXT_MAX`. Closed threads refuse.
     * The thread row's lock hands out the next dense position; counters move in the same
     * transaction; the author follows the thread from then on.
     */
    async createReply(
      viewer: Viewer,
      input: { threadId: number; text: string; submissionKey: string; uploadIds?: readonly number[] },
      options: { maxLength?: number } = {},
    ): Promise<ReplyResult> {
      const maxLength = Math.min(options.maxLength ?? QUICK_REPLY_MAX_LENGTH, POST_TEXT_MAX)
      const text = withoutNul(input.text).trim()
      if (text === '') return { ok: false, status: 400, message: REQUIRED }
      if (text.length > maxLength) {
        return {
          ok: false,
          status: 400,
          message: `Deine Antwort darf höchstens ${maxLength.toLocaleString('de-DE')} Zeichen lang sein.`,
        }
      }
      const thread = await findThread(db, input.threadId)
      const board = thread ? await scopeFor(viewer, thread.board_id) : null
      const visibility = thread && board ? visibilityOfThread(viewer, thread, board) : null
      if (!thread || !board || (visibility && !visibility.visible && visibility.reason === 'NotFound')) {
        return { ok: false, status: 404, reason: 'ThreadNotFound', message: 'Dieses Thema gibt es nicht.' }
      }
      if (visibility && (!visibility.visible || visibility.marked === 'Deleted'))
        return { ok: false, status: 410, reason: 'Deleted', message: 'Dieses Thema wurde gelöscht.' }
      if (visibility && !acceptsWrites(visibility))
        return { ok: false, status: 403, reason: 'PermissionDenied', message: AUTHOR_ONLY }
      const restriction = await restrictionOf(viewer)
      if (restriction)
        return {
          ok: false,
          status: 403,
          reason: 'PermissionDenied',
          message: postingRestrictionMessage(restriction),
        }
      if (!canReply(viewer, { isOpen: thread.is_open, board }, restriction)) {
        return {
          ok: false,
          status: 403,
          reason: 'PermissionDenied',
          message: 'Dieses Thema ist geschlossen. Antworten sind nicht mehr möglich.',
        }
      }
      const previous = await db
        .selectFrom('posts')
        .select(['id', 'position'])
        .where('author_id', '=', viewer.userId)
        .where('submission_key', '=', input.submissionKey)
        .executeTakeFirst()
      if (previous)
        return {
          ok: true,
          postId: previous.id,
          position: previous.position,
          path: postPath(thread, previous),
        }
      // issue 14: only the member's own unused uploads, at most UPLOADS_PER_POST_MAX
      const uploads = await checkClaimable(db, viewer, input.uploadIds ?? [])
      if (!uploads.ok)
        return { ok: false, status: uploads.status, message: uploads.message, field: 'attachments' }
      // issue 11 §14: counted only for a reply that would be saved; the text stays in the form
      const limited = await floodCheck(db, viewer, flood.reply, now())
      if (!limited.ok)
        return {
          ok: false,
          status: 429,
          message: limited.message,
          retryAfterSeconds: limited.retryAfterSeconds,
        }

      const at = now()
      const autoFollow = await autoFollowOf(db, viewer.userId)
      try {
        const post = await db.transaction().execute(async (trx) => {
          // Two replies to one thread at once: the one that gets the later position is never
          // older than the one before it (a thread's and a board's last post agree).
          const slot = await trx
            .updateTable('threads')
            .set((eb) => ({
              next_position: eb('next_position', '+', 1),
              post_count: eb('post_count', '+', 1),
              reply_count: eb('reply_count', '+', 1),
              last_post_at: sql<Date>`greatest(last_post_at, ${at})`,
              last_post_user_id: viewer.userId,
            }))
            .where('id', '=', thread.id)
            .returning((eb) => [eb('next_position', '-', 1).as('position'), 'last_post_at'])
            .executeTakeFirstOrThrow()
          const createdAt = slot.last_post_at
          const inserted = await trx
            .insertInto('posts')
            .values({
              thread_id: thread.id,
              position: slot.position,
              author_id: viewer.userId,
              text,
              created_at: createdAt,
              is_posted_by_moderator: canModerateBoard(viewer, board),
              submission_key: input.submissionKey,
            })
            .returning(['id', 'position'])
            .executeTakeFirstOrThrow()
          await trx
            .updateTable('threads')
            .set({ last_post_id: inserted.id })
            .where('id', '=', thread.id)
            .execute()
          await countNewPost(trx, {
            threadId: thread.id,
            boardId: thread.board_id,
            postId: inserted.id,
            authorId: viewer.userId,
            createdAt,
            startsThread: false,
          })
          await claimFor(trx, viewer.userId, inserted.id, uploads.uploadIds, at)
          // issue 15: with auto-follow (the default) the author follows the thread from now on;
          // without it, only a thread already followed moves its read position past the reply
          if (autoFollow) {
            await trx
              .insertInto('thread_subscriptions')
              .values({
                user_id: viewer.userId,
                thread_id: thread.id,
                read_position: inserted.position + 1,
                created_at: at,
              })
              .onConflict((oc) =>
                oc.columns(['user_id', 'thread_id']).doUpdateSet({ read_position: inserted.position + 1 }),
              )
              .execute()
          } else {
            await trx
              .updateTable('thread_subscriptions')
              .set({ read_position: inserted.position + 1 })
              .where('user_id', '=', viewer.userId)
              .where('thread_id', '=', thread.id)
              .execute()
          }
          await deleteDraft(trx, viewer.userId, replyDraft(thread.id))
          return inserted
        })
        await foldCounters()
        deps.afterWrite?.({ threadId: thread.id })
        await deps.events?.emit({
          type: 'post.created',
          postId: post.id,
          threadId: thread.id,
          boardId: thread.board_id,
          authorId: viewer.userId,
          position: post.position,
          text,
          startsThread: false,
          at,
        })
        return { ok: true, postId: post.id, position: post.position, path: postPath(thread, post) }
      } catch (error) {
        if (error instanceof UploadsGone)
          return { ok: false, status: 400, message: UPLOADS_GONE, field: 'attachments' }
        if (isUniqueViolation(error)) {
          const first = await db
            .selectFrom('posts')
            .select(['id', 'position'])
            .where('author_id', '=', viewer.userId)
            .where('submission_key', '=', input.submissionKey)
            .executeTakeFirst()
          if (first)
            return { ok: true, postId: first.id, position: first.position, path: postPath(thread, first) }
        }
        throw error
      }
    },

    /** Thumbs up (issue 6 §4): one per member per post, toggling, never on one's own post. */
    async toggleThumbsUp(
      viewer: Viewer,
      postId: number,
      mode: 'toggle' | 'give' = 'toggle',
    ): Promise<
      | { ok: true; given: boolean; count: number; path: string }
      | { ok: false; status: 403 | 404; message: string }
    > {
      const post = await db
        .selectFrom('posts')
        .innerJoin('threads', 'threads.id', 'posts.thread_id')
        .select([
          'posts.id',
          'posts.author_id',
          'posts.position',
          'posts.visibility',
          'posts.deleted_at as post_deleted_at',
          'threads.id as thread_id',
          'threads.slug',
          'threads.deleted_at',
          'threads.board_id',
          'threads.author_id as thread_author_id',
          'threads.visibility as thread_visibility',
        ])
        .where('posts.id', '=', postId)
        .executeTakeFirst()
      // issue 11 §11: only a post the viewer may see takes a thumbs up
      const visibility =
        post &&
        postVisibility(
          viewer,
          { visibility: post.visibility, deletedAt: post.post_deleted_at, authorId: post.author_id },
          { visibility: post.thread_visibility, deletedAt: post.deleted_at, authorId: post.thread_author_id },
          await scopeFor(viewer, post.board_id),
        )
      if (!post || !visibility?.visible)
        return { ok: false, status: 404, message: 'Diesen Beitrag gibt es nicht.' }
      if (!acceptsWrites(visibility)) return { ok: false, status: 403, message: AUTHOR_ONLY }
      const restriction = await restrictionOf(viewer)
      if (restriction) return { ok: false, status: 403, message: postingRestrictionMessage(restriction) }
      if (!canGiveThumbsUp(viewer, { authorId: post.author_id }, restriction)) {
        return {
          ok: false,
          status: 403,
          message: 'Deinen eigenen Beitrag kannst Du nicht mit einem Daumen bewerten.',
        }
      }
      const result = await db.transaction().execute(async (trx) => {
        const added = await trx
          .insertInto('post_thumbs')
          .values({ post_id: postId, user_id: viewer.userId, created_at: now() })
          .onConflict((oc) => oc.doNothing())
          .returning('post_id')
          .executeTakeFirst()
        // 'give' (back from the login detour) never takes a thumbs up away
        if (!added && mode === 'give') {
          const current = await trx
            .selectFrom('posts')
            .select('thumbs_up_count')
            .where('id', '=', postId)
            .executeTakeFirstOrThrow()
          return { given: true, count: current.thumbs_up_count, added: false }
        }
        if (!added) {
          await trx
            .deleteFrom('post_thumbs')
            .where('post_id', '=', postId)
            .where('user_id', '=', viewer.userId)
            .execute()
        }
        const delta = added ? 1 : -1
        const updated = await trx
          .updateTable('posts')
          .set((eb) => ({ thumbs_up_count: eb('thumbs_up_count', '+', delta) }))
          .where('id', '=', postId)
          .returning('thumbs_up_count')
          .executeTakeFirstOrThrow()
        await trx
          .updateTable('users')
          .set((eb) => ({ thumbs_up_received: eb('thumbs_up_received', '+', delta) }))
          .where('id', '=', post.author_id)
          .execute()
        return { given: added !== undefined, count: updated.thumbs_up_count, added: added !== undefined }
      })
      deps.afterWrite?.({ threadId: post.thread_id })
      if (result.given && result.added)
        await deps.events?.emit({
          type: 'thumbs.given',
          postId,
          threadId: post.thread_id,
          giverId: viewer.userId,
          authorId: post.author_id,
          at: now(),
        })
      return {
        ok: true,
        given: result.given,
        count: result.count,
        path: postPath({ id: post.thread_id, slug: post.slug }, post),
      }
    },

    /** Best answer (issue 6 §6): the starter or a moderator marks a reply, or takes the mark away. */
    async setBestAnswer(
      viewer: Viewer,
      threadId: number,
      postId: number | null,
    ): Promise<{ ok: true } | { ok: false; status: 400 | 403 | 404; message: string }> {
      const thread = await findThread(db, threadId)
      const board = thread ? await scopeFor(viewer, thread.board_id) : null
      // issue 11 §11: a hidden thread takes no best answer from those who may not see it
      const visibility = thread && board ? visibilityOfThread(viewer, thread, board) : null
      if (!thread || !board || !visibility?.visible)
        return { ok: false, status: 404, message: 'Dieses Thema gibt es nicht.' }
      if (!acceptsWrites(visibility)) return { ok: false, status: 403, message: AUTHOR_ONLY }
      if (!canMarkBestAnswer(viewer, { authorId: thread.author_id, board })) {
        return {
          ok: false,
          status: 403,
          message: 'Nur der Themenstarter und die Moderation können die beste Antwort wählen.',
        }
      }
      if (postId !== null) {
        const post = await db
          .selectFrom('posts')
          .select(['position', 'visibility'])
          .where('id', '=', postId)
          .where('thread_id', '=', threadId)
          .executeTakeFirst()
        if (!post || post.position === 0 || post.visibility === 'Hidden') {
          return {
            ok: false,
            status: 400,
            message: 'Als beste Antwort eignet sich nur eine sichtbare Antwort in diesem Thema.',
          }
        }
      }
      await db.updateTable('threads').set({ best_post_id: postId }).where('id', '=', threadId).execute()
      deps.afterWrite?.({ threadId })
      return { ok: true }
    },

    /** A thread's canonical path, or the thread page's refusal for this viewer. */
    async locateThread(viewer: Viewer | null, threadId: number): Promise<Located> {
      const thread = await db
        .selectFrom('threads')
        .select(['id', 'slug', 'board_id', 'visibility', 'deleted_at', 'author_id'])
        .where('id', '=', threadId)
        .executeTakeFirst()
      if (!thread) return { ok: false, reason: 'ThreadNotFound' }
      const visibility = visibilityOfThread(viewer, thread, await scopeFor(viewer, thread.board_id))
      if (!visibility.visible) {
        return { ok: false, reason: visibility.reason === 'NotFound' ? 'ThreadNotFound' : visibility.reason }
      }
      return { ok: true, path: threadPath(thread) }
    },

    /** spec 000 §2.4 PostJump: the thread page that holds a post, with its anchor, when the viewer may see it. */
    async locatePost(viewer: Viewer | null, postId: number): Promise<Located> {
      const post = await db
        .selectFrom('posts')
        .innerJoin('threads', 'threads.id', 'posts.thread_id')
        .select([
          'posts.id',
          'posts.position',
          'posts.visibility',
          'posts.author_id',
          'posts.deleted_at as post_deleted_at',
          'threads.id as thread_id',
          'threads.slug',
          'threads.board_id',
          'threads.author_id as thread_author_id',
          'threads.visibility as thread_visibility',
          'threads.deleted_at',
        ])
        .where('posts.id', '=', postId)
        .executeTakeFirst()
      if (!post) return { ok: false, reason: 'NotFound' }
      const visibility = postVisibility(
        viewer,
        { visibility: post.visibility, deletedAt: post.post_deleted_at, authorId: post.author_id },
        { visibility: post.thread_visibility, deletedAt: post.deleted_at, authorId: post.thread_author_id },
        await scopeFor(viewer, post.board_id),
      )
      if (!visibility.visible) return { ok: false, reason: visibility.reason }
      return { ok: true, path: postPath({ id: post.thread_id, slug: post.slug }, post) }
    },

    findDraft: (userId: number, context: string) => findDraft(db, userId, context),
    /**
     * Autosave (spec 000 §4), bounded (issue 11 §10): the form's own limits, a small data field,
     * only contexts the member may write to (a reply draft needs a thread they may reply to), and
     * at most DRAFTS_PER_MEMBER_MAX drafts per member, the oldest dropped.
     */
    async saveDraft(
      viewer: Viewer,
      context: string,
      input: { title: string; text: string; data: Record<string, unknown> },
    ): Promise<DraftResult> {
      // issue 11 §12: PostgreSQL stores no NUL, in text or in jsonb
      if (JSON.stringify(input.data).includes('\\u0000'))
        return { ok: false, status: 400, message: 'Der Entwurf enthält ein unzulässiges Steuerzeichen.' }
      const draft = { ...input, title: withoutNul(input.title), text: withoutNul(input.text) }
      if (draft.title.length > THREAD_TITLE_MAX)
        return {
          ok: false,
          status: 413,
          message: TITLE_TOO_LONG,
        }
      if (draft.text.length > POST_TEXT_MAX)
        return {
          ok: false,
          status: 413,
          message: `Der Text darf höchstens ${POST_TEXT_MAX.toLocaleString('de-DE')} Zeichen lang sein.`,
        }
      if (JSON.stringify(draft.data).length > DRAFT_DATA_MAX_CHARS)
        return { ok: false, status: 413, message: 'Der Entwurf enthält zu viele Angaben.' }
      const reply = /^reply:(\d+)$/.exec(context)
      const restriction = reply || context === NEW_THREAD_DRAFT ? await restrictionOf(viewer) : null
      if (reply) {
        const threadId = parseId(reply[1])
        const thread = threadId === null ? undefined : await findThread(db, threadId)
        const board = thread ? await scopeFor(viewer, thread.board_id) : null
        const visibility = thread && board ? visibilityOfThread(viewer, thread, board) : null
        if (!thread || !board || !visibility?.visible || !acceptsWrites(visibility))
          return { ok: false, status: 404, message: 'Dieses Thema gibt es nicht.' }
        if (restriction) return { ok: false, status: 403, message: postingRestrictionMessage(restriction) }
        if (!canReply(viewer, { isOpen: thread.is_open, board }, restriction))
          return {
            ok: false,
            status: 403,
            message: 'Dieses Thema ist geschlossen. Antworten sind nicht mehr möglich.',
          }
      } else if (context !== NEW_THREAD_DRAFT) {
        return { ok: false, status: 400, message: 'Diesen Entwurf gibt es nicht.' }
      } else if (!canSaveDraft(viewer, restriction)) {
        return { ok: false, status: 403, message: postingRestrictionMessage(restriction ?? { endsAt: null }) }
      }
      await db.transaction().execute(async (trx) => {
        await saveDraft(trx, viewer.userId, context, draft, now())
        await pruneDrafts(trx, viewer.userId, DRAFTS_PER_MEMBER_MAX)
      })
      return { ok: true }
    },
    deleteDraft: (userId: number, context: string) => deleteDraft(db, userId, context),
  }
}

export type PostingService = ReturnType<typeof createPostingService>
