import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { type FormMember, formMember, hiddenField, postAs } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// decision 036: the staff write the magazine at /admin/magazin — news, videos and exclusive articles,
// now or planned; members and visitors cannot; every change is in the admin audit log.

let database: TestDatabase
let app: FastifyInstance
let moderator: FormMember
beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db)
  moderator = await formMember(app, 'demo-moderator')
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

const article = (extra: Record<string, string> = {}) => ({
  kind: 'news',
  title: 'Neue Abgasnorm Euro 7 beschlossen',
  teaser: 'Was die neue Abgasnorm für Autofahrer bedeutet und ab wann sie gilt.',
  body: 'Die Europäische Union hat die Abgasnorm Euro 7 beschlossen.\n\nNeu sind Grenzwerte für Bremsen- und Reifenabrieb.',
  pictureUrl: '',
  video: '',
  boardId: '',
  publishAt: '',
  ...extra,
})

async function audit(action: string) {
  return database.db
    .selectFrom('admin_audit')
    .select(['target', 'actor_id'])
    .where('action', '=', action)
    .execute()
}

test('visitors go to the login; members are refused; the staff see the list and the form', async () => {
  expect((await app.inject('/admin/magazin')).statusCode).toBe(302)
  const member = await formMember(app, 'demo-mitglied')
  expect((await app.inject({ url: '/admin/magazin', cookies: member.cookies })).statusCode).toBe(403)
  expect((await postAs(app, '/admin/magazin/neu', member, article())).statusCode).toBe(403)
  const list = await app.inject({ url: '/admin/magazin', cookies: moderator.cookies })
  expect(list.statusCode).toBe(200)
  expect(list.body).toContain('href="/admin/magazin/neu"')
  const form = await app.inject({ url: '/admin/magazin/neu', cookies: moderator.cookies })
  expect(form.statusCode).toBe(200)
  expect(form.body).toContain('Magazinartikel schreiben')
  expect((await app.inject({ url: '/admin/magazin/abc', cookies: moderator.cookies })).statusCode).toBe(404)
  expect((await app.inject({ url: '/admin/magazin/99999999', cookies: moderator.cookies })).statusCode).toBe(
    404,
  )
})

