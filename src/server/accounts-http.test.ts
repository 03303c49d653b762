import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { form, hiddenField, logIn, setCookies } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

let database: TestDatabase
let app: FastifyInstance

beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db)
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

async function loginForm(url = '/einloggen') {
  const page = await app.inject(url)
  return { page, csrf: setCookies(page).get('mt_csrf') ?? '' }
}

describe('login over HTTP', () => {
  test('the login page sets a CSRF cookie and posts to /login.html with the redirect targets', async () => {
    const { page, csrf } = await loginForm(
      '/einloggen?redirectAfterProcess=%2Fforum.html&redirectAfterCancel=%2F',
    )
    expect(page.statusCode).toBe(200)
    expect(csrf.length).toBeGreaterThan(20)
    expect(page.headers['set-cookie']).toContain('HttpOnly')
    expect(page.body).toContain(
      'action="/login.html?redirectAfterProcess=%2Fforum.html&amp;redirectAfterCancel=%2F"',
    )
    expect(page.body).toContain('name="telemetry"')
    expect(page.body).toContain('<meta name="robots" content="noindex"/>')
  })

  test("the header's login button (only telemetry) shows the form without a 'continue' notice", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/login.html?redirectAfterProcess=%2Fforum.html%23login&redirectAfterCancel=%2Fforum.html',
      ...form({ telemetry: 'header' }),
    })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('name="password"')
    expect(response.body).not.toContain('um fortzufahren')
    const forwarded = await app.inject({
      method: 'POST',
      url: '/login.html?redirectAfterProcess=%2Fforum.html',
      ...form({ threadId: '1', postContent: 'Hallo' }),
    })
    expect(forwarded.body).toContain('Bitte melde Dich an, um fortzufahren.')
    // a reply typed as a visitor: the form says it is kept (DESIGN.md)
    expect(forwarded.body).toContain(
      'Deine Antwort ist gespeichert und wird nach der Anmeldung veröffentlicht.',
    )
  })

  test('success: 303 to the target with an httpOnly, SameSite=Lax session cookie', async () => {
    const { csrf } = await loginForm()
    const response = await app.inject({
      method: 'POST',
      url: '/login.html?redirectAfterProcess=%2Fforum.html',
      ...form({ csrf, username: 'demo-mitglied', password: 'demo-passwort', telemetry: 'x' }),
      cookies: { mt_csrf: csrf },
    })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/forum.html')
    const cookie = [response.headers['set-cookie']].flat().find((c) => c?.startsWith('mt_session='))
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).not.toMatch(/Secure/) // plain HTTP here; Secure behind HTTPS
  })

  test('a login leaves a known-device cookie that lets the owner in while guesses lock the account (decision 017)', async () => {
    async function attempt(password: string, device?: string) {
      const { csrf } = await loginForm()
      return app.inject({
        method: 'POST',
        url: '/login.html?redirectAfterProcess=%2Fforum.html',
        ...form({ csrf, username: 'demo-forenpate', password, telemetry: '' }),
        cookies: device ? { mt_csrf: csrf, mt_device: device } : { mt_csrf: csrf },
      })
    }
    const first = await attempt('demo-passwort')
    expect(first.statusCode).toBe(303)
    const device = setCookies(first).get('mt_device') ?? ''
    const raw = [first.headers['set-cookie']].flat().find((c) => c?.startsWith('mt_device='))
    expect(raw).toMatch(/HttpOnly/)
    expect(raw).toMatch(/SameSite=Lax/)
    // all from the same address (inject's 127.0.0.1): the guesses use up this address's budget
    for (let i = 0; i < 12; i += 1) await attempt(`falsch-${i}`)
    expect((await attempt('demo-passwort')).statusCode).toBe(429)
    expect((await attempt('demo-passwort', device)).statusCode).toBe(303)
    await database.db.deleteFrom('rate_limits').execute() // the other tests log in from here too
  })

  test('the home page as target maps to /cockpit.html; foreign targets are not followed', async () => {
    for (const [target, expected] of [
      ['/', '/cockpit.html'],
      ['https://evil.example/phish', '/cockpit.html'],
      ['//evil.example', '/cockpit.html'],
      ['/forum/vw-b200.html?page=1', '/forum/vw-b200.html?page=1'],
    ]) {
      const { csrf } = await loginForm()
      const response = await app.inject({
        method: 'POST',
        url: `/login.html?redirectAfterProcess=${encodeURIComponent(target!)}`,
        ...form({ csrf, username: 'demo-moderator', password: 'demo-passwort' }),
        cookies: { mt_csrf: csrf },
      })
      expect(response.headers.location).toBe(expected)
    }
  })

  test('wrong password: 401, the generic message, the name kept in the form', async () => {
    const { csrf } = await loginForm()
    const response = await app.inject({
      method: 'POST',
      url: '/login.html',
      ...form({ csrf, username: 'demo-mitglied', password: 'falsch-falsch' }),
      cookies: { mt_csrf: csrf },
    })
    expect(response.statusCode).toBe(401)
    expect(response.body).toContain('Benutzername/E-Mail oder Passwort ist falsch.')
    expect(response.body).toContain('value="demo-mitglied"')
    expect(setCookies(response).has('mt_session')).toBe(false)
  })

  test('CSRF: without the token, or with a foreign Origin, nobody is logged in', async () => {
    const { csrf } = await loginForm()
    const noToken = await app.inject({
      method: 'POST',
      url: '/login.html',
      ...form({ username: 'demo-mitglied', password: 'demo-passwort' }),
      cookies: { mt_csrf: csrf },
    })
    expect(noToken.statusCode).toBe(403)
    const foreign = await app.inject({
      method: 'POST',
      url: '/login.html',
      payload: new URLSearchParams({ csrf, username: 'demo-mitglied', password: 'demo-passwort' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      cookies: { mt_csrf: csrf },
    })
    // a form posted from another site: our 403 page before any action runs
    expect(foreign.statusCode).toBe(403)
    expect(foreign.body).toContain('Zugriff verweigert')
    expect(setCookies(foreign).has('mt_session')).toBe(false)
  })

  test('a member action posted by a visitor shows the login form and keeps the targets', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/login.html?redirectAfterProcess=%2Fforum%2Faktion%2FQuickPost.html&redirectAfterCancel=%2Fforum.html',
      ...form({ threadId: '12', postContent: 'Meine Antwort' }),
    })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('Bitte melde Dich an, um fortzufahren.')
    expect(response.body).toContain('redirectAfterProcess=%2Fforum%2Faktion%2FQuickPost.html')
    expect(response.body).toContain('Abbrechen')
  })

  test('registration answers a taken and a free address the same way (docs/security.md)', async () => {
    async function register(username: string, email: string) {
      const { csrf } = await loginForm('/registrieren')
      return app.inject({
        method: 'POST',
        url: '/registrieren',
        ...form({ csrf, username, email, password: 'Zündkerzenwechsel', terms: 'on', age: 'on' }),
        cookies: { mt_csrf: csrf },
      })
    }
    const taken = await register('Doppelgaenger', 'demo-moderator@example.org')
    const free = await register('Einzelgaenger', 'einzelgaenger@example.de')
    expect([taken.statusCode, taken.headers.location]).toEqual([303, '/registrieren?gesendet=1'])
    expect([free.statusCode, free.headers.location]).toEqual([taken.statusCode, taken.headers.location])
    expect(taken.body).toBe(free.body)
    expect(taken.body).not.toContain('bereits verwendet')
    // 'Fast geschafft!' names the address the mail went to, the one typed, either way (DESIGN.md)
    const sentTo = setCookies(free).get('mt_registered')
    expect(sentTo).toBe('einzelgaenger@example.de')
    const page = await app.inject({
      url: '/registrieren?gesendet=1',
      cookies: { mt_registered: sentTo ?? '' },
    })
    expect(page.body).toContain('Fast geschafft!')
    expect(page.body).toContain('eine E-Mail an <strong>einzelgaenger@example.de</strong>')
  })

  test('a confirmation link posted twice confirms once; the second POST and a later visit say "bereits bestätigt"', async () => {
    const { csrf } = await loginForm('/registrieren')
    await app.inject({
      method: 'POST',
      url: '/registrieren',
      ...form({
        csrf,
        username: 'Doppelklicker',
        email: 'doppelklick@example.de',
        password: 'Zündkerzenwechsel',
        terms: 'on',
        age: 'on',
      }),
      cookies: { mt_csrf: csrf },
    })
    const job = await database.db
      .selectFrom('jobs')
      .select('payload')
      .where(sql<boolean>`payload->>'to' = 'doppelklick@example.de'`)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    const token = /token=([\w-]+)/.exec((job.payload as { text: string }).text)?.[1] ?? ''
    const confirm = (cookies: Record<string, string> = {}, formCsrf = csrf) =>
      app.inject({
        method: 'POST',
        url: `/registrieren/bestaetigen?token=${token}`,
        ...form({ csrf: formCsrf, token }),
        cookies: { mt_csrf: csrf, ...cookies },
      })
    const first = await confirm()
    expect(first.statusCode).toBe(303)
    const session = setCookies(first).get('mt_session') ?? ''
    expect(session).not.toBe('')
    // the page's own submit and a click: the second POST neither refuses (410) nor ends the session
    const again = await confirm()
    expect(again.statusCode).toBe(200)
    expect(again.body).toContain('bereits bestätigt – bitte anmelden')
    expect(again.body).toContain('href="/einloggen"')
    expect(again.body).not.toContain('Link ungültig')
    expect(setCookies(again).has('mt_session')).toBe(false)
    // … and in the browser that holds the first POST's session it goes on as the first did
    const memberPage = await app.inject({
      url: `/registrieren/bestaetigen`,
      cookies: { mt_session: session },
    })
    const sameBrowser = await confirm({ mt_session: session }, hiddenField(memberPage.body, 'csrf'))
    expect(sameBrowser.statusCode).toBe(303)
    expect(setCookies(sameBrowser).has('mt_session')).toBe(false)
    // opened again days later
    const later = await app.inject(`/registrieren/bestaetigen?token=${token}`)
    expect(later.statusCode).toBe(200)
    expect(later.body).toContain('bereits bestätigt – bitte anmelden')
    expect(later.body).not.toContain('Link ungültig')
  })

  test('registration page answers the POST of other pages (error page, Stell Deine Frage) with the form', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/registration/registration.html?redirectAfterProcess=%2Fforum%2Faktion%2FStartThread.html%3FboardId%3D1065',
    })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('Kostenlos registrieren')
    expect(response.body).toContain(
      'redirectAfterProcess=%2Fforum%2Faktion%2FStartThread.html%3FboardId%3D1065',
    )
  })
})

