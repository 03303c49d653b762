import type { DB } from './database.ts'
import type { NotificationKind } from './schema.ts'

// Notifications (migration 0015, issue 15): mentions and thumbs up. Private messages have their
// own table; the header's message flyout shows both.

export interface NewNotification {
  userId: number
  kind: NotificationKind
  actorId: number | null
  postId: number | null
  title: string
  url: string
  at: Date
}

/** Stores a notification once per member, kind, post and actor; null when it was there before. */
export async function insertNotification(db: DB, notification: NewNotification): Promise<number | null> {
  const row = await db
    .insertInto('notifications')
    .values({
      user_id: notification.userId,
      kind: notification.kind,
      actor_id: notification.actorId,
      post_id: notification.postId,
      title: notification.title,
      url: notification.url,
      created_at: notification.at,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind', 'post_id', 'actor_id']).where('post_id', 'is not', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst()
  return row?.id ?? null
}

/** The newest unread notifications of a member (the header's message flyout). */
export function findUnreadNotifications(db: DB, userId: number, limit: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'kind', 'actor_id', 'post_id', 'title', 'url', 'created_at'])
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute()
}

/** Marks one notification (or, without id, all of them) of a member as read. */
export async function markNotificationsRead(db: DB, userId: number, at: Date, id?: number): Promise<number> {
  let query = db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
  if (id !== undefined) query = query.where('id', '=', id)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows)
}

// --- issue 15: replies in followed threads, the list, the settings ---

/**
 * A reply in a followed thread: one unread notification per member and thread — a further reply
 * refreshes it (actor, time, title) instead of adding one. Returns its id and whether it is new.
 */
export async function upsertThreadReply(
  db: DB,
  notification: {
    userId: number
    threadId: number
    actorId: number
    postId: number
    title: string
    url: string
    at: Date
  },
): Promise<{ id: number; created: boolean }> {
  const updated = await db
    .updateTable('notifications')
    .set({
      actor_id: notification.actorId,
      title: notification.title,
      created_at: notification.at,
      mailed_at: null,
    })
    .where('user_id', '=', notification.userId)
    .where('kind', '=', 'ThreadReply')
    .where('thread_id', '=', notification.threadId)
    .where('read_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  if (updated) return { id: updated.id, created: false }
  const row = await db
    .insertInto('notifications')
    .values({
      user_id: notification.userId,
      kind: 'ThreadReply',
      actor_id: notification.actorId,
      post_id: notification.postId,
      thread_id: notification.threadId,
      title: notification.title,
      url: notification.url,
      created_at: notification.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, created: true }
}

/** Who follows a thread (for its reply notifications), without the given member. */
export async function findThreadFollowers(db: DB, threadId: number, except: number): Promise<number[]> {
  const rows = await db
    .selectFrom('thread_subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('s.user_id')
    .where('s.thread_id', '=', threadId)
    .where('s.user_id', '<>', except)
    .where('u.status', '=', 'active')
    .limit(5000)
    .execute()
  return rows.map((row) => row.user_id)
}

/** All of a member's notifications, newest first, by keyset on id (index notifications_user). */
export function listNotifications(db: DB, userId: number, before: number | null, limit: number) {
  let query = db
    .selectFrom('notifications')
    .select(['id', 'kind', 'actor_id', 'title', 'url', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
  if (before !== null) query = query.where('id', '<', before)
  return query
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute()
}

export function findNotification(db: DB, userId: number, id: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'url', 'read_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

export async function findNotificationSettings(db: DB, userId: number) {
  const row = await db
    .selectFrom('notification_settings')
    .select(['auto_follow', 'mail', 'unsubscribe_token'])
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row ?? { auto_follow: true, mail: 'immediate' as const, unsubscribe_token: null }
}

export async function saveNotificationSettings(
  db: DB,
  userId: number,
  settings: { auto_follow: boolean; mail: 'immediate' | 'daily' | 'off' },
  at: Date,
): Promise<void> {
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, ...settings, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...settings, updated_at: at }))
    .execute()
}

/** The member's unsubscribe token, made on first use. */
export async function unsubscribeTokenOf(db: DB, userId: number, fresh: string): Promise<string> {
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, unsubscribe_token: fresh })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ unsubscribe_token: fresh })
        .where('notification_settings.unsubscribe_token', 'is', null),
    )
    .execute()
  const row = await db
    .selectFrom('notification_settings')
    .select('unsubscribe_token')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return row.unsubscribe_token ?? fresh
}

/** One click from a mail: no more notification mails for the token's member. */
export async function unsubscribeByToken(db: DB, token: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('notification_settings')
    .set({ mail: 'off', updated_at: at })
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function findUserIdByUnsubscribeToken(db: DB, token: string): Promise<number | null> {
  const row = await db
    .selectFrom('notification_settings')
    .select('user_id')
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst()
  return row?.user_id ?? null
}

/** Unread notifications not mailed yet, oldest first (the immediate mail and the digest). */
export function findUnmailed(db: DB, userId: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'title', 'url', 'created_at'])
    .where('user_id', '=', userId)
    .where('mailed_at', 'is', null)
    .where('read_at', 'is', null)
    .orderBy('id')
    .limit(50)
    .execute()
}

export async function markMailed(db: DB, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return
  await db.updateTable('notifications').set({ mailed_at: at }).where('id', 'in', ids).execute()
}

/** Members with a daily digest and something unmailed. */
export async function findDigestRecipients(db: DB): Promise<number[]> {
  const rows = await db
    .selectFrom('notification_settings as s')
    .select('s.user_id')
    .where('s.mail', '=', 'daily')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('notifications as n')
          .select('n.id')
          .whereRef('n.user_id', '=', 's.user_id')
          .where('n.mailed_at', 'is', null)
          .where('n.read_at', 'is', null),
      ),
    )
    .execute()
  return rows.map((row) => row.user_id)
}
