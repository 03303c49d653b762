import type { z } from 'zod'
import {
  type CommentTarget,
  findComment,
  findCommentHostFacts,
  findComments,
  insertComment,
  markCommentDeleted,
} from '#db/comments.ts'
import { findRoles } from '#db/users.ts'
import {
  DELETE_REASON_MAX,
  deletedCommentNote,
  deleteReasonProblem,
  OWN_COMMENT_REASON,
} from '#domain/comments.ts'
import {
  canComment,
  canDeleteComment,
  isStaff,
  postingRestrictionMessage,
  roleRelationsByUser,
  type Viewer,
} from '#domain/permissions.ts'
import { parseRefusal, type Refusal, refuse } from '#domain/refusal.ts'
import { CommentInput, DeleteCommentInput } from '#domain/section-input.ts'
import { blogArticleVisible, commentVisible, motortestVisible } from '#domain/visibility.ts'
import { peopleByIds } from './authors.ts'
import { COMMENT_RULE, type SectionsContext } from './context.ts'

// decision 036: comments under blog articles and vehicle tests. Who may write and delete asks
// permissions.ts; what a comment hangs under (its owners, whether comments are on, whether the
// viewer may see it) is found here, once for reading and writing alike.

export interface CommentHost {
  type: CommentTarget
  id: number
  commentsEnabled: boolean
  /** decision 036: the blog settings "rating" and "quotes" (a test: no readers' rating; quotes on) */
  ratingEnabled: boolean
  quotesEnabled: boolean
  published: boolean
  /** the blog article's author and co-authors, the test's author */
  ownerIds: number[]
}

/** The article or test a comment hangs under, as the viewer may see it, or null. */
async function findHost(
  ctx: SectionsContext,
  viewer: Viewer | null,
  type: CommentTarget,
  id: number,
): Promise<CommentHost | null> {
  const facts = await findCommentHostFacts(ctx.db, type, id)
  // the host's own visibility function: a draft, or a measure, hides its comments with it
  const visible =
    facts &&
    (type === 'test'
      ? motortestVisible(viewer, { authorId: facts.authorId, hiddenAt: facts.hiddenAt })
      : blogArticleVisible(viewer, {
          status: facts.status,
          authorId: facts.authorId,
          coauthorIds: facts.coauthorIds,
          hiddenAt: facts.hiddenAt,
        }))
  if (!facts || !visible) return null
  return {
    type,
    id,
    // a draft, or an article a measure hid, takes no comments
    commentsEnabled: facts.commentsEnabled && facts.status === 'published' && facts.hiddenAt === null,
    ratingEnabled: facts.ratingEnabled,
    quotesEnabled: facts.quotesEnabled,
    published: facts.status === 'published' && facts.hiddenAt === null,
    ownerIds: [facts.authorId, ...facts.coauthorIds],
  }
}

/** The comments under one host, each with its author or, once deleted, the note in its place. */
export async function listComments(ctx: SectionsContext, viewer: Viewer | null, host: CommentHost) {
  const rows = (await findComments(ctx.db, host.type, host.id)).filter((row) =>
    commentVisible(viewer, { authorId: row.author_id, hiddenAt: row.hidden_at }),
  )
  const deleterIds = [...new Set(rows.flatMap((row) => (row.deleted_by ? [row.deleted_by] : [])))]
  const [people, staffIds] = await Promise.all([
    peopleByIds(ctx.db, [...rows.map((row) => row.author_id), ...deleterIds]),
    staffAmong(ctx, deleterIds),
  ])
  return rows.map((row) => {
    const deleter = row.deleted_by === null ? null : (people.get(row.deleted_by) ?? null)
    return {
      id: row.id,
      authorId: row.author_id,
      author: people.get(row.author_id) ?? null,
      hidden: row.hidden_at !== null,
      createdAt: row.created_at,
      text: row.deleted_at ? null : row.body,
      deletedNote: row.deleted_at
        ? deletedCommentNote(
            deleter && { name: deleter.name, onTeam: staffIds.has(deleter.id) },
            row.delete_reason ?? '',
          )
        : null,
      canDelete:
        row.deleted_at === null && canDeleteComment(viewer, { authorId: row.author_id }, host.ownerIds),
      isOwn: viewer !== null && viewer.userId === row.author_id,
    }
  })
}

