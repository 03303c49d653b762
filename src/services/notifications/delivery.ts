import webpush from 'web-push'
import { hasPendingJob } from '#db/job-stats.ts'
import { insertDigestJob } from '#db/jobs.ts'
import {
  claimDigestMails,
  claimMail,
  claimPush,
  deletePushSubscription,
  findDigestNotifications,
  findNotificationForDelivery,
  findPushSubscriptions,
} from '#db/notifications.ts'
import {
  DEFAULT_SETTINGS,
  isNotificationKind,
  NOTIFICATION_KINDS,
  NOTIFICATION_SETTINGS_PATH,
  NOTIFICATIONS_PATH,
  notificationOpenPath,
  UNSUBSCRIBE_TEXTS,
} from '#domain/notifications.ts'
import { SEND_MAIL_JOB } from '../accounts/service.ts'
import { enqueueJob } from '../jobs.ts'
import type { Context } from './context.ts'
import { digestMail, notificationMail } from './mails.ts'
import { DIGEST_JOB, DIGEST_WINDOW_MS, nextDigestAt } from './types.ts'

// Delivery (decision 030): a job per notification that mails it at once or leaves it for the daily
// digest, and pushes it to the member's browsers, as the member's settings say.

export function createDelivery(ctx: Context) {
  const { deps, db, now, absolute, vapidKeys, unsubscribeLink } = ctx

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
        const claimed = await claimDigestMails(
          trx,
          items.map((item) => item.id),
          at,
        )
        if (!claimed) return false
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
    const pending = await hasPendingJob(db, DIGEST_JOB)
    if (!pending) await insertDigestJob(db, nextDigestAt(now()))
  }

  return { sendPush, deliver, digest, scheduleDigest }
}

export type Delivery = ReturnType<typeof createDelivery>
