import { sql } from 'kysely'
import type { DB } from './database.ts'
import type { NotificationKind } from './schema.ts'

// Notifications (migration 0015, decision 030): mentions and thumbs up; migration 0018 adds replies
// in followed threads, new threads in followed boards and new private messages (for mail and
// push only: the header lists the messages themselves). Private messages have their own table;
// the header's message flyout shows both.

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
  return (
    db
      .selectFrom('notifications')
      .select(['id', 'kind', 'actor_id', 'post_id', 'title', 'url', 'created_at'])
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      // the flyout lists the unread messages themselves (no double count)
      .where('kind', '<>', 'PrivateMessage')
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute()
  )
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

export interface CreatedNotification {
  id: number
  userId: number
  kind: NotificationKind
  title: string
  url: string
  at: Date
}

/**
 * A reply in a followed thread (migration 0018): every active follower but the author (and
 * those who ignore the author) is told; one unread notice per thread: a further reply updates
 * it (who, when) and keeps its link to the first reply not yet read. Returns the new ones.
 */
export async function notifyThreadFollowers(
  db: DB,
  reply: { threadId: number; postId: number; authorId: number; title: string; url: string; at: Date },
): Promise<CreatedNotification[]> {
  const result = await sql<{ id: number; user_id: number; inserted: boolean }>`
    INSERT INTO notifications (user_id, kind, actor_id, post_id, thread_id, title, url, created_at)
    SELECT s.user_id, 'ThreadReply', ${reply.authorId}, ${reply.postId}, ${reply.threadId}, ${reply.title}, ${reply.url}, ${reply.at}
    FROM thread_subscriptions s
    JOIN users u ON u.id = s.user_id AND u.status = 'active'
    WHERE s.thread_id = ${reply.threadId} AND s.user_id <> ${reply.authorId}
      AND NOT EXISTS (SELECT 1 FROM ignored_members i WHERE i.user_id = s.user_id AND i.ignored_id = ${reply.authorId})
    ON CONFLICT (user_id, thread_id) WHERE kind = 'ThreadReply' AND read_at IS NULL
    DO UPDATE SET actor_id = excluded.actor_id, created_at = excluded.created_at
    RETURNING id, user_id, (xmax = 0) AS inserted`.execute(db)
  return result.rows
    .filter((row) => row.inserted)
    .map((row) => ({
      id: Number(row.id),
      userId: row.user_id,
      kind: 'ThreadReply' as const,
      title: reply.title,
      url: reply.url,
      at: reply.at,
    }))
}

/** A new thread in a followed board: its followers but the author. */
export async function notifyBoardFollowers(
  db: DB,
  thread: {
    boardId: number
    threadId: number
    postId: number
    authorId: number
    title: string
    url: string
    at: Date
  },
): Promise<CreatedNotification[]> {
  const result = await sql<{ id: number; user_id: number }>`
    INSERT INTO notifications (user_id, kind, actor_id, post_id, thread_id, title, url, created_at)
    SELECT s.user_id, 'BoardThread', ${thread.authorId}, ${thread.postId}, ${thread.threadId}, ${thread.title}, ${thread.url}, ${thread.at}
    FROM board_subscriptions s
    JOIN users u ON u.id = s.user_id AND u.status = 'active'
    WHERE s.board_id = ${thread.boardId} AND s.user_id <> ${thread.authorId}
      AND NOT EXISTS (SELECT 1 FROM ignored_members i WHERE i.user_id = s.user_id AND i.ignored_id = ${thread.authorId})
    ON CONFLICT DO NOTHING
    RETURNING id, user_id`.execute(db)
  return result.rows.map((row) => ({
    id: Number(row.id),
    userId: row.user_id,
    kind: 'BoardThread' as const,
    title: thread.title,
    url: thread.url,
    at: thread.at,
  }))
}

/** Active members by their lower-cased usernames (mentions). */
export function findMembersByNames(db: DB, names: readonly string[]) {
  if (names.length === 0) return Promise.resolve([])
  return db
    .selectFrom('users')
    .select(['id', 'username'])
    .where(sql<string>`lower(username)`, 'in', names)
    .where('status', '=', 'active')
    .execute()
}

/** Each recipient's own copy of a message just sent (the first copy and those of its batch). */
export function findMessageCopies(db: DB, messageId: number) {
  return db
    .selectFrom('private_messages')
    .select(['id', 'recipient_id', 'sender_id', 'title', 'created_at'])
    .where((eb) => eb.or([eb('id', '=', messageId), eb('batch_id', '=', messageId)]))
    .execute()
}

