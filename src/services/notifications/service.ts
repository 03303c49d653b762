import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Agent } from 'node:https'
import webpush from 'web-push'
import { findBlogArticle } from '#db/blogs.ts'
import type { DB } from '#db/database.ts'
import {
  appKey,
  claimMail,
  claimPush,
  countPushSubscriptions,
  deletePushSubscription,
  findDigestNotifications,
  findMembersByNames,
  findMessageCopies,
  findNotificationForDelivery,
  findNotificationOfMember,
  findNotificationsPage,
  findPushSubscriptions,
  findSettingRows,
  insertMessageNotification,
  insertNotification,
  markNotificationsRead,
  notifyBoardFollowers,
  notifyThreadFollowers,
  savePushSubscription,
  saveSettingRows,
} from '#db/notifications.ts'
import { findBoardChain } from '#db/posting.ts'
import type { NotificationKind } from '#db/schema.ts'
import {
  autoFollowOf,
  findFollowedBlogs,
  findFollowedBoards,
  findFollowedThreads,
  followBlog,
  followBoard,
  followThread,
  isFollowingBlog,
  type SubscriptionCursor,
  unfollowBlog,
  unfollowBoard,
  unfollowThread,
} from '#db/subscriptions.ts'
import { findThread } from '#db/thread-page.ts'
import { blogArticlePath } from '#domain/content-routes.ts'
import { messageHref } from '#domain/messages.ts'
import type { SettingsInput } from '#domain/notification-input.ts'
import {
  DEFAULT_SETTINGS,
  effectiveSettings,
  isNotificationKind,
  isUnsubscribeScope,
  mentionedNames,
  NOTIFICATION_KINDS,
  NOTIFICATION_SETTINGS_PATH,
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATIONS_PATH,
  type NotificationKindName,
  notificationOpenPath,
  SUBSCRIPTIONS_PAGE_SIZE,
  UNSUBSCRIBE_TEXTS,
  type UnsubscribeScope,
} from '#domain/notifications.ts'
import { canFollow, isStaff, type Viewer } from '#domain/permissions.ts'
import { boardPath, postJumpPath, threadPath } from '#domain/routes.ts'
import { acceptsWrites, blogArticleVisible, threadVisibility } from '#domain/visibility.ts'
import { SEND_MAIL_JOB } from '../accounts/service.ts'
import type { EventBus, EventOf } from '../events.ts'
import { enqueueJob } from '../jobs.ts'
import { digestMail, notificationMail } from './mails.ts'

// Subscriptions and notifications (issue 15, docs/decisions/030). Listens to what happened
// (post.created, thumbs.given, message.sent), stores notices for the header, and hands every
// new one to a job that mails it at once or leaves it for the daily digest, and pushes it to
// the member's browsers, as the member's settings say.

export const DELIVER_JOB = 'notification.deliver'
export const DIGEST_JOB = 'notification.digest'
/** The digest collects what the last two days left unmailed (one missed run loses nothing). */
const DIGEST_WINDOW_MS = 48 * 60 * 60_000
/** Hour (Europe/Berlin) the daily digest goes out. */
const DIGEST_HOUR = 7

export interface NotificationDeps {
  db: DB
  events: EventBus
  publicUrl: string
  kickJobs: () => void
  now?: () => Date
  /** The web push requests' HTTPS agent (tests route it to a local endpoint). */
  pushAgent?: Agent
  /** VAPID subject: who the push services may contact (mailto: or https:). */
  vapidSubject: string
  log?: (message: string, detail?: unknown) => void
}

export type FollowTarget = 'thread' | 'board' | 'blog'

export type FollowResult =
  | { ok: true; path: string; following: boolean }
  | { ok: false; status: 400 | 403 | 404; message: string }

function berlinHour(date: Date): number {
  return Number(
    new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', hour12: false }).format(
      date,
    ),
  )
}

/** The next 07:00 in Berlin after `now` (06:00 UTC in winter, 05:00 UTC in summer). */
export function nextDigestAt(now: Date): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  for (let offset = 0; offset < 3; offset += 1) {
    for (const utcHour of [DIGEST_HOUR - 2, DIGEST_HOUR - 1]) {
      const candidate = new Date(day + offset * 86_400_000 + utcHour * 3_600_000)
      if (candidate > now && berlinHour(candidate) === DIGEST_HOUR) return candidate
    }
  }
  return new Date(now.getTime() + 86_400_000)
}

function payloadId(payload: unknown): number {
  if (typeof payload === 'object' && payload !== null && 'id' in payload && typeof payload.id === 'number')
    return payload.id
  throw new Error('payload without id')
}

function quoted(title: string): string {
  return `„${title}“`
}

