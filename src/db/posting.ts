import { sql } from 'kysely'
import type { DB } from './database.ts'
import { nearStatic } from './near-static.ts'

// Writes that add posts, keeping every denormalised counter in step in the same transaction
// (DESIGN.md): thread, its board and every board above, the author, the platform totals. Beside
// them the posting use cases' small reads: a double submission's first copy, where a post is.

/** The board and all boards above it, nearest first. */
export async function findBoardChain(db: DB, boardId: number) {
  const rows = await sql<{ id: number; parent_id: number | null; is_open: boolean; depth: number }>`
    WITH RECURSIVE chain AS (
      SELECT id, parent_id, is_open, 0 AS depth FROM boards WHERE id = ${boardId}
      UNION ALL
      SELECT b.id, b.parent_id, b.is_open, chain.depth + 1 FROM boards b JOIN chain ON b.id = chain.parent_id
    )
    SELECT id, parent_id, is_open, depth FROM chain ORDER BY depth`.execute(db)
  return rows.rows
}

interface NewPostCounters {
  threadId: number
  boardId: number
  postId: number
  authorId: number
  createdAt: Date
  /** The thread's first post: counts as a topic, not as a reply. */
  startsThread: boolean
}

/**
 * Counters after a visible post was added (the thread row itself is updated by the caller). The
 * author's row is updated here; the board, every board above it and the platform's total get a
 * delta row, added to them by foldCounterDeltas after the commit (decision 033): no lock that
 * every writer on the platform would queue for.
 */
export async function countNewPost(trx: DB, post: NewPostCounters): Promise<void> {
  const thread = post.startsThread ? 1 : 0
  const reply = post.startsThread ? 0 : 1
  await trx
    .insertInto('counter_deltas')
    .values({
      board_id: post.boardId,
      threads: thread,
      replies: reply,
      posts: 1,
      last_post_id: post.postId,
      last_post_at: post.createdAt,
      last_post_user_id: post.authorId,
    })
    .execute()
  await trx
    .updateTable('users')
    .set((eb) => ({
      topic_count: eb('topic_count', '+', thread),
      reply_count: eb('reply_count', '+', reply),
      last_post_id: post.postId,
    }))
    .where('id', '=', post.authorId)
    .execute()
}

/**
 * Adds the pending counter deltas to the boards and the platform's total, in a short transaction
 * of its own. Returns how many were folded; 0 when another fold is running (it, or the next
 * tick, takes the rest).
 */
export async function foldCounterDeltas(db: DB): Promise<number> {
  const result = await sql<{ folded: number }>`SELECT fold_counter_deltas() AS folded`.execute(db)
  const folded = result.rows[0]?.folded ?? 0
  // this process's copy of the boards at once; the others hear it through NOTIFY (decision 034)
  if (folded > 0) nearStatic(db).changed('boards')
  return folded
}

/** A member's reply sent with this form's submission key before (a double submission is one reply). */
export function findReplyBySubmission(db: DB, authorId: number, submissionKey: string) {
  return db
    .selectFrom('posts')
    .select(['id', 'position'])
    .where('author_id', '=', authorId)
    .where('submission_key', '=', submissionKey)
    .executeTakeFirst()
}

/** A member's thread started with this form's submission key before (a double submission is one thread). */
export function findThreadBySubmission(db: DB, authorId: number, submissionKey: string) {
  return db
    .selectFrom('threads')
    .select(['id', 'slug'])
    .where('author_id', '=', authorId)
    .where('submission_key', '=', submissionKey)
    .executeTakeFirst()
}

/**
 * A reply's slot in the caller's transaction: the thread row's lock hands out the next dense
 * position and moves the thread's counters. Two replies to one thread at once: the one that gets
 * the later position is never older than the one before it (a thread's and a board's last post
 * agree). Returns the position and the reply's time (the thread's last post time).
 */
export function takeReplySlot(trx: DB, threadId: number, authorId: number, at: Date) {
  return trx
    .updateTable('threads')
    .set((eb) => ({
      next_position: eb('next_position', '+', 1),
      post_count: eb('post_count', '+', 1),
      reply_count: eb('reply_count', '+', 1),
      last_post_at: sql<Date>`greatest(last_post_at, ${at})`,
      last_post_user_id: authorId,
    }))
    .where('id', '=', threadId)
    .returning((eb) => [eb('next_position', '-', 1).as('position'), 'last_post_at'])
    .executeTakeFirstOrThrow()
}

export interface NewReply {
  threadId: number
  position: number
  authorId: number
  text: string
  createdAt: Date
  isPostedByModerator: boolean
  submissionKey: string
}

/** Inserts a reply at the slot takeReplySlot handed out. */
export function insertReply(trx: DB, reply: NewReply) {
  return trx
    .insertInto('posts')
    .values({
      thread_id: reply.threadId,
      position: reply.position,
      author_id: reply.authorId,
      text: reply.text,
      created_at: reply.createdAt,
      is_posted_by_moderator: reply.isPostedByModerator,
      submission_key: reply.submissionKey,
    })
    .returning(['id', 'position'])
    .executeTakeFirstOrThrow()
}

/** The thread's last post is this new reply. */
export async function setLastPost(trx: DB, threadId: number, postId: number): Promise<void> {
  await trx.updateTable('threads').set({ last_post_id: postId }).where('id', '=', threadId).execute()
}

export interface NewThread {
  boardId: number
  title: string
  slug: string
  authorId: number
  at: Date
  manufacturerId: number | null
  seriesId: number | null
  modelId: number | null
  submissionKey: string
}

/** A new thread row holding its first post's counters (one post, no reply, next position 1). */
export function insertThread(trx: DB, thread: NewThread) {
  return trx
    .insertInto('threads')
    .values({
      board_id: thread.boardId,
      title: thread.title,
      slug: thread.slug,
      author_id: thread.authorId,
      created_at: thread.at,
      last_post_at: thread.at,
      last_post_user_id: thread.authorId,
      manufacturer_id: thread.manufacturerId,
      series_id: thread.seriesId,
      model_id: thread.modelId,
      post_count: 1,
      reply_count: 0,
      next_position: 1,
      submission_key: thread.submissionKey,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
}

/** A new thread's first post, at position 0. */
export function insertFirstPost(
  trx: DB,
  post: { threadId: number; authorId: number; text: string; at: Date; isPostedByModerator: boolean },
) {
  return trx
    .insertInto('posts')
    .values({
      thread_id: post.threadId,
      position: 0,
      author_id: post.authorId,
      text: post.text,
      created_at: post.at,
      is_posted_by_moderator: post.isPostedByModerator,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
}

/** A new thread's first post is its first and its last. */
export async function setFirstPost(trx: DB, threadId: number, postId: number): Promise<void> {
  await trx
    .updateTable('threads')
    .set({ first_post_id: postId, last_post_id: postId })
    .where('id', '=', threadId)
    .execute()
}

/** A post with its thread's state and board, for where it is and who may see it (decision 019). */
export function findPostWithThread(db: DB, postId: number) {
  return db
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
}

/** A post of this thread: its position and visibility (the best answer's candidate). */
export function findPostInThread(db: DB, postId: number, threadId: number) {
  return db
    .selectFrom('posts')
    .select(['position', 'visibility'])
    .where('id', '=', postId)
    .where('thread_id', '=', threadId)
    .executeTakeFirst()
}