/** Which of these members hold a team role (moderator, admin) now. */
async function staffAmong(ctx: SectionsContext, ids: number[]): Promise<Set<number>> {
  const relations = roleRelationsByUser(await findRoles(ctx.db, ids))
  return new Set(ids.filter((id) => isStaff({ roleRelations: relations.get(id) ?? [] })))
}

export type CommentResult = { ok: true; commentId: number } | Refusal

/** A parse refusal whose sentence is the field's own message (the comment forms show one line). */
function fieldRefusal(error: z.ZodError): Refusal {
  const refusal = parseRefusal(error)
  return { ...refusal, message: Object.values(refusal.fieldErrors)[0] ?? refusal.message }
}

const MISSING_HOST = 'Diesen Inhalt gibt es nicht (mehr).'

/** `input`: the form's fields or the mutation's arguments, parsed by `CommentInput` (decision 042). */
export async function addComment(
  ctx: SectionsContext,
  viewer: Viewer | null,
  target: { type: CommentTarget; id: number },
  input: unknown,
): Promise<CommentResult> {
  const host = await findHost(ctx, viewer, target.type, target.id)
  if (!host) return refuse(404, 'policy', MISSING_HOST)
  if (viewer === null) return refuse(403, 'policy', 'Bitte melde Dich an, um zu kommentieren.')
  if (!host.commentsEnabled) return refuse(403, 'policy', 'Die Kommentare sind hier ausgeschaltet.')
  const restriction = await ctx.restrictionOf(viewer)
  if (!canComment(viewer, host, restriction))
    return refuse(403, 'policy', restriction ? postingRestrictionMessage(restriction) : 'Nicht erlaubt.')
  const parsed = CommentInput.safeParse(input)
  if (!parsed.success) return fieldRefusal(parsed.error)
  if (!(await ctx.withinLimit(COMMENT_RULE, viewer)))
    return refuse(429, 'limit', 'Du hast gerade viele Kommentare geschrieben. Bitte warte ein paar Minuten.')
  const commentId = await insertComment(ctx.db, {
    type: host.type,
    targetId: host.id,
    authorId: viewer.userId,
    body: parsed.data.text,
  })
  // the page under it, and lists showing comment counts, change: all cached pages go
  ctx.changed()
  return { ok: true, commentId }
}

/** `input`: the comment's id and the reason, parsed by `DeleteCommentInput` (decision 042). */
export async function deleteComment(
  ctx: SectionsContext,
  viewer: Viewer | null,
  input: unknown,
): Promise<CommentResult> {
  const parsed = DeleteCommentInput.safeParse(input)
  if (!parsed.success) return fieldRefusal(parsed.error)
  const { commentId, reason: reasonText } = parsed.data
  const comment = await findComment(ctx.db, commentId)
  if (!comment || comment.deleted_at) return refuse(404, 'policy', 'Diesen Kommentar gibt es nicht (mehr).')
  const host = await findHost(ctx, viewer, comment.target_type, comment.target_id)
  if (!host) return refuse(404, 'policy', MISSING_HOST)
  if (!canDeleteComment(viewer, { authorId: comment.author_id }, host.ownerIds))
    return refuse(403, 'policy', 'Du darfst diesen Kommentar nicht löschen.')
  const own = viewer.userId === comment.author_id
  // spec 000 §5: deleting someone else's comment needs a comprehensible reason
  const problem = own ? null : deleteReasonProblem(reasonText)
  if (problem) return refuse(400, 'parse', problem, { reason: problem })
  const reason = own ? OWN_COMMENT_REASON : reasonText.trim().slice(0, DELETE_REASON_MAX)
  await markCommentDeleted(ctx.db, commentId, viewer.userId, reason)
  ctx.changed()
  return { ok: true, commentId }
}

export { findHost as findCommentHost }

/** The comments under an article or test the viewer may see, with whether they may write one; null when hidden. */
export async function commentsOf(
  ctx: SectionsContext,
  viewer: Viewer | null,
  type: CommentTarget,
  id: number,
) {
  const host = await findHost(ctx, viewer, type, id)
  if (!host) return null
  return {
    host,
    enabled: host.commentsEnabled,
    quotesEnabled: host.quotesEnabled && host.commentsEnabled,
    comments: await listComments(ctx, viewer, host),
    ownerIds: host.ownerIds,
  }
}
