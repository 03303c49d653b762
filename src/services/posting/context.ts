import type { DB } from '#db/database.ts'
import { findActiveRestriction } from '#db/notices.ts'
import { findBoardScope, findThreadBySubmission, foldCounterDeltas } from '#db/posting.ts'
import { claimUploads } from '#db/uploads.ts'
import { type BoardScope, isStaff, type PostingRestriction, type Viewer } from '#domain/permissions.ts'
import { threadVisibility, type Visibility } from '#domain/visibility.ts'
import { FLOOD_RULES } from '../flood-control.ts'
import type { PostingDeps } from './types.ts'

// What every posting use case shares: the dependencies, the clock, flood rules and the small
// reads each of them starts with.

/**
 * docs/security.md: PostgreSQL cannot store a NUL character (error 22021, a 500 before). Nobody
 * types one; a pasted or scripted one is dropped, so nothing the member meant is lost.
 */
export function withoutNul(value: string): string {
  return value.replaceAll('\u0000', '')
}

/** decision 025: an upload was claimed or deleted between the check and the post's transaction. */
export class UploadsGone extends Error {}
export const UPLOADS_GONE =
  'Eine Datei gehört inzwischen zu einem anderen Beitrag oder ist nicht mehr vorhanden. Bitte lade sie noch einmal hoch.'

/** Claims the uploads for the new post inside its transaction, or rolls the whole post back. */
export async function claimFor(
  trx: DB,
  userId: number,
  postId: number,
  uploadIds: readonly number[],
  at: Date,
) {
  if (uploadIds.length === 0) return
  const claimed = await claimUploads(trx, { userId, postId, uploadIds, at })
  if (!claimed) throw new UploadsGone()
}

/** The dependencies and shared reads of the posting use cases. */
export function createPostingContext(deps: PostingDeps) {
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
    return findBoardScope(db, boardId)
  }

  /** decision 019: the one rule of src/domain/visibility.ts for a thread row. */
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

  /** decision 021: the member's active posting restriction, or null. */
  async function restrictionOf(viewer: Viewer): Promise<PostingRestriction | null> {
    const row = await findActiveRestriction(db, viewer.userId, 'posting', now())
    return row ? { endsAt: row.ends_at } : null
  }

  /** A thread seen only as its starter (hidden by the moderation) takes no writes from them. */
  const AUTHOR_ONLY =
    'Dieses Thema wurde von der Moderation ausgeblendet. Du kannst hier nichts mehr beitragen.' as const

  async function existingSubmission(authorId: number, key: string) {
    return findThreadBySubmission(db, authorId, key)
  }

  return {
    deps,
    db,
    now,
    flood,
    foldCounters,
    scopeFor,
    visibilityOfThread,
    restrictionOf,
    AUTHOR_ONLY,
    existingSubmission,
  }
}

export type PostingContext = ReturnType<typeof createPostingContext>
