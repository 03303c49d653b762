import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { FLOOD_RULES } from '#services/flood-control.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { form, hiddenField, logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// decision 024: the full reply at /forum/aktion/Reply.html — the editor for a thread the member may
// answer, quoting only what may be quoted, up to 20,000 characters, the quick reply's text taken
// over, the server's preview, drafts, and the refusals with the text kept.

let database: TestDatabase
let app: FastifyInstance
let member: string
let moderator: string
let thread: { id: number; slug: string; board_id: number }
let visiblePost: { id: number; text: string; author: string }
let hiddenPost: { id: number; text: string }

const HIDDEN_TEXT = 'GEHEIMER-AUSGEBLENDETER-TEXT-4711'

beforeAll(async () => {
  database = await createTestDatabase('demo')
  // pages written behind the page cache's back are read fresh
  app = await testServer(database.db, { pageCacheTtlMs: 0 })
  member = await logIn(app, 'demo-mitglied')
  moderator = await logIn(app, 'demo-moderator')
  // an open, visible thread in VW Golf (board 2000, moderated by demo-moderator) with replies
  thread = await database.db
    .selectFrom('threads')
    .select(['id', 'slug', 'board_id'])
    .where('board_id', '=', 2000)
    .where('is_open', '=', true)
    .where('visibility', '=', 'Online')
    .where('deleted_at', 'is', null)
    .where('post_count', '>', 3)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const replies = await database.db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.author_id')
    .select(['posts.id', 'posts.text', 'users.display_name'])
    .where('thread_id', '=', thread.id)
    .where('position', '>', 0)
    .where('posts.visibility', '=', 'Online')
    .where('posts.deleted_at', 'is', null)
    .orderBy('position')
    .limit(2)
    .execute()
  visiblePost = { id: replies[0]!.id, text: replies[0]!.text, author: replies[0]!.display_name }
  hiddenPost = { id: replies[1]!.id, text: HIDDEN_TEXT }
  await database.db
    .updateTable('posts')
    .set({ visibility: 'Hidden', text: HIDDEN_TEXT })
    .where('id', '=', hiddenPost.id)
    .execute()
})
afterAll(async () => {
  await app.close()
  await database.drop()
})
beforeEach(async () => {
  await database.db.deleteFrom('rate_limits').execute()
})

const replyUrl = (query = '') => `/forum/aktion/Reply.html?threadId=${thread.id}${query}`
const threadPath = () => `/forum/${thread.slug}-t${thread.id}.html`

async function editor(session = member, query = '') {
  const page = await app.inject({ url: replyUrl(query), cookies: { mt_session: session } })
  return { page, csrf: hiddenField(page.body, 'csrf'), key: hiddenField(page.body, 'submissionKey') }
}

/** The textarea's content as the page sends it (HTML-escaped). */
function fieldText(html: string): string {
  const match = /<textarea[^>]*name="text"[^>]*>([\s\S]*?)<\/textarea>/.exec(html)
  if (!match) throw new Error('no text field')
  return match[1]!
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
}

function send(fields: Record<string, string>, session = member, url = replyUrl()) {
  return app.inject({ method: 'POST', url, ...form(fields), cookies: { mt_session: session } })
}

async function postCount(): Promise<number> {
  const row = await database.db
    .selectFrom('threads')
    .select('post_count')
    .where('id', '=', thread.id)
    .executeTakeFirstOrThrow()
  return row.post_count
}

test('visitors go through login and back to the editor, the quote included', async () => {
  const response = await app.inject(replyUrl(`&quotePostId=${visiblePost.id}`))
  expect(response.statusCode).toBe(302)
  expect(response.headers.location).toBe(
    `/einloggen?redirectAfterProcess=${encodeURIComponent(replyUrl(`&quotePostId=${visiblePost.id}`))}`,
  )
  // invalid ids answer as the thread page does
  expect((await app.inject('/forum/aktion/Reply.html?threadId=abc')).statusCode).toBe(404)
})

