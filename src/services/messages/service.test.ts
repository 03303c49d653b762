import { afterAll, beforeAll, expect, test } from 'vitest'
import { findUnreadMessages } from '#db/member-activity.ts'
import { MESSAGES_PER_HOUR } from '#domain/messages.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createMember } from '#testing/members.ts'
import { createEventBus, type DomainEvent } from '../events.ts'
import { createMessageService } from './service.ts'

// decisions 028–031: private messages against a real database — several recipients, the read receipt
// (revocable while unread), one-sided deletion, own folders, the ignore list and the limits.

let database: TestDatabase
let clock = new Date('2026-06-01T10:00:00Z')
const events: DomainEvent[] = []

function messages() {
  const bus = createEventBus()
  bus.on('message.sent', (event) => {
    events.push(event)
  })
  return createMessageService({ db: database.db, events: bus, now: () => clock })
}

beforeAll(async () => {
  database = await createTestDatabase('empty')
})
afterAll(async () => {
  await database.drop()
})

function member(role?: 'moderator') {
  return createMember(database.db, role ? { role } : {})
}

const form = (
  recipients: string,
  extra: Partial<{ title: string; text: string; receipt: boolean }> = {},
) => ({
  recipients,
  title: extra.title ?? 'Treffen am Samstag',
  text: extra.text ?? 'Kommst Du mit zum Treffen?',
  receipt: extra.receipt ?? false,
})

test('a message to two members: each has an unread copy in the inbox and the header; the sender lists it once', async () => {
  const [sender, first, second] = [await member(), await member(), await member()]
  const sent = await messages().send(sender, form(`${first.name}, ${second.name.toUpperCase()}`))
  expect(sent.ok).toBe(true)
  if (!sent.ok) return
  expect(events.at(-1)).toMatchObject({ type: 'message.sent', senderId: sender.userId })
  for (const recipient of [first, second]) {
    const inbox = await messages().list(recipient, 'inbox', null)
    expect(inbox.messages).toHaveLength(1)
    expect(inbox.messages[0]).toMatchObject({ title: 'Treffen am Samstag', unread: true })
    expect(await findUnreadMessages(database.db, recipient.userId)).toHaveLength(1)
    expect((await messages().folders(recipient))[0]).toMatchObject({ name: 'Posteingang', unread: 1 })
  }
  const outbox = await messages().list(sender, 'sent', null)
  expect(outbox.messages).toHaveLength(1)
  expect(outbox.messages[0]?.people.map((person) => person.displayName).sort()).toEqual(
    [first.name, second.name].sort(),
  )
})

test('opening marks only the own copy read; the receipt turns from unread to read with the time', async () => {
  const [sender, first, second] = [await member(), await member(), await member()]
  const sent = await messages().send(sender, form(`${first.name},${second.name}`, { receipt: true }))
  if (!sent.ok) throw new Error(sent.message)
  const copy = (await messages().list(first, 'inbox', null)).messages[0]
  clock = new Date('2026-06-01T10:05:00Z')
  const opened = await messages().open(first, copy?.id ?? 0)
  expect(opened?.received).toBe(true)
  expect(await findUnreadMessages(database.db, first.userId)).toHaveLength(0)
  expect(await findUnreadMessages(database.db, second.userId)).toHaveLength(1)
  const asSender = await messages().open(sender, sent.messageId)
  expect(asSender?.received).toBe(false)
  const receipts = Object.fromEntries(asSender?.recipients.map((r) => [r.user?.displayName, r.readAt]) ?? [])
  expect(receipts[first.name]).toEqual(clock)
  expect(receipts[second.name]).toBeNull()
})

