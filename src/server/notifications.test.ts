import { createECDH, randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { Agent } from 'node:https'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { threadPath } from '#domain/routes.ts'
import { readOutbox, type StoredMail } from '#services/mail.ts'
import { hashPassword } from '#services/passwords.ts'
import type { Services } from '#services/services.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { form, hiddenField, logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// decision 030: following threads and boards, the notices a reply, a mention or a message makes,
// their mails (at once, daily digest, one-click unsubscribe without login) and web pushes. The
// push service is the one thing outside: a local HTTP endpoint stands in for it at the network
// boundary (the HTTPS agent connects there), everything else is the real server and database.

let database: TestDatabase
let app: FastifyInstance
let services: Services
let outboxDir: string
let passwordHash: string
let thread: { id: number; slug: string }
let board: { id: number; slug: string }

// the stand-in push service: records what arrives, answers with `pushStatus`
let pushServer: Server
let pushStatus = 201
const pushes: { url: string; headers: IncomingHttpHeaders; bytes: number }[] = []

class LocalPushAgent extends Agent {
  readonly #port: number
  constructor(port: number) {
    super({ keepAlive: false })
    this.#port = port
  }
  override createConnection(): ReturnType<typeof connect> {
    return connect(this.#port, '127.0.0.1')
  }
}

beforeAll(async () => {
  database = await createTestDatabase('demo')
  outboxDir = await mkdtemp(path.join(tmpdir(), 'notify-outbox-'))
  pushServer = createHttpServer((request, response) => {
    let bytes = 0
    request.on('data', (chunk: Buffer) => {
      bytes += chunk.length
    })
    request.on('end', () => {
      pushes.push({ url: request.url ?? '', headers: request.headers, bytes })
      response.statusCode = pushStatus
      response.end()
    })
  })
  await new Promise<void>((resolve) => pushServer.listen(0, '127.0.0.1', resolve))
  const address = pushServer.address()
  const port = typeof address === 'object' && address ? address.port : 0
  app = await testServer(database.db, {
    outboxDir,
    pageCacheTtlMs: 0,
    pushAgent: new LocalPushAgent(port),
    onServices: (created) => {
      services = created
    },
  })
  passwordHash = await hashPassword('demo-passwort')
  thread = await database.db
    .selectFrom('threads')
    .select(['id', 'slug'])
    .where('board_id', '=', 1065)
    .where('is_open', '=', true)
    .where('visibility', '=', 'Online')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  board = await database.db
    .selectFrom('boards')
    .select(['id', 'slug'])
    .where('id', '=', 1065)
    .executeTakeFirstOrThrow()
})

afterAll(async () => {
  await services.jobs.stop()
  await app.close()
  await new Promise((resolve) => pushServer.close(resolve))
  await database.drop()
  await rm(outboxDir, { recursive: true, force: true })
})

async function addMember() {
  const name = `folger-${randomBytes(4).toString('hex')}`
  const row = await database.db
    .insertInto('users')
    .values({
      username: name,
      slug: name,
      display_name: name,
      email: `${name}@example.de`,
      email_verified_at: new Date(),
      password_hash: passwordHash,
      status: 'active',
      registered_at: new Date('2020-01-01T10:00:00Z'),
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow()
  const session = await logIn(app, name)
  return { id: row.id, name, email: row.email ?? '', session, viewer: { userId: row.id, roleRelations: [] } }
}
type Member = Awaited<ReturnType<typeof addMember>>

async function page(member: Member, url: string) {
  return app.inject({ url, headers: { cookie: `mt_session=${member.session}` } })
}

async function post(member: Member, url: string, fields: Record<string, string>, csrfFrom: string) {
  const csrf = hiddenField((await page(member, csrfFrom)).body, 'csrf')
  const { payload, headers } = form({ csrf, ...fields })
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, cookie: `mt_session=${member.session}` },
  })
}

function follow(member: Member, target: 'thread' | 'board', id: number, on: boolean, returnTo: string) {
  return post(
    member,
    '/forum/aktion/Subscribe.html',
    { target, id: String(id), follow: on ? '1' : '0', returnTo },
    returnTo,
  )
}

async function reply(member: Member, text = `Antwort ${randomBytes(3).toString('hex')}`) {
  const result = await services.posting.createReply(member.viewer, {
    threadId: thread.id,
    text,
    submissionKey: randomBytes(8).toString('hex'),
  })
  if (!result.ok) throw new Error(result.message)
  return result
}

/** Waits for the jobs the request kicked, then works whatever else is due. */
async function settle() {
  await services.jobs.stop()
  await services.jobs.runDue()
}

async function mailsTo(address: string): Promise<StoredMail[]> {
  return (await readOutbox(outboxDir, 1000)).filter((mail) => mail.to === address)
}

function notices(userId: number) {
  return database.db
    .selectFrom('notifications')
    .select(['id', 'kind', 'read_at', 'actor_id', 'post_id', 'thread_id', 'mailed_at', 'pushed_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
}

test('a visitor who wants to follow goes through login and comes back to the thread', async () => {
  const { payload, headers } = form({
    target: 'thread',
    id: String(thread.id),
    follow: '1',
    returnTo: threadPath(thread),
  })
  const response = await app.inject({ method: 'POST', url: '/forum/aktion/Subscribe.html', payload, headers })
  expect(response.statusCode).toBe(303)
  expect(response.headers.location).toBe(
    `/einloggen?redirectAfterProcess=${encodeURIComponent(threadPath(thread))}`,
  )
})

test('"Thema folgen" follows the thread and "Nicht mehr folgen" ends it; the page and ThreadSelf agree', async () => {
  const member = await addMember()
  expect((await page(member, threadPath(thread))).body).toContain('Thema folgen')
  const followed = await follow(member, 'thread', thread.id, true, threadPath(thread))
  expect(followed.statusCode).toBe(303)
  expect(followed.headers.location).toBe(threadPath(thread))
  const shown = (await page(member, threadPath(thread))).body
  expect(shown).toContain('Nicht mehr folgen')
  expect(shown).toContain('aria-pressed="true"')
  const header = await page(member, threadPath(thread))
  expect(header.statusCode).toBe(200)
  await follow(member, 'thread', thread.id, false, threadPath(thread))
  expect((await page(member, threadPath(thread))).body).toContain('Thema folgen')
  const rows = await database.db
    .selectFrom('thread_subscriptions')
    .select('thread_id')
    .where('user_id', '=', member.id)
    .execute()
  expect(rows).toEqual([])
})

test('a follow without the form token is refused (403) and changes nothing', async () => {
  const member = await addMember()
  const { payload, headers } = form({ target: 'thread', id: String(thread.id), follow: '1', csrf: 'falsch' })
  const response = await app.inject({
    method: 'POST',
    url: '/forum/aktion/Subscribe.html',
    payload,
    headers: { ...headers, cookie: `mt_session=${member.session}` },
  })
  expect(response.statusCode).toBe(403)
  expect(
    await database.db
      .selectFrom('thread_subscriptions')
      .select('thread_id')
      .where('user_id', '=', member.id)
      .execute(),
  ).toEqual([])
})

test('"Forum folgen" on the board page; a new thread there tells the board’s followers, not its author', async () => {
  const follower = await addMember()
  const starter = await addMember()
  const boardPage = `/forum/${board.slug}-b${board.id}.html`
  const before = await page(follower, boardPage)
  const location = before.statusCode === 301 ? String(before.headers.location) : boardPage
  expect((await page(follower, location)).body).toContain('Forum folgen')
  expect((await follow(follower, 'board', board.id, true, location)).statusCode).toBe(303)
  expect((await page(follower, location)).body).toContain('Forum nicht mehr folgen')
  const created = await services.posting.createThread(starter.viewer, {
    boardId: board.id,
    title: 'Klappert der Auspuff bei Kälte?',
    text: 'Seit es kalt ist, klappert es unter dem Wagen.',
    manufacturerId: null,
    seriesId: null,
    modelId: null,
    submissionKey: randomBytes(8).toString('hex'),
  })
  expect(created.ok).toBe(true)
  const told = await notices(follower.id)
  expect(told.map((notice) => notice.kind)).toEqual(['BoardThread'])
  expect(await notices(starter.id)).toEqual([])
  // auto-follow: the starter follows the new thread
  const own = await database.db
    .selectFrom('thread_subscriptions')
    .select('thread_id')
    .where('user_id', '=', starter.id)
    .execute()
  expect(own.length).toBe(1)
})

test('auto-follow: a reply follows the thread; with the setting off it does not', async () => {
  const member = await addMember()
  await reply(member)
  const followed = () =>
    database.db
      .selectFrom('thread_subscriptions')
      .select('thread_id')
      .where('user_id', '=', member.id)
      .where('thread_id', '=', thread.id)
      .execute()
  expect((await followed()).length).toBe(1)

  const other = await addMember()
  const saved = await post(
    other,
    '/cockpit/einstellungen/benachrichtigungen',
    {
      'mail.ThreadReply': 'immediate',
      'mail.BoardThread': 'daily',
      'mail.PrivateMessage': 'immediate',
      'mail.UserMention': 'immediate',
      'mail.ThumbsUp': 'off',
    },
    '/cockpit/einstellungen/benachrichtigungen',
  )
  expect(saved.statusCode).toBe(303)
  expect(saved.headers.location).toBe('/cockpit/einstellungen/benachrichtigungen?gespeichert')
  await reply(other)
  expect(
    await database.db
      .selectFrom('thread_subscriptions')
      .select('thread_id')
      .where('user_id', '=', other.id)
      .execute(),
  ).toEqual([])
  const settings = (await page(other, '/cockpit/einstellungen/benachrichtigungen')).body
  expect(settings).toContain('Themen automatisch folgen')
  expect(settings).not.toMatch(/name="autoFollow" checked/)
})

test('a reply tells every follower but its author; further replies update the one unread notice', async () => {
  const follower = await addMember()
  const author = await addMember()
  const third = await addMember()
  await follow(follower, 'thread', thread.id, true, threadPath(thread))
  const first = await reply(author)
  await reply(third)
  const told = await notices(follower.id)
  expect(told.length).toBe(1)
  expect(told[0]).toMatchObject({
    kind: 'ThreadReply',
    thread_id: thread.id,
    post_id: first.postId,
    actor_id: third.id,
  })
  // the author (following since the reply) hears of the third member's reply, never of their own
  expect((await notices(author.id)).filter((notice) => notice.post_id === first.postId)).toEqual([])

  // the header's flyout lists it; opening it marks it read and goes to the first new reply
  const header = await page(follower, '/cockpit.html')
  expect(header.body).toContain('Neue Antwort in')
  const opened = await page(follower, `/cockpit/benachrichtigungen/${told[0]!.id}`)
  expect(opened.statusCode).toBe(303)
  expect(opened.headers.location).toBe(`/forum/aktion/PostJump.html?postId=${first.postId}`)
  expect((await notices(follower.id))[0]!.read_at).not.toBeNull()
  // read: the next reply is news again
  await reply(author)
  expect((await notices(follower.id)).length).toBe(2)
  // somebody else's notification is not found
  expect((await page(author, `/cockpit/benachrichtigungen/${told[0]!.id}`)).statusCode).toBe(404)
})

test('an immediate mail with a one-click unsubscribe link that needs no login', async () => {
  const follower = await addMember()
  const author = await addMember()
  await follow(follower, 'thread', thread.id, true, threadPath(thread))
  await reply(author)
  await settle()
  const mails = await mailsTo(follower.email)
  expect(mails.length).toBe(1)
  const mail = mails[0]!
  expect(mail.subject).toMatch(/^Neue Antwort in „/)
  expect(mail.text).toContain(`${author.name} hat in einem Thema geantwortet, dem Du folgst`)
  const link = /http:\/\/localhost(\/abmelden\/\S+)/.exec(mail.text)?.[1]
  expect(link).toBeDefined()
  expect(mail.headers?.['List-Unsubscribe']).toBe(`<http://localhost${link}>`)
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')

  // GET only asks (mail scanners open links); no cookie at all
  const asked = await app.inject(link!)
  expect(asked.statusCode).toBe(200)
  expect(asked.body).toContain('Abbestellen')
  expect(asked.headers['cache-control']).toContain('no-store')
  const still = await database.db
    .selectFrom('notification_settings')
    .select('mail')
    .where('user_id', '=', follower.id)
    .execute()
  expect(still).toEqual([])
  // the mail program's RFC 8058 POST: no login, no form token
  const done = await app.inject({
    method: 'POST',
    url: link!,
    payload: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  expect(done.statusCode).toBe(200)
  expect(done.body).toContain('Erledigt')
  const setting = await database.db
    .selectFrom('notification_settings')
    .select(['kind', 'mail'])
    .where('user_id', '=', follower.id)
    .execute()
  expect(setting).toEqual([{ kind: 'ThreadReply', mail: 'off' }])

  // a forged or changed token does nothing
  const forged = link!.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
  expect((await app.inject({ method: 'POST', url: forged })).statusCode).toBe(404)
  const otherMember = link!.replace(`/abmelden/${follower.id}.`, `/abmelden/${author.id}.`)
  expect((await app.inject({ method: 'POST', url: otherMember })).statusCode).toBe(404)

  // read it, then a new reply: no mail any more
  await page(follower, '/cockpit/benachrichtigungen')
  await services.notifications.markAllRead(follower.viewer)
  await reply(author)
  await settle()
  expect((await mailsTo(follower.email)).length).toBe(1)
})

test('the daily digest collects unmailed notices of daily kinds into one mail, once', async () => {
  const follower = await addMember()
  const author = await addMember()
  await follow(follower, 'thread', thread.id, true, threadPath(thread))
  await post(
    follower,
    '/cockpit/einstellungen/benachrichtigungen',
    {
      'mail.ThreadReply': 'daily',
      'mail.BoardThread': 'daily',
      'mail.PrivateMessage': 'off',
      'mail.UserMention': 'daily',
      'mail.ThumbsUp': 'off',
      autoFollow: 'on',
    },
    '/cockpit/einstellungen/benachrichtigungen',
  )
  await reply(author, `Frag doch mal @${follower.name}, der kennt sich aus.`)
  await settle()
  expect(await mailsTo(follower.email)).toEqual([])
  const kinds = (await notices(follower.id)).map((notice) => notice.kind).sort()
  expect(kinds).toEqual(['ThreadReply', 'UserMention'])

  expect(await services.notifications.digest()).toBeGreaterThanOrEqual(1)
  await settle()
  const mails = await mailsTo(follower.email)
  expect(mails.length).toBe(1)
  expect(mails[0]!.subject).toBe('Deine tägliche Zusammenfassung: 2 Neuigkeiten bei MOTOR-TALK')
  expect(mails[0]!.text).toContain('hat Dich in einem Beitrag erwähnt')
  expect(mails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  // nothing twice
  await services.notifications.digest()
  await settle()
  expect((await mailsTo(follower.email)).length).toBe(1)
  // the digest job waits for the next morning
  await services.notifications.scheduleDigest()
  const waiting = await database.db
    .selectFrom('jobs')
    .select('run_at')
    .where('kind', '=', 'notification.digest')
    .where('done_at', 'is', null)
    .execute()
  expect(waiting.length).toBe(1)
  expect(waiting[0]!.run_at.getTime()).toBeGreaterThan(Date.now())
})

test('web push: the subscription is stored, a notice is pushed (VAPID, encrypted); a gone one (410) is deleted', async () => {
  const follower = await addMember()
  const author = await addMember()
  await follow(follower, 'thread', thread.id, true, threadPath(thread))
  const keys = createECDH('prime256v1')
  keys.generateKeys()
  const endpoint = `https://push.example.net/send/${randomBytes(6).toString('hex')}`
  const saved = await post(
    follower,
    '/cockpit/einstellungen/push',
    {
      intent: 'subscribe',
      endpoint,
      p256dh: keys.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
    '/cockpit/einstellungen/benachrichtigungen',
  )
  expect(saved.statusCode).toBe(201)
  const bad = await post(
    follower,
    '/cockpit/einstellungen/push',
    { intent: 'subscribe', endpoint: 'http://unsafe.example/', p256dh: 'x', auth: 'y' },
    '/cockpit/einstellungen/benachrichtigungen',
  )
  expect(bad.statusCode).toBe(400)

  pushes.length = 0
  pushStatus = 201
  await reply(author)
  await settle()
  expect(pushes.length).toBe(1)
  expect(pushes[0]!.url).toBe(new URL(endpoint).pathname)
  expect(pushes[0]!.headers.authorization).toMatch(/^vapid t=.+, k=.+/)
  expect(pushes[0]!.headers['content-encoding']).toBe('aes128gcm')
  expect(pushes[0]!.bytes).toBeGreaterThan(0)
  expect((await notices(follower.id)).at(-1)!.pushed_at).not.toBeNull()

  // the browser is gone: the push service answers 410 and the subscription is deleted
  await services.notifications.markAllRead(follower.viewer)
  pushStatus = 410
  await reply(author)
  await settle()
  expect(pushes.length).toBe(2)
  const left = await database.db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', follower.id)
    .execute()
  expect(left).toEqual([])
  pushStatus = 201
})

test('/cockpit/benachrichtigungen lists them newest first, unread marked; "Alle als gelesen markieren"', async () => {
  const follower = await addMember()
  const author = await addMember()
  await follow(follower, 'thread', thread.id, true, threadPath(thread))
  await reply(author)
  const list = await page(follower, '/cockpit/benachrichtigungen')
  expect(list.statusCode).toBe(200)
  expect(list.body).toContain('Neue Antwort in')
  expect(list.body).toContain('Neu')
  const marked = await post(follower, '/cockpit/benachrichtigungen', {}, '/cockpit/benachrichtigungen')
  expect(marked.statusCode).toBe(303)
  expect((await notices(follower.id)).every((notice) => notice.read_at !== null)).toBe(true)
  // visitors go through login
  const visitor = await app.inject('/cockpit/benachrichtigungen')
  expect(visitor.statusCode).toBe(302)
})

test('/cockpit/abonnements lists followed threads with "n neue Beiträge" and unfollows them', async () => {
  const follower = await addMember()
  const author = await addMember()
  await follow(follower, 'thread', thread.id, true, threadPath(thread))
  await reply(author)
  await reply(author)
  const list = await page(follower, '/cockpit/abonnements')
  expect(list.statusCode).toBe(200)
  expect(list.body).toMatch(/2 neue Beiträge/)
  const removed = await post(
    follower,
    '/forum/aktion/Subscribe.html',
    { target: 'thread', id: String(thread.id), follow: '0', returnTo: '/cockpit/abonnements' },
    '/cockpit/abonnements',
  )
  expect(removed.statusCode).toBe(303)
  expect(removed.headers.location).toBe('/cockpit/abonnements')
  expect((await page(follower, '/cockpit/abonnements')).body).toContain('Du folgst keinem Thema.')
})

test('a private message makes a PrivateMessage notice for mail and push, not a second header entry', async () => {
  const recipient = await addMember()
  const sender = await addMember()
  await services.events.emit({
    type: 'message.sent',
    messageId: (
      await database.db
        .insertInto('private_messages')
        .values({
          sender_id: sender.id,
          recipient_id: recipient.id,
          title: 'Treffen am Samstag?',
          created_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
    senderId: sender.id,
    recipientIds: [recipient.id],
    title: 'Treffen am Samstag?',
    at: new Date(),
  })
  await settle()
  expect((await notices(recipient.id)).map((notice) => notice.kind)).toEqual(['PrivateMessage'])
  const mails = await mailsTo(recipient.email)
  expect(mails.map((mail) => mail.subject)).toEqual(['Neue private Nachricht: Treffen am Samstag?'])
  const header = (await page(recipient, '/cockpit.html')).body
  expect(header.split('Treffen am Samstag?').length - 1).toBeLessThanOrEqual(2)
})
