import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { findBoardSubtrees } from '#db/notices.ts'
import { createModerationService } from '#services/moderation/service.ts'
import { createPostingService } from '#services/posting/service.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { form, hiddenField, logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// decision 021 "Moderate" and "Complaints" over HTTP: /moderation, /moderation/fall/:id and
// /cockpit/meldungen(/:id) — who may see and decide what (server side), the filters and the
// keyset pages, and the whole path of a decision, a complaint and its upheld reversal.

const MEMBER = 5 // demo-mitglied: writes the reported posts, complains
const REPORTER = 4 // demo-forenpate: reports; moderates board B only (given below)
const MARK_A = 'MARKER-FALL-A-4711 ein gemeldeter Beitrag im Forum A'
const MARK_B = 'MARKER-FALL-B-4712 ein gemeldeter Beitrag im Forum B'

let database: TestDatabase
let app: FastifyInstance
let sessions: Record<'member' | 'moderator' | 'admin' | 'otherModerator', string>
let caseA: number
let caseB: number
let postPathA: string
let boardB: number
const paging: number[] = []

async function openThreadIn(boardIds: readonly number[]) {
  return database.db
    .selectFrom('threads')
    .select(['id', 'board_id'])
    .where('board_id', 'in', [...boardIds])
    .where('deleted_at', 'is', null)
    .where('visibility', '=', 'Online')
    .where('is_open', '=', true)
    .where('post_count', '<', 6)
    .orderBy('id')
    .executeTakeFirstOrThrow()
}

