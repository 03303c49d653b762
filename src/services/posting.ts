import type { DB } from '#db/database.ts'
import { deleteDraft, findDraft, saveDraft } from '#db/drafts.ts'
import { countNewPost, findBoardChain } from '#db/posting.ts'
import { checkVehicle } from '#db/vehicles.ts'
import { canModerateBoard, canStartThread, type Viewer } from '#domain/permissions.ts'
import { slugify, threadPath } from '#domain/routes.ts'

// Starting threads (issue 5 §3): validate → authorise → one transaction for the thread, its
// first post and every counter → side effects (page cache). A form's submission key makes a
// double submission create one thread.

export const THREAD_TITLE_MIN = 5
export const THREAD_TITLE_MAX = 120
export const POST_TEXT_MAX = 20_000
/** spec 001 §4: the required-field message of the forum's forms. */
export const REQUIRED = 'Bitte fülle dieses Feld aus.'
export const NEW_THREAD_DRAFT = 'new-thread'

export interface NewThreadInput {
  boardId: number
  title: string
  text: string
  manufacturerId: number | null
  seriesId: number | null
  modelId: number | null
  submissionKey: string
}

export type NewThreadField = 'boardId' | 'title' | 'text' | 'vehicle'
export type NewThreadErrors = Partial<Record<NewThreadField, string>>

export type NewThreadResult =
  | { ok: true; threadId: number; path: string }
  | {
      ok: false
      status: 400 | 403 | 404
      reason?: 'BoardNotFound' | 'PermissionDenied'
      errors: NewThreadErrors
    }

export interface PostingDeps {
  db: DB
  /** After every write: visitors' cached pages are stale. */
  afterWrite?: () => void
  now?: () => Date
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505'
}

export function createPostingService(deps: PostingDeps) {
  const { db } = deps
  const now = deps.now ?? (() => new Date())

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
      if (!canStartThread(viewer, scope)) {
        return {
          ok: false,
          status: 403,
          reason: 'PermissionDenied',
          errors: {
            boardId: 'Dieses Forum ist geschlossen. Hier können keine neuen Themen erstellt werden.',
          },
        }
      }

      const title = input.title.trim().replace(/\s+/g, ' ')
      const text = input.text.trim()
      const errors: NewThreadErrors = {}
      if (title === '') errors.title = REQUIRED
      else if (title.length < THREAD_TITLE_MIN)
        errors.title = `Der Titel muss mindestens ${THREAD_TITLE_MIN} Zeichen lang sein.`
      else if (title.length > THREAD_TITLE_MAX)
        errors.title = `Der Titel darf höchstens ${THREAD_TITLE_MAX} Zeichen lang sein.`
      if (text === '') errors.text = REQUIRED
      else if (text.length > POST_TEXT_MAX)
        errors.text = `Der Text darf höchstens ${POST_TEXT_MAX.toLocaleString('de-DE')} Zeichen lang sein.`
      const vehicle = await checkVehicle(db, input)
      if (!vehicle) errors.vehicle = 'Bitte wähle Hersteller, Baureihe und Modell passend zueinander aus.'
      if (Object.keys(errors).length > 0 || !vehicle) return { ok: false, status: 400, errors }

      const previous = await existingSubmission(viewer.userId, input.submissionKey)
      if (previous) return { ok: true, threadId: previous.id, path: threadPath(previous) }

      const at = now()
      const slug = slugify(title)
      let threadId: number
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
          await deleteDraft(trx, viewer.userId, NEW_THREAD_DRAFT)
          return thread.id
        })
      } catch (error) {
        // the same form sent twice at once: the second insert meets the first one's key
        if (isUniqueViolation(error)) {
          const first = await existingSubmission(viewer.userId, input.submissionKey)
          if (first) return { ok: true, threadId: first.id, path: threadPath(first) }
        }
        throw error
      }
      deps.afterWrite?.()
      return { ok: true, threadId, path: threadPath({ id: threadId, slug }) }
    },

    findDraft: (userId: number, context: string) => findDraft(db, userId, context),
    saveDraft: (
      userId: number,
      context: string,
      draft: { title: string; text: string; data: Record<string, unknown> },
    ) =>
      saveDraft(
        db,
        userId,
        context,
        { ...draft, title: draft.title.slice(0, 500), text: draft.text.slice(0, POST_TEXT_MAX) },
        now(),
      ),
    deleteDraft: (userId: number, context: string) => deleteDraft(db, userId, context),
  }
}

export type PostingService = ReturnType<typeof createPostingService>
