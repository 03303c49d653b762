import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { AVATAR_MAX_BYTES } from '#domain/limits.ts'
import { hashPassword } from '#services/passwords.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { form, hiddenField, logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'
import { AVATAR_FORM_BODY_MAX_BYTES } from './body-limits.ts'

// decision 027: the settings pages over HTTP — one's own profile (Über mich, user title, signature,
// avatar) and account (e-mail address, password), and where the profile shows: the profile page
// and under the member's posts, for visitors too (page cache).

let database: TestDatabase
let app: FastifyInstance
let uploadsDir: string
let passwordHash: string
let thread: { id: number; slug: string }

const PAGES = [
  '/cockpit/EinstellungenUebersicht.html',
  '/cockpit/einstellungen/profil',
  '/cockpit/einstellungen/avatar',
  '/cockpit/einstellungen/e-mail',
  '/cockpit/einstellungen/passwort',
]

beforeAll(async () => {
  database = await createTestDatabase('demo')
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'profile-uploads-'))
  // the page cache stays on: visitors must see a changed profile at once (afterWrite)
  app = await testServer(database.db, { uploadsDir })
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
})
afterAll(async () => {
  await app.close()
  await database.drop()
  await rm(uploadsDir, { recursive: true, force: true })
})

/** A fresh active member with the demo password; `posts` split into topics and replies. */
async function addMember(posts = 0) {
  const name = `profil-${randomBytes(4).toString('hex')}`
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
      topic_count: Math.floor(posts / 3),
      reply_count: posts - Math.floor(posts / 3),
    })
    .returning(['id', 'slug', 'email'])
    .executeTakeFirstOrThrow()
  const session = await logIn(app, name)
  return { id: row.id, name, slug: row.slug, email: row.email!, session }
}

/** The page without React's markers between text parts. */
function shown(html: string): string {
  return html.replaceAll('<!-- -->', '')
}

/** The opening tag of the form field with this name. */
function fieldTag(html: string, name: string): string {
  const tag = [...html.matchAll(/<(?:input|textarea)\b[^>]*>/g)]
    .map((match) => match[0])
    .find((candidate) => candidate.includes(` name="${name}"`))
  if (!tag) throw new Error(`no field ${name}`)
  return tag
}

function get(url: string, session?: string) {
  return app.inject({ url, ...(session ? { cookies: { mt_session: session } } : {}) })
}

async function csrfOf(session: string, url = '/cockpit/einstellungen/profil'): Promise<string> {
  return hiddenField((await get(url, session)).body, 'csrf')
}

function post(url: string, session: string | undefined, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    ...form(fields),
    ...(session ? { cookies: { mt_session: session } } : {}),
  })
}

function multipart(
  fields: Record<string, string>,
  file?: { filename: string; type: string; content: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----profiltest${randomBytes(6).toString('hex')}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

async function uploadAvatar(
  session: string,
  file: { filename: string; type: string; content: Buffer },
  csrf?: string,
) {
  const token = csrf ?? (await csrfOf(session, '/cockpit/einstellungen/avatar'))
  return app.inject({
    method: 'POST',
    url: '/cockpit/einstellungen/avatar',
    ...multipart({ csrf: token }, file),
    cookies: { mt_session: session },
  })
}

/** A photo as a camera writes it: a JPEG with EXIF (a copyright, a camera, an orientation). */
function photo(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 40, b: 30 } } })
    .composite([
      {
        input: { create: { width: width / 4, height: height / 4, channels: 3, background: '#1c7ed6' } },
        left: width / 2,
        top: height / 3,
      },
    ])
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Geheimer Fotograf', Make: 'Kamerahersteller', Model: 'K-1' } })
    .toBuffer()
}

