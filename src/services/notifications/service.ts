import { insertDigestJob } from '#db/jobs.ts'
import {
  countPushSubscriptions,
  deletePushSubscription,
  findNotificationOfMember,
  findNotificationsPage,
  findSettingRows,
  markNotificationsRead,
  savePushSubscription,
  saveSettingRows,
} from '#db/notifications.ts'
import {
  autoFollowOf,
  findFollowedBlogs,
  findFollowedBoards,
  findFollowedThreads,
  isFollowingBlog,
  type SubscriptionCursor,
  setAutoFollow,
} from '#db/subscriptions.ts'
import type { SettingsInput } from '#domain/notification-input.ts'
import {
  effectiveSettings,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationKindName,
  SUBSCRIPTIONS_PAGE_SIZE,
  type UnsubscribeScope,
} from '#domain/notifications.ts'
import type { Viewer } from '#domain/permissions.ts'
import { createAnnouncements } from './announcements.ts'
import { createContext } from './context.ts'
import { createDelivery } from './delivery.ts'
import { createFollowing } from './following.ts'
import type { NotificationDeps } from './types.ts'
import { DELIVER_JOB, DIGEST_JOB, nextDigestAt, payloadId } from './types.ts'

export * from './types.ts'

/** A notice on /cockpit/benachrichtigungen (decision 042: pages read view types). */
export interface NotificationView {
  id: number
  kind: NotificationKindName
  actorName: string | null
  title: string
  url: string
  createdAt: Date
  unread: boolean
}

/** A followed thread on /cockpit/abonnements, with the posts since the member last read it. */
export interface FollowedThreadView {
  id: number
  slug: string
  title: string
  lastPostAt: Date | null
  boardName: string
  createdAt: Date
  newPosts: number
}

/** A followed board on /cockpit/abonnements, with the threads since the member last read it. */
export interface FollowedBoardView {
  id: number
  slug: string
  name: string
  lastPostAt: Date | null
  newThreads: number | null
}

/** A followed blog article on /cockpit/abonnements. */
export interface FollowedBlogView {
  id: number
  slug: string
  title: string
  publishedAt: Date | null
  authorSlug: string
  lastReadAt: Date
}

// Subscriptions and notifications (docs/decisions/030). Listens to what happened
// (post.created, thumbs.given, message.sent), stores notices for the header, and hands every
// new one to a job that mails it at once or leaves it for the daily digest, and pushes it to
// the member's browsers, as the member's settings say.

