import { invalidateAnchors } from '#db/board-listing.ts'
import { replaceThreadTitle, setThreadSticky } from '#db/revisions.ts'
import { findThread, type ThreadRow } from '#db/thread-page.ts'
import { editFieldErrors, editThreadTitleInputSchema, setStickyInputSchema } from '#domain/editing-input.ts'
import { MAX_ID } from '#domain/limits.ts'
import {
  type BoardScope,
  canEditThreadTitle,
  canPinThread,
  isStaff,
  postingRestrictionMessage,
  type Viewer,
} from '#domain/permissions.ts'
import { type Refusal, refuse } from '#domain/refusal.ts'
import { slugify, threadPath } from '#domain/routes.ts'
import { threadVisibility } from '#domain/visibility.ts'
import {
  EDIT_RULES,
  type EditingDeps,
  type EditResult,
  editFlood,
  restrictionOf,
  scopeFor,
  unseen,
} from './shared.ts'

// A thread's title and its pin (spec 000 §4, §6): the board's Forenpaten, moderators
// and admins change them, never the starter as such. A new title gets a new slug; the old address
// answers 301 to it (the thread page's canonical redirect), and the old title is kept as a version.

export const THREAD_EDIT_TEXTS = {
  title: 'Den Titel eines Themas ändern nur die Moderation und die Forenpaten dieses Forums.',
  pin: 'Themen anheften und lösen können nur die Moderation und die Forenpaten dieses Forums.',
} as const

function threadIdOf(raw: unknown): number | null {
  const id =
    typeof raw === 'object' && raw !== null && 'threadId' in raw && typeof raw.threadId === 'number'
      ? raw.threadId
      : null
  return id !== null && Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : null
}

/** The thread as its page shows it to the viewer, with its board scope; or the page's refusal. */
async function threadToEdit(
  deps: EditingDeps,
  viewer: Viewer,
  threadId: number | null,
): Promise<{ thread: ThreadRow; board: BoardScope } | Refusal> {
  const thread = threadId === null ? undefined : await findThread(deps.db, threadId)
  if (!thread) return unseen('NotFound', 'Thema')
  const board = await scopeFor(deps.db, viewer, thread.board_id)
  const visibility = threadVisibility(
    viewer,
    { visibility: thread.visibility, deletedAt: thread.deleted_at, authorId: thread.author_id },
    board,
  )
  if (!visibility.visible) return unseen(visibility.reason, 'Thema')
  return { thread, board }
}

export async function editThreadTitle(deps: EditingDeps, viewer: Viewer, raw: unknown): Promise<EditResult> {
  const now = (deps.now ?? (() => new Date()))()
  const found = await threadToEdit(deps, viewer, threadIdOf(raw))
  if ('ok' in found) return found
  const { thread, board } = found
  const restriction = await restrictionOf(deps.db, viewer, now)
  if (!canEditThreadTitle(viewer, { board }, restriction)) {
    const message = restriction ? postingRestrictionMessage(restriction) : THREAD_EDIT_TEXTS.title
    return { ...refuse(403, 'policy', message), reason: 'PermissionDenied' }
  }
  const parsed = editThreadTitleInputSchema.safeParse(raw)
  if (!parsed.success)
    return refuse(400, 'parse', 'Bitte prüfe Deine Angaben.', editFieldErrors(parsed.error))
  const { title, reason } = parsed.data
  if (title === thread.title) return { ok: true, path: threadPath(thread), changed: false }
  const limited = await editFlood(deps.db, viewer, deps.flood ?? EDIT_RULES, now, isStaff(viewer))
  if (limited) return limited
  const slug = slugify(title)
  const changed = await deps.db.transaction().execute((trx) =>
    replaceThreadTitle(trx, {
      threadId: thread.id,
      title,
      slug,
      editorId: viewer.userId,
      at: now,
      reason: reason === '' ? null : reason,
    }),
  )
  if (changed) deps.afterWrite?.({ threadId: thread.id })
  return { ok: true, path: threadPath(changed ? { id: thread.id, slug } : thread), changed }
}

/** Pins a thread to the top of its board (spec 000 §6 "sort topics") or loosens it. */
export async function setSticky(deps: EditingDeps, viewer: Viewer, raw: unknown): Promise<EditResult> {
  const now = (deps.now ?? (() => new Date()))()
  const found = await threadToEdit(deps, viewer, threadIdOf(raw))
  if ('ok' in found) return found
  const { thread, board } = found
  const restriction = await restrictionOf(deps.db, viewer, now)
  if (!canPinThread(viewer, { board }, restriction)) {
    const message = restriction ? postingRestrictionMessage(restriction) : THREAD_EDIT_TEXTS.pin
    return { ...refuse(403, 'policy', message), reason: 'PermissionDenied' }
  }
  const parsed = setStickyInputSchema.safeParse(raw)
  if (!parsed.success) return refuse(400, 'parse', 'Bitte prüfe Deine Angaben.')
  const changed = await deps.db.transaction().execute(async (trx) => {
    const done = await setThreadSticky(trx, thread.id, parsed.data.sticky)
    // the board's list is ordered by is_sticky first: its page anchors are stale now
    if (done) await invalidateAnchors(trx, thread.board_id)
    return done
  })
  if (changed) deps.afterWrite?.({ threadId: thread.id })
  return { ok: true, path: threadPath(thread), changed }
}