async function quickReply(session: string, text: string) {
  const csrf = await csrfOf(session)
  const response = await post(`/forum/aktion/QuickPost.html?threadId=${thread.id}`, session, {
    csrf,
    threadId: String(thread.id),
    postContent: text,
    submissionKey: randomBytes(6).toString('hex'),
  })
  expect(response.statusCode).toBe(303)
  return String(response.headers.location).replace(/#.*$/, '')
}

describe('members only, private, noindex, CSRF', () => {
  test('every settings page sends visitors through login and back', async () => {
    for (const url of PAGES) {
      const page = await get(url)
      expect(page.statusCode, url).toBe(302)
      expect(page.headers.location).toBe(`/einloggen?redirectAfterProcess=${encodeURIComponent(url)}`)
      // a visitor's POST does nothing either
      const posted = await post(url, undefined, { aboutMe: 'Hallo' })
      expect([302, 303], url).toContain(posted.statusCode)
      expect(String(posted.headers.location)).toMatch(/^\/einloggen\?redirectAfterProcess=/)
    }
  })

  test('members see every page: private, no-store, noindex, the settings navigation marking the page', async () => {
    const member = await addMember()
    for (const url of PAGES) {
      const page = await get(url, member.session)
      expect(page.statusCode, url).toBe(200)
      expect(page.headers['cache-control']).toBe('private, no-store')
      expect(page.body).toContain('<meta name="robots" content="noindex"/>')
      expect(page.body).toMatch(/<nav [^>]*aria-label="Einstellungen"/)
      const current = [...page.body.matchAll(/<a [^>]*aria-current="page"[^>]*>/g)].map((match) => match[0])
      expect(current).toHaveLength(1)
      expect(current[0]).toContain(`href="${url}"`)
    }
    const overview = await get(PAGES[0]!, member.session)
    // newsletter and cancellation stay on the overview
    expect(overview.body).toContain('Newsletter abonnieren')
    expect(overview.body).toContain('href="/cockpit/konto-kuendigen"')
  })

  test('a POST without the CSRF token is refused with 403 on every page, nothing changes', async () => {
    const member = await addMember(40)
    const fields: Record<string, Record<string, string>> = {
      '/cockpit/EinstellungenUebersicht.html': { newsletter: 'on' },
      '/cockpit/einstellungen/profil': { aboutMe: 'Ohne Token', signature: '', userTitle: 'Titel' },
      '/cockpit/einstellungen/avatar': { intent: 'remove' },
      '/cockpit/einstellungen/e-mail': { email: 'neu@example.de', currentPassword: 'demo-passwort' },
      '/cockpit/einstellungen/passwort': {
        currentPassword: 'demo-passwort',
        newPassword: 'Nockenwelle im Nebel',
        newPasswordRepeat: 'Nockenwelle im Nebel',
      },
    }
    for (const url of PAGES) {
      const response = await post(url, member.session, { ...fields[url], csrf: 'falsch' })
      expect(response.statusCode, url).toBe(403)
      expect(response.body).toContain('Das Formular ist abgelaufen')
    }
    // what was typed comes back
    const profile = await post(PAGES[1]!, member.session, fields[PAGES[1]!]!)
    expect(profile.body).toContain('Ohne Token</textarea>')
    const user = await database.db
      .selectFrom('users')
      .select(['about_me', 'user_title', 'email', 'password_hash', 'newsletter_status'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(user).toEqual({
      about_me: '',
      user_title: null,
      email: member.email,
      password_hash: passwordHash,
      newsletter_status: 'none',
    })
    const tokens = await database.db
      .selectFrom('email_tokens')
      .select('id')
      .where('user_id', '=', member.id)
      .execute()
    expect(tokens).toEqual([])
  })
})

describe('the profile texts', () => {
  test('the username is shown read-only with the notice that it cannot be changed', async () => {
    const member = await addMember()
    const page = await get('/cockpit/einstellungen/profil', member.session)
    const username = fieldTag(page.body, 'username')
    expect(username).toContain(`value="${member.name}"`)
    expect(username).toContain('readOnly=""')
    expect(page.body).toContain('Der Benutzername kann nicht geändert werden.')
    // the form quotes the posting rules' words on signatures, and so do the rules
    const rule = 'Sie darf nicht auf kommerzielle Angebote oder andere Foren verlinken'
    expect(page.body).toContain(rule)
    expect((await get('/info/beitragsregeln')).body).toContain(rule)
  })

  test('Über mich and signature are saved and shown on the profile and under the next post, to visitors at once', async () => {
    const member = await addMember(5)
    const replyPage = await quickReply(member.session, 'Meine erste Antwort ohne Signatur.')
    // a visitor's view is cached now
    expect((await get(replyPage)).headers['x-cache']).toBe('MISS')
    expect((await get(replyPage)).headers['x-cache']).toBe('HIT')

    const csrf = await csrfOf(member.session)
    const saved = await post('/cockpit/einstellungen/profil', member.session, {
      csrf,
      aboutMe: 'Ich fahre einen [b]Golf 7 GTI[/b].\r\n\r\nSchrauben ist mein Hobby.',
      signature: '[i]Golf 7 GTI, Bj. 2015[/i]\r\nhttps://werkstatt.example/tipps',
    })
    expect(saved.statusCode).toBe(303)
    expect(saved.headers.location).toBe('/cockpit/einstellungen/profil?gespeichert')
    const confirmed = await get('/cockpit/einstellungen/profil?gespeichert', member.session)
    expect(confirmed.body).toContain('Dein Profil ist gespeichert.')
    expect(confirmed.body).toContain('Schrauben ist mein Hobby.</textarea>')

    const profile = await get(`/nutzer/${member.slug}`)
    expect(profile.statusCode).toBe(200)
    // Über mich in the posts' markup, rendered as posts are
    expect(profile.body).toContain('<strong>Golf 7 GTI</strong>')
    expect(profile.body).toContain('<p>Schrauben ist mein Hobby.</p>')
    expect(profile.body).toContain('<em>Golf 7 GTI, Bj. 2015</em>')

    // the earlier post's page is no longer the cached one: the signature shows under it
    const earlier = await get(replyPage)
    expect(earlier.headers['x-cache']).toBe('MISS')
    expect(earlier.body).toContain('<em>Golf 7 GTI, Bj. 2015</em>')

    const next = await get(await quickReply(member.session, 'Meine zweite Antwort, jetzt mit Signatur.'))
    const article = next.body.slice(next.body.lastIndexOf('<article'))
    expect(article).toContain('Meine zweite Antwort, jetzt mit Signatur.')
    expect(article).toMatch(/class="[^"]*signature[^"]*"><span class="visually-hidden">Signatur: <\/span>/)
    expect(article).toContain('<em>Golf 7 GTI, Bj. 2015</em>')
    // its link goes through the outbound page, nofollow ugc, as links in posts do
    expect(article).toMatch(
      /<a href="\/out\?target=https%3A%2F%2Fwerkstatt\.example%2Ftipps&amp;referrer=[^"]+" rel="nofollow ugc noopener">/,
    )
  })

  test('a user title is refused at 30 posts (403) and accepted at 31, shown under the name and in the author line', async () => {
    const thirty = await addMember(30)
    const page = await get('/cockpit/einstellungen/profil', thirty.session)
    expect(fieldTag(page.body, 'userTitle')).toContain('disabled=""')
    expect(page.body).toContain('sobald Du mehr als 30 Beiträge geschrieben hast (bisher: 30)')
    // posting directly to the server
    const refused = await post('/cockpit/einstellungen/profil', thirty.session, {
      csrf: await csrfOf(thirty.session),
      aboutMe: 'Über mich bleibt im Formular.',
      signature: '',
      userTitle: 'Golf-Schrauber',
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.body).toContain('sobald Du mehr als 30 Beiträge geschrieben hast')
    expect(refused.body).toContain('Über mich bleibt im Formular.</textarea>')
    const stored = await database.db
      .selectFrom('users')
      .select(['user_title', 'about_me'])
      .where('id', '=', thirty.id)
      .executeTakeFirstOrThrow()
    expect(stored).toEqual({ user_title: null, about_me: '' })
    // without the (disabled) field the rest saves
    const rest = await post('/cockpit/einstellungen/profil', thirty.session, {
      csrf: await csrfOf(thirty.session),
      aboutMe: 'Nur Text.',
      signature: '',
    })
    expect(rest.statusCode).toBe(303)

    const member = await addMember(31)
    expect(
      fieldTag((await get('/cockpit/einstellungen/profil', member.session)).body, 'userTitle'),
    ).not.toContain('disabled')
    const accepted = await post('/cockpit/einstellungen/profil', member.session, {
      csrf: await csrfOf(member.session),
      aboutMe: '',
      signature: '',
      userTitle: '  Golf-Schrauber  ',
    })
    expect(accepted.statusCode).toBe(303)
    const profile = await get(`/nutzer/${member.slug}`)
    expect(profile.body).toMatch(/<p class="[^"]*userTitle[^"]*">Golf-Schrauber<\/p>/)
    const thread = await get(await quickReply(member.session, 'Eine Antwort mit Titel.'))
    const article = thread.body.slice(thread.body.lastIndexOf('<article'))
    expect(article).toMatch(/<span class="[^"]*userTitle[^"]*">Golf-Schrauber<\/span>/)

    // a title that reads as a role of the team: 400 with the message at the field
    const team = await post('/cockpit/einstellungen/profil', member.session, {
      csrf: await csrfOf(member.session),
      aboutMe: '',
      signature: '',
      userTitle: 'Moderator',
    })
    expect(team.statusCode).toBe(400)
    expect(team.body).toContain('Rolle unseres Teams')
    expect(fieldTag(team.body, 'userTitle')).toContain('value="Moderator"')
  })

  test('limits: too long, too many lines or a quote in the signature answer 400 with the text kept', async () => {
    const member = await addMember()
    const csrf = await csrfOf(member.session)
    const long = await post('/cockpit/einstellungen/profil', member.session, {
      csrf,
      aboutMe: 'x'.repeat(3001),
      signature: 'eins\ntwo\ndrei\nvier\nfünf',
    })
    expect(long.statusCode).toBe(400)
    expect(long.body).toContain('„Über mich“ darf höchstens 3.000 Zeichen lang sein (jetzt 3.001).')
    expect(long.body).toContain('Die Signatur darf höchstens 4 Zeilen haben (jetzt 5).')
    expect(long.body).toContain('vier\nfünf</textarea>')
    const quote = await post('/cockpit/einstellungen/profil', member.session, {
      csrf,
      aboutMe: '',
      signature: '[quote]Zitat[/quote]',
    })
    expect(quote.statusCode).toBe(400)
    expect(quote.body).toContain('keine Zitate, Listen oder Code')
  })

  test('texts hidden by a moderation measure: not on the profile nor under posts for others, still for the owner', async () => {
    const member = await addMember(40)
    await post('/cockpit/einstellungen/profil', member.session, {
      csrf: await csrfOf(member.session),
      aboutMe: 'VERSTECKT-UEBER-MICH',
      signature: 'VERSTECKT-SIGNATUR',
      userTitle: 'VERSTECKT-TITEL',
    })
    const replyPage = await quickReply(member.session, 'Eine Antwort von einem ausgeblendeten Profil.')
    await database.db
      .updateTable('users')
      .set({ profile_hidden_at: new Date() })
      .where('id', '=', member.id)
      .execute()
    const other = await addMember()
    for (const session of [undefined, other.session]) {
      for (const url of [`/nutzer/${member.slug}`, replyPage]) {
        const page = await get(url, session)
        for (const marker of ['VERSTECKT-UEBER-MICH', 'VERSTECKT-SIGNATUR', 'VERSTECKT-TITEL']) {
          expect(page.body, `${url} ${marker}`).not.toContain(marker)
        }
      }
    }
    const own = await get(replyPage, member.session)
    expect(own.body).toContain('VERSTECKT-SIGNATUR')
    expect((await get('/cockpit/einstellungen/profil', member.session)).body).toContain(
      'Die Moderation hat Deine Profiltexte ausgeblendet',
    )
  })
})

describe('the avatar', () => {
  test('an upload is cropped to 70 × 70 px with 140 and 280 px variants, stripped of metadata, shown with srcset', async () => {
    const member = await addMember()
    const response = await uploadAvatar(member.session, {
      filename: 'urlaub.jpg',
      type: 'image/jpeg',
      content: await photo(),
    })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/cockpit/einstellungen/avatar?gespeichert')
    const { avatar_url } = await database.db
      .selectFrom('users')
      .select('avatar_url')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(avatar_url).toMatch(new RegExp(`^/uploads/avatars/${member.id}-[0-9a-f]{16}/70\\.jpg$`))
    const key = avatar_url!.split('/')[3]!
    for (const size of [70, 140, 280]) {
      const file = path.join(uploadsDir, 'avatars', key, `${size}.jpg`)
      const metadata = await sharp(file).metadata()
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format: 'jpeg',
        width: size,
        height: size,
      })
      // the camera's data is gone
      expect(metadata.exif).toBeUndefined()
      expect(metadata.icc).toBeUndefined()
      const served = await get(`/uploads/avatars/${key}/${size}.jpg`)
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe('image/jpeg')
    }
    const srcset = `/uploads/avatars/${key}/70.jpg 70w, /uploads/avatars/${key}/140.jpg 140w, /uploads/avatars/${key}/280.jpg 280w`
    const profile = await get(`/nutzer/${member.slug}`)
    expect(profile.body).toContain(`srcSet="${srcset}"`)
    const reply = await get(await quickReply(member.session, 'Mit Avatar geantwortet.'))
    const article = reply.body.slice(reply.body.lastIndexOf('<article'))
    expect(article).toContain(`src="/uploads/avatars/${key}/70.jpg" srcSet="${srcset}" sizes="40px"`)

    // a new picture replaces the old one: its files are removed
    const second = await uploadAvatar(member.session, {
      filename: 'bild.png',
      type: 'image/png',
      content: await sharp({ create: { width: 90, height: 200, channels: 4, background: '#0000' } })
        .png()
        .toBuffer(),
    })
    expect(second.statusCode).toBe(303)
    expect(existsSync(path.join(uploadsDir, 'avatars', key))).toBe(false)
    const replaced = await database.db
      .selectFrom('users')
      .select('avatar_url')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow()
    const newKey = replaced.avatar_url!.split('/')[3]!
    expect(newKey).not.toBe(key)
    expect(existsSync(path.join(uploadsDir, 'avatars', newKey, '280.jpg'))).toBe(true)

    // 'Avatar entfernen': the default picture again, the files gone
    const removed = await app.inject({
      method: 'POST',
      url: '/cockpit/einstellungen/avatar',
      ...multipart({ csrf: await csrfOf(member.session, '/cockpit/einstellungen/avatar'), intent: 'remove' }),
      cookies: { mt_session: member.session },
    })
    expect(removed.statusCode).toBe(303)
    expect(existsSync(path.join(uploadsDir, 'avatars', newKey))).toBe(false)
    expect((await get(`/nutzer/${member.slug}`)).body).toContain('src="/images/avatar-default.svg"')
  })

  test('a file that is no picture (whatever its name and type say) is refused with 400; SVG and tiny pictures too', async () => {
    const member = await addMember()
    const cases = [
      { filename: 'bild.jpg', type: 'image/jpeg', content: Buffer.from('Das ist kein Bild, nur Text.') },
      {
        filename: 'logo.svg',
        type: 'image/svg+xml',
        content: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script></svg>',
        ),
      },
      { filename: 'leer.png', type: 'image/png', content: Buffer.alloc(0) },
    ]
    for (const file of cases) {
      const response = await uploadAvatar(member.session, file)
      expect(response.statusCode, file.filename).toBe(400)
      expect(response.body).toMatch(
        /Bitte lade ein Bild im Format JPG, PNG, GIF oder WebP hoch\.|Bitte wähle ein Bild aus\./,
      )
    }
    const tiny = await uploadAvatar(member.session, {
      filename: 'klein.gif',
      type: 'image/gif',
      content: await sharp({ create: { width: 40, height: 40, channels: 3, background: '#888' } })
        .gif()
        .toBuffer(),
    })
    expect(tiny.statusCode).toBe(400)
    expect(tiny.body).toContain('Das Bild muss mindestens 70 × 70 Pixel groß sein.')
    const { avatar_url } = await database.db
      .selectFrom('users')
      .select('avatar_url')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(avatar_url).toBeNull()
  })

  test('too large: a file over 5 MB is refused with 413 (by the service within the body limit, by the server beyond it)', async () => {
    const member = await addMember()
    const csrf = await csrfOf(member.session, '/cockpit/einstellungen/avatar')
    const justOver = await uploadAvatar(
      member.session,
      { filename: 'gross.jpg', type: 'image/jpeg', content: Buffer.alloc(AVATAR_MAX_BYTES + 1, 0xff) },
      csrf,
    )
    expect(justOver.statusCode).toBe(413)
    expect(justOver.body).toContain('Das Bild ist zu groß. Erlaubt sind höchstens 5 MB.')
    const huge = await uploadAvatar(
      member.session,
      {
        filename: 'riesig.jpg',
        type: 'image/jpeg',
        content: Buffer.alloc(AVATAR_FORM_BODY_MAX_BYTES + 1, 0xff),
      },
      csrf,
    )
    expect(huge.statusCode).toBe(413)
    // a visitor's body gets no upload room at all
    const visitor = await app.inject({
      method: 'POST',
      url: '/cockpit/einstellungen/avatar',
      ...multipart({}, { filename: 'a.jpg', type: 'image/jpeg', content: Buffer.alloc(200 * 1024, 0xff) }),
    })
    expect(visitor.statusCode).toBe(413)
  })
})

