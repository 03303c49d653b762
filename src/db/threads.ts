import type { DB } from './database.ts'

// Thread reads for lists (home page, spec 000 §2.2 and §3 "Thread (home lists)"). Every query
// walks an index in order and stops after a few rows: nothing here counts or sorts posts. Below
// them a thread row's small reads and writes by id (where it is, its title, its best answer).

/** What a thread list item renders (home and topic lists); the last post comes from the thread's own counters. */
export interface ThreadListRow {
  id: number
  board_id: number
  title: string
  slug: string
  author_id: number
  created_at: Date
  is_open: boolean
  is_sticky: boolean
  visibility: 'Online' | 'Hidden' | 'Offline'
  manufacturer_id: number | null
  series_id: number | null
  model_id: number | null
  post_count: number
  reply_count: number
  first_post_id: number | null
  best_post_id: number | null
  last_post_id: number | null
  last_post_at: Date
  last_post_user_id: number | null
}

export const LIST_COLUMNS = [
  'id',
  'board_id',
  'title',
  'slug',
  'author_id',
  'created_at',
  'is_open',
  'is_sticky',
  'visibility',
  'manufacturer_id',
  'series_id',
  'model_id',
  'post_count',
  'reply_count',
  'first_post_id',
  'best_post_id',
  'last_post_id',
  'last_post_at',
  'last_post_user_id',
] as const satisfies readonly (keyof ThreadListRow)[]

/** How many of the most recently active threads compete for "Heiß diskutiert". */
export const HOT_CANDIDATES = 500

/** Newest topics everyone may read, newest first (index threads_latest). */
export function findLatestThreads(db: DB, limit: number): Promise<ThreadListRow[]> {
  return latestThreadsQuery(db, limit).execute()
}

/** The query behind findLatestThreads (tests read its plan). */
export function latestThreadsQuery(db: DB, limit: number) {
  return db
    .selectFrom('threads')
    .select(LIST_COLUMNS)
    .where('deleted_at', 'is', null)
    .where('visibility', '=', 'Online')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
}

/**
 * "Heiß diskutiert": of the threads with the most recent activity (index threads_activity,
 * at most HOT_CANDIDATES rows read), those with the most replies. A thread is hot while people
 * are writing in it; the reply counter says how much discussion it holds.
 */
export function findHotThreads(db: DB, limit: number): Promise<ThreadListRow[]> {
  return hotThreadsQuery(db, limit).execute()
}

/** The query behind findHotThreads (tests read its plan). */
export function hotThreadsQuery(db: DB, limit: number) {
  const recent = db
    .selectFrom('threads')
    .select(LIST_COLUMNS)
    .where('deleted_at', 'is', null)
    .where('visibility', '=', 'Online')
    .orderBy('last_post_at', 'desc')
    .orderBy('id', 'desc')
    .limit(HOT_CANDIDATES)
    .as('recent')
  return db
    .selectFrom(recent)
    .selectAll()
    .orderBy('reply_count', 'desc')
    .orderBy('last_post_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
}

/** What locating a thread needs: its path and who may see it (decision 019). */
export function findThreadPlace(db: DB, threadId: number) {
  return db
    .selectFrom('threads')
    .select(['id', 'slug', 'board_id', 'visibility', 'deleted_at', 'author_id'])
    .where('id', '=', threadId)
    .executeTakeFirst()
}

/** Best answer (spec 001 §7): marks a reply, or with null takes the mark away. */
export async function setBestPost(db: DB, threadId: number, postId: number | null): Promise<void> {
  await db.updateTable('threads').set({ best_post_id: postId }).where('id', '=', threadId).execute()
}

/** A thread with its board's name, for the notifications a new post sends (decision 030). */
export function findThreadToAnnounce(db: DB, threadId: number) {
  return db
    .selectFrom('threads as t')
    .innerJoin('boards as b', 'b.id', 't.board_id')
    .select(['t.id', 't.slug', 't.title', 't.visibility', 't.deleted_at', 'b.name as board_name'])
    .where('t.id', '=', threadId)
    .executeTakeFirst()
}

export function findThreadTitle(db: DB, threadId: number) {
  return db.selectFrom('threads').select('title').where('id', '=', threadId).executeTakeFirst()
}

/** A thread as a report names it: its first post's text and its author's name (services/moderation/content.ts). */
export function findThreadForCase(db: DB, id: number) {
  return db
    .selectFrom('threads')
    .leftJoin('posts', 'posts.id', 'threads.first_post_id')
    .leftJoin('users', 'users.id', 'threads.author_id')
    .select([
      'threads.id',
      'threads.slug',
      'threads.title',
      'threads.board_id',
      'threads.author_id',
      'threads.visibility',
      'threads.deleted_at',
      'threads.created_at',
      'posts.text',
      'posts.edited_at',
      'users.display_name',
    ])
    .where('threads.id', '=', id)
    .executeTakeFirst()
}

/** A post as a report names it, with its thread and its author's name (services/moderation/content.ts). */
export function findPostForCase(db: DB, id: number) {
  return db
    .selectFrom('posts')
    .innerJoin('threads', 'threads.id', 'posts.thread_id')
    .leftJoin('users', 'users.id', 'posts.author_id')
    .select([
      'posts.id',
      'posts.position',
      'posts.text',
      'posts.author_id',
      'posts.visibility',
      'posts.deleted_at',
      'posts.created_at',
      'posts.edited_at',
      'threads.id as thread_id',
      'threads.slug',
      'threads.title',
      'threads.board_id',
      'users.display_name',
    ])
    .where('posts.id', '=', id)
    .executeTakeFirst()
}

/** Whether a thread is visible and who wrote it (who may see a post in it). */
export function findThreadVisibility(db: DB, threadId: number) {
  return db
    .selectFrom('threads')
    .select(['visibility', 'deleted_at', 'author_id'])
    .where('id', '=', threadId)
    .executeTakeFirst()
}