test('the editor: title, noindex, private no-store, breadcrumbs back to the thread, the toolbar and the 20,000 limit', async () => {
  const { page } = await editor()
  expect(page.statusCode).toBe(200)
  expect(page.headers['cache-control']).toBe('private, no-store')
  expect(page.body).toMatch(/<title>Antwort schreiben[^<]*<\/title>/)
  expect(page.body).toContain('<meta name="robots" content="noindex"/>')
  expect(page.body).toContain(`href="${threadPath()}"`)
  expect(page.body).toContain('aria-current="page">Antwort schreiben</span>')
  expect(page.body).toContain('role="toolbar" aria-label="Formatierung"')
  for (const name of ['Fett', 'Kursiv', 'Liste', 'Link', 'Zitat', 'Code'])
    expect(page.body).toContain(`aria-label="${name}"`)
  expect(page.body).toMatch(/<textarea[^>]*maxlength="20000"/i)
  expect(page.body).toMatch(
    /<button type="submit"(?=[^>]*value="preview")(?=[^>]*name="intent")[^>]*>Vorschau<\/button>/,
  )
  expect(fieldText(page.body)).toBe('')
})

test('quotePostId of a visible post of the thread starts the editor with the quote', async () => {
  const { page } = await editor(member, `&quotePostId=${visiblePost.id}`)
  expect(page.statusCode).toBe(200)
  expect(fieldText(page.body)).toBe(`[quote=${visiblePost.author}]${visiblePost.text.trim()}[/quote]\n\n`)
})

test('a hidden post is never quoted, not even for the moderator who sees it; nor a post of another thread', async () => {
  for (const session of [member, moderator]) {
    const { page } = await editor(session, `&quotePostId=${hiddenPost.id}`)
    expect(page.statusCode).toBe(200)
    expect(page.body).not.toContain(HIDDEN_TEXT)
    expect(fieldText(page.body)).toBe('')
    expect(page.body).toContain('Dieser Beitrag lässt sich nicht zitieren.')
  }
  const elsewhere = await database.db
    .selectFrom('posts')
    .select(['id', 'text'])
    .where('thread_id', '<>', thread.id)
    .where('visibility', '=', 'Online')
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const { page } = await editor(member, `&quotePostId=${elsewhere.id}`)
  expect(fieldText(page.body)).toBe('')
  // and GraphQL gives a visitor nothing either
  const graphql = await app.inject({
    method: 'POST',
    url: '/graphql',
    payload: {
      query: `{ threads { byId(threadId: ${thread.id}) { quotablePost(postId: ${hiddenPost.id}) { text } visible: quotablePost(postId: ${visiblePost.id}) { id } } } }`,
    },
  })
  expect(graphql.json()).toEqual({
    data: { threads: { byId: { quotablePost: null, visible: { id: visiblePost.id } } } },
  })
})

test('POST without the CSRF token saves nothing: 403, the text kept', async () => {
  const before = await postCount()
  const response = await send({ text: 'Ohne Token geschrieben', submissionKey: 'ohne-token' })
  expect(response.statusCode).toBe(403)
  expect(fieldText(response.body)).toBe('Ohne Token geschrieben')
  expect(response.body).toContain('Das Formular ist abgelaufen')
  expect(await postCount()).toBe(before)
})

test('the full reply takes 2,001 and 20,000 characters; 20,001 come back with 400, the limit named and the text kept', async () => {
  const { csrf } = await editor()
  const before = await postCount()
  for (const length of [2_001, 20_000]) {
    const text = `Lange Antwort ${length}: ${'x'.repeat(length - 22)}`.padEnd(length, 'y')
    expect(text).toHaveLength(length)
    const response = await send({ csrf, text, submissionKey: `lang-${length}` })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toMatch(
      new RegExp(`^${threadPath().replaceAll('.', '\\.')}(\\?page=\\d+)?#post-\\d+$`),
    )
    const saved = await database.db
      .selectFrom('posts')
      .select('text')
      .where('id', '=', Number(response.headers.location!.split('#post-')[1]))
      .executeTakeFirstOrThrow()
    expect(saved.text).toBe(text)
  }
  expect(await postCount()).toBe(before + 2)
  const tooLong = 'z'.repeat(20_001)
  const refused = await send({ csrf, text: tooLong, submissionKey: 'zu-lang' })
  expect(refused.statusCode).toBe(400)
  expect(refused.body).toContain('Deine Antwort darf höchstens 20.000 Zeichen lang sein.')
  expect(fieldText(refused.body)).toBe(tooLong)
  expect(await postCount()).toBe(before + 2)
  // empty: the spec's message at the field
  const empty = await send({ csrf, text: '  ', submissionKey: 'leer' })
  expect(empty.statusCode).toBe(400)
  expect(empty.body).toContain('Bitte fülle dieses Feld aus.')
})

