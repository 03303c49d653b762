import { sql } from 'kysely'
import type { BoardScope } from '#domain/permissions.ts'
import { cookedColumns } from './cooked-posts.ts'
import type { DB } from './database.ts'
import { nearStatic } from './near-static.ts'
import type { Visibility } from './schema.ts'

// Writes that add posts or change their visibility, keeping every denormalised counter in step in
// the same transaction (DESIGN.md): thread, its board and every board above, the author, the
// platform totals. Beside them the posting use cases' small reads: a double submission's first
// copy, where a post is.

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

/**
 * The board as the permission rules see it (src/domain/permissions.ts): its id and the boards
 * above it, since a role on a parent board covers its children.
 */
export async function findBoardScope(db: DB, boardId: number): Promise<BoardScope> {
  return { id: boardId, ...scopeOfChain(await findBoardChain(db, boardId)) }
}

/** The boards above the chain's first (findBoardChain), for a caller that read the chain itself. */
export function scopeOfChain(chain: readonly { id: number }[]): { ancestorIds: number[] } {
  return { ancestorIds: chain.slice(1).map((board) => board.id) }
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

// Changing visibility, counters in step (DESIGN.md: counters are updated in the same transaction);
// the moderation's content changes (services/moderation/content-changes.ts) call these.

/** The board and every board above it, nearest first (ids only). */
async function findBoardChainIds(trx: DB, boardId: number): Promise<number[]> {
  const result = await sql<{ id: number }>`
    WITH RECURSIVE chain AS (
      SELECT id, parent_id, 0 AS depth FROM boards WHERE id = ${boardId}
      UNION ALL
      SELECT b.id, b.parent_id, chain.depth + 1 FROM boards b JOIN chain ON b.id = chain.parent_id
    )
    SELECT id FROM chain ORDER BY depth`.execute(trx)
  return result.rows.map((row) => row.id)
}

/** Recomputes one board's latest post from its own visible threads and its children. */
export async function refreshBoardChainLastPost(trx: DB, boardId: number): Promise<void> {
  for (const id of await findBoardChainIds(trx, boardId)) {
    await sql`
      UPDATE boards SET last_post_id = latest.last_post_id, last_post_at = latest.last_post_at,
        last_post_user_id = latest.last_post_user_id
      FROM (
        SELECT last_post_id, last_post_at, last_post_user_id FROM (
          (SELECT last_post_id, last_post_at, last_post_user_id FROM threads
           WHERE board_id = ${id} AND is_sticky AND deleted_at IS NULL AND visibility <> 'Hidden'
           ORDER BY is_sticky DESC, last_post_at DESC, id DESC LIMIT 1)
          UNION ALL
          (SELECT last_post_id, last_post_at, last_post_user_id FROM threads
           WHERE board_id = ${id} AND NOT is_sticky AND deleted_at IS NULL AND visibility <> 'Hidden'
           ORDER BY is_sticky DESC, last_post_at DESC, id DESC LIMIT 1)
          UNION ALL
          (SELECT last_post_id, last_post_at, last_post_user_id FROM boards
           WHERE parent_id = ${id} AND last_post_at IS NOT NULL ORDER BY last_post_at DESC LIMIT 1)
        ) candidates ORDER BY last_post_at DESC NULLS LAST LIMIT 1
      ) latest
      WHERE boards.id = ${id}`.execute(trx)
  }
}

/** Adds to the counters of a board and every board above it. */
export async function addToBoardChain(
  trx: DB,
  boardId: number,
  delta: { threads: number; replies: number },
): Promise<void> {
  if (delta.threads === 0 && delta.replies === 0) return
  await sql`
    WITH RECURSIVE chain AS (
      SELECT id, parent_id FROM boards WHERE id = ${boardId}
      UNION ALL
      SELECT b.id, b.parent_id FROM boards b JOIN chain ON b.id = chain.parent_id
    )
    UPDATE boards SET
      thread_count = greatest(thread_count + ${delta.threads}, 0),
      own_thread_count = greatest(own_thread_count + CASE WHEN boards.id = ${boardId} THEN ${delta.threads} ELSE 0 END, 0),
      reply_count = greatest(reply_count + ${delta.replies}, 0)
    WHERE id IN (SELECT id FROM chain)`.execute(trx)
}

/** Recomputes a thread's visible-post counters and latest post; returns how its replies changed. */
export async function refreshThreadCounters(
  trx: DB,
  threadId: number,
): Promise<{ replyDelta: number; postDelta: number }> {
  const before = await trx
    .selectFrom('threads')
    .select(['post_count', 'reply_count'])
    .where('id', '=', threadId)
    .executeTakeFirstOrThrow()
  const after = await sql<{ post_count: number; reply_count: number }>`
    UPDATE threads t SET
      post_count = s.post_count,
      reply_count = greatest(s.post_count - 1, 0),
      last_post_id = coalesce(l.id, t.last_post_id),
      last_post_at = coalesce(l.created_at, t.last_post_at),
      last_post_user_id = coalesce(l.author_id, t.last_post_user_id)
    FROM (SELECT count(*)::int AS post_count FROM posts WHERE thread_id = ${threadId} AND visibility <> 'Hidden') s
    LEFT JOIN LATERAL (
      SELECT id, created_at, author_id FROM posts
      WHERE thread_id = ${threadId} AND visibility <> 'Hidden' ORDER BY position DESC LIMIT 1
    ) l ON true
    WHERE t.id = ${threadId}
    RETURNING t.post_count, t.reply_count`.execute(trx)
  const row = after.rows[0] ?? before
  return { replyDelta: row.reply_count - before.reply_count, postDelta: row.post_count - before.post_count }
}

/** Sets a post's visibility and deletion time; its thread and author, or undefined when there is no such post. */
export function updatePostVisibility(
  trx: DB,
  postId: number,
  visibility: Visibility,
  deletedAt: Date | null,
): Promise<{ thread_id: number; author_id: number } | undefined> {
  return trx
    .updateTable('posts')
    .set({ visibility, deleted_at: deletedAt })
    .where('id', '=', postId)
    .returning(['thread_id', 'author_id'])
    .executeTakeFirst()
}

/** Whether a thread counts (its board, visibility and deletion). */
export function findThreadPlacement(
  trx: DB,
  threadId: number,
): Promise<{ board_id: number; visibility: Visibility; deleted_at: Date | null }> {
  return trx
    .selectFrom('threads')
    .select(['board_id', 'visibility', 'deleted_at'])
    .where('id', '=', threadId)
    .executeTakeFirstOrThrow()
}

/** A thread's facts that decide what it adds to the counters. */
export interface ThreadCountFacts {
  board_id: number
  visibility: Visibility
  deleted_at: Date | null
  reply_count: number
  post_count: number
  author_id: number
}

const THREAD_COUNT_FACTS = [
  'board_id',
  'visibility',
  'deleted_at',
  'reply_count',
  'post_count',
  'author_id',
] as const

/** A thread's count facts, locked for a change (FOR UPDATE). */
export function lockThreadCountFacts(trx: DB, threadId: number): Promise<ThreadCountFacts | undefined> {
  return trx
    .selectFrom('threads')
    .select(THREAD_COUNT_FACTS)
    .where('id', '=', threadId)
    .forUpdate()
    .executeTakeFirst()
}

/** Applies a change to a thread row; its count facts afterwards. */
export function updateThreadPlacement(
  trx: DB,
  threadId: number,
  change: { visibility?: Visibility; deletedAt?: Date | null; boardId?: number; isOpen?: boolean },
): Promise<ThreadCountFacts> {
  return trx
    .updateTable('threads')
    .set({
      ...(change.visibility !== undefined ? { visibility: change.visibility } : {}),
      ...(change.deletedAt !== undefined ? { deleted_at: change.deletedAt } : {}),
      ...(change.boardId !== undefined ? { board_id: change.boardId } : {}),
      ...(change.isOpen !== undefined ? { is_open: change.isOpen } : {}),
    })
    .where('id', '=', threadId)
    .returning(THREAD_COUNT_FACTS)
    .executeTakeFirstOrThrow()
}

/** Adds to an author's reply count and points their latest post at their newest visible one. */
export async function addToAuthorReplies(trx: DB, authorId: number, delta: number): Promise<void> {
  await sql`
    UPDATE users SET reply_count = greatest(reply_count + ${delta}, 0),
      last_post_id = (SELECT id FROM posts WHERE author_id = ${authorId} AND visibility <> 'Hidden'
                      ORDER BY created_at DESC, id DESC LIMIT 1)
    WHERE id = ${authorId}`.execute(trx)
}

/** Adds to an author's topic count. */
export async function addToAuthorTopics(trx: DB, authorId: number, delta: number): Promise<void> {
  await sql`UPDATE users SET topic_count = greatest(topic_count + ${delta}, 0) WHERE id = ${authorId}`.execute(
    trx,
  )
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
      ...cookedColumns(reply.text),
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
      ...cookedColumns(post.text),
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
