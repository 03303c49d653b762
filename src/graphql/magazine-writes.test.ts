import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Viewer } from '#domain/permissions.ts'
import type { Services } from '#services/services.ts'
import { createBoard } from '#testing/content.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { runGraphQL } from '#testing/graphql.ts'
import { createMember } from '#testing/members.ts'
import { testServer } from '#testing/server.ts'

// decisions 036 and 042: the staff's magazine editor as mutations over the form's use case — the
// staff write, change and delete articles; members and visitors write nothing; the form's German
// messages come back per field.

let database: TestDatabase
let services: Services
let app: FastifyInstance
let boardId: number
beforeAll(async () => {
  database = await createTestDatabase('empty')
  boardId = await createBoard(database.db, { parentId: await createBoard(database.db) })
  // the server's own services: a write clears the page cache the article page is read through
  app = await testServer(database.db, {
    onServices: (server) => {
      services = server
    },
  })
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

function run(document: string, viewer: Viewer | null, variables: Record<string, unknown> = {}) {
  return runGraphQL(database.db, document, viewer, variables, { services, csrfVerified: viewer !== null })
}

/** The message, reason and fields' messages of the answer's first error. */
function refusal(answer: { errors: readonly { message: string }[] | undefined; reasons: string[] }) {
  const error = answer.errors?.[0] as { message: string; originalError?: { description?: string } }
  const description = error?.originalError?.description
  return {
    reason: answer.reasons[0],
    message: error?.message,
    fields: description ? JSON.parse(description) : {},
  }
}

const ARTICLE = {
  kind: 'news',
  title: 'Neue Abgasnorm Euro 7 beschlossen',
  teaser: 'Was die neue Abgasnorm für Autofahrer bedeutet und ab wann sie gilt.',
  text: 'Die Europäische Union hat die Abgasnorm Euro 7 beschlossen.\n\nNeu sind Grenzwerte für Bremsen- und Reifenabrieb.',
}
const ARGS =
  '$kind: String!, $title: String!, $teaser: String!, $text: String!, $video: String, $boardId: Int, $publishAt: String'
const FIELDS =
  'kind: $kind, title: $title, teaser: $teaser, text: $text, video: $video, boardId: $boardId, publishAt: $publishAt'
const CREATE = `mutation(${ARGS}) { createMagazineArticle(${FIELDS}) }`
const EDIT = `mutation($id: Int!, ${ARGS}) { editMagazineArticle(id: $id, ${FIELDS}) }`
const DELETE = 'mutation($id: Int!) { deleteMagazineArticle(id: $id) }'

test('createMagazineArticle: members and visitors are refused, as is a request without the CSRF proof', async () => {
  const member = await createMember(database.db)
  expect(refusal(await run(CREATE, member, ARTICLE))).toEqual({
    reason: 'PermissionDenied',
    message: 'Das Magazin schreiben nur Redaktion und Moderation.',
    fields: {},
  })
  expect((await run(CREATE, null, ARTICLE)).reasons).toEqual(['LoginRequired'])
  const staff = await createMember(database.db, { role: 'moderator' })
  const unproven = await runGraphQL(database.db, CREATE, staff, ARTICLE, { services, csrfVerified: false })
  expect(unproven.reasons).toEqual(['PermissionDenied'])
  const written = await database.db.selectFrom('magazine_articles').select('id').execute()
  expect(written).toEqual([])
})

test('bad fields come back with the form’s German messages, field by field', async () => {
  const staff = await createMember(database.db, { role: 'moderator' })
  const answer = await run(CREATE, staff, {
    ...ARTICLE,
    kind: 'video',
    title: 'Kurz',
    video: 'https://example.com/film',
    publishAt: 'morgen',
  })
  expect(refusal(answer)).toEqual({
    reason: 'BadUserInput',
    message: 'Bitte prüfe deine Eingaben.',
    fields: {
      title: 'Der Titel muss 5 bis 120 Zeichen lang sein.',
      video: 'Bitte gib eine YouTube-Adresse oder die elfstellige Video-ID an.',
      publishAt: 'Bitte gib Datum und Uhrzeit der Veröffentlichung an.',
    },
  })
  expect(refusal(await run(CREATE, staff, { ...ARTICLE, kind: 'video' })).fields).toEqual({
    video: 'Ein Video-Artikel braucht ein YouTube-Video.',
  })
  // a forum the form does not offer
  expect(refusal(await run(CREATE, staff, { ...ARTICLE, boardId: boardId + 1000 })).fields).toEqual({
    boardId: 'Bitte wähle ein Forum aus der Liste.',
  })
})

test('the staff write an article the page shows, change it (the address follows) and delete it', async () => {
  const staff = await createMember(database.db, { role: 'admin' })
  const created = await run(CREATE, staff, { ...ARTICLE, boardId })
  expect(created.errors).toBeUndefined()
  const path = created.data.createMagazineArticle as string
  expect(path).toMatch(/^\/news\/neue-abgasnorm-euro-7-beschlossen-\d+\.html$/)
  const id = Number(/-(\d+)\.html$/.exec(path)?.[1])
  const page = await app.inject(path)
  expect(page.statusCode).toBe(200)
  expect(page.body).toContain('Neu sind Grenzwerte für Bremsen- und Reifenabrieb.')
  const audit = await database.db
    .selectFrom('admin_audit')
    .select(['action', 'actor_id'])
    .where('target', '=', `magazine:${id}`)
    .execute()
  expect(audit).toEqual([{ action: 'magazine.create', actor_id: staff.userId }])

  const member = await createMember(database.db)
  expect(refusal(await run(EDIT, member, { id, ...ARTICLE })).reason).toBe('PermissionDenied')
  const edited = await run(EDIT, staff, {
    id,
    ...ARTICLE,
    kind: 'video',
    title: 'Euro 7 im Video',
    video: 'https://youtu.be/dQw4w9WgXcQ',
  })
  expect(edited.errors).toBeUndefined()
  expect(edited.data.editMagazineArticle).toBe(`/videos/euro-7-im-video-${id}.html`)
  expect((await app.inject(`/videos/euro-7-im-video-${id}.html`)).statusCode).toBe(200)
  expect(refusal(await run(EDIT, staff, { id: id + 1000, ...ARTICLE })).reason).toBe('NotFound')

  expect(refusal(await run(DELETE, member, { id })).reason).toBe('PermissionDenied')
  const removed = await run(DELETE, staff, { id })
  expect(removed.errors).toBeUndefined()
  expect(removed.data.deleteMagazineArticle).toBe(true)
  expect((await app.inject(`/videos/euro-7-im-video-${id}.html`)).statusCode).toBe(404)
})

test('a planned article stays hidden from visitors until its time', async () => {
  const staff = await createMember(database.db, { role: 'moderator' })
  const planned = await run(CREATE, staff, {
    ...ARTICLE,
    kind: 'exklusiv',
    title: 'Erlkönig erwischt',
    publishAt: '2099-06-01T08:30',
  })
  expect(planned.errors).toBeUndefined()
  expect((await app.inject(planned.data.createMagazineArticle)).statusCode).toBe(404)
})
