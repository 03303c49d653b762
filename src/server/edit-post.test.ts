import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEMO_ACCOUNTS } from '#seed/seed.ts'
import { createModerationService } from '#services/moderation/service.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { form, hiddenField, logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// Editing through the pages (decision 026): /forum/aktion/EditPost.html, PostHistory.html and
// EditThread.html against the real server and database — the author within the window, 403 after
// it and on others' posts (also when posting directly), the mark, the moderation's edits and
// versions, titles and pins for Forenpaten, and visitors' cached pages showing an edit at once.

let database: TestDatabase
let app: FastifyInstance
let member: string
let moderator: string
let godfather: string
let other: string
let otherName: string

const MARK = /bearbeitet am \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr/
const editUrl = (postId: number) => `/forum/aktion/EditPost.html?postId=${postId}`
const historyUrl = (postId: number) => `/forum/aktion/PostHistory.html?postId=${postId}`
const threadUrl = (threadId: number) => `/forum/aktion/EditThread.html?threadId=${threadId}`
const as = (session: string) => ({ cookies: { mt_session: session } })
const pathOf = (t: { id: number; slug: string }) => `/forum/${t.slug}-t${t.id}.html`

beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db)
  const db = database.db
  // a second ordinary member who can log in: an active member gets the demo password
  const demo = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', DEMO_ACCOUNTS.member.id)
    .executeTakeFirstOrThrow()
  const someone = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', '>', 10)
    .where('status', '=', 'active')
    .where('id', 'not in', db.selectFrom('user_roles').select('user_id'))
    .orderBy('id')
    .executeTakeFirstOrThrow()
  await db
    .updateTable('users')
    .set({ password_hash: demo.password_hash, email_verified_at: new Date() })
    .where('id', '=', someone.id)
    .execute()
  otherName = someone.username
  ;[member, moderator, godfather, other] = await Promise.all([
    logIn(app, 'demo-mitglied'),
    logIn(app, 'demo-moderator'),
    logIn(app, 'demo-forenpate'),
    logIn(app, someone.username),
  ])
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

/** An open, visible thread of the VW Golf forum (moderated by demo-moderator, Forenpate demo-forenpate). */
async function golfThread(offset = 0) {
  return database.db
    .selectFrom('threads')
    .select(['id', 'slug', 'title', 'author_id'])
    .where('board_id', '=', 2000)
    .where('is_open', '=', true)
    .where('visibility', '=', 'Online')
    .where('deleted_at', 'is', null)
    .where('is_sticky', '=', false)
    .orderBy('id')
    .offset(offset)
    .executeTakeFirstOrThrow()
}

