import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createModerationService } from '#services/moderation/service.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { form, hiddenField, logIn, setCookies } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// decision 021, the report flow as a member meets it: /melden/{category}/* (spec 001 §2, §4, §7, §8).

const MEMBER = 5 // demo-mitglied
const GODFATHER = 4 // demo-forenpate
const MODERATOR = 3 // demo-moderator (boards 200, 201, 1065)

let database: TestDatabase
let app: FastifyInstance
let session: string
let memberEmail: string
/** Posts by others in board 1065, each used by one test. */
let posts: number[]
let ownPostId: number
let threadId: number

beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db, { pageCacheTtlMs: 0 })
  session = await logIn(app, 'demo-mitglied')
  const db = database.db
  memberEmail = (
    await db.selectFrom('users').select('email').where('id', '=', MEMBER).executeTakeFirstOrThrow()
  ).email as string
  const rows = await db
    .selectFrom('posts')
    .innerJoin('threads', 'threads.id', 'posts.thread_id')
    .select(['posts.id', 'posts.thread_id'])
    .where('threads.board_id', '=', 1065)
    .where('threads.visibility', '=', 'Online')
    .where('threads.deleted_at', 'is', null)
    .where('posts.visibility', '=', 'Online')
    .where('posts.deleted_at', 'is', null)
    .where('posts.author_id', 'not in', [MEMBER, GODFATHER])
    .where('threads.author_id', '!=', MEMBER)
    .orderBy('posts.id')
    .limit(8)
    .execute()
  posts = rows.map((row) => row.id)
  threadId = rows[0]!.thread_id
  const own = await db
    .insertInto('posts')
    .values({
      thread_id: threadId,
      position: 100_000,
      author_id: MEMBER,
      text: 'Mein eigener Beitrag',
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  ownPostId = own.id
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

const asMember = { cookies: { mt_session: '' } }
function member() {
  asMember.cookies.mt_session = session
  return asMember
}

async function reportForm(path: string) {
  const page = await app.inject({ url: path, ...member() })
  return { page, csrf: hiddenField(page.body, 'csrf') }
}

function validFields(csrf: string, extra: Record<string, string> = {}) {
  return {
    csrf,
    reasonId: 'OffTopic',
    explanation: 'Hat mit dem Thema nichts zu tun.',
    location: 'http://localhost/forum/irgendwo.html',
    reporterName: 'demo-mitglied',
    reporterEmail: memberEmail,
    goodFaith: 'on',
    ...extra,
  }
}

async function noticesOn(postId: number) {
  return database.db
    .selectFrom('notices')
    .selectAll()
    .where('content_type', '=', 'ForumPost')
    .where('content_id', '=', postId)
    .execute()
}

test('an invalid category or id answers 404 InvalidParameterError; unknown or absent content 404', async () => {
  for (const url of [
    '/melden/beitrag/1',
    '/melden/post/abc',
    '/melden/post/0',
    '/melden/post/2147483648',
    '/melden/post/1.5',
    '/melden/nutzer/ab',
    '/melden/nutzer/mit%20leer',
  ]) {
    const response = await app.inject({ url, ...member() })
    expect(response.statusCode, url).toBe(404)
  }
  for (const url of [
    '/melden/post/2147483647',
    // decision 036: these categories have content now; ids nothing carries stay unknown
    '/melden/blogs/2147483647',
    '/melden/tests/gibt-es-nicht-2147483647',
    '/melden/marktplatz/2147483647',
  ]) {
    const response = await app.inject({ url, ...member() })
    expect(response.statusCode, url).toBe(404)
  }
  // the reason travels with the data requests of client navigations
  const reason = await app.inject({ url: '/melden/beitrag/1.data', ...member() })
  expect(reason.body).toContain('InvalidParameterError')
  // visitors learn nothing more about unknown ids than members
  expect((await app.inject('/melden/post/2147483647')).statusCode).toBe(404)
})

test('visitors go through login and come back to the dialog', async () => {
  const url = `/melden/post/${posts[0]}`
  const response = await app.inject(url)
  expect(response.statusCode).toBe(302)
  expect(response.headers.location).toBe(`/einloggen?redirectAfterProcess=${encodeURIComponent(url)}`)
  // the login form sends them back there
  const page = await app.inject('/einloggen')
  const csrf = setCookies(page).get('mt_csrf') ?? ''
  const { payload, headers } = form({
    csrf,
    username: 'demo-mitglied',
    password: 'demo-passwort',
    telemetry: '',
  })
  const login = await app.inject({
    method: 'POST',
    url: `/login.html?redirectAfterProcess=${encodeURIComponent(url)}`,
    payload,
    headers: { ...headers, cookie: `mt_csrf=${csrf}` },
  })
  expect(login.statusCode).toBe(303)
  expect(login.headers.location).toBe(url)
  // a visitor's POST is sent to login too (303), and nothing is filed
  const post = await app.inject({ method: 'POST', url, ...form(validFields('x')) })
  expect(post.statusCode).toBe(303)
  expect(post.headers.location).toBe(`/einloggen?redirectAfterProcess=${encodeURIComponent(url)}`)
  expect(await noticesOn(posts[0]!)).toHaveLength(0)
})

test('the report modal: reasons in the spec order, prefilled location, name and e-mail, good faith', async () => {
  const { page } = await reportForm(`/melden/post/${posts[0]}`)
  expect(page.statusCode).toBe(200)
  expect(page.headers['cache-control']).toContain('no-store')
  const html = page.body
  expect(html).toContain('Beitrag melden')
  const order = [
    'value="WrongForum"',
    'Beitrag entspricht nicht den Beitragsregeln',
    'value="Spam"',
    'value="OffTopic"',
    'value="LinkRules"',
    'value="IllegalAutoUpgrade"',
    'value="Other"',
    'Inhalt verstößt gegen geltendes Recht',
    'value="VerletzungPersoenlichkeitsrechten"',
    'value="Faelschung"',
    'value="HassVerfassungsWidrigeInhalte"',
    'value="BeleidigungUebleNachrede"',
    'value="AufforderungStraftatBedrohungGewalt"',
    'value="Sonstiges"',
    'value="Terrorismus"',
  ]
  const positions = order.map((part) => html.indexOf(part))
  expect(positions.every((position) => position > 0)).toBe(true)
  expect([...positions].sort((a, b) => a - b)).toEqual(positions)
  expect(html).toContain('Off-Topic Beitrag')
  expect(html).toContain(`value="${memberEmail}"`)
  expect(html).toContain('value="demo-mitglied"')
  expect(html).toMatch(new RegExp(`value="http://localhost/forum/[^"]+#post-?${posts[0]}"`))
  expect(html).toContain(
    'Ich versichere, dass meine Angaben nach bestem Wissen richtig und vollständig sind.',
  )
  expect(html).toContain('Meldung absenden')
  // closing leads to the legacy path (spec 001 §7); without JS the X and 'Abbrechen' are links
  expect(html).toContain(`href="/forum/aktion/PostJump.html?postId=${posts[0]}"`)
  // the page works before hydration: the dialog is rendered open
  expect(html).toMatch(/<dialog[^>]* open=""/)
})

test('without the CSRF token nothing is filed (403) and the input is kept', async () => {
  const url = `/melden/post/${posts[1]}`
  const { csrf: _csrf } = await reportForm(url)
  const fields = validFields('')
  delete (fields as Partial<typeof fields>).csrf
  const response = await app.inject({
    method: 'POST',
    url,
    ...form({ ...fields, explanation: 'Ohne Token geschrieben' }),
    ...member(),
  })
  expect(response.statusCode).toBe(403)
  expect(response.body).toContain('Ohne Token geschrieben')
  expect(await noticesOn(posts[1]!)).toHaveLength(0)
})

test('bad input answers 400 with German messages per field and keeps what was typed', async () => {
  const url = `/melden/post/${posts[1]}`
  const { csrf } = await reportForm(url)
  const response = await app.inject({
    method: 'POST',
    url,
    ...form({
      csrf,
      reasonId: 'BeleidigungUebleNachrede',
      explanation: 'kurz',
      location: 'http://localhost/da',
      reporterName: '',
      reporterEmail: 'keine-adresse',
      goodFaith: '',
    }),
    ...member(),
  })
  expect(response.statusCode).toBe(400)
  const html = response.body
  expect(html).toContain('Bitte gib eine gültige E-Mail-Adresse an.')
  expect(html).toContain('value="keine-adresse"')
  expect(html).toContain('>kurz</textarea>')
  expect(html).toMatch(
    /<input type="radio" name="reasonId"[^>]*(checked=""[^>]*value="BeleidigungUebleNachrede"|value="BeleidigungUebleNachrede"[^>]*checked="")/,
  )
  expect(await noticesOn(posts[1]!)).toHaveLength(0)
  // the law's requirements (explanation, name, good faith) are named too
  const second = await app.inject({
    method: 'POST',
    url,
    ...form({
      csrf,
      reasonId: 'BeleidigungUebleNachrede',
      explanation: 'kurz',
      location: 'http://localhost/da',
      reporterName: '',
      reporterEmail: memberEmail,
    }),
    ...member(),
  })
  expect(second.statusCode).toBe(400)
  expect(second.body).toContain('Bitte begründe, warum der Inhalt rechtswidrig ist (mindestens 10 Zeichen).')
  expect(second.body).toContain('Bitte bestätige, dass Deine Angaben richtig und vollständig sind.')
  expect(second.body).toContain('Bitte fülle dieses Feld aus.')
  const noReason = await app.inject({
    method: 'POST',
    url,
    ...form(validFields(csrf, { reasonId: '' })),
    ...member(),
  })
  expect(noReason.statusCode).toBe(400)
  expect(noReason.body).toContain('Bitte wähle einen Grund.')
})

test('a report is filed with the confirmation on screen and by mail; a second one is refused', async () => {
  const url = `/melden/post/${posts[2]}`
  const { csrf } = await reportForm(url)
  const posted = await app.inject({ method: 'POST', url, ...form(validFields(csrf)), ...member() })
  // post/redirect/get: the confirmation is a page of its own, its tab titled with the thanks
  expect(posted.statusCode).toBe(303)
  expect(posted.headers.location).toBe(`${url}?gemeldet=1`)
  const response = await app.inject({ url: `${url}?gemeldet=1`, ...member() })
  expect(response.statusCode).toBe(200)
  expect(response.body).toMatch(/<title>Vielen Dank für Deine Meldung[^<]*<\/title>/)
  expect(response.body).not.toContain('melden nicht möglich')
  expect(response.body).toContain('Eine Eingangsbestätigung haben wir Dir per E-Mail geschickt.')
  const [notice, ...more] = await noticesOn(posts[2]!)
  expect(more).toHaveLength(0)
  expect(notice).toMatchObject({
    reporter_id: MEMBER,
    reason: 'OffTopic',
    category: 'Policy',
    status: 'OpenNotice',
    good_faith: true,
    explanation: 'Hat mit dem Thema nichts zu tun.',
    reporter_email: memberEmail,
  })
  const mails = await database.db
    .selectFrom('jobs')
    .select(['kind', 'payload'])
    .where('kind', '=', 'send-mail')
    .execute()
  const receipt = mails.find((job) => {
    const payload = job.payload as { to: string; subject: string }
    return payload.to === memberEmail && payload.subject === 'Deine Meldung ist bei uns eingegangen'
  })
  expect(receipt).toBeDefined()

  // again: the blocked dialog (GET), and 409 with the same dialog for a second POST
  const again = await app.inject({ url, ...member() })
  expect(again.statusCode).toBe(200)
  expect(again.body).toContain('Beitrag melden nicht möglich')
  expect(again.body).toContain('Du hast diesen Inhalt bereits gemeldet.')
  expect(again.body).not.toContain('Meldung absenden')
  const twice = await app.inject({ method: 'POST', url, ...form(validFields(csrf)), ...member() })
  expect(twice.statusCode).toBe(409)
  expect(twice.body).toContain('Du hast diesen Inhalt bereits gemeldet.')
  expect(await noticesOn(posts[2]!)).toHaveLength(1)
})

test('after a rejected notice: the already-reviewed dialog, and reporting anyway', async () => {
  const postId = posts[3]!
  const service = createModerationService({ db: database.db, publicUrl: 'http://localhost' })
  const filed = await service.createNotice(
    { userId: GODFATHER, roleRelations: [] },
    {
      contentItemType: 'ForumPost',
      contentItemId: postId,
      reasonId: 'Spam',
      explanation: '',
      location: 'http://localhost/x',
      reporterName: 'demo-forenpate',
      reporterEmail: 'pate@example.org',
      goodFaith: true,
    },
  )
  if (!filed.ok) throw new Error(filed.message)
  const decided = await service.decideNotice(
    { userId: MODERATOR, roleRelations: [{ userRole: 'moderator', relatedBoards: [{ id: 1065 }] }] },
    { noticeId: filed.noticeId, decision: 'reject', facts: 'Kein Spam.' },
  )
  expect(decided.ok).toBe(true)

  const url = `/melden/post/${postId}`
  const reviewed = await app.inject({ url, ...member() })
  expect(reviewed.statusCode).toBe(200)
  expect(reviewed.body).toContain('Beitrag wurde bereits geprüft')
  expect(reviewed.body).toContain(
    'Dieser Beitrag wurde von unserer Moderation bereits geprüft. Der betroffene Inhalt verletzt weder unsere Richtlinien noch verstößt er gegen geltendes Recht.',
  )
  expect(reviewed.body).toContain(`href="${url}?trotzdem=1"`)
  expect(reviewed.body).toContain('Beitrag trotzdem melden')
  expect(reviewed.body).toContain('Abbrechen')
  expect(reviewed.body).not.toContain('Meldung absenden')

  const anyway = await app.inject({ url: `${url}?trotzdem=1`, ...member() })
  expect(anyway.body).toContain('Meldung absenden')
  expect(hiddenField(anyway.body, 'trotzdem')).toBe('1')
  const csrf = hiddenField(anyway.body, 'csrf')
  const sent = await app.inject({
    method: 'POST',
    url,
    ...form(validFields(csrf, { trotzdem: '1' })),
    ...member(),
  })
  expect(sent.statusCode).toBe(303)
  const thanks = await app.inject({ url: String(sent.headers.location), ...member() })
  expect(thanks.body).toContain('Vielen Dank für Deine Meldung')
  const mine = (await noticesOn(postId)).find((notice) => notice.reporter_id === MEMBER)!
  const events = await database.db
    .selectFrom('notice_events')
    .select(['event', 'text'])
    .where('notice_id', '=', mine.id)
    .execute()
  expect(events).toContainEqual({ event: 'file', text: 'Trotz früherer Prüfung gemeldet.' })
})

test('own content and one’s own profile cannot be reported', async () => {
  const own = await app.inject({ url: `/melden/post/${ownPostId}`, ...member() })
  expect(own.statusCode).toBe(200)
  expect(own.body).toContain('Beitrag melden nicht möglich')
  expect(own.body).toContain('Eigene Inhalte kannst Du nicht melden.')
  const { csrf } = await reportForm(`/melden/post/${posts[0]}`)
  const post = await app.inject({
    method: 'POST',
    url: `/melden/post/${ownPostId}`,
    ...form(validFields(csrf)),
    ...member(),
  })
  expect(post.statusCode).toBe(403)
  expect(await noticesOn(ownPostId)).toHaveLength(0)
  const profile = await app.inject({ url: '/melden/nutzer/demo-mitglied', ...member() })
  expect(profile.body).toContain('Benutzerprofil melden nicht möglich')
  expect(profile.body).toContain('Dein eigenes Profil kannst Du nicht melden.')
  // another member's profile: the form, closing leads to the profile
  const other = await app.inject({ url: '/melden/nutzer/demo-forenpate', ...member() })
  expect(other.body).toContain('Benutzerprofil melden')
  expect(other.body).toContain('Meldung absenden')
  expect(other.body).toContain('Inhalt entspricht nicht den Beitragsregeln')
  expect(other.body).not.toContain('value="WrongForum"')
  expect(other.body).toContain('href="/nutzer/demo-forenpate"')
})

test('hidden content is not found, threads close to their legacy page', async () => {
  const hidden = posts[4]!
  await database.db.updateTable('posts').set({ visibility: 'Hidden' }).where('id', '=', hidden).execute()
  expect((await app.inject({ url: `/melden/post/${hidden}`, ...member() })).statusCode).toBe(404)
  expect((await app.inject(`/melden/post/${hidden}`)).statusCode).toBe(404)
  const thread = await app.inject({ url: `/melden/forum/${threadId}`, ...member() })
  expect(thread.statusCode).toBe(200)
  expect(thread.body).toContain('Thema melden')
  expect(thread.body).toMatch(/href="\/forum\/[a-z0-9-]+-t\d+\.html"/)
})

test('closing the dialog leads to a page that answers, for every category (spec 001 §7)', async () => {
  const db = database.db
  const others = (table: 'blog_articles' | 'motortests') =>
    db
      .selectFrom(table)
      .select(['id', 'slug'])
      .where('author_id', 'not in', [MEMBER])
      .where('hidden_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  const blog = await db
    .selectFrom('blog_articles')
    .select(['id', 'slug'])
    .where('author_id', '!=', MEMBER)
    .where('status', '=', 'published')
    .where('hidden_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const motortest = await others('motortests')
  const ad = await db
    .selectFrom('marketplace_ads')
    .select(['id', 'slug'])
    .where('seller_id', '!=', MEMBER)
    .where('hidden_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const message = await db
    .insertInto('private_messages')
    .values({
      sender_id: GODFATHER,
      recipient_id: MEMBER,
      title: 'Hallo',
      body: 'Servus!',
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const paths = [
    `/melden/forum/${threadId}`,
    `/melden/news/${threadId}`,
    `/melden/post/${posts[6]}`,
    `/melden/blogs/${blog.slug}-${blog.id}`,
    `/melden/tests/${motortest.slug}-${motortest.id}`,
    `/melden/marktplatz/${ad.slug}-${ad.id}`,
    '/melden/nutzer/demo-forenpate',
    '/melden/konto/demo-forenpate',
    `/melden/pn/${message.id}`,
  ]
  for (const path of paths) {
    const dialog = await app.inject({ url: path, ...member() })
    expect(dialog.statusCode, path).toBe(200)
    const close = /href="([^"]+)"[^>]*>(?:Abbrechen|Schließen)</.exec(dialog.body)?.[1]
    expect(close, path).toBeDefined()
    const target = close!.replaceAll('&amp;', '&')
    let page = await app.inject({ url: target, ...member() })
    if (page.statusCode >= 300 && page.statusCode < 400) {
      page = await app.inject({ url: String(page.headers.location), ...member() })
    }
    expect(page.statusCode, `${path} closes to ${target}`).toBe(200)
  }
})

test('with the switch MT-761_dsa off the route answers 404 and the menus are gone', async () => {
  const postId = posts[5]!
  const threadPage = async () => app.inject({ url: `/forum/x-t${threadId}.html`, ...member() })
  const before = await app.inject({ url: `/melden/post/${postId}`, ...member() })
  expect(before.statusCode).toBe(200)
  await database.db
    .insertInto('feature_switches')
    .values({ key: 'MT-761_dsa', enabled: false })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ enabled: false }))
    .execute()
  try {
    expect((await app.inject({ url: `/melden/post/${postId}`, ...member() })).statusCode).toBe(404)
    const page = await threadPage()
    const html =
      page.statusCode === 301
        ? (await app.inject({ url: page.headers.location as string, ...member() })).body
        : page.body
    expect(html).not.toContain('/melden/post/')
  } finally {
    await database.db
      .updateTable('feature_switches')
      .set({ enabled: true })
      .where('key', '=', 'MT-761_dsa')
      .execute()
  }
  const page = await threadPage()
  const html =
    page.statusCode === 301
      ? (await app.inject({ url: page.headers.location as string, ...member() })).body
      : page.body
  expect(html).toContain(`href="/melden/post/${posts[0]}"`)
  expect(html).toContain(`href="/melden/forum/${threadId}"`)
  // never on one's own post
  expect(html).not.toContain(`href="/melden/post/${ownPostId}"`)
})

test('the in-page dialog gets failures as data (for the toast), not as an error page', async () => {
  const response = await app.inject({ url: '/melden/post/2147483647.data?dialog=1', ...member() })
  expect(response.statusCode).toBe(200)
  expect(response.body).toContain('unavailable')
  const ok = await app.inject({ url: `/melden/post/${posts[6]}.data?dialog=1`, ...member() })
  expect(ok.statusCode).toBe(200)
  expect(ok.body).toContain('Meldung')
  // a document request keeps its 404
  expect((await app.inject({ url: '/melden/post/2147483647?dialog=1', ...member() })).statusCode).toBe(404)
})

test('the apps file the same notice over /graphql (CSRF header required), by the same service', async () => {
  const postId = posts[7]!
  const { csrf } = await reportForm(`/melden/post/${postId}`)
  const call = (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query, variables },
      headers: { 'content-type': 'application/json', ...headers },
      ...member(),
    })
  const can = await call(
    'query CanCreateNotice($t: ContentItemType!, $id: Int!) { notices { canCreateNotice(contentItemType: $t, contentItemId: $id) { canCreateNotice contentItemHasResolvedModerationCases } } }',
    { t: 'ForumPost', id: postId },
  )
  expect(can.json()).toEqual({
    data: {
      notices: { canCreateNotice: { canCreateNotice: true, contentItemHasResolvedModerationCases: false } },
    },
  })
  const mutation =
    'mutation C($input: CreateNoticeInput!) { createNotice(input: $input) { noticeId status } }'
  const input = {
    contentItemType: 'ForumPost',
    contentItemId: postId,
    reasonId: 'OffTopic',
    explanation: '',
    location: 'http://localhost/x',
    reporterName: 'demo-mitglied',
    reporterEmail: memberEmail,
    goodFaith: true,
  }
  const refused = await call(mutation, { input })
  expect(refused.json().errors[0].reason).toBe('PermissionDenied')
  expect(await noticesOn(postId)).toHaveLength(0)
  const filed = await call(mutation, { input }, { 'x-csrf-token': csrf })
  expect(filed.json()).toEqual({
    data: { createNotice: { noticeId: expect.any(Number), status: 'OpenNotice' } },
  })
  expect(await noticesOn(postId)).toHaveLength(1)
  const page = await app.inject({ url: `/melden/post/${postId}`, ...member() })
  expect(page.body).toContain('Du hast diesen Inhalt bereits gemeldet.')
})

