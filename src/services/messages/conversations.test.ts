import { afterAll, beforeAll, expect, test } from 'vitest'
import { findUnreadMessages } from '#db/member-activity.ts'
import { CONVERSATION_PAGE_SIZE, MESSAGES_PAGE_SIZE } from '#domain/messages.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createMember } from '#testing/members.ts'
import { createEventBus } from '../events.ts'
import { excerptOf } from './conversations.ts'
import { createMessageService } from './service.ts'

// decision 041: private messages read as conversations — one inbox entry per partner with the
// latest excerpt and the unread count, a chat-like page that reads what it shows, replies with
// every check of sending, and nobody but the two people in it ever sees it.

let database: TestDatabase
let clock = new Date('2026-06-01T10:00:00Z')
const tick = (minutes = 1) => {
  clock = new Date(clock.getTime() + minutes * 60_000)
}

function messages() {
  return createMessageService({ db: database.db, events: createEventBus(), now: () => clock })
}

beforeAll(async () => {
  database = await createTestDatabase('empty')
})
afterAll(async () => {
  await database.drop()
})

function member(role?: 'moderator') {
  return createMember(database.db, { prefix: 'c', ...(role ? { role } : {}) })
}

type Member = Awaited<ReturnType<typeof member>>

async function send(from: Member, to: string, text: string, title = 'Felgen vom Golf', receipt = false) {
  tick()
  const sent = await messages().send(from, { recipients: to, title, text, receipt })
  if (!sent.ok) throw new Error(sent.message)
  return sent.messageId
}

test('the inbox lists one conversation per partner, newest first, with excerpt, time and unread count', async () => {
  const [anna, ben, carla] = [await member(), await member(), await member()]
  await send(ben, anna.name, 'Hast Du die Felgen noch?')
  await send(anna, ben.name, 'Ja, 17 Zoll.')
  await send(ben, anna.name, 'Super, ich nehme sie.')
  await send(carla, anna.name, 'Kommst Du am Samstag?', 'Treffen')
  await send(carla, anna.name, '[quote=x]alt[/quote]Und bringst Du den Wagenheber mit?', 'Treffen')

  const inbox = await messages().conversations(anna, null)
  expect(inbox.next).toBeNull()
  expect(inbox.conversations.map((c) => [c.partner.name, c.unread, c.excerpt, c.lastFromViewer])).toEqual([
    [carla.name, 2, 'Und bringst Du den Wagenheber mit?', false],
    [ben.name, 2, 'Super, ich nehme sie.', false],
  ])
  // opening starts at the first unread message
  const [first] = (await messages().conversation(anna, ben.userId, null))?.messages ?? []
  expect(first?.text).toBe('Hast Du die Felgen noch?')
  expect(inbox.conversations[1]?.anchorId).toBe(first?.id)

  // the other side: one conversation, anna's answer unread, the latest message ben's own
  const [benSide] = (await messages().conversations(ben, null)).conversations
  expect(benSide).toMatchObject({ unread: 1, lastFromViewer: true, excerpt: 'Super, ich nehme sie.' })
  expect(benSide?.partner).toMatchObject({ key: anna.userId, slug: anna.name })
})

test('a conversation reads like a chat, opening it reads everything in it, and the header agrees', async () => {
  const [anna, ben] = [await member(), await member()]
  await send(ben, anna.name, 'Erste')
  await send(anna, ben.name, 'Zweite')
  await send(ben, anna.name, 'Dritte')
  expect(await findUnreadMessages(database.db, anna.userId)).toHaveLength(2)

  const opened = await messages().conversation(anna, ben.userId, null)
  expect(opened?.messages.map((m) => [m.text, m.fromViewer])).toEqual([
    ['Erste', false],
    ['Zweite', true],
    ['Dritte', false],
  ])
  expect(opened?.markedRead).toBe(2)
  expect(opened?.reply).toEqual({ ok: true, attach: false })
  expect(await findUnreadMessages(database.db, anna.userId)).toHaveLength(0)
  expect((await messages().conversations(anna, null)).conversations[0]?.unread).toBe(0)
  expect((await messages().conversation(anna, ben.userId, null))?.markedRead).toBe(0)
})

test('only the two people in it see a conversation: a third member finds nothing, an old address leads nowhere', async () => {
  const [anna, ben, stranger] = [await member(), await member(), await member()]
  const id = await send(ben, anna.name, 'Nur für Dich.')
  expect(await messages().conversationOf(anna, id)).toEqual({ partnerKey: ben.userId })
  expect(await messages().conversationOf(ben, id)).toEqual({ partnerKey: anna.userId })
  expect(await messages().conversationOf(stranger, id)).toBeNull()
  // the stranger's own side with either of them is empty: nothing of theirs shows
  const withBen = await messages().conversation(stranger, ben.userId, null)
  expect(withBen?.messages).toEqual([])
  expect((await messages().conversations(stranger, null)).conversations).toEqual([])
  // and nobody has a conversation with themselves
  expect(await messages().conversation(anna, anna.userId, null)).toBeNull()
  // nor with nobody
  expect(await messages().conversation(anna, 2_000_000_000, null)).toBeNull()
})

