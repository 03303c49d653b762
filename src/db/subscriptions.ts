import { sql } from 'kysely'
import type { DB } from './database.ts'

// Following threads and boards (decision 030). A thread subscription also carries the member's read
// position (migration 0002; the read state's own meaning): following keeps an existing position,
// a new follow starts at the thread's end (the member has seen it as it is).

export async function followThread(db: DB, userId: number, threadId: number, at: Date): Promise<void> {
  await db
    .insertInto('thread_subscriptions')
    .values((eb) => ({
      user_id: userId,
      thread_id: threadId,
      read_position: eb.selectFrom('threads').select('next_position').where('id', '=', threadId),
      created_at: at,
    }))
    .onConflict((oc) => oc.columns(['user_id', 'thread_id']).doNothing())
    .execute()
}

/**
 * decision 030: with auto-follow the author of a reply follows the thread from then on, read up
 * to `readPosition` (past the reply); an existing follow keeps its row and moves its position there.
 */
export async function followRepliedThread(
  db: DB,
  userId: number,
  threadId: number,
  readPosition: number,
  at: Date,
): Promise<void> {
  await db
    .insertInto('thread_subscriptions')
    .values({ user_id: userId, thread_id: threadId, read_position: readPosition, created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'thread_id']).doUpdateSet({ read_position: readPosition }))
    .execute()
}

/** decision 030: one's own new thread is followed, its first post read. */
export async function followNewThread(db: DB, userId: number, threadId: number, at: Date): Promise<void> {
  await db
    .insertInto('thread_subscriptions')
    .values({ user_id: userId, thread_id: threadId, read_position: 1, created_at: at })
    .onConflict((oc) => oc.doNothing())
    .execute()
}

export async function unfollowThread(db: DB, userId: number, threadId: number): Promise<void> {
  await db
    .deleteFrom('thread_subscriptions')
    .where('user_id', '=', userId)
    .where('thread_id', '=', threadId)
    .execute()
}

export async function followBoard(db: DB, userId: number, boardId: number, at: Date): Promise<void> {
  await db
    .insertInto('board_subscriptions')
    .values({ user_id: userId, board_id: boardId, last_read_at: at, created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'board_id']).doNothing())
    .execute()
}

export async function unfollowBoard(db: DB, userId: number, boardId: number): Promise<void> {
  await db
    .deleteFrom('board_subscriptions')
    .where('user_id', '=', userId)
    .where('board_id', '=', boardId)
    .execute()
}

export async function unfollowBlog(db: DB, userId: number, articleId: number): Promise<void> {
  await db
    .deleteFrom('blog_subscriptions')
    .where('user_id', '=', userId)
    .where('blog_article_id', '=', articleId)
    .execute()
}

// A deleted account's subscriptions (spec 000 §4), one table each.

export async function deleteThreadSubscriptionsOfMember(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('thread_subscriptions').where('user_id', '=', userId).execute()
}

export async function deleteBoardSubscriptionsOfMember(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('board_subscriptions').where('user_id', '=', userId).execute()
}

export async function deleteBlogSubscriptionsOfMember(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('blog_subscriptions').where('user_id', '=', userId).execute()
}

export async function isFollowingBoard(db: DB, userId: number, boardId: number): Promise<boolean> {
  const row = await db
    .selectFrom('board_subscriptions')
    .select('board_id')
    .where('user_id', '=', userId)
    .where('board_id', '=', boardId)
    .executeTakeFirst()
  return row !== undefined
}

export async function autoFollowOf(db: DB, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('auto_follow').where('id', '=', userId).executeTakeFirst()
  return row?.auto_follow ?? true
}

/** decision 030: the member's auto-follow setting (follow the threads one starts or answers). */
export async function setAutoFollow(db: DB, userId: number, autoFollow: boolean): Promise<void> {
  await db.updateTable('users').set({ auto_follow: autoFollow }).where('id', '=', userId).execute()
}

export interface SubscriptionCursor {
  at: Date
  id: number
}

