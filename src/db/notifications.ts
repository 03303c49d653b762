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
