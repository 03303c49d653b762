import { cookedColumns } from './cooked-posts.ts'
import type { DB } from './database.ts'

// Editing posts and thread titles (decision 026, migration 0012): the post or thread as an edit
// needs it, the versions kept, and the writes of one edit. A post_revisions row holds the text
// as it was before one edit, who made that edit, when and why; the post holds the current text.

/** A post with what deciding on an edit needs: its thread's state, board and author. */
export function findPostForEdit(db: DB, postId: number) {
  return db
    .selectFrom('posts')
    .innerJoin('threads', 'threads.id', 'posts.thread_id')
    .leftJoin('users', 'users.id', 'posts.author_id')
    .select([
      'posts.id',
      'posts.position',
      'posts.text',
      'posts.author_id',
      'posts.created_at',
      'posts.edited_at',
      'posts.edit_count',
      'posts.visibility',
      'posts.deleted_at',
      'threads.id as thread_id',
      'threads.slug',
      'threads.title',
      'threads.board_id',
      'threads.is_open',
      'threads.author_id as thread_author_id',
      'threads.visibility as thread_visibility',
      'threads.deleted_at as thread_deleted_at',
      'users.display_name as author_name',
    ])
    .where('posts.id', '=', postId)
    .executeTakeFirst()
}

export type PostForEdit = NonNullable<Awaited<ReturnType<typeof findPostForEdit>>>

/**
 * Replaces a post's text in the caller's transaction, keeping the text it replaces as the next
 * version. The row lock orders two edits of one post at once: each keeps what the other wrote.
 * Returns false when the text is already this text (nothing is written) or the post is gone.
 */
export async function replacePostText(
  trx: DB,
  edit: { postId: number; text: string; editorId: number; at: Date; reason: string | null },
): Promise<boolean> {
  const current = await trx
    .selectFrom('posts')
    .select(['text', 'edit_count'])
    .where('id', '=', edit.postId)
    .forUpdate()
    .executeTakeFirst()
  if (!current || current.text === edit.text) return false
  const version = current.edit_count + 1
  await trx
    .insertInto('post_revisions')
    .values({
      post_id: edit.postId,
      version,
      text: current.text,
      editor_id: edit.editorId,
      edited_at: edit.at,
      reason: edit.reason,
    })
    .execute()
  await trx
    .updateTable('posts')
    .set({
      text: edit.text,
      ...cookedColumns(edit.text),
      edited_at: edit.at,
      edited_by_id: edit.editorId,
      edit_count: version,
    })
    .where('id', '=', edit.postId)
    .execute()
  return true
}

/** Every edit of a post, newest first (by the primary key, read backwards). */
export function findPostRevisions(db: DB, postId: number) {
  return db
    .selectFrom('post_revisions')
    .leftJoin('users', 'users.id', 'post_revisions.editor_id')
    .select([
      'post_revisions.version',
      'post_revisions.text',
      'post_revisions.editor_id',
      'post_revisions.edited_at',
      'post_revisions.reason',
      'users.display_name as editor_name',
    ])
    .where('post_revisions.post_id', '=', postId)
    .orderBy('post_revisions.version', 'desc')
    .execute()
}

export type PostRevisionRow = Awaited<ReturnType<typeof findPostRevisions>>[number]

/**
 * Replaces a thread's title (and its slug: the old address answers 301 to the new one, as any
 * wrong slug does) in the caller's transaction, keeping the title it replaces. False when the
 * title is already this title or the thread is gone.
 */
export async function replaceThreadTitle(
  trx: DB,
  edit: { threadId: number; title: string; slug: string; editorId: number; at: Date; reason: string | null },
): Promise<boolean> {
  const current = await trx
    .selectFrom('threads')
    .select(['title', 'title_edit_count'])
    .where('id', '=', edit.threadId)
    .forUpdate()
    .executeTakeFirst()
  if (!current || current.title === edit.title) return false
  const version = current.title_edit_count + 1
  await trx
    .insertInto('thread_title_revisions')
    .values({
      thread_id: edit.threadId,
      version,
      title: current.title,
      editor_id: edit.editorId,
      edited_at: edit.at,
      reason: edit.reason,
    })
    .execute()
  await trx
    .updateTable('threads')
    .set({ title: edit.title, slug: edit.slug, title_edit_count: version })
    .where('id', '=', edit.threadId)
    .execute()
  return true
}

/** Every title change of a thread, newest first. */
export function findThreadTitleRevisions(db: DB, threadId: number) {
  return db
    .selectFrom('thread_title_revisions')
    .leftJoin('users', 'users.id', 'thread_title_revisions.editor_id')
    .select([
      'thread_title_revisions.version',
      'thread_title_revisions.title',
      'thread_title_revisions.editor_id',
      'thread_title_revisions.edited_at',
      'thread_title_revisions.reason',
      'users.display_name as editor_name',
    ])
    .where('thread_title_revisions.thread_id', '=', threadId)
    .orderBy('thread_title_revisions.version', 'desc')
    .execute()
}

export type ThreadTitleRevisionRow = Awaited<ReturnType<typeof findThreadTitleRevisions>>[number]

/** Pins a thread to the top of its board's list or loosens it; false when it already was so. */
export async function setThreadSticky(trx: DB, threadId: number, sticky: boolean): Promise<boolean> {
  const changed = await trx
    .updateTable('threads')
    .set({ is_sticky: sticky })
    .where('id', '=', threadId)
    .where('is_sticky', '<>', sticky)
    .returning('id')
    .executeTakeFirst()
  return changed !== undefined
}