/** Followed threads, newest follow first, keyset paged; with the number of posts after the read position. */
export async function findFollowedThreads(
  db: DB,
  userId: number,
  limit: number,
  after: SubscriptionCursor | null,
) {
  let query = db
    .selectFrom('thread_subscriptions as s')
    .innerJoin('threads as t', 't.id', 's.thread_id')
    .innerJoin('boards as b', 'b.id', 't.board_id')
    .select([
      't.id',
      't.slug',
      't.title',
      't.last_post_at',
      'b.name as board_name',
      's.created_at',
      sql<number>`greatest(t.next_position - s.read_position, 0)`.as('new_posts'),
    ])
    .where('s.user_id', '=', userId)
    .where('t.deleted_at', 'is', null)
    .where('t.visibility', '<>', 'Hidden')
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('s.created_at', '<', after.at),
        eb.and([eb('s.created_at', '=', after.at), eb('s.thread_id', '<', after.id)]),
      ]),
    )
  }
  return query
    .orderBy('s.created_at', 'desc')
    .orderBy('s.thread_id', 'desc')
    .limit(limit + 1)
    .execute()
}

/** Followed boards and blog articles: a member follows few of them, so they come whole (with a bound). */
export function findFollowedBoards(db: DB, userId: number, limit: number) {
  return db
    .selectFrom('board_subscriptions as s')
    .innerJoin('boards as b', 'b.id', 's.board_id')
    .select([
      'b.id',
      'b.slug',
      'b.name',
      'b.last_post_at',
      (eb) =>
        eb
          .selectFrom('threads as t')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('t.board_id', '=', 'b.id')
          .whereRef('t.created_at', '>', 's.last_read_at')
          .where('t.deleted_at', 'is', null)
          .where('t.visibility', '<>', 'Hidden')
          .as('new_threads'),
    ])
    .where('s.user_id', '=', userId)
    .orderBy('b.name')
    .limit(limit)
    .execute()
}

export function findFollowedBlogs(db: DB, userId: number, limit: number) {
  return db
    .selectFrom('blog_subscriptions as s')
    .innerJoin('blog_articles as a', 'a.id', 's.blog_article_id')
    .innerJoin('users as u', 'u.id', 'a.author_id')
    .select(['a.id', 'a.slug', 'a.title', 'a.published_at', 'u.slug as author_slug', 's.last_read_at'])
    .where('s.user_id', '=', userId)
    .orderBy('s.created_at', 'desc')
    .limit(limit)
    .execute()
}

/** decision 030: following a blog article (its comments, once blogs have them; the favorites flyout). */
export async function followBlog(db: DB, userId: number, articleId: number, at: Date): Promise<void> {
  await db
    .insertInto('blog_subscriptions')
    .values({ user_id: userId, blog_article_id: articleId, last_read_at: at, created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'blog_article_id']).doNothing())
    .execute()
}

export async function isFollowingBlog(db: DB, userId: number, articleId: number): Promise<boolean> {
  const row = await db
    .selectFrom('blog_subscriptions')
    .select('blog_article_id')
    .where('user_id', '=', userId)
    .where('blog_article_id', '=', articleId)
    .executeTakeFirst()
  return row !== undefined
}

/** When the member last read each of these boards they follow (absent: not followed). */
export async function findBoardReadTimes(db: DB, userId: number, boardIds: readonly number[]) {
  const rows = await db
    .selectFrom('board_subscriptions')
    .select(['board_id', 'last_read_at'])
    .where('user_id', '=', userId)
    .where('board_id', 'in', boardIds)
    .execute()
  return new Map(rows.map((row) => [row.board_id, row.last_read_at]))
}

/** The member's read position and the next position of each of these threads they follow. */
export async function findThreadReadPositions(db: DB, userId: number, threadIds: readonly number[]) {
  const rows = await db
    .selectFrom('thread_subscriptions as s')
    .innerJoin('threads as t', 't.id', 's.thread_id')
    .select(['s.thread_id', 's.read_position', 't.next_position'])
    .where('s.user_id', '=', userId)
    .where('s.thread_id', 'in', threadIds)
    .execute()
  return new Map(rows.map((row) => [row.thread_id, row]))
}

/** The member's read position in a thread they follow, or undefined. */
export async function findThreadReadPosition(db: DB, userId: number, threadId: number) {
  return db
    .selectFrom('thread_subscriptions')
    .select('read_position')
    .where('user_id', '=', userId)
    .where('thread_id', '=', threadId)
    .executeTakeFirst()
}