test('‘Profilinhalt melden’ on other members’ profiles only, visitors included', async () => {
  const other = await app.inject({ url: '/nutzer/demo-forenpate', ...member() })
  expect(other.body).toContain('Profilinhalt melden')
  expect(other.body).toContain('href="/melden/nutzer/demo-forenpate"')
  const own = await app.inject({ url: '/nutzer/demo-mitglied', ...member() })
  expect(own.statusCode).toBe(200)
  expect(own.body).not.toContain('Profilinhalt melden')
  const visitor = await app.inject('/nutzer/demo-forenpate')
  expect(visitor.body).toContain('href="/melden/nutzer/demo-forenpate"')
})

test('a member whose reporting is suspended (DSA Art. 23) is told so, not "bereits gemeldet"', async () => {
  const target = posts[6]!
  const { csrf } = await reportForm(`/melden/post/${target}`)
  const suspension = await database.db
    .insertInto('user_restrictions')
    .values({ user_id: MEMBER, scope: 'notices', ends_at: new Date(Date.now() + 86_400_000), reason: 'Test' })
    .returning('id')
    .executeTakeFirstOrThrow()
  try {
    const page = await app.inject({ url: `/melden/post/${target}`, ...member() })
    expect(page.body).toContain('Beitrag melden nicht möglich')
    expect(page.body).toContain('Deine Möglichkeit, Inhalte zu melden, ist derzeit ausgesetzt.')
    expect(page.body).not.toContain('Du hast diesen Inhalt bereits gemeldet.')
    const post = await app.inject({
      method: 'POST',
      url: `/melden/post/${target}`,
      ...form(validFields(csrf)),
      ...member(),
    })
    expect(post.statusCode).toBe(403)
    expect(post.body).toContain('Deine Möglichkeit, Inhalte zu melden, ist derzeit ausgesetzt.')
    expect(await noticesOn(target)).toHaveLength(0)
  } finally {
    await database.db.deleteFrom('user_restrictions').where('id', '=', suspension.id).execute()
  }
})