describe('a member session', () => {
  test('pages show the member (known before render), privately; GraphQL WhoAmI answers with role relations', async () => {
    const session = await logIn(app, 'demo-moderator')
    const page = await app.inject({ url: '/forum.html', cookies: { mt_session: session } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('aria-label="Benutzermenü von demo-moderator"')
    expect(page.body).not.toContain('name="telemetry"')
    expect(page.headers['cache-control']).toBe('private, no-store')
    expect(page.headers['x-cache']).toBeUndefined()

    const whoAmI = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: {
        query:
          '{ user { whoAmI { userId displayName roleRelations { userRole relatedBoards { id name path } } } } }',
      },
      cookies: { mt_session: session },
    })
    expect(whoAmI.json().data.user.whoAmI).toMatchObject({
      displayName: 'demo-moderator',
      roleRelations: [
        {
          userRole: 'moderator',
          relatedBoards: expect.arrayContaining([{ id: 200, name: 'VW', path: '/forum/vw-b200.html' }]),
        },
      ],
    })
  })

  test('UserHeader gives the member real flyout data', async () => {
    const session = await logIn(app, 'demo-mitglied')
    // the seed's clock lies in the past: bring the two friends online now
    await database.db
      .updateTable('users')
      .set({ last_seen_at: new Date() })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('buddies as b')
          .innerJoin('buddies as back', (join) =>
            join.onRef('back.user_id', '=', 'b.buddy_id').onRef('back.buddy_id', '=', 'b.user_id'),
          )
          .innerJoin('users as u', 'u.id', 'b.user_id')
          .select('b.buddy_id')
          .where('u.username', '=', 'demo-mitglied'),
      )
      .execute()
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: {
        query:
          '{ user { headerData { privateMessages { title messageType } threadUpdates { title newPostAmount } friendsOnline { users { displayName } } subscribedBoardUpdates { boardTitle isUnread } subscribedBlogUpdates { title } } } }',
      },
      cookies: { mt_session: session },
    })
    const header = response.json().data.user.headerData
    expect(header.privateMessages.map((m: { messageType: string }) => m.messageType).sort()).toEqual([
      'PrivateMessage',
      'PrivateMessage',
      'UserMention',
    ])
    expect(header.threadUpdates.length).toBe(4)
    expect(header.friendsOnline.users.length).toBe(2)
    expect(header.subscribedBoardUpdates.length).toBe(3)
    expect(
      header.subscribedBoardUpdates.find((b: { boardTitle: string }) => b.boardTitle === 'VW').isUnread,
    ).toBe(true)
    expect(header.subscribedBlogUpdates.length).toBe(2)
  })

  test('GraphQL mutations need the session CSRF token in X-CSRF-Token', async () => {
    const session = await logIn(app, 'demo-mitglied')
    const mutation = { query: 'mutation { markAllRead(scope: BOARDS) }' }
    const without = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: mutation,
      cookies: { mt_session: session },
    })
    expect(without.json().errors[0]).toMatchObject({ reason: 'PermissionDenied' })
    // the logout page without a token asks for a click: its form carries the session's token
    const logoutPage = await app.inject({ url: '/logout.html', cookies: { mt_session: session } })
    const token = /name="csrf" value="([\w-]+)"/.exec(logoutPage.body)?.[1] ?? ''
    expect(token).not.toBe('')
    const withToken = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: mutation,
      headers: { 'x-csrf-token': token },
      cookies: { mt_session: session },
    })
    expect(withToken.json()).toEqual({ data: { markAllRead: true } })
    const visitor = await app.inject({ method: 'POST', url: '/graphql', payload: mutation })
    expect(visitor.json().errors[0]).toMatchObject({ reason: 'LoginRequired' })
  })

  test('logout needs the access token; without it the page asks, with it the session ends', async () => {
    const session = await logIn(app, 'demo-forenpate')
    const foreign = await app.inject({
      url: '/logout.html?redirectAfterProcess=%2F&accessToken=falsch',
      cookies: { mt_session: session },
    })
    expect(foreign.statusCode).toBe(200)
    expect(foreign.body).toContain('Möchtest Du Dich wirklich abmelden?')
    const token = hiddenField(foreign.body, 'csrf')
    const logout = await app.inject({
      url: `/logout.html?redirectAfterProcess=%2F&accessToken=${encodeURIComponent(token)}`,
      cookies: { mt_session: session },
    })
    expect(logout.statusCode).toBe(303)
    expect(logout.headers.location).toBe('/')
    expect(setCookies(logout).get('mt_session')).toBe('')
    const after = await app.inject({ url: '/cockpit.html', cookies: { mt_session: session } })
    expect(after.statusCode).toBe(302)
    expect(after.headers.location).toBe('/einloggen?redirectAfterProcess=%2Fcockpit.html')
    expect(setCookies(after).get('mt_session')).toBe('') // the dead cookie is cleared
  })

  test("'Benutzer wechseln': a member gets the login form, and logging in as another ends the first session (DESIGN.md)", async () => {
    const first = await logIn(app, 'demo-mitglied')
    const page = await app.inject({ url: '/login.html', cookies: { mt_session: first } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toMatch(/Du bist als [^<]+ eingeloggt\. Melde Dich hier mit einem anderen Konto an\./)
    const csrf = hiddenField(page.body, 'csrf')
    const csrfCookie = setCookies(page).get('mt_csrf')
    const response = await app.inject({
      method: 'POST',
      url: '/login.html?redirectAfterProcess=%2Fforum.html',
      ...form({ csrf, username: 'demo-moderator', password: 'demo-passwort', telemetry: '' }),
      cookies: { mt_session: first, ...(csrfCookie ? { mt_csrf: csrfCookie } : {}) },
    })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/forum.html')
    const second = setCookies(response).get('mt_session')
    expect(second).toBeTruthy()
    expect(second).not.toBe(first)
    const asSecond = await app.inject({ url: '/cockpit.html', cookies: { mt_session: second ?? '' } })
    expect(asSecond.statusCode).toBe(200)
    expect(asSecond.body).toContain('demo-moderator')
    const asFirst = await app.inject({ url: '/cockpit.html', cookies: { mt_session: first } })
    expect(asFirst.statusCode).toBe(302)
  })

  test('logout never redirects to another host, however the target is disguised (docs/security.md)', async () => {
    for (const target of [
      '/.//evil.com',
      '/a/..//evil.com',
      '/%2e//evil.com',
      'http://localhost//evil.com',
    ]) {
      const visitor = await app.inject(`/logout.html?redirectAfterProcess=${encodeURIComponent(target)}`)
      expect(visitor.statusCode).toBe(302)
      expect(visitor.headers.location).toBe('/')
    }
    const session = await logIn(app, 'demo-forenpate')
    const page = await app.inject({ url: '/logout.html', cookies: { mt_session: session } })
    const token = hiddenField(page.body, 'csrf')
    const logout = await app.inject({
      url: `/logout.html?redirectAfterProcess=${encodeURIComponent('/.//evil.com')}&accessToken=${encodeURIComponent(token)}`,
      cookies: { mt_session: session },
    })
    expect(logout.statusCode).toBe(303)
    expect(logout.headers.location).toBe('/')
  })

  test("the login page's Abbrechen never links to another host (docs/security.md)", async () => {
    const page = await app.inject(
      `/einloggen?redirectAfterCancel=${encodeURIComponent('/.//evil.com')}&redirectAfterProcess=${encodeURIComponent('/%2e//evil.com')}`,
    )
    expect(page.statusCode).toBe(200)
    // (the header's own login form carries the current address, escaped: that is not a link)
    const links = [...page.body.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '')
    expect(links.filter((href) => href.includes('evil.com'))).toEqual([])
    expect(page.body).not.toMatch(/value="[^"]*\/\/evil\.com/)
  })

  test('members-only pages send visitors through login and back', async () => {
    const response = await app.inject('/cockpit/EinstellungenUebersicht.html')
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe(
      '/einloggen?redirectAfterProcess=%2Fcockpit%2FEinstellungenUebersicht.html',
    )
  })

  test('mark as read: a GET asks and a POST without token is refused, both change nothing; with the token it marks (docs/security.md)', async () => {
    const session = await logIn(app, 'demo-mitglied')
    const unread = () =>
      database.db
        .selectFrom('board_subscriptions as s')
        .innerJoin('boards as b', 'b.id', 's.board_id')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select('b.id')
        .where('u.username', '=', 'demo-mitglied')
        .whereRef('b.last_post_at', '>', 's.last_read_at')
        .execute()
    // (an earlier test marked everything read through GraphQL: make the subscriptions unread again)
    await sql`UPDATE board_subscriptions SET last_read_at = '2000-01-01'
      WHERE user_id = (SELECT id FROM users WHERE username = 'demo-mitglied')`.execute(database.db)
    const before = (await unread()).length
    expect(before).toBeGreaterThan(0)
    const url = '/forum/aktion/MarkAllRead.html?onlyMarkSubscribedBoards'

    // a cross-site GET (a link or an image on another page)
    const get = await app.inject({
      url,
      headers: { referer: 'https://evil.example/' },
      cookies: { mt_session: session },
    })
    expect(get.statusCode).toBe(200)
    expect(get.body).toContain('Möchtest Du alle abonnierten Foren als gelesen markieren?')
    expect((await unread()).length).toBe(before)

    // a POST without the token, and one with a foreign origin
    const tokenless = await app.inject({ method: 'POST', url, ...form({}), cookies: { mt_session: session } })
    expect(tokenless.statusCode).toBe(403)
    expect(tokenless.body).toContain('Das Formular ist abgelaufen')
    const token = hiddenField(get.body, 'csrf')
    const foreign = await app.inject({
      method: 'POST',
      url,
      payload: form({ csrf: token }).payload,
      headers: { ...form({}).headers, origin: 'https://evil.example' },
      cookies: { mt_session: session },
    })
    expect(foreign.statusCode).toBe(403)
    expect((await unread()).length).toBe(before)

    // the header's form: POST with the session's token, back where the member clicked
    const post = await app.inject({
      method: 'POST',
      url,
      payload: form({ csrf: token }).payload,
      headers: { ...form({}).headers, referer: 'http://localhost/forum.html' },
      cookies: { mt_session: session },
    })
    expect(post.statusCode).toBe(303)
    expect(post.headers.location).toBe('/forum.html')
    expect(await unread()).toHaveLength(0)
  })

  test("the header's mark-as-read controls are forms carrying the session's token", async () => {
    const session = await logIn(app, 'demo-mitglied')
    const page = await app.inject({ url: '/forum/aktion/MarkAllRead.html', cookies: { mt_session: session } })
    const token = hiddenField(page.body, 'csrf')
    const confirmed = await app.inject({
      method: 'POST',
      url: '/forum/aktion/MarkAllRead.html',
      ...form({ csrf: token, returnTo: '/.//evil.com' }),
      cookies: { mt_session: session },
    })
    expect(confirmed.statusCode).toBe(303)
    expect(confirmed.headers.location).toBe('/cockpit.html')
  })

  test('the development mailbox does not exist when mail goes elsewhere', async () => {
    expect((await app.inject('/dev/mailbox')).statusCode).toBe(404)
  })
})