beforeAll(async () => {
  database = await createTestDatabase('demo')
  const db = database.db
  const scopeA = await findBoardSubtrees(db, [200, 201, 1065])
  // board B: a board without children outside the demo moderator's boards
  const leaf = await sql<{ id: number }>`
    SELECT b.id FROM boards b
    WHERE NOT (b.id = ANY(${scopeA}::int[])) AND NOT EXISTS (SELECT 1 FROM boards c WHERE c.parent_id = b.id)
      AND EXISTS (SELECT 1 FROM threads t WHERE t.board_id = b.id AND t.is_open AND t.deleted_at IS NULL
        AND t.visibility = 'Online' AND t.post_count < 6)
    ORDER BY b.id LIMIT 1`.execute(db)
  boardB = leaf.rows[0]!.id
  await db
    .insertInto('user_roles')
    .values({ user_id: REPORTER, role: 'moderator', board_id: boardB })
    .execute()

  const posting = createPostingService({ db, flood: { reply: [], thread: [] } })
  const author = { userId: MEMBER, roleRelations: [] }
  const threadA = await openThreadIn(scopeA)
  const threadB = await openThreadIn([boardB])
  const replyA = await posting.createReply(author, { threadId: threadA.id, text: MARK_A, submissionKey: 'a' })
  const replyB = await posting.createReply(author, { threadId: threadB.id, text: MARK_B, submissionKey: 'b' })
  if (!replyA.ok || !replyB.ok) throw new Error('setup: replies failed')
  postPathA = replyA.path.split('#')[0]!

  const moderation = createModerationService({ db, publicUrl: 'http://localhost' })
  const reporter = { userId: REPORTER, roleRelations: [] }
  const notice = (postId: number, reasonId = 'Spam') => ({
    contentItemType: 'ForumPost',
    contentItemId: postId,
    reasonId,
    explanation: 'Werbung für einen Shop',
    location: 'der ganze Beitrag',
    reporterName: 'Fritz Forenpate',
    reporterEmail: 'fritz.melder@example.org',
    goodFaith: true,
  })
  const a = await moderation.createNotice(reporter, notice(replyA.postId))
  const b = await moderation.createNotice(reporter, notice(replyB.postId))
  if (!a.ok || !b.ok) throw new Error('setup: notices failed')
  caseA = a.noticeId
  caseB = b.noticeId

  // 30 cases for paging, reason LinkRules, with creation times at the database's microseconds
  const posts = await db
    .selectFrom('posts')
    .innerJoin('threads', 'threads.id', 'posts.thread_id')
    .select(['posts.id', 'posts.author_id', 'threads.board_id'])
    .where('threads.board_id', '=', threadA.board_id)
    .where('posts.author_id', '<>', 3)
    .orderBy('posts.id')
    .limit(30)
    .execute()
  for (const [index, post] of posts.entries()) {
    const row = await db
      .insertInto('notices')
      .values({
        content_type: 'ForumPost',
        content_id: post.id,
        board_id: post.board_id,
        thread_id: null,
        affected_user_id: post.author_id,
        source: 'notice',
        status: index % 2 === 0 ? 'OpenNotice' : 'Rejected',
        reason: 'LinkRules',
        category: 'Policy',
        snapshot: JSON.stringify({ title: `Seitenfall ${index}`, text: 'Link', path: '', images: [] }),
        // two rows share a millisecond and differ in microseconds: the cursor must keep them apart
        created_at: sql<Date>`now() - interval '300 days' + ${index} * interval '1 hour' + ${index % 3} * interval '1 microsecond'`,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    paging.push(row.id)
  }

  app = await testServer(db)
  sessions = {
    member: await logIn(app, 'demo-mitglied'),
    moderator: await logIn(app, 'demo-moderator'),
    admin: await logIn(app, 'demo-admin'),
    otherModerator: await logIn(app, 'demo-forenpate'),
  }
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

type Who = keyof typeof sessions
const get = (url: string, who?: Who) => app.inject({ url, cookies: who ? { mt_session: sessions[who] } : {} })

async function post(url: string, who: Who | null, fields: Record<string, string>, withCsrf = true) {
  let csrf = ''
  if (who && withCsrf) {
    const page = await get('/cockpit/EinstellungenUebersicht.html', who)
    csrf = hiddenField(page.body, 'csrf')
  }
  return app.inject({
    method: 'POST',
    url,
    ...form(withCsrf ? { csrf, ...fields } : fields),
    cookies: who ? { mt_session: sessions[who] } : {},
  })
}

const caseIds = (html: string) =>
  [...html.matchAll(/href="\/moderation\/fall\/(\d+)"/g)].map((m) => Number(m[1]))
const statusOf = async (id: number) =>
  (await database.db.selectFrom('notices').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status

describe('who may open the moderation pages', () => {
  test('a visitor is sent to the login with the page as return target', async () => {
    for (const url of [
      '/moderation?status=all',
      `/moderation/fall/${caseA}`,
      '/cockpit/meldungen',
      `/cockpit/meldungen/${caseA}`,
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(302)
      expect(response.headers.location).toBe(`/einloggen?redirectAfterProcess=${encodeURIComponent(url)}`)
    }
    const posted = await post(
      `/moderation/fall/${caseA}`,
      null,
      { intent: 'decide', decision: 'reject' },
      false,
    )
    expect(posted.statusCode).toBe(303)
    expect(posted.headers.location).toMatch(/^\/einloggen\?redirectAfterProcess=/)
  })

  test('a member gets 403 on the queue, the case page and every decision form', async () => {
    const queue = await get('/moderation', 'member')
    expect(queue.statusCode).toBe(403)
    expect(queue.body).toContain('Zugriff verweigert')
    expect(queue.body).not.toContain(MARK_A)
    expect((await get(`/moderation/fall/${caseA}`, 'member')).statusCode).toBe(403)
    const forms: Record<string, string>[] = [
      { intent: 'decide', decision: 'accept', visibility: 'Hidden', restriction: 'none', facts: 'x' },
      { intent: 'complaint', outcome: 'uphold', facts: 'x' },
      { intent: 'lift', restrictionId: '1' },
    ]
    for (const fields of forms) {
      const response = await post(`/moderation/fall/${caseA}`, 'member', fields)
      expect(response.statusCode).toBe(403)
    }
    expect(await statusOf(caseA)).toBe('OpenNotice')
  })

  test('a member who is no party of a case gets 404 on its party page', async () => {
    expect((await get(`/cockpit/meldungen/${caseA}`, 'moderator')).statusCode).toBe(404)
    expect((await get('/cockpit/meldungen/999999', 'member')).statusCode).toBe(404)
    expect((await get('/moderation/fall/abc', 'moderator')).statusCode).toBe(404)
    expect((await get('/moderation/fall/999999', 'moderator')).statusCode).toBe(404)
  })
})

describe('queue scoping: a moderator sees and decides only the cases of their boards', () => {
  test("the moderator of board A lists A's case and never B's; B's moderator the other way round", async () => {
    const a = await get('/moderation', 'moderator')
    expect(a.statusCode).toBe(200)
    expect(a.headers['cache-control']).toContain('no-store')
    expect(a.body).toContain('<title>Moderation')
    expect(a.body).toContain('<meta name="robots" content="noindex"/>')
    expect(caseIds(a.body)).toContain(caseA)
    expect(caseIds(a.body)).not.toContain(caseB)
    expect(a.body).not.toContain('MARKER-FALL-B')
    const b = await get('/moderation', 'otherModerator')
    expect(caseIds(b.body)).toContain(caseB)
    expect(caseIds(b.body)).not.toContain(caseA)
    const admin = await get('/moderation', 'admin')
    expect(caseIds(admin.body)).toEqual(expect.arrayContaining([caseA, caseB]))
  })

  test("B's case page and its decision POST answer 403 to A's moderator; nothing changes", async () => {
    const page = await get(`/moderation/fall/${caseB}`, 'moderator')
    expect(page.statusCode).toBe(403)
    expect(page.body).not.toContain('MARKER-FALL-B')
    const response = await post(`/moderation/fall/${caseB}`, 'moderator', {
      intent: 'decide',
      decision: 'accept',
      visibility: 'Hidden',
      restriction: 'none',
      facts: 'Spam',
    })
    expect(response.statusCode).toBe(403)
    expect(await statusOf(caseB)).toBe('OpenNotice')
  })

  test('a board filter outside the scope shows nothing of that board', async () => {
    const response = await get(`/moderation?forum=${boardB}&status=all`, 'moderator')
    expect(response.statusCode).toBe(200)
    expect(caseIds(response.body)).toEqual([])
    expect(response.body).toContain('Keine Fälle für diese Auswahl.')
  })
})

describe('filters and keyset pages', () => {
  test('reason, content type and status grouping filter the list', async () => {
    const links = await get('/moderation?grund=LinkRules&status=all', 'moderator')
    const ids = caseIds(links.body)
    expect(ids).not.toContain(caseA)
    expect(ids.every((id) => paging.includes(id))).toBe(true)
    const open = caseIds((await get('/moderation?grund=LinkRules', 'moderator')).body)
    expect(open).toEqual(paging.filter((_id, index) => index % 2 === 0))
    const rejected = caseIds(
      (await get('/moderation?grund=LinkRules&status=rejectedClosed', 'moderator')).body,
    )
    expect(rejected).toEqual(paging.filter((_id, index) => index % 2 === 1))
    const threads = await get('/moderation?typ=ForumThread&status=all', 'moderator')
    expect(caseIds(threads.body)).toEqual([])
    const spam = caseIds((await get('/moderation?grund=Spam', 'moderator')).body)
    expect(spam).toContain(caseA)
    expect(spam.some((id) => paging.includes(id))).toBe(false)
  })

  test('"Weitere Fälle" follows the cursor: 25, then the rest, no case twice, oldest first or newest first', async () => {
    const first = await get('/moderation?grund=LinkRules&status=all', 'moderator')
    const firstIds = caseIds(first.body)
    expect(firstIds).toEqual(paging.slice(0, 25))
    const next = /href="([^"]+)"[^>]*>Weitere Fälle/.exec(first.body)?.[1]?.replaceAll('&amp;', '&')
    expect(next).toMatch(/after=/)
    const second = await get(next!, 'moderator')
    expect(caseIds(second.body)).toEqual(paging.slice(25))
    expect(second.body).not.toContain('Weitere Fälle')
    const newest = await get(
      '/moderation?grund=LinkRules&status=all&sortierung=CreatedAtDescending',
      'moderator',
    )
    expect(caseIds(newest.body)).toEqual([...paging].reverse().slice(0, 25))
    // a cursor that is none of ours is ignored, not an error
    expect((await get('/moderation?after=%27%3B--', 'moderator')).statusCode).toBe(200)
  })
})

describe('a decision, a complaint and its reversal', () => {
  test('the case page shows the content as reported and the whole notice to the moderator', async () => {
    const response = await get(`/moderation/fall/${caseA}`, 'moderator')
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).toContain(MARK_A)
    expect(html).toContain('Spam oder Werbung')
    expect(html).toContain('fritz.melder@example.org')
    expect(html).toContain('Werbung für einen Shop')
    expect(html).toContain('bestätigt')
    expect(html).toContain('Meldung annehmen')
    expect(html).toContain('Inhalt jetzt ansehen')
  })

  test('the case page renders the reported text as the thread does, not its raw markup', async () => {
    const row = await database.db
      .insertInto('notices')
      .values({
        content_type: 'ForumPost',
        content_id: 1,
        board_id: 200,
        thread_id: null,
        affected_user_id: MEMBER,
        source: 'notice',
        status: 'Rejected',
        reason: 'Spam',
        category: 'Policy',
        snapshot: JSON.stringify({
          title: 'Markup-Fall',
          text: '[b]Fettdruck-4713[/b] und [quote=Klaus]ein Zitat[/quote]',
          path: '',
          images: [],
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const page = await get(`/moderation/fall/${row.id}`, 'admin')
    expect(page.statusCode).toBe(200)
    const html = page.body.slice(page.body.indexOf('data-testid="reported-text"'))
    expect(html.slice(0, 600)).toMatch(/<(strong|b)[^>]*>Fettdruck-4713<\/(strong|b)>/)
    expect(html.slice(0, 600)).not.toContain('[b]')
  })

  test('templates for the reasoning: offered on the case page; chosen without JavaScript the form comes back filled', async () => {
    const page = await get(`/moderation/fall/${caseA}`, 'moderator')
    expect(page.body).toContain('<summary>Vorlagen für die Begründung</summary>')
    expect(page.body).toMatch(/<button(?=[^>]*name="template")(?=[^>]*value="werbung")/)
    const filled = await post(`/moderation/fall/${caseA}`, 'moderator', {
      intent: 'decide',
      template: 'werbung',
      visibility: 'Offline',
      facts: '',
      ground: 'Beitragsregeln Nr. 4',
    })
    expect(filled.statusCode).toBe(200)
    expect(filled.body).toMatch(
      /<textarea[^>]*id="case-facts"[^>]*>Der Inhalt wirbt für ein Produkt, einen Shop oder eine Dienstleistung/,
    )
    // what was chosen and typed stays; nothing was decided, no error shown
    expect(filled.body).toContain('Beitragsregeln Nr. 4')
    expect(filled.body).toMatch(/<input(?=[^>]*value="Offline")(?=[^>]*checked)/)
    expect(filled.body).not.toContain('role="alert"')
    expect(await statusOf(caseA)).toBe('OpenNotice')
  })

  test('accepting without facts: 400, the German message, the typed ground kept', async () => {
    const response = await post(`/moderation/fall/${caseA}`, 'moderator', {
      intent: 'decide',
      decision: 'accept',
      visibility: 'Hidden',
      restriction: 'none',
      facts: '',
      ground: 'Beitragsregeln Nr. 4',
    })
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('Bitte beschreibe den Sachverhalt für die Begründung.')
    expect(response.body).toContain('Beitragsregeln Nr. 4')
    expect(await statusOf(caseA)).toBe('OpenNotice')
  })

  test('accepting through the form hides the post from visitors and writes the statement of reasons', async () => {
    const before = await get(postPathA)
    expect(before.statusCode).toBe(200)
    expect(before.body).toContain('MARKER-FALL-A-4711')
    const response = await post(`/moderation/fall/${caseA}`, 'moderator', {
      intent: 'decide',
      decision: 'accept',
      visibility: 'Hidden',
      restriction: 'none',
      facts: 'Der Beitrag wirbt für einen Shop.',
      ground: '',
    })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe(`/moderation/fall/${caseA}?erledigt=decide`)
    const page = await get(response.headers.location!, 'moderator')
    expect(page.body).toContain('Die Entscheidung ist gespeichert.')
    expect(page.body).not.toContain('Meldung annehmen')
    expect(await statusOf(caseA)).toBe('Accepted')
    const after = await get(postPathA)
    expect(after.body).not.toContain('MARKER-FALL-A-4711')
    const statement = await database.db
      .selectFrom('moderation_messages')
      .select(['subject', 'body'])
      .where('notice_id', '=', caseA)
      .where('recipient_id', '=', MEMBER)
      .where('party_role', '=', 'AffectedUser')
      .executeTakeFirstOrThrow()
    expect(statement.body).toContain('Der Beitrag wirbt für einen Shop.')
    const email = await database.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', MEMBER)
      .executeTakeFirstOrThrow()
    const mails = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM jobs
      WHERE kind = 'send-mail' AND payload->>'to' = ${email.email} AND payload->>'subject' = ${statement.subject}`.execute(
      database.db,
    )
    expect(mails.rows[0]!.count).toBe(1)
  })

  test('the member reads the statement at /cockpit/meldungen and complains; who reported stays hidden', async () => {
    const list = await get('/cockpit/meldungen', 'member')
    expect(list.statusCode).toBe(200)
    expect(list.body).toContain(`href="/cockpit/meldungen/${caseA}"`)
    expect(list.body).toContain('Begründung der Moderation: Dein Beitrag')
    const page = await get(`/cockpit/meldungen/${caseA}`, 'member')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Beschwerde einlegen')
    expect(page.body).toContain('Der Beitrag wirbt für einen Shop.')
    // the statement as a readable record: its addresses are working links, not pasted text
    expect(page.body).toContain(
      `<a href="/cockpit/meldungen/${caseA}">http://localhost/cockpit/meldungen/${caseA}</a>`,
    )
    expect(page.body).toContain('<a href="/info/beitragsregeln">')
    expect(page.body).not.toContain('Fritz Forenpate')
    expect(page.body).not.toContain('fritz.melder@example.org')
    expect(page.body).not.toContain('demo-forenpate')
    const short = await post(`/cockpit/meldungen/${caseA}`, 'member', { text: 'Nein!' })
    expect(short.statusCode).toBe(400)
    expect(short.body).toContain('mindestens 10 Zeichen')
    expect(short.body).toContain('Nein!')
    const filed = await post(`/cockpit/meldungen/${caseA}`, 'member', {
      text: 'Das ist keine Werbung, sondern ein Hinweis auf eine Bezugsquelle.',
    })
    expect(filed.statusCode).toBe(303)
    expect(filed.headers.location).toBe(`/cockpit/meldungen/${caseA}?erledigt=beschwerde`)
    expect(await statusOf(caseA)).toBe('OpenComplaintAccepted')
    const again = await get(filed.headers.location!, 'member')
    expect(again.body).toContain('Deine Beschwerde ist eingegangen.')
    expect(again.body).not.toContain('Beschwerde einlegen</button>')
  })

  test('the moderator who decided may not decide the complaint: no form, the reason once, not in their queue', async () => {
    // as rendered text (the loader's data in the page repeats it inside a script)
    const REFUSAL = '>Über eine Beschwerde entscheidet eine andere Person'
    const page = await get(`/moderation/fall/${caseA}`, 'moderator')
    expect(page.body).toContain('Das ist keine Werbung, sondern ein Hinweis auf eine Bezugsquelle.')
    expect(page.body).toContain('vom betroffenen Mitglied')
    expect(page.body).not.toContain('vom betroffenes Mitglied')
    expect(page.body).not.toContain('Beschwerde stattgeben')
    expect(page.body.split(REFUSAL).length - 1).toBe(1)
    // DSA Art. 20 (6): the complaint waits in another person's queue, not in the decider's
    const queue = await get('/moderation', 'moderator')
    expect(caseIds(queue.body)).not.toContain(caseA)
    const adminQueue = await get('/moderation', 'admin')
    expect(caseIds(adminQueue.body)).toContain(caseA)
    // a form sent anyway (an old tab): 403, the reason once, the typed text shown back
    const response = await post(`/moderation/fall/${caseA}`, 'moderator', {
      intent: 'complaint',
      outcome: 'uphold',
      facts: 'Selbst geprüft',
    })
    expect(response.statusCode).toBe(403)
    expect(response.body.split(REFUSAL).length - 1).toBe(1)
    expect(response.body).toContain('Selbst geprüft')
    expect(await statusOf(caseA)).toBe('OpenComplaintAccepted')
  })

  test('another person upholds the complaint: the post is visible again, both parties are told', async () => {
    const response = await post(`/moderation/fall/${caseA}`, 'admin', {
      intent: 'complaint',
      outcome: 'uphold',
      facts: 'Ein Hinweis auf eine Bezugsquelle ist erlaubt.',
    })
    expect(response.statusCode).toBe(303)
    expect(await statusOf(caseA)).toBe('OverturnedAccepted')
    const visible = await get(postPathA)
    expect(visible.body).toContain('MARKER-FALL-A-4711')
    const party = await get(`/cockpit/meldungen/${caseA}`, 'member')
    expect(party.body).toContain('Die Maßnahme wurde aufgehoben.')
    // the reporter sees the case as a party: never the affected member's e-mail
    const reporter = await get(`/cockpit/meldungen/${caseA}`, 'otherModerator')
    expect(reporter.statusCode).toBe(200)
    // … and reads why the moderation decided as it did
    expect(reporter.body).toMatch(/<h2[^>]*>Begründung der Entscheidung<\/h2>/)
    expect(reporter.body).toContain('Ein Hinweis auf eine Bezugsquelle ist erlaubt.')
    expect(reporter.body).toContain('Beschwerde einlegen')
    const email = await database.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', MEMBER)
      .executeTakeFirstOrThrow()
    expect(reporter.body).not.toContain(email.email!)
  })
})

describe('warning the member', () => {
  test('the case page warns the member: a reason is required; the statement reaches the member; the history says Verwarnung', async () => {
    const page = await get(`/moderation/fall/${caseA}`, 'admin')
    expect(page.body).toContain('<summary>Mitglied verwarnen</summary>')
    const empty = await post(`/moderation/fall/${caseA}`, 'admin', { intent: 'warn', facts: '' })
    expect(empty.statusCode).toBe(400)
    expect(empty.body).toContain('Bitte begründe die Verwarnung.')
    const warned = await post(`/moderation/fall/${caseA}`, 'admin', {
      intent: 'warn',
      facts: 'Wiederholt unsachlicher Ton gegenüber anderen Mitgliedern.',
    })
    expect(warned.statusCode).toBe(303)
    expect(warned.headers.location).toBe(`/moderation/fall/${caseA}?erledigt=warn`)
    const after = await get(warned.headers.location!, 'admin')
    expect(after.body).toContain('Das Mitglied ist verwarnt und wurde mit Begründung benachrichtigt.')
    // the member's case history on the case page names it
    expect(after.body).toMatch(/Fall #<!-- -->\d+<\/a> · <!-- -->Verwarnung/)
    const messages = await get('/cockpit/meldungen', 'member')
    expect(messages.body).toContain('Begründung der Moderation: Verwarnung')
    const statement = await database.db
      .selectFrom('moderation_messages')
      .select('body')
      .where('recipient_id', '=', MEMBER)
      .where('subject', '=', 'Begründung der Moderation: Verwarnung')
      .executeTakeFirstOrThrow()
    expect(statement.body).toContain('Wiederholt unsachlicher Ton gegenüber anderen Mitgliedern.')
    expect(statement.body).toContain('Wir verwarnen Dich.')
  })
})

describe('restricting the member without a notice', () => {
  test('the board’s moderator gets the form too (the member writes in their board); the rule: staff-restrictions.test.ts', async () => {
    expect((await get(`/moderation/fall/${caseA}`, 'moderator')).body).toContain('Mitglied sperren')
    const refused = await post(`/moderation/fall/${caseA}`, 'member', {
      intent: 'restrict',
      restriction: 'permanent',
      facts: 'Wiederholt Werbung.',
    })
    expect(refused.statusCode).toBe(403)
    const none = await database.db
      .selectFrom('user_restrictions')
      .select('id')
      .where('user_id', '=', MEMBER)
      .where('lifted_at', 'is', null)
      .execute()
    expect(none).toHaveLength(0)
  })

  test('an admin restricts for 36 hours with a reason: a case of its own, the statement to the member', async () => {
    const page = await get(`/moderation/fall/${caseA}`, 'admin')
    expect(page.body).toContain('Mitglied sperren')
    const missing = await post(`/moderation/fall/${caseA}`, 'admin', {
      intent: 'restrict',
      restriction: '36h',
      facts: '',
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.body).toContain('Bitte begründe die Sperre.')
    const done = await post(`/moderation/fall/${caseA}`, 'admin', {
      intent: 'restrict',
      restriction: '36h',
      facts: 'Wiederholt Werbung trotz Hinweis.',
    })
    expect(done.statusCode).toBe(303)
    const restriction = await database.db
      .selectFrom('user_restrictions')
      .select(['ends_at', 'notice_id', 'scope'])
      .where('user_id', '=', MEMBER)
      .where('lifted_at', 'is', null)
      .executeTakeFirstOrThrow()
    expect(restriction.scope).toBe('posting')
    const hours = ((restriction.ends_at as Date).getTime() - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(35.9)
    expect(hours).toBeLessThan(36.1)
    const own = await database.db
      .selectFrom('notices')
      .select(['source', 'status', 'content_type'])
      .where('id', '=', restriction.notice_id as number)
      .executeTakeFirstOrThrow()
    expect(own).toEqual({ source: 'moderator', status: 'Accepted', content_type: 'UserAccount' })
    const messages = await get('/cockpit/meldungen', 'member')
    expect(messages.body).toContain('Begründung der Moderation: Dein Konto wurde eingeschränkt')
    // with the restriction in force the form gives way to 'Sperre aufheben'
    const after = await get(`/moderation/fall/${caseA}`, 'admin')
    expect(after.body).not.toContain('<summary>Mitglied sperren</summary>')
    expect(after.body).toContain('Sperre aufheben')
  })
})
