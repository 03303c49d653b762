import { sql } from 'kysely'
import { FLYOUT_MAX_BLOGS, FLYOUT_MAX_BOARDS, MESSAGE_UPDATES_LIMIT } from '#domain/limits.ts'
import type { DB } from './database.ts'
import { markNotificationsRead } from './notifications.ts'

// What the member header shows (spec 000 §2.1, §3): unread private messages and mentions,
// subscribed threads with new posts, friends online, subscribed boards and blogs.

const UPDATES_LIMIT = MESSAGE_UPDATES_LIMIT

export function findUnreadMessages(db: DB, userId: number) {
  return (
    db
      .selectFrom('private_messages')
      .select(['id', 'sender_id', 'title', 'created_at', 'url'])
      .where('recipient_id', '=', userId)
      .where('read_at', 'is', null)
      // the same copies the message list shows as unread (db/messages.ts, migration 0016)
      .where('recipient_deleted_at', 'is', null)
      .where('withdrawn_at', 'is', null)
      .where('hidden_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(UPDATES_LIMIT)
      .execute()
  )
}

/** Subscribed threads with posts after the member's read position, newest activity first. */
export function findThreadUpdates(db: DB, userId: number) {
  return (
    db
      .selectFrom('thread_subscriptions as s')
      .innerJoin('threads as t', 't.id', 's.thread_id')
      .select([
        't.id',
        't.slug',
        't.title',
        't.last_post_id',
        't.last_post_at',
        't.last_post_user_id',
        't.next_position',
        's.read_position',
      ])
      .where('s.user_id', '=', userId)
      .where('t.deleted_at', 'is', null)
      // docs/security.md: a subscription does not show a thread hidden since (members see no hidden content)
      .where('t.visibility', '<>', 'Hidden')
      .whereRef('t.next_position', '>', 's.read_position')
      .orderBy('t.last_post_at', 'desc')
      .limit(UPDATES_LIMIT)
      .execute()
  )
}

/** Buddies and friends (one-sided adds included) seen within the online window. */
export function findFriendsOnline(db: DB, userId: number, since: Date) {
  return db
    .selectFrom('buddies as b')
    .innerJoin('users as u', 'u.id', 'b.buddy_id')
    .select([
      'u.id',
      'u.username',
      'u.slug',
      'u.display_name',
      'u.avatar_url',
      'u.is_anonymized',
      'u.user_title',
      'u.signature',
      'u.profile_hidden_at',
      'u.registered_at',
      'u.topic_count',
      'u.reply_count',
    ])
    .where('b.user_id', '=', userId)
    .where('u.status', '=', 'active')
    .where('u.last_seen_at', '>=', since)
    .orderBy('u.last_seen_at', 'desc')
    .limit(20)
    .execute()
}

export function findSubscribedBoards(db: DB, userId: number) {
  return db
    .selectFrom('board_subscriptions as s')
    .innerJoin('boards as b', 'b.id', 's.board_id')
    .select([
      'b.id',
      'b.slug',
      'b.name',
      'b.last_post_id',
      'b.last_post_at',
      'b.last_post_user_id',
      's.last_read_at',
    ])
    .where('s.user_id', '=', userId)
    .orderBy(sql`b.last_post_at DESC NULLS LAST`)
    .limit(FLYOUT_MAX_BOARDS)
    .execute()
}

export function findSubscribedBlogs(db: DB, userId: number) {
  return db
    .selectFrom('blog_subscriptions as s')
    .innerJoin('blog_articles as a', 'a.id', 's.blog_article_id')
    .innerJoin('users as u', 'u.id', 'a.author_id')
    .select([
      'a.id',
      'a.slug',
      'a.title',
      'a.author_id',
      'a.published_at',
      'u.slug as author_slug',
      's.last_read_at',
    ])
    .where('s.user_id', '=', userId)
    .where('a.status', '=', 'published')
    .orderBy('a.published_at', 'desc')
    .limit(FLYOUT_MAX_BLOGS)
    .execute()
}

export type MarkReadScope = 'boards' | 'blogs' | 'all'

/** spec 000 §2.1 mark-as-read links: subscribed boards, subscribed blogs, or everything. */
export async function markAllRead(db: DB, userId: number, scope: MarkReadScope, now: Date): Promise<void> {
  if (scope !== 'blogs') {
    await db
      .updateTable('board_subscriptions')
      .set({ last_read_at: now })
      .where('user_id', '=', userId)
      .execute()
  }
  if (scope !== 'boards') {
    await db
      .updateTable('blog_subscriptions')
      .set({ last_read_at: now })
      .where('user_id', '=', userId)
      .execute()
  }
  if (scope === 'all') {
    await sql`
      UPDATE thread_subscriptions s SET read_position = t.next_position
      FROM threads t WHERE t.id = s.thread_id AND s.user_id = ${userId}`.execute(db)
    await markNotificationsRead(db, userId, now)
  }
}
