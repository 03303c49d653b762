import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Viewer } from '#domain/permissions.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { runGraphQL } from '#testing/graphql.ts'
import { createMember } from '#testing/members.ts'

// decision 041: private conversations for the apps — the same use cases as the pages. A visitor
// gets LoginRequired, a third member never sees what two others wrote, and every write the
// conversation page makes is a mutation that needs the CSRF proof.

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase('empty')
})
afterAll(async () => {
  await database.drop()
})

function member() {
  return createMember(database.db, { prefix: 'g' })
}

function run(
  document: string,
  viewer: Viewer | null,
  variables: Record<string, unknown> = {},
  csrfVerified = viewer !== null,
) {
  return runGraphQL(database.db, document, viewer, variables, { csrfVerified })
}

const SEND = `mutation($to: String!, $text: String!) {
  sendPrivateMessage(recipients: $to, title: "Felgen", text: $text, receipt: true) { messageId url }
}`
const INBOX = `query { privateConversations { next conversations {
  partnerKey partnerName partner { displayName } excerpt unread lastFromViewer url } } }`
const CONVERSATION = `query($with: Int!) { privateConversation(partnerKey: $with) {
  partnerName canReply replyRefusal messages { id fromViewer title text isNew receiptState } } }`
const REPLY = `mutation($with: Int!, $text: String!) {
  replyToPrivateConversation(partnerKey: $with, text: $text) { messageId url } }`

test('a conversation through GraphQL: send, list, read, reply, receipt', async () => {
  const [anna, ben] = [await member(), await member()]
  const sent = await run(SEND, anna, { to: ben.name, text: 'Hast Du die Felgen noch?' })
  expect(sent.errors).toBeUndefined()
  expect(sent.data.sendPrivateMessage.url).toBe(
    `/cockpit/pms/Conversation.html?with=${ben.userId}#pm-${sent.data.sendPrivateMessage.messageId}`,
  )

  const inbox = await run(INBOX, ben)
  expect(inbox.data.privateConversations.conversations).toEqual([
    {
      partnerKey: anna.userId,
      partnerName: anna.name,
      partner: { displayName: anna.name },
      excerpt: 'Hast Du die Felgen noch?',
      unread: 1,
      lastFromViewer: false,
      url: `/cockpit/pms/Conversation.html?with=${anna.userId}#pm-${sent.data.sendPrivateMessage.messageId}`,
    },
  ])

  // reading the conversation marks nothing; the mutation does
  const read = await run(CONVERSATION, ben, { with: anna.userId })
  expect(read.data.privateConversation.messages).toMatchObject([{ fromViewer: false, isNew: true }])
  expect((await run(INBOX, ben)).data.privateConversations.conversations[0].unread).toBe(1)
  const marked = await run('mutation($with: Int!) { markPrivateConversationRead(partnerKey: $with) }', ben, {
    with: anna.userId,
  })
  expect(marked.data.markPrivateConversationRead).toBe(1)
  expect((await run(INBOX, ben)).data.privateConversations.conversations[0].unread).toBe(0)
  const annaSide = await run(CONVERSATION, anna, { with: ben.userId })
  expect(annaSide.data.privateConversation.messages[0].receiptState).toBe('read')

  const reply = await run(REPLY, ben, { with: anna.userId, text: 'Ja, 17 Zoll.' })
  expect(reply.errors).toBeUndefined()
  const again = await run(CONVERSATION, anna, { with: ben.userId })
  expect(again.data.privateConversation.messages.map((m: { text: string }) => m.text)).toEqual([
    'Hast Du die Felgen noch?',
    'Ja, 17 Zoll.',
  ])
  expect(again.data.privateConversation.messages[1].title).toBe('Re: Felgen')
})

test('a visitor gets LoginRequired; a third member sees nothing of what two others wrote', async () => {
  const [anna, ben, stranger] = [await member(), await member(), await member()]
  await run(SEND, anna, { to: ben.name, text: 'Nur für Ben.' })

  for (const document of [INBOX, CONVERSATION]) {
    const visitor = await run(document, null, { with: anna.userId })
    expect(visitor.reasons).toEqual(['LoginRequired'])
    expect(visitor.data?.privateConversations ?? visitor.data?.privateConversation ?? null).toBeNull()
  }
  expect((await run(INBOX, stranger)).data.privateConversations.conversations).toEqual([])
  for (const partner of [anna, ben]) {
    const own = await run(CONVERSATION, stranger, { with: partner.userId })
    expect(own.data.privateConversation.messages).toEqual([])
  }
  const text = JSON.stringify([
    (await run(CONVERSATION, stranger, { with: anna.userId })).data,
    (await run(CONVERSATION, stranger, { with: ben.userId })).data,
  ])
  expect(text).not.toContain('Nur für Ben.')
})

test('writes need a member and the CSRF proof; refusals carry the German message', async () => {
  const [anna, ben] = [await member(), await member()]
  expect((await run(REPLY, null, { with: ben.userId, text: 'Hallo' })).reasons).toEqual(['LoginRequired'])
  expect((await run(REPLY, anna, { with: ben.userId, text: 'Hallo' }, false)).reasons).toEqual([
    'PermissionDenied',
  ])
  const empty = await run(REPLY, anna, { with: ben.userId, text: '  ' })
  expect(empty.reasons).toEqual(['BadUserInput'])
  expect(empty.errors?.[0]?.message).toBe('Bitte prüfe Deine Nachricht.')
  const site = await run(REPLY, anna, { with: 0, text: 'Danke' })
  expect(site.reasons).toEqual(['NotFound'])

  await run(SEND, anna, { to: ben.name, text: 'Eins' })
  const deleted = await run('mutation($with: Int!) { deletePrivateConversation(partnerKey: $with) }', ben, {
    with: anna.userId,
  })
  expect(deleted.data.deletePrivateConversation).toBe(true)
  expect((await run(INBOX, ben)).data.privateConversations.conversations).toEqual([])
  expect((await run(INBOX, anna)).data.privateConversations.conversations).toHaveLength(1)
})