test('a reply goes to the partner with a Re: title, through the ignore list and the limits', async () => {
  const [anna, ben] = [await member(), await member()]
  await send(ben, anna.name, 'Was kostet der Zahnriemen?', 'Zahnriemen')
  tick()
  const reply = await messages().reply(anna, ben.userId, { text: 'Etwa 600 Euro.', receipt: true })
  expect(reply.ok).toBe(true)
  const conversation = await messages().conversation(ben, anna.userId, null)
  expect(conversation?.messages.at(-1)).toMatchObject({
    title: 'Re: Zahnriemen',
    text: 'Etwa 600 Euro.',
    fromViewer: false,
  })
  // anna asked for a receipt: ben's opening turned it to read
  const annaSide = await messages().conversation(anna, ben.userId, null)
  expect(annaSide?.messages.at(-1)?.receipt).toMatchObject({ state: 'read' })

  expect(await messages().reply(anna, ben.userId, { text: '   ', receipt: false })).toMatchObject({
    ok: false,
    status: 400,
    fieldErrors: { text: 'Bitte schreib eine Nachricht.' },
  })
  await messages().ignore(ben, { id: anna.userId })
  const refused = await messages().reply(anna, ben.userId, { text: 'Hallo?', receipt: false })
  expect(refused).toMatchObject({ ok: false, status: 403 })
  expect((await messages().conversation(anna, ben.userId, null))?.reply).toMatchObject({
    ok: false,
    reason: `${ben.name} möchte keine Nachrichten von Dir erhalten.`,
  })
})

test('to a moderator the reply box offers files; the site itself takes no replies', async () => {
  const [anna, moderator] = [await member(), await member('moderator')]
  await send(moderator, anna.name, 'Bitte schick mir ein Foto.')
  expect((await messages().conversation(anna, moderator.userId, null))?.reply).toEqual({
    ok: true,
    attach: true,
  })
  tick()
  await database.db
    .insertInto('private_messages')
    .values({
      sender_id: null,
      recipient_id: anna.userId,
      title: 'Willkommen',
      body: 'Schön, dass Du da bist.',
      created_at: clock,
    })
    .execute()
  const inbox = await messages().conversations(anna, null)
  expect(inbox.conversations[0]?.partner).toMatchObject({ key: 0, name: 'MOTOR-TALK' })
  const site = await messages().conversation(anna, 0, null)
  expect(site?.reply).toMatchObject({ ok: false })
  expect(await messages().reply(anna, 0, { text: 'Danke', receipt: false })).toMatchObject({
    ok: false,
    status: 404,
  })
})

test('a message to several: each recipient sees it in the conversation with the sender, naming the others', async () => {
  const [anna, ben, carla] = [await member(), await member(), await member()]
  const id = await send(anna, `${ben.name}, ${carla.name}`, 'Treffen um acht.', 'Treffen')
  const benSide = await messages().conversation(ben, anna.userId, null)
  expect(benSide?.messages.map((m) => m.alsoTo)).toEqual([[carla.name]])
  const annaWithCarla = await messages().conversation(anna, carla.userId, null)
  expect(annaWithCarla?.messages.map((m) => [m.text, m.alsoTo])).toEqual([['Treffen um acht.', [ben.name]]])
  // the sender's old address leads to the conversation with the first recipient
  expect(await messages().conversationOf(anna, id)).toEqual({ partnerKey: ben.userId })
})

test('deleting a conversation removes the own side only; a new message brings it back', async () => {
  const [anna, ben] = [await member(), await member()]
  await send(ben, anna.name, 'Eins')
  await send(anna, ben.name, 'Zwei')
  expect(await messages().deleteConversation(anna, ben.userId)).toEqual({ ok: true })
  expect((await messages().conversations(anna, null)).conversations).toEqual([])
  expect((await messages().conversation(anna, ben.userId, null))?.messages).toEqual([])
  expect((await messages().conversation(ben, anna.userId, null))?.messages.map((m) => m.text)).toEqual([
    'Eins',
    'Zwei',
  ])
  expect(await messages().deleteConversation(anna, ben.userId)).toMatchObject({ ok: false, status: 404 })
  await send(ben, anna.name, 'Drei')
  const [back] = (await messages().conversations(anna, null)).conversations
  expect(back).toMatchObject({ excerpt: 'Drei', unread: 1 })
})

test('the inbox and a long conversation page by keyset without gaps or repeats', async () => {
  const anna = await member('moderator') // staff are not limited: enough messages for two pages
  const partners: Member[] = []
  for (let index = 0; index <= MESSAGES_PAGE_SIZE; index++) partners.push(await member())
  for (const partner of partners) await send(anna, partner.name, `Hallo ${partner.name}`)
  const first = await messages().conversations(anna, null)
  expect(first.conversations).toHaveLength(MESSAGES_PAGE_SIZE)
  expect(first.next).not.toBeNull()
  const second = await messages().conversations(anna, first.next)
  expect(second.conversations.map((c) => c.partner.name)).toEqual([partners[0]?.name])
  expect(second.next).toBeNull()

  const ben = partners[1] as Member
  for (let index = 0; index < CONVERSATION_PAGE_SIZE + 4; index++)
    await send(anna, ben.name, `Nachricht ${index}`)
  const newest = await messages().conversation(ben, anna.userId, null)
  expect(newest?.messages).toHaveLength(CONVERSATION_PAGE_SIZE)
  expect(newest?.messages.at(-1)?.text).toBe(`Nachricht ${CONVERSATION_PAGE_SIZE + 3}`)
  const older = await messages().conversation(ben, anna.userId, newest?.older ?? null)
  expect(older?.older).toBeNull()
  expect(older?.messages.map((m) => m.text)).toEqual([
    `Hallo ${ben.name}`,
    'Nachricht 0',
    'Nachricht 1',
    'Nachricht 2',
    'Nachricht 3',
  ])
})

test('the excerpt is plain text on one line, cut at a word', () => {
  expect(excerptOf('[b]Fett[/b]\n\nund weiter')).toBe('Fett und weiter')
  const long = excerptOf('Zahnriemen '.repeat(30))
  expect(long.length).toBeLessThanOrEqual(142)
  expect(long.endsWith('Zahnriemen …')).toBe(true)
})
