import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { Viewer } from '#domain/permissions.ts'
import type { Services } from '#services/services.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { type FormMember, formMember, hiddenField, postAs } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// decision 036: a comment under a blog article or a test is reported on its own (`/melden/blogs/k{id}`,
// `/melden/tests/k{id}`) and a measure hides it; readers rate a blog article with one to five stars
// and quote the article or a comment into their own — each only where its author left it on.

let database: TestDatabase
let app: FastifyInstance
let services: Services
const ADMIN: Viewer = { userId: 2, roleRelations: [{ userRole: 'admin', relatedBoards: [] }] }

beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db, { onServices: (made) => (services = made) })
})
afterAll(async () => {
  await app.close()
  await database.drop()
})
beforeEach(async () => {
  await database.db.deleteFrom('rate_limits').execute()
})

type Member = FormMember
const member = (username: string) => formMember(app, username)
const post = (url: string, who: Member | null, fields: Record<string, string>) =>
  postAs(app, url, who, fields)

/** A published blog article of demo-forenpate (id 4) with its settings as given. */
async function article(settings: { rating_enabled?: boolean; quotes_enabled?: boolean } = {}) {
  const row = await database.db
    .selectFrom('blog_articles')
    .select(['id', 'slug', 'author_id'])
    .where('status', '=', 'published')
    .where('author_id', 'not in', [3, 5])
    .where('comments_enabled', '=', true)
    .where('hidden_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  await database.db
    .updateTable('blog_articles')
    .set({ rating_enabled: true, quotes_enabled: true, author_id: 4, ...settings })
    .where('id', '=', row.id)
    .execute()
  await database.db.deleteFrom('blog_ratings').where('article_id', '=', row.id).execute()
  return { ...row, path: `/blogs/${row.slug}-${row.id}.html` }
}

async function commentOn(path: string, who: Member, text: string): Promise<number> {
  const answer = await post(path, who, { intent: 'comment', text })
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(303)
  return Number(/#kommentar-(\d+)$/.exec(answer.headers.location as string)?.[1])
}

describe('reporting a comment', () => {
  test('the comment has its own report entry; the dialog names a Kommentar and leads back to the article', async () => {
    const blog = await article()
    const writer = await member('demo-mitglied')
    const commentId = await commentOn(blog.path, writer, 'Das ist ein Kommentar, der gemeldet wird.')
    const reporter = await member('demo-moderator')
    const page = await app.inject({ url: blog.path, cookies: reporter.cookies })
    expect(page.body).toContain(`href="/melden/blogs/k${commentId}"`)
    // its author is offered no report of it
    const own = await app.inject({ url: blog.path, cookies: writer.cookies })
    expect(own.body).not.toContain(`href="/melden/blogs/k${commentId}"`)

    const dialog = await app.inject({ url: `/melden/blogs/k${commentId}`, cookies: reporter.cookies })
    expect(dialog.statusCode).toBe(200)
    expect(dialog.body).toContain('Kommentar melden')
    expect(dialog.body).toContain(blog.path)
    const answer = await post(
      `/melden/blogs/k${commentId}`,
      { ...reporter, csrf: hiddenField(dialog.body, 'csrf') },
      {
        reasonId: 'BeleidigungUebleNachrede',
        explanation: 'Der Kommentar beleidigt den Autor des Artikels.',
        location: `http://localhost${blog.path}#kommentar-${commentId}`,
        reporterName: 'demo-moderator',
        reporterEmail: 'moderator@example.de',
        goodFaith: 'on',
      },
    )
    expect(answer.statusCode, answer.body.slice(0, 500)).toBeLessThan(400)
    const notice = await database.db
      .selectFrom('notices')
      .select(['id', 'content_type', 'affected_user_id', 'board_id'])
      .where('content_type', '=', 'Comment')
      .where('content_id', '=', commentId)
      .executeTakeFirstOrThrow()
    expect(notice.affected_user_id).toBe(5)

    // an admin accepts it: the comment is hidden from everyone but its author
    const decided = await services.moderation.decideNotice(ADMIN, {
      noticeId: notice.id,
      decision: 'accept',
      visibility: 'Hidden',
      restriction: 'none',
      facts: 'Beleidigung des Autors im Kommentar.',
      ground: 'Beitragsregeln, Abschnitt Umgangston',
    })
    expect(decided.ok, JSON.stringify(decided)).toBe(true)
    const visitor = await app.inject(blog.path)
    expect(visitor.body).not.toContain('Das ist ein Kommentar, der gemeldet wird.')
    const author = await app.inject({ url: blog.path, cookies: writer.cookies })
    expect(author.body).toContain('Das ist ein Kommentar, der gemeldet wird.')
    expect(author.body).toContain('Die Moderation hat diesen Kommentar ausgeblendet.')
  })

  test('a comment under a test is reported in the category tests; unknown comments answer 404', async () => {
    const motortest = await database.db
      .selectFrom('motortests')
      .select(['id', 'slug'])
      .where('author_id', '<>', 5)
      .where('comments_enabled', '=', true)
      .where('hidden_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const path = `/tests/${motortest.slug}-${motortest.id}`
    const writer = await member('demo-mitglied')
    const commentId = await commentOn(path, writer, 'Mein Kommentar zum Test.')
    const reporter = await member('demo-forenpate')
    const dialog = await app.inject({ url: `/melden/tests/k${commentId}`, cookies: reporter.cookies })
    expect(dialog.statusCode).toBe(200)
    expect(dialog.body).toContain('Kommentar melden')
    expect(dialog.body).toContain(path)
    for (const url of ['/melden/blogs/k999999999', '/melden/tests/k0', '/melden/marktplatz/k12'])
      expect((await app.inject({ url, cookies: reporter.cookies })).statusCode, url).toBe(404)
  })
})

describe('rating a blog article', () => {
  test('members give one to five stars, change them, and see the average; the author cannot rate', async () => {
    const blog = await article()
    const reader = await member('demo-mitglied')
    const first = await app.inject({ url: blog.path, cookies: reader.cookies })
    expect(first.body).toContain('Noch nicht bewertet')
    expect(first.body).toContain('name="stars"')
    expect((await post(blog.path, reader, { intent: 'rate', stars: '4' })).statusCode).toBe(303)
    const other = await member('demo-moderator')
    expect((await post(blog.path, other, { intent: 'rate', stars: '5' })).statusCode).toBe(303)
    expect((await app.inject(blog.path)).body).toContain('4,5 von 5 Sternen (2 Bewertungen)')
    // one rating per member: a second one replaces the first
    expect((await post(blog.path, reader, { intent: 'rate', stars: '2' })).statusCode).toBe(303)
    const page = await app.inject({ url: blog.path, cookies: reader.cookies })
    expect(page.body).toContain('3,5 von 5 Sternen (2 Bewertungen)')
    expect(page.body).toContain('Deine Bewertung: zwei Sterne')

    const bad = await post(blog.path, reader, { intent: 'rate', stars: '7' })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('Bitte wähle 1 bis 5 Sterne.')
    const author = await member('demo-forenpate')
    const ownPage = await app.inject({ url: blog.path, cookies: author.cookies })
    expect(ownPage.body).not.toContain('name="stars"')
    const own = await post(blog.path, author, { intent: 'rate', stars: '5' })
    expect(own.statusCode).toBe(403)
    expect(own.body).toContain('Eigene Artikel kannst Du nicht bewerten.')
    const visitor = await post(blog.path, null, { intent: 'rate', stars: '5' })
    expect(visitor.statusCode).toBe(403)
  })

  test('with rating off the article shows no stars and refuses a rating', async () => {
    const blog = await article({ rating_enabled: false })
    const reader = await member('demo-mitglied')
    const page = await app.inject({ url: blog.path, cookies: reader.cookies })
    expect(page.body).not.toContain('id="bewertung"')
    const answer = await post(blog.path, reader, { intent: 'rate', stars: '3' })
    expect(answer.statusCode).toBe(403)
    expect(answer.body).toContain('Die Bewertung ist für diesen Artikel ausgeschaltet.')
  })
})

describe('quoting', () => {
  test('Zitieren fills a member’s comment form with the comment’s words; with quotes off there is no such link', async () => {
    const blog = await article()
    const writer = await member('demo-moderator')
    const commentId = await commentOn(blog.path, writer, 'Der Zahnriemen hielt bei mir 180.000 km.')
    const reader = await member('demo-mitglied')
    const page = await app.inject({ url: blog.path, cookies: reader.cookies })
    expect(page.body).toContain(`href="${blog.path}?zitat=k${commentId}#kommentar-schreiben"`)
    expect(page.body).toContain(`href="${blog.path}?zitat=artikel#kommentar-schreiben"`)
    const quoting = await app.inject({ url: `${blog.path}?zitat=k${commentId}`, cookies: reader.cookies })
    expect(quoting.statusCode).toBe(200)
    expect(quoting.body).toMatch(/schrieb:\n&gt; Der Zahnriemen hielt bei mir 180\.000 km\.\n\n<\/textarea>/)
    // the quote is shown as a quote once sent
    const reply = await commentOn(
      blog.path,
      reader,
      'demo-moderator schrieb:\n> Der Zahnriemen hielt\n\nBei mir auch.',
    )
    const shown = await app.inject(blog.path)
    expect(shown.body).toMatch(
      new RegExp(`id="kommentar-${reply}"[\\s\\S]*?<blockquote[^>]*>Der Zahnriemen hielt</blockquote>`),
    )

    await database.db
      .updateTable('blog_articles')
      .set({ quotes_enabled: false })
      .where('id', '=', blog.id)
      .execute()
    const off = await app.inject({ url: `${blog.path}?zitat=k${commentId}`, cookies: reader.cookies })
    expect(off.body).not.toContain('#kommentar-schreiben">')
    expect(off.body).not.toContain('schrieb:\n&gt;')
  })

  test('comments under an article a measure hid can be neither read nor written by others', async () => {
    const blog = await article()
    await database.db
      .updateTable('blog_articles')
      .set({ hidden_at: new Date() })
      .where('id', '=', blog.id)
      .execute()
    const reader = await member('demo-mitglied')
    const answer = await post(blog.path, reader, {
      intent: 'comment',
      text: 'Unter einem ausgeblendeten Artikel',
    })
    expect(answer.statusCode).toBe(404)
    await database.db
      .updateTable('blog_articles')
      .set({ hidden_at: null })
      .where('id', '=', blog.id)
      .execute()
  })
})
