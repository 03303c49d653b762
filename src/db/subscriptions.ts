import { sql } from 'kysely'
import type { DB } from './database.ts'

// Following threads and boards (issue 15): thread_subscriptions (with the read position, see
// read-state.ts) and board_subscriptions (migration 0002).

export async function followThread(db: DB, userId: number, threadId: number, at: Date): Promise<void> {
  // a new follower has read what is there (only what comes after is news)
  await sql`
    INSERT INTO thread_subscriptions (user_id, thread_id, read_position, created_at)
    SELECT ${userId}, t.id, t.next_position, ${at} FROM threads t WHERE t.id = ${threadId}
    ON CONFLICT (user_id, thread_id) DO NOTHING`.execute(db)
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

export async function followsBoard(db: DB, userId: number, boardId: number): Promise<boolean> {
  const row = await db
    .selectFrom('board_subscriptions')
    .select('board_id')
    .where('user_id', '=', userId)
    .where('board_id', '=', boardId)
    .executeTakeFirst()
  return row !== undefined
}

/** Followed threads, most recent activity first, 20 per page by keyset (`before`: a thread id). */
export function listFollowedThreads(db: DB, userId: number, before: number | null, limit: number) {
  let query = db
    .selectFrom('thread_subscriptions as s')
    .innerJoin('threads as t', 't.id', 's.thread_id')
    .select(['t.id', 't.slug', 't.title', 't.last_post_at', 't.next_position', 's.read_position'])
    .where('s.user_id', '=', userId)
    .where('t.deleted_at', 'is', null)
    .where('t.visibility', '<>', 'Hidden')
  if (before !== null) {
    query = query.where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('t.last_post_at', 't.id'),
        '<',
        selectFrom('threads as b')
          .select(['b.last_post_at', 'b.id'])
          .where('b.id', '=', before)
          .$asTuple('last_post_at', 'id'),
      ),
    )
  }
  return query
    .orderBy('t.last_post_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit + 1)
    .execute()
}

export function listFollowedBoards(db: DB, userId: number) {
  return db
    .selectFrom('board_subscriptions as s')
    .innerJoin('boards as b', 'b.id', 's.board_id')
    .select(['b.id', 'b.slug', 'b.name'])
    .where('s.user_id', '=', userId)
    .orderBy('b.name')
    .limit(200)
    .execute()
}

export function listFollowedBlogs(db: DB, userId: number) {
  return db
    .selectFrom('blog_subscriptions as s')
    .innerJoin('blog_articles as a', 'a.id', 's.blog_article_id')
    .select(['a.id', 'a.slug', 'a.title'])
    .where('s.user_id', '=', userId)
    .where('a.status', '=', 'published')
    .orderBy('a.title')
    .limit(200)
    .execute()
}

export async function unfollowBlog(db: DB, userId: number, articleId: number): Promise<void> {
  await db
    .deleteFrom('blog_subscriptions')
    .where('user_id', '=', userId)
    .where('blog_article_id', '=', articleId)
    .execute()
}
