import { randomBytes } from 'node:crypto'
import type { DB } from '#db/database.ts'
import { findMembersByNames } from '#db/messages.ts'
import {
  findDigestRecipients,
  findNotification,
  findNotificationSettings,
  findThreadFollowers,
  findUnmailed,
  findUserIdByUnsubscribeToken,
  insertNotification,
  listNotifications,
  markMailed,
  markNotificationsRead,
  saveNotificationSettings,
  unsubscribeByToken,
  unsubscribeTokenOf,
  upsertThreadReply,
} from '#db/notifications.ts'
import type { NotificationMail } from '#db/schema.ts'
import {
  followBoard,
  followsBoard,
  followThread,
  listFollowedBlogs,
  listFollowedBoards,
  listFollowedThreads,
  unfollowBlog,
  unfollowBoard,
  unfollowThread,
} from '#db/subscriptions.ts'
import { mentionedNames, notificationTitles, unsubscribeHref } from '#domain/notifications.ts'
import type { Viewer } from '#domain/permissions.ts'
import { postJumpPath } from '#domain/routes.ts'
import type { EventBus } from '../events.ts'
import { enqueueJob } from '../jobs.ts'
import type { MailMessage } from '../mail.ts'

// Subscriptions and notifications (issue 15, docs/decisions/029). Listens to what happened
// (events.ts) and tells members: a row in `notifications` (the header's message flyout and
// /cockpit/benachrichtigungen) and, per the member's setting, a mail at once or in the daily
// digest, each with a one-click unsubscribe link that needs no login.

export const NOTIFICATION_MAIL_JOB = 'notification-mail'
export const NOTIFICATION_DIGEST_JOB = 'notification-digest'

export interface NotificationDeps {
  db: DB
  events: EventBus
  publicUrl: string
  kickJobs?: () => void
  now?: () => Date
}

const LIST_PAGE = 30

async function threadInfo(db: DB, threadId: number) {
  return db
    .selectFrom('threads')
    .select(['id', 'title', 'slug', 'visibility', 'deleted_at'])
    .where('id', '=', threadId)
    .executeTakeFirst()
}

async function nameOf(db: DB, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('display_name').where('id', '=', userId).executeTakeFirst()
  return row?.display_name ?? 'Jemand'
}