/** A quick reply through the page, as the member would send it; its post id. */
async function reply(session: string, text: string, thread?: { id: number; slug: string }) {
  const target = thread ?? (await golfThread())
  // the replies of these tests come faster than flood control lets a member write (docs/security.md)
  await database.db.deleteFrom('rate_limits').execute()
  const page = await app.inject({ url: pathOf(target), ...as(session) })
  const response = await app.inject({
    method: 'POST',
    url: `/forum/aktion/QuickPost.html?threadId=${target.id}`,
    ...form({ threadId: String(target.id), postContent: text, csrf: hiddenField(page.body, 'csrf') }),
    ...as(session),
  })
  expect(response.statusCode).toBe(303)
  const postId = Number(/#post-(\d+)$/.exec(String(response.headers.location))?.[1])
  return { postId, location: String(response.headers.location), thread: target }
}

/** The form's CSRF token for a member. */
async function csrfOf(session: string) {
  const page = await app.inject({ url: pathOf(await golfThread()), ...as(session) })
  return hiddenField(page.body, 'csrf')
}

async function postEdit(session: string, postId: number, fields: Record<string, string>, csrf?: string) {
  return app.inject({
    method: 'POST',
    url: editUrl(postId),
    ...form({ postId: String(postId), csrf: csrf ?? (await csrfOf(session)), ...fields }),
    ...as(session),
  })
}

async function textOf(postId: number) {
  return (
    await database.db.selectFrom('posts').select('text').where('id', '=', postId).executeTakeFirstOrThrow()
  ).text
}

/** One of demo-mitglied's seeded replies: years old, far past the window. */
async function oldOwnPost() {
  return database.db
    .selectFrom('posts')
    .select(['id', 'text', 'thread_id'])
    .where('author_id', '=', DEMO_ACCOUNTS.member.id)
    .where('created_at', '<', new Date(Date.now() - 86_400_000))
    .orderBy('id')
    .executeTakeFirstOrThrow()
}

describe('the author within the window', () => {
  test('visitors are sent through login; the member gets the form with the current text, never cached or indexed', async () => {
    const { postId } = await reply(member, 'Mein Golf ruckelt im driten Gang.')
    const visitor = await app.inject(editUrl(postId))
    expect(visitor.statusCode).toBe(302)
    expect(visitor.headers.location).toBe(
      `/einloggen?redirectAfterProcess=${encodeURIComponent(editUrl(postId))}`,
    )
    const page = await app.inject({ url: editUrl(postId), ...as(member) })
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('private, no-store')
    expect(page.body).toContain('<meta name="robots" content="noindex"/>')
    expect(page.body).toContain('Beitrag bearbeiten')
    expect(page.body).toMatch(/<textarea[^>]*name="text"[^>]*>Mein Golf ruckelt im driten Gang\.<\/textarea>/)
    expect(page.body).toMatch(/Du kannst Deinen Beitrag bis \d\d\.\d\d\.\d{4} um \d\d:\d\d Uhr bearbeiten\./)
  })

  test('saving goes to the post (303); the thread shows the new text with the mark; the link is there for the author only', async () => {
    const { postId, location, thread } = await reply(member, 'Bremsen quitschen beim Anfahren.')
    // the member's page offers 'Bearbeiten' on this post; another member's and a visitor's do not
    const own = await app.inject({ url: location.replace(/#.*$/, ''), ...as(member) })
    expect(own.body).toContain(`href="${editUrl(postId).replaceAll('&', '&amp;')}"`)
    const foreign = await app.inject({ url: location.replace(/#.*$/, ''), ...as(other) })
    expect(foreign.body).not.toContain(editUrl(postId))
    const visitorBefore = await app.inject(location.replace(/#.*$/, ''))
    expect(visitorBefore.body).not.toContain('EditPost.html')

    const saved = await postEdit(member, postId, {
      text: 'Bremsen quietschen beim Anfahren.',
      reason: 'Tippfehler',
    })
    expect(saved.statusCode).toBe(303)
    expect(saved.headers.location).toBe(location)
    const after = await app.inject({ url: location.replace(/#.*$/, ''), ...as(member) })
    expect(after.body).toContain('Bremsen quietschen beim Anfahren.')
    expect(after.body).not.toContain('Bremsen quitschen')
    expect(after.body).toMatch(MARK)
    expect(after.body).not.toMatch(new RegExp(`${MARK.source} von der Moderation`))
    // the member sees no versions link (the history is for the moderation)
    expect(after.body).not.toContain(historyUrl(postId))
    expect(await textOf(postId)).toBe('Bremsen quietschen beim Anfahren.')
    expect(thread.id).toBeGreaterThan(0)
  })

  test('an empty text answers 400 with the German message and keeps what was typed; so does one too long', async () => {
    const { postId } = await reply(member, 'Bleibt so, wie er ist.')
    const empty = await postEdit(member, postId, { text: '   ', reason: 'Mein Grund bleibt stehen' })
    expect(empty.statusCode).toBe(400)
    expect(empty.body).toContain('Bitte fülle dieses Feld aus.')
    expect(empty.body).toContain('value="Mein Grund bleibt stehen"')
    const long = await postEdit(member, postId, { text: `Anfang ${'x'.repeat(20_000)}` })
    expect(long.statusCode).toBe(400)
    expect(long.body).toContain('Der Text darf höchstens 20.000 Zeichen lang sein.')
    expect(long.body).toContain(`Anfang ${'x'.repeat(100)}`)
    expect(await textOf(postId)).toBe('Bleibt so, wie er ist.')
  })

  test('without the CSRF token nothing is saved (403, the text kept)', async () => {
    const { postId } = await reply(member, 'Ohne Token bleibt alles.')
    const response = await postEdit(member, postId, { text: 'Geändert ohne Token' }, 'falsch')
    expect(response.statusCode).toBe(403)
    expect(response.body).toContain('Geändert ohne Token')
    expect(await textOf(postId)).toBe('Ohne Token bleibt alles.')
  })

  test("a visitor's cached thread page shows the edit at once, and the thread's description follows its first post", async () => {
    const page = await app.inject({ url: '/forum/aktion/StartThread.html?boardId=2000', ...as(member) })
    const started = await app.inject({
      method: 'POST',
      url: '/forum/aktion/StartThread.html?boardId=2000',
      ...form({
        csrf: hiddenField(page.body, 'csrf'),
        submissionKey: hiddenField(page.body, 'submissionKey'),
        boardId: '2000',
        title: 'Klimaanlage kühlt nicht mehr',
        text: 'Seit gestern bläst die Klimaanlage nur warme Luft.',
      }),
      ...as(member),
    })
    expect(started.statusCode).toBe(303)
    const path = String(started.headers.location).replace(/#.*$/, '')
    const cached = await app.inject(path)
    expect(cached.body).toContain(
      '<meta name="description" content="Seit gestern bläst die Klimaanlage nur warme Luft."/>',
    )
    expect((await app.inject(path)).body).toBe(cached.body)
    const threadId = Number(/-t(\d+)\.html$/.exec(path)?.[1])
    const first = await database.db
      .selectFrom('threads')
      .select('first_post_id')
      .where('id', '=', threadId)
      .executeTakeFirstOrThrow()
    const saved = await postEdit(member, first.first_post_id!, {
      text: 'Seit gestern bläst die Klimaanlage nur warme Luft. Kältemittel ist voll.',
    })
    expect(saved.statusCode).toBe(303)
    const fresh = await app.inject(path)
    expect(fresh.body).toContain('Kältemittel ist voll.')
    expect(fresh.body).toContain(
      '<meta name="description" content="Seit gestern bläst die Klimaanlage nur warme Luft. Kältemittel ist voll."/>',
    )
    expect(fresh.body).toMatch(MARK)
    // the visitor's page carries no edit link
    expect(fresh.body).not.toContain('EditPost.html')
  })

  test('the edit form takes a whole post (20,000 characters) without 413', async () => {
    const { postId } = await reply(member, 'Kurz.')
    const response = await postEdit(member, postId, { text: 'ä'.repeat(20_000) })
    expect(response.statusCode).toBe(303)
    expect(await textOf(postId)).toHaveLength(20_000)
  })
})

describe('refused: after the window, others’ posts, restrictions', () => {
  test('an own post past 120 minutes: no link, the form page says why (403), a direct POST is refused (403) and keeps the text', async () => {
    const old = await oldOwnPost()
    const thread = await database.db
      .selectFrom('threads')
      .select(['id', 'slug'])
      .where('id', '=', old.thread_id)
      .executeTakeFirstOrThrow()
    const page = await app.inject({ url: pathOf(thread), ...as(member) })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`id="post-${old.id}"`)
    expect(page.body).not.toContain(editUrl(old.id))
    const form = await app.inject({ url: editUrl(old.id), ...as(member) })
    expect(form.statusCode).toBe(403)
    expect(form.body).toContain('in den ersten 120 Minuten nach dem Absenden')
    expect(form.body).not.toContain('>Speichern<')
    const direct = await postEdit(member, old.id, { text: 'Nachträglich geändert' })
    expect(direct.statusCode).toBe(403)
    expect(direct.body).toContain('Nachträglich geändert')
    expect(direct.body).toContain('in den ersten 120 Minuten nach dem Absenden')
    expect(await textOf(old.id)).toBe(old.text)
  })

  test("another member's post: 403 for the form and for a direct POST; nothing changes", async () => {
    const { postId } = await reply(other, 'Das ist meiner.')
    const page = await app.inject({ url: editUrl(postId), ...as(member) })
    expect(page.statusCode).toBe(403)
    expect(page.body).toContain('Zugriff verweigert')
    const direct = await postEdit(member, postId, { text: 'Übernommen' })
    expect(direct.statusCode).toBe(403)
    expect(await textOf(postId)).toBe('Das ist meiner.')
    // unknown and malformed ids are 404
    expect((await app.inject({ url: editUrl(2_000_000_000), ...as(member) })).statusCode).toBe(404)
    expect(
      (await app.inject({ url: '/forum/aktion/EditPost.html?postId=abc', ...as(member) })).statusCode,
    ).toBe(404)
  })

  test('a restricted member: 403 with the restriction, the text kept', async () => {
    const { postId } = await reply(member, 'Vor der Sperre.')
    const restriction = await database.db
      .insertInto('user_restrictions')
      .values({
        user_id: DEMO_ACCOUNTS.member.id,
        scope: 'posting',
        ends_at: new Date(Date.now() + 3_600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    try {
      const response = await postEdit(member, postId, { text: 'Während der Sperre.' })
      expect(response.statusCode).toBe(403)
      expect(response.body).toContain('eingeschränkt')
      expect(response.body).toContain('Während der Sperre.')
    } finally {
      await database.db.deleteFrom('user_restrictions').where('id', '=', restriction.id).execute()
    }
    expect(await textOf(postId)).toBe('Vor der Sperre.')
  })
})

describe('the moderation', () => {
  test("the moderator edits the member's old post; the mark says so; 'Versionen' shows both versions to the moderation only", async () => {
    const old = await oldOwnPost()
    const saved = await postEdit(moderator, old.id, {
      text: 'Von der Moderation überarbeitet.',
      reason: 'Werbelink entfernt',
    })
    expect(saved.statusCode).toBe(303)
    const location = String(saved.headers.location).replace(/#.*$/, '')
    const page = await app.inject({ url: location, ...as(moderator) })
    expect(page.body).toMatch(new RegExp(`${MARK.source} von der Moderation`))
    expect(page.body).toContain(`href="${historyUrl(old.id).replaceAll('&', '&amp;')}"`)
    const memberPage = await app.inject({ url: location, ...as(member) })
    expect(memberPage.body).toMatch(new RegExp(`${MARK.source} von der Moderation`))
    expect(memberPage.body).not.toContain(historyUrl(old.id))

    const history = await app.inject({ url: historyUrl(old.id), ...as(moderator) })
    expect(history.statusCode).toBe(200)
    expect(history.headers['cache-control']).toBe('private, no-store')
    expect(history.body).toContain('<meta name="robots" content="noindex"/>')
    const body = history.body
    const [v2, v1] = [body.indexOf('<h2>Version 2</h2>'), body.indexOf('<h2>Version 1</h2>')]
    expect(v2).toBeGreaterThan(0)
    // newest first: version 2 with the moderation's text, then the member's original
    expect(v1).toBeGreaterThan(v2)
    expect(body.indexOf('Von der Moderation überarbeitet.')).toBeGreaterThan(v2)
    expect(body.indexOf('Von der Moderation überarbeitet.')).toBeLessThan(v1)
    expect(body).toContain('Grund: Werbelink entfernt')
    expect(body).toContain('demo-moderator')
    // the old text, rendered as a post renders it
    const firstLine = old.text.split('\n')[0]!.replaceAll('&', '&amp;').slice(0, 30)
    expect(body.slice(v1)).toContain(firstLine)

    expect((await app.inject({ url: historyUrl(old.id), ...as(member) })).statusCode).toBe(403)
    expect((await app.inject({ url: historyUrl(old.id), ...as(godfather) })).statusCode).toBe(403)
    expect((await app.inject(historyUrl(old.id))).statusCode).toBe(302)
  })
})

test('the case page of a reported post keeps the reported snapshot and shows every version since', async () => {
  const { postId } = await reply(member, 'Kauft alle bei meinem Händler, nur heute billig!')
  const moderation = createModerationService({ db: database.db, publicUrl: 'http://localhost' })
  const notice = await moderation.createNotice(
    { userId: DEMO_ACCOUNTS.godfather.id, roleRelations: [] },
    {
      contentItemType: 'ForumPost',
      contentItemId: postId,
      reasonId: 'Spam',
      explanation: 'Werbung',
      location: 'der ganze Beitrag',
      reporterName: 'Fritz',
      reporterEmail: 'fritz@example.org',
      goodFaith: true,
    },
  )
  if (!notice.ok) throw new Error('notice failed')
  expect((await postEdit(member, postId, { text: 'Fragt am besten beim Händler nach.' })).statusCode).toBe(
    303,
  )
  const page = await app.inject({ url: `/moderation/fall/${notice.noticeId}`, ...as(moderator) })
  expect(page.statusCode).toBe(200)
  const html = page.body
  expect(html).toContain(
    'Der Inhalt wurde seit der Meldung bearbeitet. Hier steht er, wie er gemeldet wurde.',
  )
  const versions = html.slice(html.indexOf('id="versions-title"'))
  expect(versions).toContain('Version 2')
  expect(versions.indexOf('Fragt am besten beim Händler nach.')).toBeLessThan(
    versions.indexOf('Kauft alle bei meinem Händler, nur heute billig!'),
  )
  expect(versions.indexOf('Kauft alle bei meinem Händler')).toBeGreaterThan(0)
})

test('the help page says one thing: own posts can be edited for 120 minutes, every edit marked and kept', async () => {
  const help = await app.inject('/info/hilfe')
  expect(help.statusCode).toBe(200)
  expect(help.body).toContain(
    'Deine eigenen Beiträge kannst Du 120 Minuten lang nach dem Absenden über „Bearbeiten“ am Beitrag ändern',
  )
  expect(help.body).toContain('„bearbeitet am …“')
  expect(help.body).not.toMatch(/30 Minuten/)
  expect(help.body).not.toMatch(/etwa 120/)
})

describe('titles and pins', () => {
  test('the Forenpate changes the title in their board: 303 to the new address, the old one answers 301', async () => {
    const thread = await golfThread(1)
    const form0 = await app.inject({ url: threadUrl(thread.id), ...as(godfather) })
    expect(form0.statusCode).toBe(200)
    expect(form0.body).toContain('Titel bearbeiten')
    const saved = await app.inject({
      method: 'POST',
      url: threadUrl(thread.id),
      ...form({
        csrf: hiddenField(form0.body, 'csrf'),
        intent: 'title',
        title: 'Golf 7 TSI: Kette längt sich',
      }),
      ...as(godfather),
    })
    expect(saved.statusCode).toBe(303)
    expect(saved.headers.location).toBe(`/forum/golf-7-tsi-kette-laengt-sich-t${thread.id}.html`)
    const old = await app.inject(pathOf(thread))
    expect(old.statusCode).toBe(301)
    expect(old.headers.location).toBe(`/forum/golf-7-tsi-kette-laengt-sich-t${thread.id}.html`)
    const page = await app.inject(String(saved.headers.location))
    expect(page.body).toContain('>Golf 7 TSI: Kette längt sich</h1>')
  })

  test('bad titles come back with the message (400); the starter, members and another board’s Forenpate get 403', async () => {
    const thread = await golfThread(2)
    const csrf = await csrfOf(godfather)
    const short = await app.inject({
      method: 'POST',
      url: threadUrl(thread.id),
      ...form({ csrf, intent: 'title', title: 'Kurz', reason: 'Test' }),
      ...as(godfather),
    })
    expect(short.statusCode).toBe(400)
    expect(short.body).toContain('Der Titel muss mindestens 5 Zeichen lang sein.')
    expect(short.body).toContain('value="Kurz"')
    // a thread the member started
    const page = await app.inject({ url: '/forum/aktion/StartThread.html?boardId=2000', ...as(member) })
    const started = await app.inject({
      method: 'POST',
      url: '/forum/aktion/StartThread.html?boardId=2000',
      ...form({
        csrf: hiddenField(page.body, 'csrf'),
        submissionKey: hiddenField(page.body, 'submissionKey'),
        boardId: '2000',
        title: 'Mein eigenes Thema zum Golf',
        text: 'Frage.',
      }),
      ...as(member),
    })
    const ownId = Number(/-t(\d+)\.html#thema-erstellt$/.exec(String(started.headers.location))?.[1])
    expect((await app.inject({ url: threadUrl(ownId), ...as(member) })).statusCode).toBe(403)
    const direct = await app.inject({
      method: 'POST',
      url: threadUrl(ownId),
      ...form({ csrf: await csrfOf(member), intent: 'title', title: 'Vom Starter geändert' }),
      ...as(member),
    })
    expect(direct.statusCode).toBe(403)
    // the starter's page offers neither title nor pin
    const ownPage = await app.inject({ url: String(started.headers.location), ...as(member) })
    expect(ownPage.body).not.toContain('Titel bearbeiten')
    expect(ownPage.body).not.toContain('>Anheften<')
    const bmw = await database.db
      .selectFrom('threads')
      .select('id')
      .where('board_id', '=', 201)
      .where('visibility', '=', 'Online')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    expect((await app.inject({ url: threadUrl(bmw.id), ...as(godfather) })).statusCode).toBe(403)
    const pin = await app.inject({
      method: 'POST',
      url: threadUrl(bmw.id),
      ...form({ csrf, intent: 'pin' }),
      ...as(godfather),
    })
    expect(pin.statusCode).toBe(403)
  })

  test("the Forenpate pins from the thread page's button: the thread heads its board, 'Lösen' takes it back", async () => {
    const thread = await golfThread(3)
    const page = await app.inject({ url: pathOf(thread), ...as(godfather) })
    expect(page.body).toContain('>Anheften</button>')
    expect(page.body).toContain('Titel bearbeiten')
    const pinned = await app.inject({
      method: 'POST',
      url: threadUrl(thread.id),
      ...form({ csrf: hiddenField(page.body, 'csrf'), intent: 'pin' }),
      headers: {
        referer: `http://localhost${pathOf(thread)}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      ...as(godfather),
    })
    expect(pinned.statusCode).toBe(303)
    expect(pinned.headers.location).toBe(pathOf(thread))
    const board = await app.inject('/forum/vw-golf-b2000.html')
    const titles = [...board.body.matchAll(/class="_threadTitle[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1])
    expect(titles.slice(0, 5)).toContain(thread.title.replaceAll('&', '&amp;'))
    const again = await app.inject({ url: pathOf(thread), ...as(godfather) })
    expect(again.body).toContain('>Lösen</button>')
    const loosened = await app.inject({
      method: 'POST',
      url: threadUrl(thread.id),
      ...form({ csrf: hiddenField(page.body, 'csrf'), intent: 'unpin' }),
      ...as(godfather),
    })
    expect(loosened.statusCode).toBe(303)
    const sticky = await database.db
      .selectFrom('threads')
      .select('is_sticky')
      .where('id', '=', thread.id)
      .executeTakeFirstOrThrow()
    expect(sticky.is_sticky).toBe(false)
    // members and visitors get no such controls
    const memberPage = await app.inject({ url: pathOf(thread), ...as(member) })
    expect(memberPage.body).not.toContain('>Anheften</button>')
    expect((await app.inject(pathOf(thread))).body).not.toContain('Titel bearbeiten')
    expect(otherName).not.toBe('')
  })
})
