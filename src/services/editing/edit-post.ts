import { findPostForEdit, type PostForEdit, replacePostText } from '#db/revisions.ts'
import { editFieldErrors, editPostInputSchema } from '#domain/editing-input.ts'
import { MAX_ID, OWN_POST_EDIT_WINDOW_MINUTES } from '#domain/limits.ts'
import { postPath } from '#domain/pagination.ts'
import {
  type BoardScope,
  canEditPost,
  canModerateContent,
  type EditablePost,
  isStaff,
  type PostingRestriction,
  postingRestrictionMessage,
  type Viewer,
} from '#domain/permissions.ts'
import { type Refusal, refuse } from '#domain/refusal.ts'
import { postVisibility, type Visibility } from '#domain/visibility.ts'
import { EDIT_RULES, type EditingDeps, editFlood, restrictionOf, scopeFor, unseen } from './shared.ts'

// Editing a post (decision 026): parse → the post as the viewer may see it → permission
// (canEditPost: the author in the window, the board's moderators and admins always) → the text's
// rules → one transaction keeping the text it replaces as a version → visitors' pages refreshed.
// The search vectors, the vocabulary and 'Ähnliche Themen' follow through their triggers.

export const EDIT_TEXTS = {
  notOwn: 'Du kannst nur Deine eigenen Beiträge bearbeiten.',
  window: `Du kannst Deinen Beitrag nur in den ersten ${OWN_POST_EDIT_WINDOW_MINUTES} Minuten nach dem Absenden bearbeiten. Danach hilft Dir bei Bedarf das Moderationsteam.`,
  closed: 'Dieses Thema ist geschlossen. Seine Beiträge können nicht mehr bearbeitet werden.',
  takenDown: 'Dieser Beitrag wurde von der Moderation ausgeblendet. Du kannst ihn nicht mehr bearbeiten.',
} as const

/** The facts canEditPost decides on, from the post's row and what the viewer sees of it. */
export function editablePost(post: PostForEdit, board: BoardScope, visibility: Visibility): EditablePost {
  return {
    authorId: post.author_id,
    createdAt: post.created_at,
    board,
    threadOpen: post.is_open,
    takenDown: visibility.visible && (visibility.marked !== undefined || visibility.authorOnly === true),
  }
}

/** The post as the edit form shows it (decision 042: pages read view types, never rows). */
export interface PostEditView {
  id: number
  position: number
  text: string
  authorId: PostForEdit['author_id']
  authorName: string | null
  createdAt: Date
  threadId: number
  threadSlug: string
  threadTitle: string
}

function editView(post: PostForEdit): PostEditView {
  return {
    id: post.id,
    position: post.position,
    text: post.text,
    authorId: post.author_id,
    authorName: post.author_name,
    createdAt: post.created_at,
    threadId: post.thread_id,
    threadSlug: post.slug,
    threadTitle: post.title,
  }
}

/**
 * A refused edit. For a post the viewer sees, `post` says which (the form shows its author its
 * text once more with why it was not saved) and `ownPost` whether it is theirs.
 */
export type PostEditRefusal = Refusal & { ownPost?: boolean; post?: PostEditView }

/** Why the viewer may not edit: the author reads what ended their window, others that it is not theirs. */
function refusal(
  viewer: Viewer,
  post: EditablePost,
  restriction: PostingRestriction | null,
): Refusal & { ownPost: boolean } {
  const ownPost = viewer.userId === post.authorId
  const message = restriction
    ? postingRestrictionMessage(restriction)
    : !ownPost
      ? EDIT_TEXTS.notOwn
      : post.takenDown
        ? EDIT_TEXTS.takenDown
        : !post.threadOpen
          ? EDIT_TEXTS.closed
          : EDIT_TEXTS.window
  return { ...refuse(403, 'policy', message), reason: 'PermissionDenied', ownPost }
}

/** The post as an edit sees it: found and visible to the viewer, with its scope and facts. */
async function postToEdit(deps: EditingDeps, viewer: Viewer, postId: number) {
  const post = await findPostForEdit(deps.db, postId)
  if (!post) return unseen('NotFound', 'Beitrag')
  const board = await scopeFor(deps.db, viewer, post.board_id)
  const visibility = postVisibility(
    viewer,
    { visibility: post.visibility, deletedAt: post.deleted_at, authorId: post.author_id },
    {
      visibility: post.thread_visibility,
      deletedAt: post.thread_deleted_at,
      authorId: post.thread_author_id,
    },
    board,
  )
  if (!visibility.visible) return unseen(visibility.reason, 'Beitrag')
  return { post, board, facts: editablePost(post, board, visibility) }
}

/**
 * Whether the viewer may edit this post now, and if not why (the edit form's GET asks this before
 * it shows the text, so a refused member never gets a form that cannot be sent).
 */
export async function checkPostEdit(
  deps: EditingDeps,
  viewer: Viewer,
  postId: number,
): Promise<{ ok: true; post: PostEditView; moderates: boolean } | PostEditRefusal> {
  const now = (deps.now ?? (() => new Date()))()
  const found = await postToEdit(deps, viewer, postId)
  if ('ok' in found) return found
  const restriction = await restrictionOf(deps.db, viewer, now)
  if (!canEditPost(viewer, found.facts, now, restriction))
    return { ...refusal(viewer, found.facts, restriction), post: editView(found.post) }
  return { ok: true, post: editView(found.post), moderates: canModerateContent(viewer, found.board) }
}

export async function editPost(
  deps: EditingDeps,
  viewer: Viewer,
  raw: unknown,
): Promise<{ ok: true; path: string; changed: boolean } | PostEditRefusal> {
  const now = (deps.now ?? (() => new Date()))()
  const parsed = editPostInputSchema.safeParse(raw)
  const postId =
    typeof raw === 'object' && raw !== null && 'postId' in raw && typeof raw.postId === 'number'
      ? raw.postId
      : null
  // the permission first: a refused member learns nothing from the text's rules
  if (postId === null || !Number.isInteger(postId) || postId < 1 || postId > MAX_ID)
    return unseen('NotFound', 'Beitrag')
  const allowed = await checkPostEdit(deps, viewer, postId)
  if (!allowed.ok) return allowed
  if (!parsed.success) {
    return refuse(400, 'parse', 'Bitte prüfe Deine Angaben.', editFieldErrors(parsed.error))
  }
  const { post } = allowed
  const path = postPath({ id: post.threadId, slug: post.threadSlug }, post)
  const input = parsed.data
  // an unchanged text is no edit: no version, no mark
  if (input.text === post.text) return { ok: true, path, changed: false }
  const limited = await editFlood(deps.db, viewer, deps.flood ?? EDIT_RULES, now, isStaff(viewer))
  if (limited) return limited
  const changed = await deps.db.transaction().execute((trx) =>
    replacePostText(trx, {
      postId: post.id,
      text: input.text,
      editorId: viewer.userId,
      at: now,
      reason: input.reason === '' ? null : input.reason,
    }),
  )
  if (changed) deps.afterWrite?.({ threadId: post.threadId })
  return { ok: true, path, changed }
}
