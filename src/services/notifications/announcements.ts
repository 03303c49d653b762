import {
  findMembersByNames,
  findMessageCopies,
  insertMessageNotification,
  insertNotification,
  notifyBoardFollowers,
  notifyThreadFollowers,
} from '#db/notifications.ts'
import type { NotificationKind } from '#db/schema.ts'
import { findThreadTitle, findThreadToAnnounce } from '#db/threads.ts'
import { messageHref } from '#domain/messages.ts'
import { mentionedNames } from '#domain/notifications.ts'
import { postJumpPath, threadPath } from '#domain/routes.ts'
import type { EventOf } from '../events.ts'
import { enqueueJob } from '../jobs.ts'
import type { Context } from './context.ts'
import type { Delivery } from './delivery.ts'
import { DELIVER_JOB, quoted } from './types.ts'

// Creating notifications from what happened (post.created, thumbs.given, message.sent).

export function createAnnouncements(ctx: Context & Delivery) {
  const { deps, db, events } = ctx

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
    const thread = await findThreadToAnnounce(db, event.threadId)
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
    const thread = await findThreadTitle(db, event.threadId)
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

  return { announce, onPostCreated, onThumbsGiven, onMessageSent, onNotificationCreated }
}
