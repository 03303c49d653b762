import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// decision 036: the sections behind the frame's links that were 404 pages: blogs, pictures, team, app.

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

function canonical(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
}

describe('blogs (/blogs.html, /blogs/aktion/BlogList.html)', () => {
  test('every published article newest first, 20 a page, with author and date; drafts never', async () => {
    const published = await database.db
      .selectFrom('blog_articles')
      .select(['id', 'title', 'slug'])
      .where('status', '=', 'published')
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
    expect(published.length).toBeGreaterThan(20)
    const first = await app.inject('/blogs.html')
    expect(first.statusCode).toBe(200)
    expect(first.body).toContain('<title>Blogs - MOTOR-TALK</title>')
    expect(canonical(first.body)).toBe('https://www.motor-talk.de/blogs.html')
    const newest = published[0]!
    expect(first.body).toContain(`href="/blogs/${newest.slug}-${newest.id}.html"`)
    const twentieth = published[19]!
    const twentyFirst = published[20]!
    expect(first.body).toContain(`href="/blogs/${twentieth.slug}-${twentieth.id}.html"`)
    expect(first.body).not.toContain(`href="/blogs/${twentyFirst.slug}-${twentyFirst.id}.html"`)
    expect(first.body).toContain(`href="/blogs.html?vor=${twentieth.id}"`)

    const second = await app.inject(`/blogs.html?vor=${twentieth.id}`)
    expect(second.statusCode).toBe(200)
    expect(second.body).toContain(`href="/blogs/${twentyFirst.slug}-${twentyFirst.id}.html"`)
    expect(second.body).toContain('noindex,follow')

    const legacy = await app.inject('/blogs/aktion/BlogList.html')
    expect(legacy.statusCode).toBe(200)
    expect(canonical(legacy.body)).toBe('https://www.motor-talk.de/blogs.html')

    const drafts = await database.db
      .selectFrom('blog_articles')
      .select(['id', 'slug'])
      .where('status', '=', 'draft')
      .execute()
    for (const draft of drafts) expect(first.body).not.toContain(`-${draft.id}.html"`)
  })

  test('a page parameter that is no id shows the first page', async () => {
    expect((await app.inject('/blogs.html?vor=abc')).statusCode).toBe(200)
    expect((await app.inject('/blogs.html?vor=99999999999')).statusCode).toBe(200)
  })
})

describe('pictures (/bilder.html)', () => {
  test('the newest public galleries, each leading to its gallery page, which answers 200', async () => {
    const page = await app.inject('/bilder.html')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<h1>Bilder aus dem Forum</h1>')
    const links = [...page.body.matchAll(/href="(\/bilder\/[^"]+\.html)"/g)].map((match) => match[1]!)
    expect(links.length).toBeGreaterThan(0)
    for (const link of links.slice(0, 3)) expect((await app.inject(link)).statusCode).toBe(200)
  })

  test('a hidden post’s pictures are not listed', async () => {
    const shown = await database.db
      .selectFrom('posts')
      .select('id')
      .where('image_count', '>', 0)
      .where('visibility', '=', 'Online')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    await database.db.updateTable('posts').set({ visibility: 'Hidden' }).where('id', '=', shown.id).execute()
    try {
      // as a member: the visitors' copy of the page was cached by the test above
      const session = await logIn(app, 'demo-mitglied')
      const rows = await app.inject({ url: '/bilder.html', cookies: { mt_session: session } })
      expect(rows.statusCode).toBe(200)
      expect(rows.body).not.toMatch(new RegExp(`-g${shown.id}/`))
    } finally {
      await database.db
        .updateTable('posts')
        .set({ visibility: 'Online' })
        .where('id', '=', shown.id)
        .execute()
    }
  })
})