/** The new notice of a private message (for mails and pushes; the header lists the message itself). */
export async function insertMessageNotification(
  db: DB,
  notice: { userId: number; actorId: number | null; messageId: number; title: string; url: string; at: Date },
): Promise<number> {
  const row = await db
    .insertInto('notifications')
    .values({
      user_id: notice.userId,
      kind: 'PrivateMessage',
      actor_id: notice.actorId,
      message_id: notice.messageId,
      title: notice.title,
      url: notice.url,
      created_at: notice.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

/** What a mail or push of one notification needs: it, its member, their setting for its kind. */
export function findNotificationForDelivery(db: DB, id: number) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .leftJoin('notification_settings as s', (join) =>
      join.onRef('s.user_id', '=', 'n.user_id').onRef('s.kind', '=', 'n.kind'),
    )
    .leftJoin('users as a', 'a.id', 'n.actor_id')
    .leftJoin('private_messages as m', 'm.id', 'n.message_id')
    .select([
      'n.id',
      'n.user_id',
      'n.kind',
      'n.title',
      'n.url',
      'n.created_at',
      'n.read_at',
      'n.mailed_at',
      'n.pushed_at',
      'u.email',
      'u.username',
      'u.display_name',
      'u.status',
      's.mail',
      's.push',
      'a.display_name as actor_name',
      'm.read_at as message_read_at',
    ])
    .where('n.id', '=', id)
    .executeTakeFirst()
}

/** Claims the mail of a notification (one process, once); false when it was claimed before. */
export async function claimMail(db: DB, id: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ mailed_at: at })
    .where('id', '=', id)
    .where('mailed_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/**
 * Claims the digest's mail of these notifications in the caller's transaction; false when every
 * one of them was mailed before (another run took them).
 */
export async function claimDigestMails(trx: DB, ids: readonly number[], at: Date): Promise<boolean> {
  const claimed = await trx
    .updateTable('notifications')
    .set({ mailed_at: at })
    .where('id', 'in', ids)
    .where('mailed_at', 'is', null)
    .executeTakeFirst()
  return Number(claimed.numUpdatedRows) !== 0
}

export async function claimPush(db: DB, id: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ pushed_at: at })
    .where('id', '=', id)
    .where('pushed_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/**
 * The daily digest's notifications (since `since`): unmailed, unread, of a kind the member wants
 * daily, of active members with an address; a message already read is no news.
 */
export function findDigestNotifications(db: DB, since: Date, defaultDaily: readonly NotificationKind[]) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .leftJoin('notification_settings as s', (join) =>
      join.onRef('s.user_id', '=', 'n.user_id').onRef('s.kind', '=', 'n.kind'),
    )
    .leftJoin('private_messages as m', 'm.id', 'n.message_id')
    .leftJoin('users as a', 'a.id', 'n.actor_id')
    .select([
      'n.id',
      'n.user_id',
      'n.kind',
      'n.title',
      'n.url',
      'n.created_at',
      'u.email',
      'u.username',
      'a.display_name as actor_name',
    ])
    .where('n.mailed_at', 'is', null)
    .where('n.read_at', 'is', null)
    .where('n.created_at', '>=', since)
    .where('u.status', '=', 'active')
    .where('u.email', 'is not', null)
    .where('m.read_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('s.mail', '=', 'daily'),
        defaultDaily.length > 0
          ? eb.and([eb('s.mail', 'is', null), eb('n.kind', 'in', defaultDaily)])
          : eb.val(false),
      ]),
    )
    .orderBy('n.user_id')
    .orderBy('n.created_at')
    .execute()
}

/** A member's notifications, newest first, keyset paged by id (index notifications_user). */
export function findNotificationsPage(db: DB, userId: number, limit: number, beforeId: number | null) {
  let query = db
    .selectFrom('notifications as n')
    .leftJoin('private_messages as m', 'm.id', 'n.message_id')
    .leftJoin('users as a', 'a.id', 'n.actor_id')
    .select([
      'n.id',
      'n.kind',
      'a.display_name as actor_name',
      'n.title',
      'n.url',
      'n.created_at',
      // a message read in the mailbox is read here too
      sql<boolean>`n.read_at IS NULL AND m.read_at IS NULL`.as('unread'),
    ])
    .where('n.user_id', '=', userId)
  if (beforeId !== null) query = query.where('n.id', '<', beforeId)
  return query
    .orderBy('n.id', 'desc')
    .limit(limit + 1)
    .execute()
}

export function findNotificationOfMember(db: DB, userId: number, id: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'url'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

export function findSettingRows(db: DB, userId: number) {
  return db
    .selectFrom('notification_settings')
    .select(['kind', 'mail', 'push'])
    .where('user_id', '=', userId)
    .execute()
}

export async function saveSettingRows(
  db: DB,
  userId: number,
  rows: readonly { kind: NotificationKind; mail: 'immediate' | 'daily' | 'off'; push: boolean }[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return
  await db
    .insertInto('notification_settings')
    .values(
      rows.map((row) => ({
        user_id: userId,
        kind: row.kind,
        mail: row.mail,
        push: row.push,
        updated_at: at,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind']).doUpdateSet((eb) => ({
        mail: eb.ref('excluded.mail'),
        push: eb.ref('excluded.push'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute()
}

/** A key generated once (the first process to store it wins; every process reads the same). */
export async function appKey(db: DB, name: string, generate: () => string): Promise<string> {
  await db
    .insertInto('app_keys')
    .values({ name, value: generate() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await db
    .selectFrom('app_keys')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow()
  return row.value
}

export function findPushSubscriptions(db: DB, userId: number) {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', userId)
    .execute()
}

export async function savePushSubscription(
  db: DB,
  subscription: { userId: number; endpoint: string; p256dh: string; auth: string; userAgent: string | null },
): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({
      user_id: subscription.userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.p256dh,
      auth: subscription.auth,
      user_agent: subscription.userAgent,
    })
    // the same browser subscribed again (or for another member on a shared device): it is theirs now
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        user_id: subscription.userId,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        user_agent: subscription.userAgent,
      }),
    )
    .execute()
}

/** One push subscription (by id, or the member's by endpoint), or all of the member's (only userId). */
export async function deletePushSubscription(
  db: DB,
  where: { id: number } | { userId: number; endpoint: string } | { userId: number },
) {
  let query = db.deleteFrom('push_subscriptions')
  query =
    'id' in where
      ? query.where('id', '=', where.id)
      : 'endpoint' in where
        ? query.where('user_id', '=', where.userId).where('endpoint', '=', where.endpoint)
        : query.where('user_id', '=', where.userId)
  await query.execute()
}

/** Every push subscription of a member (all devices). */
export async function deletePushSubscriptionsOfMember(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute()
}

export async function deleteNotificationSettingsOfMember(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('notification_settings').where('user_id', '=', userId).execute()
}

export async function countPushSubscriptions(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