export function createNotificationService(deps: NotificationDeps) {
  const ctx = createContext(deps)
  const delivery = createDelivery(ctx)
  const { onPostCreated, onThumbsGiven, onMessageSent, onNotificationCreated } = createAnnouncements({
    ...ctx,
    ...delivery,
  })
  const { followTarget } = createFollowing(ctx)
  const { db, events, now, readUnsubscribeToken, unsubscribeToken, vapidKeys } = ctx
  const { deliver, digest, scheduleDigest } = delivery

  return {
    /** Registers the listeners on the event bus (once per process). */
    listen(): void {
      events.on('post.created', onPostCreated)
      events.on('thumbs.given', onThumbsGiven)
      events.on('message.sent', onMessageSent)
      events.on('notification.created', onNotificationCreated)
    },
    jobHandlers: {
      [DELIVER_JOB]: (payload: unknown) => deliver(payloadId(payload)),
      [DIGEST_JOB]: async () => {
        await digest()
        await insertDigestJob(db, nextDigestAt(now()))
      },
    },
    deliver,
    digest,
    scheduleDigest,
    follow: followTarget,
    followsBlog: (viewer: Viewer, articleId: number) => isFollowingBlog(db, viewer.userId, articleId),
    autoFollowOf: (userId: number) => autoFollowOf(db, userId),

    async settingsOf(userId: number) {
      const [rows, autoFollow, devices] = await Promise.all([
        findSettingRows(db, userId),
        autoFollowOf(db, userId),
        countPushSubscriptions(db, userId),
      ])
      return { kinds: effectiveSettings(rows), autoFollow, pushDevices: devices }
    },

    async saveSettings(viewer: Viewer, input: SettingsInput): Promise<void> {
      const at = now()
      const rows = NOTIFICATION_KINDS.flatMap((kind) => {
        const setting = input.kinds[kind]
        return setting ? [{ kind, mail: setting.mail, push: setting.push }] : []
      })
      await db.transaction().execute(async (trx) => {
        await saveSettingRows(trx, viewer.userId, rows, at)
        await setAutoFollow(trx, viewer.userId, input.autoFollow)
      })
    },

    unsubscribeToken,
    readUnsubscribeToken,

    /** The one-click unsubscribe (no login: the signed token is the permission). */
    async unsubscribe(token: string): Promise<{ ok: true; scope: UnsubscribeScope } | { ok: false }> {
      const read = await readUnsubscribeToken(token)
      if (!read) return { ok: false }
      const current = effectiveSettings(await findSettingRows(db, read.userId))
      const kinds: NotificationKindName[] =
        read.scope === 'digest'
          ? NOTIFICATION_KINDS.filter((kind) => current[kind].mail === 'daily')
          : [read.scope]
      await saveSettingRows(
        db,
        read.userId,
        kinds.map((kind) => ({ kind, mail: 'off' as const, push: current[kind].push })),
        now(),
      )
      return { ok: true, scope: read.scope }
    },

    vapidPublicKey: async () => (await vapidKeys()).publicKey,

    async subscribePush(
      viewer: Viewer,
      input: { endpoint: string; p256dh: string; auth: string; userAgent: string | null },
    ): Promise<{ ok: true } | { ok: false; status: 400; message: string }> {
      const url = URL.parse(input.endpoint)
      if (url?.protocol !== 'https:' || input.endpoint.length > 2000)
        return { ok: false, status: 400, message: 'Diese Push-Anmeldung ist ungültig.' }
      if (
        !/^[A-Za-z0-9_-]{80,100}={0,2}$/.test(input.p256dh) ||
        !/^[A-Za-z0-9_-]{16,30}={0,2}$/.test(input.auth)
      )
        return { ok: false, status: 400, message: 'Diese Push-Anmeldung ist ungültig.' }
      await savePushSubscription(db, {
        userId: viewer.userId,
        endpoint: input.endpoint,
        p256dh: input.p256dh,
        auth: input.auth,
        userAgent: input.userAgent?.slice(0, 300) ?? null,
      })
      return { ok: true }
    },

    async unsubscribePush(viewer: Viewer, endpoint: string | null): Promise<void> {
      if (endpoint) await deletePushSubscription(db, { userId: viewer.userId, endpoint })
      else await deletePushSubscription(db, { userId: viewer.userId })
    },

    /** /cockpit/benachrichtigungen: newest first, keyset paged by id. */
    async notificationsPage(viewer: Viewer, beforeId: number | null) {
      const rows = await findNotificationsPage(db, viewer.userId, NOTIFICATIONS_PAGE_SIZE, beforeId)
      const items: NotificationView[] = rows.slice(0, NOTIFICATIONS_PAGE_SIZE).map((row) => ({
        id: row.id,
        kind: row.kind,
        actorName: row.actor_name,
        title: row.title,
        url: row.url,
        createdAt: row.created_at,
        unread: row.unread,
      }))
      const last = items.at(-1)
      return {
        items,
        nextBefore: rows.length > NOTIFICATIONS_PAGE_SIZE && last ? Number(last.id) : null,
      }
    },

    /** Opening one marks it read; the address it points to, or null when it is not the member's. */
    async open(viewer: Viewer, id: number): Promise<string | null> {
      const notice = await findNotificationOfMember(db, viewer.userId, id)
      if (!notice) return null
      if ((await markNotificationsRead(db, viewer.userId, now(), id)) > 0)
        await events.emit({ type: 'member.changed', userId: viewer.userId })
      return notice.url
    },

    async markAllRead(viewer: Viewer): Promise<number> {
      const count = await markNotificationsRead(db, viewer.userId, now())
      if (count > 0) await events.emit({ type: 'member.changed', userId: viewer.userId })
      return count
    },

    /** /cockpit/abonnements: threads keyset paged; boards and blogs whole (few per member). */
    async subscriptionsPage(viewer: Viewer, after: SubscriptionCursor | null) {
      const [threads, boards, blogs] = await Promise.all([
        findFollowedThreads(db, viewer.userId, SUBSCRIPTIONS_PAGE_SIZE, after),
        after ? Promise.resolve([]) : findFollowedBoards(db, viewer.userId, 200),
        after ? Promise.resolve([]) : findFollowedBlogs(db, viewer.userId, 200),
      ])
      const page = threads.slice(0, SUBSCRIPTIONS_PAGE_SIZE)
      const last = page.at(-1)
      return {
        threads: page.map(
          (thread): FollowedThreadView => ({
            id: thread.id,
            slug: thread.slug,
            title: thread.title,
            lastPostAt: thread.last_post_at,
            boardName: thread.board_name,
            createdAt: thread.created_at,
            newPosts: thread.new_posts,
          }),
        ),
        boards: boards.map(
          (board): FollowedBoardView => ({
            id: board.id,
            slug: board.slug,
            name: board.name,
            lastPostAt: board.last_post_at,
            newThreads: board.new_threads,
          }),
        ),
        blogs: blogs.map(
          (blog): FollowedBlogView => ({
            id: blog.id,
            slug: blog.slug,
            title: blog.title,
            publishedAt: blog.published_at,
            authorSlug: blog.author_slug,
            lastReadAt: blog.last_read_at,
          }),
        ),
        next: threads.length > SUBSCRIPTIONS_PAGE_SIZE && last ? { at: last.created_at, id: last.id } : null,
      }
    },
  }
}

export type NotificationService = ReturnType<typeof createNotificationService>