describe('the development mailbox (docs/security.md)', () => {
  let outboxDir: string
  let withMailbox: FastifyInstance
  beforeAll(async () => {
    outboxDir = await mkdtemp(path.join(tmpdir(), 'outbox-'))
    withMailbox = await testServer(database.db, { outboxDir })
  })
  afterAll(async () => {
    await withMailbox.close()
    await rm(outboxDir, { recursive: true, force: true })
  })

  test('answers requests from this machine', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await withMailbox.inject({ url: '/dev/mailbox', remoteAddress })
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('Postausgang')
    }
  })

  test('is a 404 for any other address, and for anything that came through a proxy', async () => {
    for (const remoteAddress of ['203.0.113.9', '10.0.0.2', '::ffff:192.0.2.1', '2001:db8::1']) {
      const response = await withMailbox.inject({ url: '/dev/mailbox', remoteAddress })
      expect(response.statusCode).toBe(404)
      expect(response.body).not.toContain('Postausgang')
    }
    for (const headers of [
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
    ]) {
      const response = await withMailbox.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1', headers })
      expect(response.statusCode).toBe(404)
    }
  })

  test('answers only our own loopback host names: a rebound DNS name (DNS rebinding) gets 404', async () => {
    for (const host of [
      'evil.example:3000',
      'evil.example',
      '127.0.0.1.nip.io:3000',
      'motor-talk.de.evil.example',
    ]) {
      const response = await withMailbox.inject({
        url: '/dev/mailbox',
        remoteAddress: '127.0.0.1',
        headers: { host },
      })
      expect(response.statusCode, host).toBe(404)
      expect(response.body).not.toContain('Postausgang')
    }
    for (const host of ['localhost:3000', '127.0.0.1:3000', 'tests.localhost:3000', '[::1]:3000']) {
      const response = await withMailbox.inject({
        url: '/dev/mailbox',
        remoteAddress: '127.0.0.1',
        headers: { host },
      })
      expect(response.statusCode, host).toBe(200)
    }
  })
})

