import { findCoauthorIds } from './blogs.ts'
import type { DB } from './database.ts'

// decision 036: comments under blog articles and vehicle tests (migration 0025), oldest first as a
// conversation reads. A deleted comment keeps its row, reason and deleter for the record.

export type CommentTarget = 'blog' | 'test'

/** The comments of one article or test, oldest first, at most `limit`. */
export function findComments(db: DB, type: CommentTarget, targetId: number, limit = 200) {
  return db
    .selectFrom('content_comments')
    .select([
      'id',
      'author_id',
      'body',
      'created_at',
      'deleted_at',
      'deleted_by',
      'delete_reason',
      'hidden_at',
    ])
    .where('target_type', '=', type)
    .where('target_id', '=', targetId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute()
}
export type CommentRow = Awaited<ReturnType<typeof findComments>>[number]

export function findComment(db: DB, id: number) {
  return db
    .selectFrom('content_comments')
    .select(['id', 'target_type', 'target_id', 'author_id', 'body', 'deleted_at'])
    .where('id', '=', id)
    .executeTakeFirst()
}

export async function insertComment(
  db: DB,
  comment: { type: CommentTarget; targetId: number; authorId: number; body: string },
): Promise<number> {
  const row = await db
    .insertInto('content_comments')
    .values({
      target_type: comment.type,
      target_id: comment.targetId,
      author_id: comment.authorId,
      body: comment.body,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Marks a comment deleted with its reason; false when it was already. */
export async function markCommentDeleted(db: DB, id: number, by: number, reason: string): Promise<boolean> {
  const result = await db
    .updateTable('content_comments')
    .set({ deleted_at: new Date(), deleted_by: by, delete_reason: reason })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** What a comment may hang under: a test (its author) or a blog article (author, co-authors, state). */
export async function findCommentHostFacts(db: DB, type: CommentTarget, id: number) {
  if (type === 'test') {
    const test = await db
      .selectFrom('motortests')
      .select(['author_id', 'comments_enabled', 'hidden_at'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!test) return undefined
    return {
      status: 'published' as const,
      authorId: test.author_id,
      commentsEnabled: test.comments_enabled,
      // a test carries its author's own rating; readers quote it in their comments
      ratingEnabled: false,
      quotesEnabled: true,
      coauthorIds: [] as number[],
      hiddenAt: test.hidden_at,
    }
  }
  const article = await db
    .selectFrom('blog_articles')
    .select(['author_id', 'status', 'comments_enabled', 'rating_enabled', 'quotes_enabled', 'hidden_at'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!article) return undefined
  return {
    status: article.status,
    authorId: article.author_id,
    commentsEnabled: article.comments_enabled,
    ratingEnabled: article.rating_enabled,
    quotesEnabled: article.quotes_enabled,
    coauthorIds: await findCoauthorIds(db, id),
    hiddenAt: article.hidden_at,
  }
}

/** Hides a comment in place from the time given, or shows it again (null); decision 036. */
export async function setCommentHidden(db: DB, id: number, hiddenAt: Date | null): Promise<void> {
  await db.updateTable('content_comments').set({ hidden_at: hiddenAt }).where('id', '=', id).execute()
}

/** A comment as a report names it, with its author's name and its host (decision 036). */
export function findCommentForCase(db: DB, id: number) {
  return db
    .selectFrom('content_comments as c')
    .leftJoin('users', 'users.id', 'c.author_id')
    .leftJoin('blog_articles as b', (join) =>
      join.onRef('b.id', '=', 'c.target_id').on('c.target_type', '=', 'blog'),
    )
    .leftJoin('motortests as t', (join) =>
      join.onRef('t.id', '=', 'c.target_id').on('c.target_type', '=', 'test'),
    )
    .select([
      'c.id',
      'c.target_type',
      'c.author_id',
      'c.body',
      'c.created_at',
      'c.deleted_at',
      'c.hidden_at',
      'users.display_name',
      'b.id as blog_id',
      'b.slug as blog_slug',
      'b.title as blog_title',
      'b.board_id as blog_board_id',
      'b.status as blog_status',
      'b.hidden_at as blog_hidden_at',
      't.id as test_id',
      't.slug as test_slug',
      't.title as test_title',
      't.hidden_at as test_hidden_at',
    ])
    .where('c.id', '=', id)
    .executeTakeFirst()
}