export function createNotificationService(deps: NotificationDeps) {
  const { db, events } = deps
  const now = deps.now ?? (() => new Date())
  const absolute = (path: string) => `${deps.publicUrl}${path}`

  // --- keys, generated once per installation and kept in the database ---

  let unsubscribeSecret: Promise<Buffer> | undefined
  function secret(): Promise<Buffer> {
    unsubscribeSecret ??= appKey(db, 'unsubscribe-secret', () => randomBytes(32).toString('base64url')).then(
      (value) => Buffer.from(value, 'base64url'),
    )
    return unsubscribeSecret
  }

  let vapid: Promise<{ publicKey: string; privateKey: string }> | undefined
  function vapidKeys(): Promise<{ publicKey: string; privateKey: string }> {
    vapid ??= appKey(db, 'vapid', () => JSON.stringify(webpush.generateVAPIDKeys())).then(
      (value) => JSON.parse(value) as { publicKey: string; privateKey: string },
    )
    return vapid
  }

  function signature(key: Buffer, body: string): string {
    return createHmac('sha256', key).update(body).digest('base64url').slice(0, 32)
  }

  /** A signed, lasting token for the one-click unsubscribe link: member and what to turn off. */
  async function unsubscribeToken(userId: number, scope: UnsubscribeScope): Promise<string> {
    const body = `${userId}.${scope}`
    return `${body}.${signature(await secret(), body)}`
  }

  async function readUnsubscribeToken(
    token: string,
  ): Promise<{ userId: number; scope: UnsubscribeScope } | null> {
    const match = /^([1-9]\d{0,9})\.([A-Za-z]+)\.([A-Za-z0-9_-]{32})$/.exec(token)
    if (!match) return null
    const [, id = '', scope = '', sent = ''] = match
    const userId = Number(id)
    if (userId > 2_147_483_647 || !isUnsubscribeScope(scope)) return null
    const expected = Buffer.from(signature(await secret(), `${id}.${scope}`))
    const given = Buffer.from(sent)
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
    return { userId, scope }
  }

  async function unsubscribeLink(userId: number, scope: UnsubscribeScope): Promise<string> {
    return absolute(`/abmelden/${await unsubscribeToken(userId, scope)}`)
  }

  // --- creating notifications from what happened ---

  async function announce(
    created: readonly {
      id: number
      userId: number
      kind: NotificationKind
      title: string
      url: string
      at: Date
    }[],
  ) {
    if (created.length === 0) return
    for (const notice of created) {
      await events.emit({
        type: 'notification.created',
        notificationId: notice.id,
        userId: notice.userId,
        kind: notice.kind,
        title: notice.title,
        url: notice.url,
        at: notice.at,
      })
    }
  }

  async function onPostCreated(event: EventOf<'post.created'>) {
    const thread = await db
      .selectFrom('threads as t')
      .innerJoin('boards as b', 'b.id', 't.board_id')
      .select(['t.id', 't.slug', 't.title', 't.visibility', 't.deleted_at', 'b.name as board_name'])
      .where('t.id', '=', event.threadId)
      .executeTakeFirst()
    // a thread only its starter still sees tells nobody else
    if (!thread || thread.deleted_at !== null || thread.visibility === 'Hidden') return
    const created = event.startsThread
      ? await notifyBoardFollowers(db, {
          boardId: event.boardId,
          threadId: event.threadId,
          postId: event.postId,
          authorId: event.authorId,
          title: `Neues Thema im Forum ${thread.board_name}: ${quoted(thread.title)}`,
          url: threadPath(thread),
          at: event.at,
        })
      : await notifyThreadFollowers(db, {
          threadId: event.threadId,
          postId: event.postId,
          authorId: event.authorId,
          title: `Neue Antwort in ${quoted(thread.title)}`,
          url: postJumpPath(event.postId),
          at: event.at,
        })
    const mentioned = await findMembersByNames(db, mentionedNames(event.text))
    for (const member of mentioned) {
      if (member.id === event.authorId) continue
      const id = await insertNotification(db, {
        userId: member.id,
        kind: 'UserMention',
        actorId: event.authorId,
        postId: event.postId,
        title: thread.title,
        url: postJumpPath(event.postId),
        at: event.at,
      })
      if (id !== null)
        created.push({
          id: Number(id),
          userId: member.id,
          kind: 'UserMention',
          title: thread.title,
          url: postJumpPath(event.postId),
          at: event.at,
        })
    }
    await announce(created)
  }

  async function onThumbsGiven(event: EventOf<'thumbs.given'>) {
    if (event.giverId === event.authorId) return
    const thread = await db
      .selectFrom('threads')
      .select('title')
      .where('id', '=', event.threadId)
      .executeTakeFirst()
    if (!thread) return
    const title = `Daumen hoch für Deinen Beitrag in ${quoted(thread.title)}`
    const url = postJumpPath(event.postId)
    const id = await insertNotification(db, {
      userId: event.authorId,
      kind: 'ThumbsUp',
      actorId: event.giverId,
      postId: event.postId,
      title,
      url,
      at: event.at,
    })
    if (id !== null)
      await announce([{ id: Number(id), userId: event.authorId, kind: 'ThumbsUp', title, url, at: event.at }])
  }

  async function onMessageSent(event: EventOf<'message.sent'>) {
    const copies = await findMessageCopies(db, event.messageId)
    const created = []
    for (const copy of copies) {
      const url = messageHref(copy.id)
      const id = await insertMessageNotification(db, {
        userId: copy.recipient_id,
        actorId: copy.sender_id,
        messageId: copy.id,
        title: copy.title,
        url,
        at: event.at,
      })
      created.push({
        id,
        userId: copy.recipient_id,
        kind: 'PrivateMessage' as const,
        title: copy.title,
        url,
        at: event.at,
      })
    }
    await announce(created)
  }

  async function onNotificationCreated(event: EventOf<'notification.created'>) {
    await enqueueJob(db, DELIVER_JOB, { id: event.notificationId })
    deps.kickJobs()
  }

  // --- delivery: a job per notification, the digest once a day ---

  async function sendPush(
    userId: number,
    payload: { title: string; body: string; url: string },
  ): Promise<number> {
    const subscriptions = await findPushSubscriptions(db, userId)
    if (subscriptions.length === 0) return 0
    const keys = await vapidKeys()
    let sent = 0
    for (const subscription of subscriptions) {
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: {
              subject: deps.vapidSubject,
              publicKey: keys.publicKey,
              privateKey: keys.privateKey,
            },
            TTL: 24 * 60 * 60,
            timeout: 10_000,
            ...(deps.pushAgent ? { agent: deps.pushAgent } : {}),
          },
        )
        sent += 1
      } catch (error) {
        // the browser unsubscribed or the subscription expired: it never comes back
        const status =
          typeof error === 'object' && error !== null && 'statusCode' in error ? error.statusCode : 0
        if (status === 404 || status === 410)
          await deletePushSubscription(db, { id: Number(subscription.id) })
        // anything else is the push service's passing trouble: a push is news of now, not retried
        else deps.log?.('web push failed', error instanceof Error ? error.message : error)
      }
    }
    return sent
  }

  async function deliver(id: number): Promise<void> {
    const notice = await findNotificationForDelivery(db, id)
    if (!notice || !isNotificationKind(notice.kind) || notice.status !== 'active') return
    // read in the meantime (the member was on the page): nothing to tell
    if (notice.read_at !== null || notice.message_read_at !== null) return
    const setting = {
      mail: notice.mail ?? DEFAULT_SETTINGS[notice.kind].mail,
      push: notice.push ?? DEFAULT_SETTINGS[notice.kind].push,
    }
    const at = now()
    if (setting.mail === 'immediate' && notice.mailed_at === null && notice.email) {
      const kind = notice.kind
      const mail = notificationMail({
        to: notice.email,
        username: notice.display_name,
        kind,
        title: notice.title,
        actor: notice.actor_name,
        link: absolute(notificationOpenPath(Number(notice.id))),
        settingsLink: absolute(NOTIFICATION_SETTINGS_PATH),
        unsubscribeLink: await unsubscribeLink(notice.user_id, kind),
        unsubscribeWhat: `${UNSUBSCRIBE_TEXTS[kind]} (sofort)`,
      })
      // the claim and the mail job commit together: mailed once, retried by the mail job
      const claimed = await db.transaction().execute(async (trx) => {
        if (!(await claimMail(trx, Number(notice.id), at))) return false
        await enqueueJob(trx, SEND_MAIL_JOB, mail)
        return true
      })
      if (claimed) deps.kickJobs()
    }
    if (setting.push && notice.pushed_at === null && (await claimPush(db, Number(notice.id), at))) {
      await sendPush(notice.user_id, {
        title: 'MOTOR-TALK',
        body: notice.actor_name ? `${notice.actor_name}: ${notice.title}` : notice.title,
        url: notificationOpenPath(Number(notice.id)),
      })
    }
  }

  /** The daily digest: one mail per member with everything of their daily kinds not yet mailed. */
  async function digest(): Promise<number> {
    const at = now()
    const defaultDaily = NOTIFICATION_KINDS.filter((kind) => DEFAULT_SETTINGS[kind].mail === 'daily')
    const rows = await findDigestNotifications(db, new Date(at.getTime() - DIGEST_WINDOW_MS), defaultDaily)
    const byMember = Map.groupBy(rows, (row) => row.user_id)
    let mails = 0
    for (const [userId, items] of byMember) {
      const first = items[0]
      if (!first?.email) continue
      const mail = digestMail({
        to: first.email,
        username: first.username,
        items: items.flatMap((item) =>
          isNotificationKind(item.kind)
            ? [
                {
                  kind: item.kind,
                  title: item.title,
                  actor: item.actor_name,
                  link: absolute(notificationOpenPath(Number(item.id))),
                },
              ]
            : [],
        ),
        overviewLink: absolute(NOTIFICATIONS_PATH),
        settingsLink: absolute(NOTIFICATION_SETTINGS_PATH),
        unsubscribeLink: await unsubscribeLink(userId, 'digest'),
      })
      const sent = await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('notifications')
          .set({ mailed_at: at })
          .where(
            'id',
            'in',
            items.map((item) => item.id),
          )
          .where('mailed_at', 'is', null)
          .executeTakeFirst()
        if (Number(claimed.numUpdatedRows) === 0) return false
        await enqueueJob(trx, SEND_MAIL_JOB, mail)
        return true
      })
      if (sent) mails += 1
    }
    if (mails > 0) deps.kickJobs()
    return mails
  }

  /** Makes sure one digest job waits for the next morning (called at start and after each run). */
  async function scheduleDigest(): Promise<void> {
    const pending = await db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', DIGEST_JOB)
      .where('done_at', 'is', null)
      .executeTakeFirst()
    if (!pending) await enqueueJob(db, DIGEST_JOB, {}, nextDigestAt(now()))
  }

  // --- following ---

  async function followTarget(
    viewer: Viewer,
    target: FollowTarget,
    id: number,
    follow: boolean,
  ): Promise<FollowResult> {
    if (!canFollow(viewer)) return { ok: false, status: 403, message: 'Bitte melde Dich an.' }
    const at = now()
    if (target === 'thread') {
      const thread = await findThread(db, id)
      if (!thread) return { ok: false, status: 404, message: 'Dieses Thema gibt es nicht.' }
      const chain = isStaff(viewer) ? await findBoardChain(db, thread.board_id) : []
      const visibility = threadVisibility(
        viewer,
        { visibility: thread.visibility, deletedAt: thread.deleted_at, authorId: thread.author_id },
        { id: thread.board_id, ancestorIds: chain.slice(1).map((board) => board.id) },
      )
      if (!visibility.visible) return { ok: false, status: 404, message: 'Dieses Thema gibt es nicht.' }
      if (follow && !acceptsWrites(visibility))
        return { ok: false, status: 403, message: 'Diesem Thema kannst Du nicht mehr folgen.' }
      if (follow) await followThread(db, viewer.userId, id, at)
      else await unfollowThread(db, viewer.userId, id)
      return { ok: true, path: threadPath(thread), following: follow }
    }
    if (target === 'board') {
      const board = await db
        .selectFrom('boards')
        .select(['id', 'slug'])
        .where('id', '=', id)
        .executeTakeFirst()
      if (!board) return { ok: false, status: 404, message: 'Dieses Forum gibt es nicht.' }
      if (follow) await followBoard(db, viewer.userId, id, at)
      else await unfollowBoard(db, viewer.userId, id)
      return { ok: true, path: boardPath(board), following: follow }
    }
    const article = await findBlogArticle(db, id)
    if (!article || !blogArticleVisible(viewer, { status: article.status, authorId: article.author_id }))
      return { ok: false, status: 404, message: 'Diesen Blogartikel gibt es nicht.' }
    if (follow) await followBlog(db, viewer.userId, id, at)
    else await unfollowBlog(db, viewer.userId, id)
    return { ok: true, path: blogArticlePath(article), following: follow }
  }

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
        await enqueueJob(db, DIGEST_JOB, {}, nextDigestAt(now()))
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
        await trx
          .updateTable('users')
          .set({ auto_follow: input.autoFollow })
          .where('id', '=', viewer.userId)
          .execute()
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
      else await db.deleteFrom('push_subscriptions').where('user_id', '=', viewer.userId).execute()
    },

    /** /cockpit/benachrichtigungen: newest first, keyset paged by id. */
    async notificationsPage(viewer: Viewer, beforeId: number | null) {
      const rows = await findNotificationsPage(db, viewer.userId, NOTIFICATIONS_PAGE_SIZE, beforeId)
      const items = rows.slice(0, NOTIFICATIONS_PAGE_SIZE)
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
        threads: page,
        boards,
        blogs,
        next: threads.length > SUBSCRIPTIONS_PAGE_SIZE && last ? { at: last.created_at, id: last.id } : null,
      }
    },
  }
}

export type NotificationService = ReturnType<typeof createNotificationService>