describe('PostJump (spec 000 §2.4) and thumbs up through it (spec 001 §7)', () => {
  async function someReply() {
    return database.db
      .selectFrom('posts')
      .innerJoin('threads', 'threads.id', 'posts.thread_id')
      .innerJoin('users', 'users.id', 'posts.author_id')
      .select([
        'posts.id',
        'posts.position',
        'posts.thumbs_up_count',
        'threads.id as thread_id',
        'threads.slug',
      ])
      .where('posts.position', '=', 14)
      .where('users.username', '<>', 'demo-mitglied')
      .where('posts.visibility', '=', 'Online')
      .executeTakeFirstOrThrow()
  }

  test('GET answers with a redirect to the thread page and the anchor; unknown and invalid ids are 404', async () => {
    const post = await someReply()
    const response = await app.inject(`/forum/aktion/PostJump.html?postId=${post.id}`)
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe(
      `/forum/${post.slug}-t${post.thread_id}.html?page=1#post-${post.id}`,
    )
    expect((await app.inject('/forum/aktion/PostJump.html?postId=999999999')).statusCode).toBe(404)
    expect((await app.inject('/forum/aktion/PostJump.html?postId=2147483648')).statusCode).toBe(404)
    expect((await app.inject('/forum/aktion/PostJump.html?postId=abc')).statusCode).toBe(404)
  })

  test('a visitor’s thumbs up goes through login and is given on the way back, once', async () => {
    const post = await someReply()
    const visitor = await app.inject({
      method: 'POST',
      url: '/forum/aktion/PostJump.html',
      ...form({ rank: 'thumbsUp', postId: String(post.id) }),
    })
    expect(visitor.statusCode).toBe(303)
    const back = `/forum/aktion/PostJump.html?postId=${post.id}&rank=thumbsUp`
    expect(visitor.headers.location).toBe(`/einloggen?redirectAfterProcess=${encodeURIComponent(back)}`)
    const session = await logIn(app, 'demo-mitglied')
    // a link from elsewhere does not give thumbs in the member's name
    await app.inject({
      url: back,
      headers: { 'sec-fetch-site': 'cross-site' },
      cookies: { mt_session: session },
    })
    expect((await someReply()).thumbs_up_count).toBe(post.thumbs_up_count)
    // back from the login a GET only asks (post-jump.test.ts); the POST with the token gives it, once
    const returned = await app.inject({
      url: back,
      headers: { 'sec-fetch-site': 'same-origin' },
      cookies: { mt_session: session },
    })
    expect(returned.statusCode).toBe(200)
    expect((await someReply()).thumbs_up_count).toBe(post.thumbs_up_count)
    const csrf = /name="csrf" value="([^"]+)"/.exec(returned.body)?.[1] ?? ''
    for (let i = 0; i < 2; i += 1) {
      const given = await app.inject({
        method: 'POST',
        url: '/forum/aktion/PostJump.html',
        ...form({ csrf, rank: 'thumbsUp', postId: String(post.id), give: '1' }),
        cookies: { mt_session: session },
      })
      expect(given.statusCode).toBe(303)
    }
    expect((await someReply()).thumbs_up_count).toBe(post.thumbs_up_count + 1)
  })
})