test('an unread copy with a receipt can be withdrawn, a read one not; the recipient never sees a withdrawn one', async () => {
  const [sender, reader, other] = [await member(), await member(), await member()]
  const sent = await messages().send(sender, form(`${reader.name}, ${other.name}`, { receipt: true }))
  if (!sent.ok) throw new Error(sent.message)
  const opened = await messages().open(sender, sent.messageId)
  const copyOf = (name: string) => opened?.recipients.find((r) => r.user?.displayName === name)?.copyId ?? 0
  await messages().open(reader, copyOf(reader.name))
  expect(await messages().withdraw(sender, copyOf(reader.name))).toMatchObject({ ok: false, status: 409 })
  expect(await messages().withdraw(other, copyOf(other.name))).toMatchObject({ ok: false, status: 404 })
  expect(await messages().withdraw(sender, copyOf(other.name))).toEqual({ ok: true })
  expect((await messages().list(other, 'inbox', null)).messages).toHaveLength(0)
  expect(await messages().open(other, copyOf(other.name))).toBeNull()
  expect(await findUnreadMessages(database.db, other.userId)).toHaveLength(0)
})

test("nobody opens someone else's message; deleting removes one side only", async () => {
  const [sender, recipient, stranger] = [await member(), await member(), await member()]
  const sent = await messages().send(sender, form(recipient.name))
  if (!sent.ok) throw new Error(sent.message)
  expect(await messages().open(stranger, sent.messageId)).toBeNull()
  expect(await messages().delete(stranger, sent.messageId)).toMatchObject({ ok: false, status: 404 })
  expect(await messages().delete(recipient, sent.messageId)).toEqual({ ok: true, sent: false })
  expect((await messages().list(recipient, 'inbox', null)).messages).toHaveLength(0)
  expect((await messages().list(sender, 'sent', null)).messages).toHaveLength(1)
  expect(await messages().delete(sender, sent.messageId)).toEqual({ ok: true, sent: true })
  expect((await messages().list(sender, 'sent', null)).messages).toHaveLength(0)
})

test('own folders: a message moves there and back to the inbox when the folder is deleted', async () => {
  const [sender, recipient] = [await member(), await member()]
  const sent = await messages().send(sender, form(recipient.name))
  if (!sent.ok) throw new Error(sent.message)
  const folder = await messages().createFolder(recipient, '  Werkstatt ')
  if (!folder.ok) throw new Error(folder.message)
  expect(await messages().createFolder(recipient, 'werkstatt')).toMatchObject({ ok: false, status: 409 })
  expect(await messages().createFolder(recipient, 'Posteingang')).toMatchObject({ ok: false, status: 400 })
  expect(await messages().move(recipient, sent.messageId, folder.id)).toEqual({ ok: true })
  expect((await messages().list(recipient, folder.id, null)).messages).toHaveLength(1)
  expect((await messages().folders(recipient)).find((f) => f.key === folder.id)).toMatchObject({
    name: 'Werkstatt',
    unread: 1,
  })
  const other = await member()
  expect(await messages().move(other, sent.messageId, 'inbox')).toMatchObject({ ok: false, status: 404 })
  expect(await messages().createFolder(recipient, 'Club')).toMatchObject({ ok: true })
  expect(await messages().renameFolder(recipient, folder.id, 'club')).toMatchObject({
    ok: false,
    status: 409,
  })
  expect(await messages().renameFolder(other, folder.id, 'Meins')).toMatchObject({ ok: false, status: 404 })
  expect(await messages().renameFolder(recipient, folder.id, 'Werkstatt & Teile')).toEqual({ ok: true })
  await messages().removeFolder(recipient, folder.id)
  expect((await messages().list(recipient, 'inbox', null)).messages).toHaveLength(1)
})

test('the list pages by keyset, newest first, without gaps or repeats', async () => {
  const [sender, recipient] = [await member('moderator'), await member()]
  for (let i = 0; i < 25; i += 1) {
    clock = new Date(Date.UTC(2026, 5, 2, 10, i))
    const sent = await messages().send(sender, form(recipient.name, { title: `Nachricht ${i}` }))
    expect(sent.ok).toBe(true)
  }
  const first = await messages().list(recipient, 'inbox', null)
  expect(first.messages).toHaveLength(20)
  expect(first.messages[0]?.title).toBe('Nachricht 24')
  const second = await messages().list(recipient, 'inbox', first.next)
  expect(second.messages.map((m) => m.title)).toEqual([4, 3, 2, 1, 0].map((i) => `Nachricht ${i}`))
  expect(second.next).toBeNull()
})

