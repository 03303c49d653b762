import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { findThreadUpdates } from '#db/member-activity.ts'
import type { Viewer } from '#domain/permissions.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createEventBus } from '../events.ts'
import { createPostingService } from '../posting.ts'
import { createReadStateService } from '../read-state.ts'
import { createNotificationService, NOTIFICATION_MAIL_JOB } from './service.ts'

// issue 15: following threads and what it brings — a reply notifies every follower but its
// author, once per thread until read; mentions and thumbs up notify; the mail goes out with a
// one-click unsubscribe link; reading a thread to its end clears it from the header.

let database: TestDatabase
let bus: ReturnType<typeof createEventBus>
let notifications: ReturnType<typeof createNotificationService>
let posting: ReturnType<typeof createPostingService>
let readState: ReturnType<typeof createReadStateService>
const members: Record<string, Viewer> = {}

beforeAll(async () => {
  database = await createTestDatabase('demo')
  bus = createEventBus((message, detail) => console.error(message, detail))
  notifications = createNotificationService({
    db: database.db,
    events: bus,
    publicUrl: 'https://www.motor-talk.de',
  })
  posting = createPostingService({ db: database.db, events: bus, flood: { reply: [], thread: [] } })
  readState = createReadStateService({ db: database.db, events: bus })
  for (const name of ['demo-mitglied', 'demo-forenpate', 'demo-admin']) {
    const row = await database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', name)
      .executeTakeFirstOrThrow()
    members[name] = { userId: row.id, roleRelations: [] }
  }
})
afterAll(() => database.drop())

const member = (name: string) => members[name] as Viewer

async function openThread() {
  const row = await database.db
    .selectFrom('threads')
    .select(['id', 'next_position'])
    .where('is_open', '=', true)
    .where('visibility', '=', 'Online')
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow()
  return row
}

const reply = (viewer: Viewer, threadId: number, text: string) =>
  posting.createReply(viewer, { threadId, text, submissionKey: randomUUID() })

async function unreadOf(viewer: Viewer) {
  return database.db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'thread_id'])
    .where('user_id', '=', viewer.userId)
    .where('read_at', 'is', null)
    .orderBy('id')
    .execute()
}

test('a reply notifies the followers but not its author, once per thread until read', async () => {
  const thread = await openThread()
  await notifications.followThread(member('demo-forenpate'), thread.id)
  const before = (await unreadOf(member('demo-forenpate'))).filter((n) => n.kind === 'ThreadReply').length
  expect((await reply(member('demo-mitglied'), thread.id, 'Hast Du schon die Batterie geprüft?')).ok).toBe(
    true,
  )
  expect((await reply(member('demo-admin'), thread.id, 'Und den Anlasser?')).ok).toBe(true)
  const replies = (await unreadOf(member('demo-forenpate'))).filter((n) => n.kind === 'ThreadReply')
  expect(replies).toHaveLength(before + 1)
  expect(replies.at(-1)?.title).toMatch(/^demo-admin hat in „.+“ geantwortet$/)
  // the author follows by default (auto-follow) and is not told of their own reply
  expect((await unreadOf(member('demo-admin'))).some((n) => n.thread_id === thread.id)).toBe(false)
  // a mail job per notification for members who want mails at once
  const jobs = await database.db
    .selectFrom('jobs')
    .select('payload')
    .where('kind', '=', NOTIFICATION_MAIL_JOB)
    .execute()
  expect(
    jobs.some((job) => JSON.stringify(job.payload).includes(String(member('demo-forenpate').userId))),
  ).toBe(true)

  // the header lists the thread until the follower has read it to its end
  expect(
    (await findThreadUpdates(database.db, member('demo-forenpate').userId)).some((t) => t.id === thread.id),
  ).toBe(true)
  const last = Math.floor(((await openThread()).next_position - 1) / 10)
  expect(await readState.readThreadPage(member('demo-forenpate'), thread.id, last)).not.toBeNull()
  expect(
    (await findThreadUpdates(database.db, member('demo-forenpate').userId)).some((t) => t.id === thread.id),
  ).toBe(false)
  // the notification stays until opened (a reply seen live is still news in the header)
  const notification = (await unreadOf(member('demo-forenpate'))).find((n) => n.thread_id === thread.id)
  expect(await notifications.open(member('demo-forenpate'), notification?.id ?? 0)).toMatch(
    /PostJump\.html\?postId=\d+$/,
  )
  expect((await unreadOf(member('demo-forenpate'))).some((n) => n.thread_id === thread.id)).toBe(false)
  expect(await notifications.open(member('demo-mitglied'), notification?.id ?? 0)).toBeNull()
})

test("one's own reply never makes the thread new for oneself; without auto-follow it is not followed", async () => {
  const thread = await openThread()
  await notifications.saveSettings(member('demo-mitglied'), { autoFollow: false, mail: 'off' })
  await notifications.unfollowThread(member('demo-mitglied'), thread.id)
  expect((await reply(member('demo-mitglied'), thread.id, 'Noch ein Gedanke dazu.')).ok).toBe(true)
  const subscribed = await database.db
    .selectFrom('thread_subscriptions')
    .select('thread_id')
    .where('user_id', '=', member('demo-mitglied').userId)
    .where('thread_id', '=', thread.id)
    .executeTakeFirst()
  expect(subscribed).toBeUndefined()
  await notifications.saveSettings(member('demo-mitglied'), { autoFollow: true, mail: 'immediate' })
  expect((await reply(member('demo-mitglied'), thread.id, 'Und noch einer.')).ok).toBe(true)
  const updates = await findThreadUpdates(database.db, member('demo-mitglied').userId)
  expect(updates.some((t) => t.id === thread.id)).toBe(false)
})

test('a mention notifies the member named; the mail has a one-click unsubscribe link that works without login', async () => {
  const thread = await openThread()
  await notifications.saveSettings(member('demo-forenpate'), { autoFollow: true, mail: 'immediate' })
  expect(
    (await reply(member('demo-mitglied'), thread.id, 'Frag doch mal @demo-forenpate, der kennt sich aus.'))
      .ok,
  ).toBe(true)
  const mention = (await unreadOf(member('demo-forenpate'))).find((n) => n.kind === 'UserMention')
  expect(mention?.title).toMatch(/^demo-mitglied hat Dich erwähnt: /)
  const mail = await notifications.mailFor(member('demo-forenpate').userId, false)
  expect(mail?.text).toContain('hat Dich erwähnt')
  const link = /https:\/\/www\.motor-talk\.de(\/abmelden\/\S+)/.exec(mail?.text ?? '')?.[1] ?? ''
  expect(mail?.headers?.['List-Unsubscribe']).toBe(`<https://www.motor-talk.de${link}>`)
  expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  const token = decodeURIComponent(link.replace('/abmelden/', ''))
  expect(await notifications.tokenKnown(token)).toBe(true)
  expect(await notifications.unsubscribe(token)).toBe(true)
  expect((await notifications.settings(member('demo-forenpate'))).mail).toBe('off')
  expect(await notifications.unsubscribe('nicht-echt')).toBe(false)
})