test('too many replies: 429 with Retry-After, the text kept', async () => {
  const { csrf } = await editor()
  const user = await database.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'demo-mitglied')
    .executeTakeFirstOrThrow()
  const rule = FLOOD_RULES.replyHour
  const size = rule.windowSeconds * 1000
  await sql`INSERT INTO rate_limits (key, window_start, hits)
    VALUES (${`${rule.name}:user:${user.id}`}, ${new Date(Math.floor(Date.now() / size) * size)}, ${rule.limit})`.execute(
    database.db,
  )
  const response = await send({ csrf, text: 'Noch eine Antwort', submissionKey: 'flut' })
  expect(response.statusCode).toBe(429)
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
  expect(response.body).toContain('Du schreibst gerade sehr schnell.')
  expect(fieldText(response.body)).toBe('Noch eine Antwort')
})

test('a closed thread: the editor is refused with 403, a reply sent anyway comes back with 403 and its text', async () => {
  const closed = await database.db
    .selectFrom('threads')
    .select('id')
    .where('is_open', '=', false)
    .where('visibility', '=', 'Online')
    .where('deleted_at', 'is', null)
    .where('board_id', 'not in', [2000, 2001, 1065])
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const url = `/forum/aktion/Reply.html?threadId=${closed.id}`
  const page = await app.inject({ url, cookies: { mt_session: member } })
  expect(page.statusCode).toBe(403)
  expect(page.body).toContain('Zugriff verweigert')
  const { csrf } = await editor()
  const response = await send({ csrf, text: 'Zu spät geschrieben', submissionKey: 'zu' }, member, url)
  expect(response.statusCode).toBe(403)
  expect(response.body).toContain('Dieses Thema ist geschlossen.')
  expect(fieldText(response.body)).toBe('Zu spät geschrieben')
  // deleted and unknown threads answer as the thread page does
  expect(
    (await app.inject({ url: '/forum/aktion/Reply.html?threadId=999999', cookies: { mt_session: member } }))
      .statusCode,
  ).toBe(404)
})

test('intent=open takes the quick reply’s text into the editor; intent=preview shows the preview; neither saves', async () => {
  const page = await app.inject({ url: threadPath(), cookies: { mt_session: member } })
  expect(page.body).toContain('Erweiterter Editor')
  expect(page.body).toContain(
    `href="/forum/aktion/Reply.html?threadId=${thread.id}&amp;quotePostId=${visiblePost.id}"`,
  )
  const csrf = hiddenField(page.body, 'csrf')
  const before = await postCount()
  const quick = `[quote=Klaus]Erst prüfen[/quote]\n\nDas [b]Relais[/b] war es.`
  const opened = await send({ csrf, intent: 'open', threadId: String(thread.id), postContent: quick })
  expect(opened.statusCode).toBe(200)
  expect(fieldText(opened.body)).toBe(quick)
  const preview = await send({ csrf, intent: 'preview', text: quick, submissionKey: 'vorschau' })
  expect(preview.statusCode).toBe(200)
  expect(fieldText(preview.body)).toBe(quick)
  expect(preview.body).toContain('<strong>Relais</strong>')
  expect(preview.body).toContain('Zitat von Klaus')
  expect(await postCount()).toBe(before)
})

test('the draft of a reply is offered on return, restored or discarded', async () => {
  const { csrf } = await editor(moderator)
  const saved = await app.inject({
    method: 'POST',
    url: '/forum/aktion/Draft.html',
    ...form({
      csrf,
      intent: 'save',
      context: `reply:${thread.id}`,
      title: '',
      text: 'Halb geschriebene Antwort',
      data: '{}',
    }),
    cookies: { mt_session: moderator },
  })
  expect(saved.statusCode).toBe(200)
  const back = await editor(moderator)
  expect(back.page.body).toContain('Du hast einen Entwurf vom')
  expect(fieldText(back.page.body)).toBe('')
  const restored = await editor(moderator, '&entwurf=1')
  expect(fieldText(restored.page.body)).toBe('Halb geschriebene Antwort')
  expect(restored.page.body).not.toContain('Du hast einen Entwurf vom')
  // sending the reply removes the draft
  const sent = await send({ csrf, text: 'Fertige Antwort', submissionKey: 'entwurf' }, moderator)
  expect(sent.statusCode).toBe(303)
  expect((await editor(moderator)).page.body).not.toContain('Du hast einen Entwurf vom')
})