test('a member on the ignore list cannot write (403, staff still can); unknown names and oneself are 400', async () => {
  const [writer, recipient, moderator] = [await member(), await member(), await member('moderator')]
  expect(await messages().ignore(recipient, { name: writer.name })).toMatchObject({ ok: true })
  expect(await messages().ignore(recipient, { id: moderator.userId })).toMatchObject({
    ok: false,
    status: 403,
  })
  const refused = await messages().send(writer, form(recipient.name))
  expect(refused).toMatchObject({ ok: false, status: 403 })
  if (!refused.ok)
    expect(refused.message).toBe(`${recipient.name} möchte keine Nachrichten von Dir erhalten.`)
  expect(await messages().send(moderator, form(recipient.name))).toMatchObject({ ok: true })
  await messages().unignore(recipient, writer.userId)
  expect(await messages().send(writer, form(recipient.name))).toMatchObject({ ok: true })

  const unknown = await messages().send(writer, form(`${recipient.name}, niemand-da`))
  expect(unknown).toMatchObject({
    ok: false,
    status: 400,
    fieldErrors: { recipients: 'Ein Mitglied „niemand-da“ gibt es nicht.' },
  })
  expect(await messages().send(writer, form(writer.name))).toMatchObject({
    ok: false,
    status: 400,
    fieldErrors: { recipients: 'Du kannst Dir nicht selbst schreiben.' },
  })
  expect(await messages().send(writer, form(recipient.name, { title: ' ', text: '' }))).toMatchObject({
    ok: false,
    status: 400,
    fieldErrors: { title: 'Bitte gib einen Betreff ein.', text: 'Bitte schreib eine Nachricht.' },
  })
})

test('more than the hourly limit is refused with 429 and a German message; staff are not limited', async () => {
  const [writer, recipient] = [await member(), await member()]
  clock = new Date('2026-07-01T10:00:00Z')
  for (let i = 0; i < MESSAGES_PER_HOUR; i += 1) {
    expect((await messages().send(writer, form(recipient.name))).ok).toBe(true)
  }
  const refused = await messages().send(writer, form(recipient.name))
  expect(refused).toMatchObject({ ok: false, status: 429 })
  if (!refused.ok)
    expect(refused.message).toBe(
      'Du hast Dein Limit von 20 Nachrichten je Stunde (eine je Empfänger) erreicht. Bitte warte 60 Minuten, bevor Du weitere schreibst.',
    )
  clock = new Date('2026-07-01T11:01:00Z')
  expect((await messages().send(writer, form(recipient.name))).ok).toBe(true)
})

test('30 messages sent at once: exactly the 20 of the hourly limit are stored, the rest get 429', async () => {
  const writer = await member()
  const recipient = await member()
  clock = new Date('2026-08-01T10:00:00Z')
  const service = messages()
  const results = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      service.send(writer, form(recipient.name, { title: `Parallel ${i}` })),
    ),
  )
  expect(results.filter((result) => result.ok)).toHaveLength(MESSAGES_PER_HOUR)
  expect(results.filter((result) => !result.ok && result.status === 429)).toHaveLength(30 - MESSAGES_PER_HOUR)
  const stored = await database.db
    .selectFrom('private_messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('sender_id', '=', writer.userId)
    .executeTakeFirstOrThrow()
  expect(Number(stored.count)).toBe(MESSAGES_PER_HOUR)
})

test('a message refused for its many recipients takes its count back: the smaller one still goes', async () => {
  const writer = await member()
  const recipients = await Promise.all(Array.from({ length: 5 }, () => member()))
  clock = new Date('2026-08-02T10:00:00Z')
  for (let i = 0; i < MESSAGES_PER_HOUR - 2; i += 1)
    expect((await messages().send(writer, form(recipients[0]!.name))).ok).toBe(true)
  const many = await messages().send(writer, form(recipients.map((r) => r.name).join(', ')))
  expect(many).toMatchObject({ ok: false, status: 429 })
  expect((await messages().send(writer, form(`${recipients[1]!.name}, ${recipients[2]!.name}`))).ok).toBe(
    true,
  )
  expect((await messages().send(writer, form(recipients[3]!.name))).ok).toBe(false)
})