test('a news article is written, shown in /news.html, edited (its address follows) and deleted, each audited', async () => {
  const made = await postAs(app, '/admin/magazin/neu', moderator, article())
  expect(made.statusCode).toBe(303)
  const location = made.headers.location as string
  expect(location).toMatch(/^\/news\/neue-abgasnorm-euro-7-beschlossen-(\d+)\.html#gespeichert$/)
  const id = Number(/-(\d+)\.html/.exec(location)?.[1])
  const page = await app.inject(location.replace(/#.*/, ''))
  expect(page.statusCode).toBe(200)
  expect(page.body).toContain('Neu sind Grenzwerte für Bremsen- und Reifenabrieb.')
  expect((await app.inject('/news.html')).body).toContain(`-${id}.html"`)
  expect(await audit('magazine.create')).toEqual([{ target: `magazine:${id}`, actor_id: 3 }])
  // the staff find the editor from the article
  const staffView = await app.inject({ url: location.replace(/#.*/, ''), cookies: moderator.cookies })
  expect(staffView.body).toContain(`href="/admin/magazin/${id}"`)

  const edited = await postAs(
    app,
    `/admin/magazin/${id}`,
    moderator,
    article({ title: 'Euro 7 kommt später' }),
  )
  expect(edited.statusCode).toBe(303)
  expect(edited.headers.location).toBe(`/news/euro-7-kommt-spaeter-${id}.html#gespeichert`)
  const old = await app.inject(`/news/neue-abgasnorm-euro-7-beschlossen-${id}.html`)
  expect(old.statusCode).toBe(301)
  expect(old.headers.location).toBe(`/news/euro-7-kommt-spaeter-${id}.html`)

  const removed = await postAs(app, `/admin/magazin/${id}`, moderator, { intent: 'delete' })
  expect(removed.statusCode).toBe(303)
  expect((await app.inject(`/news/euro-7-kommt-spaeter-${id}.html`)).statusCode).toBe(404)
  expect((await audit('magazine.delete')).map((row) => row.target)).toContain(`magazine:${id}`)
})

test('bad input answers 400 with German messages and keeps what was typed', async () => {
  const answer = await postAs(
    app,
    '/admin/magazin/neu',
    moderator,
    article({
      title: 'Kurz',
      teaser: 'zu kurz',
      kind: 'video',
      video: 'https://example.com/film',
      pictureUrl: 'javascript:alert(1)',
    }),
  )
  expect(answer.statusCode).toBe(400)
  expect(answer.body).toContain('Der Titel muss 5 bis 120 Zeichen lang sein.')
  expect(answer.body).toContain('Der Vorspann muss 20 bis 400 Zeichen lang sein.')
  expect(answer.body).toContain('Bitte gib eine YouTube-Adresse oder die elfstellige Video-ID an.')
  expect(answer.body).toContain('Bitte gib eine Bildadresse dieser Seite (/…) oder eine https-Adresse an.')
  expect(answer.body).toContain('value="Kurz"')
  expect(answer.body).toContain('Die Europäische Union hat die Abgasnorm Euro 7 beschlossen.')
  const noVideo = await postAs(app, '/admin/magazin/neu', moderator, article({ kind: 'video' }))
  expect(noVideo.statusCode).toBe(400)
  expect(noVideo.body).toContain('Ein Video-Artikel braucht ein YouTube-Video.')
  // without the form's token nothing is saved
  const forged = await postAs(app, '/admin/magazin/neu', { ...moderator, csrf: 'falsch' }, article())
  expect(forged.statusCode).toBe(403)
  expect(forged.body).toContain('Das Formular ist abgelaufen oder stammt nicht von unserer Seite.')
  expect(forged.body).toContain('value="Neue Abgasnorm Euro 7 beschlossen"')
})

test('a video from a YouTube address; a planned article stays hidden from visitors until its time', async () => {
  const video = await postAs(
    app,
    '/admin/magazin/neu',
    moderator,
    article({
      kind: 'video',
      title: 'Fahrbericht im Video',
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    }),
  )
  expect(video.statusCode).toBe(303)
  expect(video.headers.location).toMatch(/^\/videos\/fahrbericht-im-video-\d+\.html/)
  const row = await database.db
    .selectFrom('magazine_articles')
    .select('video_id')
    .where('title', '=', 'Fahrbericht im Video')
    .executeTakeFirstOrThrow()
  expect(row.video_id).toBe('dQw4w9WgXcQ')

  const planned = await postAs(
    app,
    '/admin/magazin/neu',
    moderator,
    article({ kind: 'exklusiv', title: 'Erlkönig erwischt', publishAt: '2099-06-01T08:30' }),
  )
  expect(planned.statusCode).toBe(303)
  const path = (planned.headers.location as string).replace(/#.*/, '')
  expect((await app.inject(path)).statusCode).toBe(404)
  expect((await app.inject('/exklusiv')).body).not.toContain(path)
  const staff = await app.inject({ url: path, cookies: moderator.cookies })
  expect(staff.statusCode).toBe(200)
  expect(staff.body).toContain('geplant für 1. Juni 2099')
  const list = await app.inject({ url: '/admin/magazin', cookies: moderator.cookies })
  expect(list.body).toContain('geplant: 1. Juni 2099')
  const form = await app.inject({
    url: `/admin/magazin/${/-(\d+)\.html/.exec(path)?.[1]}`,
    cookies: moderator.cookies,
  })
  expect(hiddenField(form.body, 'csrf')).not.toBe('')
  expect(form.body).toContain('value="2099-06-01T08:30"')
})

test('sixty changes an hour per staff member; the sixty-first answers 429 and keeps what was typed', async () => {
  const writer = await formMember(app, 'demo-admin')
  for (let i = 0; i < 60; i += 1) {
    const made = await postAs(app, '/admin/magazin/neu', writer, article({ title: `Meldung Nummer ${i}` }))
    expect(made.statusCode).toBe(303)
  }
  const refused = await postAs(app, '/admin/magazin/neu', writer, article({ title: 'Eine zu viel' }))
  expect(refused.statusCode).toBe(429)
  expect(refused.body).toContain('Sehr viele Änderungen am Magazin in kurzer Zeit.')
  expect(refused.body).toContain('value="Eine zu viel"')
})