describe('team (/team.html) and app (/app)', () => {
  test('the team from the role data: staff, moderators with their boards, Forenpaten', async () => {
    const page = await app.inject('/team.html')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<title>Das Team - MOTOR-TALK</title>')
    for (const heading of ['MT-Werkstatt', 'Moderatoren', 'Forenpaten'])
      expect(page.body).toContain(`>${heading}</h2>`)
    expect(page.body).toContain('href="/nutzer/demo-moderator"')
    expect(page.body).toContain('href="/forum/vw-b200.html"')
    expect(page.body).toContain('href="/nutzer/demo-forenpate"')
    expect(page.body).not.toContain('href="/nutzer/demo-mitglied"')
  })

  test('the app page links both stores from the configuration', async () => {
    const session = await logIn(app, 'demo-mitglied')
    const page = await app.inject({ url: '/app', cookies: { mt_session: session } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('https://apps.apple.com/')
    expect(page.body).toContain('https://play.google.com/store/apps/details?id=de.motortalk.app')
  })
})

describe('contact (/inhalt/Contact.html)', () => {
  async function formPage(cookies: Record<string, string> = {}) {
    const page = await app.inject({ url: '/inhalt/Contact.html', cookies })
    expect(page.statusCode).toBe(200)
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? ''
    const cookie = [page.headers['set-cookie']].flat().find((c) => c?.startsWith('mt_csrf='))
    return {
      csrf,
      cookies: { ...cookies, ...(cookie ? { mt_csrf: cookie.split(';')[0]!.slice('mt_csrf='.length) } : {}) },
    }
  }
  const post = (fields: Record<string, string>, cookies: Record<string, string>, ip = '203.0.113.7') =>
    app.inject({
      method: 'POST',
      url: '/inhalt/Contact.html',
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      cookies,
      remoteAddress: ip,
    })

  test('a message is kept and mailed to the team; a visitor gets no copy (contact-copy.test.ts)', async () => {
    const { csrf, cookies } = await formPage()
    const response = await post(
      {
        csrf,
        topic: 'konto',
        name: 'Karin Kadett',
        email: 'karin@example.de',
        message: 'Wie ändere ich meinen Anzeigenamen?',
      },
      cookies,
    )
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('Danke für Deine Nachricht!')
    const stored = await database.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', 'karin@example.de')
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ topic: 'konto', name: 'Karin Kadett', user_id: null })
    const mails = await database.db
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', 'send-mail')
      .execute()
    const payloads = mails.map(
      (row) => row.payload as { to: string; subject: string; headers?: Record<string, string> },
    )
    expect(payloads.find((mail) => mail.to === 'kontakt@motor-talk.de')).toMatchObject({
      subject: 'Kontaktformular: Mein Konto (Karin Kadett)',
      headers: { 'Reply-To': 'karin@example.de' },
    })
    expect(payloads.find((mail) => mail.to === 'karin@example.de')).toBeUndefined()
  })

  test('mistakes answer 400 with the message at the field and everything typed kept; no token 403', async () => {
    const { csrf, cookies } = await formPage()
    const refused = await post(
      { csrf, topic: 'frage', name: 'Opel-Olli', email: 'olli@', message: 'Meine Frage ist lang genug.' },
      cookies,
    )
    expect(refused.statusCode).toBe(400)
    expect(refused.body).toContain('Bitte gib eine gültige E-Mail-Adresse an.')
    expect(refused.body).toContain('value="Opel-Olli"')
    expect(refused.body).toContain('Meine Frage ist lang genug.')
    const forged = await post(
      { topic: 'frage', name: 'X', email: 'x@example.de', message: 'Ohne Token gesendet.' },
      cookies,
    )
    expect(forged.statusCode).toBe(403)
  })

  test('more than five messages an hour from one sender: 429 with the wait', async () => {
    const { csrf, cookies } = await formPage()
    const fields = {
      csrf,
      topic: 'sonstiges',
      name: 'Viel-Schreiber',
      email: 'viel@example.de',
      message: 'Noch eine Nachricht an Euch.',
    }
    for (let i = 0; i < 5; i += 1) expect((await post(fields, cookies, '198.51.100.9')).statusCode).toBe(200)
    const sixth = await post(fields, cookies, '198.51.100.9')
    expect(sixth.statusCode).toBe(429)
    expect(sixth.body).toMatch(/Bitte warte \d+ Minuten/)
  })
})

describe('newsletter (/newsletter)', () => {
  test('a visitor is sent to registration or login; a POST goes through login', async () => {
    const page = await app.inject('/newsletter')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('href="/registrieren?redirectAfterProcess=%2Fnewsletter"')
    expect(page.body).toContain('href="/einloggen?redirectAfterProcess=%2Fnewsletter"')
    const post = await app.inject({
      method: 'POST',
      url: '/newsletter',
      payload: 'newsletter=on',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(post.statusCode).toBe(303)
    expect(post.headers.location).toBe('/einloggen?redirectAfterProcess=%2Fnewsletter')
  })

  test('a member asks for it with the double opt-in and can cancel it', async () => {
    const session = await logIn(app, 'demo-forenpate')
    const page = await app.inject({ url: '/newsletter', cookies: { mt_session: session } })
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toContain('private')
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? ''
    const ask = (value: string) =>
      app.inject({
        method: 'POST',
        url: '/newsletter',
        payload: new URLSearchParams({ csrf, newsletter: value }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        cookies: { mt_session: session },
      })
    await ask('off')
    const asked = await ask('on')
    expect(asked.statusCode).toBe(200)
    expect(asked.body).toContain(
      'Wir haben Dir eine E-Mail geschickt. Bitte bestätige darin Dein Newsletter-Abonnement.',
    )
    const user = await database.db
      .selectFrom('users')
      .select('newsletter_status')
      .where('username', '=', 'demo-forenpate')
      .executeTakeFirstOrThrow()
    expect(user.newsletter_status).toBe('pending')
    const cancelled = await ask('off')
    expect(cancelled.body).toContain('Du hast den Newsletter abbestellt.')
  })
})