describe('the e-mail address', () => {
  async function mailsTo(address: string) {
    const rows = await database.db
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', 'send-mail')
      .orderBy('id')
      .execute()
    return rows
      .map((row) => row.payload as { to: string; subject: string; text: string })
      .filter((mail) => mail.to === address)
  }

  test('a new address takes effect only after its confirmation; the old address hears of request and change', async () => {
    const member = await addMember()
    const next = `neu-${member.name}@example.de`
    const csrf = await csrfOf(member.session, '/cockpit/einstellungen/e-mail')
    const requested = await post('/cockpit/einstellungen/e-mail', member.session, {
      csrf,
      email: `  ${next.toUpperCase()} `,
      currentPassword: 'demo-passwort',
    })
    expect(requested.statusCode).toBe(303)
    expect(requested.headers.location).toBe('/cockpit/einstellungen/e-mail?angefordert')
    const page = await get('/cockpit/einstellungen/e-mail?angefordert', member.session)
    expect(shown(page.body)).toContain(`Bestätigungslink an <strong>${next}</strong> geschickt.`)
    expect(shown(page.body)).toContain(`bis dahin bleibt es ${member.email}.`)
    // nothing changed yet
    const before = await database.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(before.email).toBe(member.email)
    const [confirmation] = await mailsTo(next)
    expect(confirmation?.subject).toBe('Bitte bestätige Deine neue E-Mail-Adresse bei MOTOR-TALK')
    expect((await mailsTo(member.email)).map((mail) => mail.subject)).toEqual([
      'Änderung Deiner E-Mail-Adresse bei MOTOR-TALK angefordert',
    ])
    const link = /http:\/\/localhost(\/konto\/e-mail-bestaetigen\?token=[\w%-]+)/.exec(
      confirmation!.text,
    )?.[1]
    expect(link).toBeDefined()

    // opening the link (as a mail scanner would) uses nothing; the button does, once, without login
    const open = await get(link!)
    expect(open.statusCode).toBe(200)
    expect(open.body).toContain('Neue E-Mail-Adresse bestätigen')
    expect(
      (
        await database.db
          .selectFrom('users')
          .select('email')
          .where('id', '=', member.id)
          .executeTakeFirstOrThrow()
      ).email,
    ).toBe(member.email)
    const confirmCsrf = /mt_csrf=([^;]+)/.exec(String(open.headers['set-cookie']))?.[1] ?? ''
    const token = new URL(link!, 'http://localhost').searchParams.get('token')!
    const confirmed = await app.inject({
      method: 'POST',
      url: link!,
      ...form({ csrf: confirmCsrf, token }),
      cookies: { mt_csrf: confirmCsrf },
    })
    expect(confirmed.statusCode).toBe(200)
    expect(shown(confirmed.body)).toContain(`Deine E-Mail-Adresse ist jetzt <strong>${next}</strong>.`)
    const after = await database.db
      .selectFrom('users')
      .select(['email', 'email_verified_at'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(after.email).toBe(next)
    expect(after.email_verified_at).not.toBeNull()
    expect((await mailsTo(member.email)).map((mail) => mail.subject)).toEqual([
      'Änderung Deiner E-Mail-Adresse bei MOTOR-TALK angefordert',
      'Deine E-Mail-Adresse bei MOTOR-TALK wurde geändert',
    ])
    // the link works once only
    const again = await app.inject({
      method: 'POST',
      url: link!,
      ...form({ csrf: confirmCsrf, token }),
      cookies: { mt_csrf: confirmCsrf },
    })
    expect(again.statusCode).toBe(410)
    expect(again.body).toContain('Link ungültig')
    expect((await get(link!)).body).toContain('Dieser Bestätigungslink ist ungültig oder abgelaufen.')
    // the member logs in with the new address
    expect(await logIn(app, next)).toBeTruthy()
  })

  test('an address of another profile is answered as a free one; its owner is told, no link is sent', async () => {
    const member = await addMember()
    const holder = await addMember()
    const requested = await post('/cockpit/einstellungen/e-mail', member.session, {
      csrf: await csrfOf(member.session, '/cockpit/einstellungen/e-mail'),
      email: holder.email,
      currentPassword: 'demo-passwort',
    })
    expect(requested.statusCode).toBe(303)
    expect(requested.headers.location).toBe('/cockpit/einstellungen/e-mail?angefordert')
    const page = await get('/cockpit/einstellungen/e-mail?angefordert', member.session)
    expect(shown(page.body)).toContain(`Bestätigungslink an <strong>${holder.email}</strong> geschickt.`)
    expect((await mailsTo(holder.email)).map((mail) => mail.subject)).toEqual([
      'Deine E-Mail-Adresse wurde bei MOTOR-TALK angegeben',
    ])
    expect((await mailsTo(member.email)).map((mail) => mail.subject)).toEqual([
      'Änderung Deiner E-Mail-Adresse bei MOTOR-TALK angefordert',
    ])
  })

  test('wrong password, the same address, a broken address: 400 with the address kept; then 429', async () => {
    const member = await addMember()
    const csrf = await csrfOf(member.session, '/cockpit/einstellungen/e-mail')
    const wrong = await post('/cockpit/einstellungen/e-mail', member.session, {
      csrf,
      email: 'anders@example.de',
      currentPassword: 'falsch-falsch',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.body).toContain('Dein aktuelles Passwort ist nicht richtig.')
    expect(fieldTag(wrong.body, 'email')).toContain('value="anders@example.de"')
    const same = await post('/cockpit/einstellungen/e-mail', member.session, {
      csrf,
      email: member.email.toUpperCase(),
      currentPassword: 'demo-passwort',
    })
    expect(same.statusCode).toBe(400)
    expect(same.body).toContain('Das ist bereits Deine E-Mail-Adresse.')
    const broken = await post('/cockpit/einstellungen/e-mail', member.session, {
      csrf,
      email: 'kaputt@',
      currentPassword: 'demo-passwort',
    })
    expect(broken.statusCode).toBe(400)
    expect(broken.body).toContain('Bitte gib eine gültige E-Mail-Adresse ein.')
    // five requests an hour (the wrong password counted as one)
    const statuses: number[] = []
    for (let i = 0; i < 5; i += 1) {
      const response = await post('/cockpit/einstellungen/e-mail', member.session, {
        csrf,
        email: `versuch-${i}-${member.name}@example.de`,
        currentPassword: 'demo-passwort',
      })
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([303, 303, 303, 303, 429])
  })
})

describe('the password', () => {
  test('a wrong current password is refused with 400; the right one changes it, ends the other sessions, keeps this one', async () => {
    const member = await addMember()
    const elsewhere = await logIn(app, member.name)
    const csrf = await csrfOf(member.session, '/cockpit/einstellungen/passwort')
    const wrong = await post('/cockpit/einstellungen/passwort', member.session, {
      csrf,
      currentPassword: 'nicht-mein-passwort',
      newPassword: 'Nockenwelle im Nebel',
      newPasswordRepeat: 'Nockenwelle im Nebel',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.body).toContain('Dein aktuelles Passwort ist nicht richtig.')
    // passwords are never sent back into the form
    expect(wrong.body).not.toContain('Nockenwelle im Nebel')

    const weak = await post('/cockpit/einstellungen/passwort', member.session, {
      csrf,
      currentPassword: 'demo-passwort',
      newPassword: 'passwort',
      newPasswordRepeat: 'passwort',
    })
    expect(weak.statusCode).toBe(400)
    expect(weak.body).toContain('Dieses Passwort ist zu leicht zu erraten.')
    const mismatch = await post('/cockpit/einstellungen/passwort', member.session, {
      csrf,
      currentPassword: 'demo-passwort',
      newPassword: 'Nockenwelle im Nebel',
      newPasswordRepeat: 'Nockenwelle im Regen',
    })
    expect(mismatch.statusCode).toBe(400)
    expect(mismatch.body).toContain('Die beiden neuen Passwörter stimmen nicht überein.')

    const changed = await post('/cockpit/einstellungen/passwort', member.session, {
      csrf,
      currentPassword: 'demo-passwort',
      newPassword: 'Nockenwelle im Nebel',
      newPasswordRepeat: 'Nockenwelle im Nebel',
    })
    expect(changed.statusCode).toBe(303)
    expect(changed.headers.location).toBe('/cockpit/einstellungen/passwort?geaendert')
    expect(String(changed.headers['set-cookie'])).toMatch(/mt_device=/)
    // this session stays, the other one has ended
    const here = await get('/cockpit/einstellungen/passwort?geaendert', member.session)
    expect(here.statusCode).toBe(200)
    expect(here.body).toContain('Dein Passwort ist geändert.')
    expect((await get('/cockpit/einstellungen/passwort', elsewhere)).statusCode).toBe(302)
    await expect(logIn(app, member.name)).rejects.toThrow()
    expect(await logIn(app, member.name, 'Nockenwelle im Nebel')).toBeTruthy()
    const mails = await database.db
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', 'send-mail')
      .execute()
    expect(
      mails.some((row) => {
        const mail = row.payload as { to: string; subject: string }
        return mail.to === member.email && mail.subject === 'Dein Passwort bei MOTOR-TALK wurde geändert'
      }),
    ).toBe(true)
  })

  test('wrong current passwords count as failed logins: after ten, 429', async () => {
    const member = await addMember()
    const csrf = await csrfOf(member.session, '/cockpit/einstellungen/passwort')
    const statuses: number[] = []
    for (let i = 0; i < 11; i += 1) {
      const response = await post('/cockpit/einstellungen/passwort', member.session, {
        csrf,
        currentPassword: `falsch-${i}`,
        newPassword: 'Nockenwelle im Nebel',
        newPasswordRepeat: 'Nockenwelle im Nebel',
      })
      statuses.push(response.statusCode)
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
    const limited = await post('/cockpit/einstellungen/passwort', member.session, {
      csrf,
      currentPassword: 'demo-passwort',
      newPassword: 'Nockenwelle im Nebel',
      newPasswordRepeat: 'Nockenwelle im Nebel',
    })
    expect(limited.statusCode).toBe(429)
    expect(limited.body).toContain('Zu viele falsche Passwörter.')
    // the login from this address is limited as well
    await expect(logIn(app, member.name)).rejects.toThrow()
  })
})