export function createNotificationService(deps: NotificationDeps) {
  const now = () => (deps.now ? deps.now() : new Date())
  const { db, events } = deps

  /** A notification is there: the header learns it, and a mail goes out if the member wants it now. */
  async function told(userId: number, id: number, kind: string, title: string, url: string, at: Date) {
    await events.emit({ type: 'notification.created', notificationId: id, userId, kind, title, url, at })
    await events.emit({ type: 'member.changed', userId })
    const settings = await findNotificationSettings(db, userId)
    if (settings.mail === 'immediate') {
      await enqueueJob(db, NOTIFICATION_MAIL_JOB, { userId })
      deps.kickJobs?.()
    }
  }

  events.on('post.created', async (event) => {
    const thread = await threadInfo(db, event.threadId)
    // a hidden or deleted thread tells nobody anything
    if (thread?.visibility !== 'Online' || thread.deleted_at !== null) return
    const author = await nameOf(db, event.authorId)
    const url = postJumpPath(event.postId)
    const names = mentionedNames(event.text)
    const mentioned = names.length > 0 ? await findMembersByNames(db, names) : []
    const mentionedIds = new Set<number>()
    for (const member of mentioned) {
      if (member.id === event.authorId || mentionedIds.has(member.id)) continue
      mentionedIds.add(member.id)
      const title = notificationTitles.mention(author, thread.title)
      const id = await insertNotification(db, {
        userId: member.id,
        kind: 'UserMention',
        actorId: event.authorId,
        postId: event.postId,
        title,
        url,
        at: event.at,
      })
      if (id !== null) await told(member.id, id, 'UserMention', title, url, event.at)
    }
    if (event.startsThread) return
    for (const userId of await findThreadFollowers(db, event.threadId, event.authorId)) {
      // a mention of the same post says more than the reply
      if (mentionedIds.has(userId)) continue
      const title = notificationTitles.reply(author, thread.title)
      const result = await upsertThreadReply(db, {
        userId,
        threadId: event.threadId,
        actorId: event.authorId,
        postId: event.postId,
        title,
        url,
        at: event.at,
      })
      await told(userId, result.id, 'ThreadReply', title, url, event.at)
    }
  })

  events.on('thumbs.given', async (event) => {
    if (event.giverId === event.authorId) return
    const thread = await threadInfo(db, event.threadId)
    if (!thread) return
    const title = notificationTitles.thumbsUp(await nameOf(db, event.giverId), thread.title)
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
    if (id !== null) await told(event.authorId, id, 'ThumbsUp', title, url, event.at)
  })

  // a private message is in the header by itself (unread messages); the mail is ours to send
  events.on('message.sent', async (event) => {
    for (const userId of event.recipientIds) {
      if ((await findNotificationSettings(db, userId)).mail !== 'immediate') continue
      await enqueueJob(db, NOTIFICATION_MAIL_JOB, {
        userId,
        message: { title: event.title, from: await nameOf(db, event.senderId) },
      })
      deps.kickJobs?.()
    }
  })

  /** The mail of one member: a new private message, or what is unmailed of their notifications. */
  async function mailFor(
    userId: number,
    digest: boolean,
    message?: { title: string; from: string },
  ): Promise<MailMessage | null> {
    const user = await db
      .selectFrom('users')
      .select(['email', 'display_name', 'status'])
      .where('id', '=', userId)
      .executeTakeFirst()
    if (!user?.email || user.status !== 'active') return null
    const settings = await findNotificationSettings(db, userId)
    if (settings.mail === 'off') return null
    const token = await unsubscribeTokenOf(db, userId, randomBytes(24).toString('base64url'))
    const unsubscribe = `${deps.publicUrl}${unsubscribeHref(token)}`
    const footer = `\n\nDiese E-Mail bekommst Du, weil Du Benachrichtigungen per E-Mail eingeschaltet hast.\nEinstellungen: ${deps.publicUrl}/cockpit/einstellungen/benachrichtigungen\nKeine E-Mails mehr (ein Klick, ohne Anmeldung): ${unsubscribe}\n\nViele Grüße\nDein MOTOR-TALK-Team`
    const headers = {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    }
    if (message) {
      return {
        to: user.email,
        subject: `Neue private Nachricht von ${message.from}: ${message.title}`,
        text: `Hallo ${user.display_name},\n\n${message.from} hat Dir eine private Nachricht geschrieben: „${message.title}“\n\nLesen: ${deps.publicUrl}/cockpit/pms/PrivateMessageList.html${footer}`,
        headers,
      }
    }
    const items = await findUnmailed(db, userId)
    if (items.length === 0) return null
    await markMailed(
      db,
      items.map((item) => item.id),
      now(),
    )
    const lines = items.map((item) => `• ${item.title}\n  ${deps.publicUrl}${item.url}`).join('\n\n')
    return {
      to: user.email,
      subject:
        items.length === 1 && !digest
          ? (items[0]?.title ?? 'Neuigkeiten')
          : `${items.length} Neuigkeiten auf MOTOR-TALK${digest ? ' (Deine tägliche Zusammenfassung)' : ''}`,
      text: `Hallo ${user.display_name},\n\n${digest ? 'das ist seit gestern passiert' : 'es gibt Neues für Dich'}:\n\n${lines}\n\nAlle Benachrichtigungen: ${deps.publicUrl}/cockpit/benachrichtigungen${footer}`,
      headers,
    }
  }

  return {
    mailFor,
    /** The daily digest: one mail per member who chose it and has something unmailed. */
    async digestRecipients() {
      return findDigestRecipients(db)
    },
    settings: (viewer: Viewer) => findNotificationSettings(db, viewer.userId),
    async saveSettings(viewer: Viewer, input: { autoFollow: boolean; mail: string }) {
      const mail = (['immediate', 'daily', 'off'] as const).find((mode) => mode === input.mail)
      if (!mail)
        return {
          ok: false as const,
          status: 400 as const,
          message: 'Bitte wähle, wie Du E-Mails bekommen möchtest.',
        }
      await saveNotificationSettings(
        db,
        viewer.userId,
        { auto_follow: input.autoFollow, mail: mail as NotificationMail },
        now(),
      )
      return { ok: true as const }
    },
    async unsubscribe(token: string) {
      return unsubscribeByToken(db, token, now())
    },
    tokenKnown: async (token: string) => (await findUserIdByUnsubscribeToken(db, token)) !== null,
    async list(viewer: Viewer, before: number | null) {
      const rows = await listNotifications(db, viewer.userId, before, LIST_PAGE)
      const page = rows.slice(0, LIST_PAGE)
      return { items: page, next: rows.length > LIST_PAGE ? (page.at(-1)?.id ?? null) : null }
    },
    /** Opening one marks it read; its address, or null when it is not the member's. */
    async open(viewer: Viewer, id: number): Promise<string | null> {
      const row = await findNotification(db, viewer.userId, id)
      if (!row) return null
      if (row.read_at === null && (await markNotificationsRead(db, viewer.userId, now(), id)) > 0) {
        await events.emit({ type: 'member.changed', userId: viewer.userId })
      }
      return row.url
    },
    async markAllRead(viewer: Viewer) {
      if ((await markNotificationsRead(db, viewer.userId, now())) > 0) {
        await events.emit({ type: 'member.changed', userId: viewer.userId })
      }
    },
    followThread: (viewer: Viewer, threadId: number) => followThread(db, viewer.userId, threadId, now()),
    unfollowThread: (viewer: Viewer, threadId: number) => unfollowThread(db, viewer.userId, threadId),
    followBoard: (viewer: Viewer, boardId: number) => followBoard(db, viewer.userId, boardId, now()),
    unfollowBoard: (viewer: Viewer, boardId: number) => unfollowBoard(db, viewer.userId, boardId),
    followsBoard: (viewer: Viewer, boardId: number) => followsBoard(db, viewer.userId, boardId),
    unfollowBlog: (viewer: Viewer, articleId: number) => unfollowBlog(db, viewer.userId, articleId),
    async subscriptions(viewer: Viewer, before: number | null) {
      const [threads, boards, blogs] = await Promise.all([
        listFollowedThreads(db, viewer.userId, before, 20),
        listFollowedBoards(db, viewer.userId),
        listFollowedBlogs(db, viewer.userId),
      ])
      const page = threads.slice(0, 20)
      return { threads: page, next: threads.length > 20 ? (page.at(-1)?.id ?? null) : null, boards, blogs }
    },
  }
}

export type NotificationService = ReturnType<typeof createNotificationService>
