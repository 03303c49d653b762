import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { TAKE_DOWN_NEEDS_GROUND } from '#domain/moderation-input.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { form, hiddenField, logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// decision 021: the moderation acts from the content itself (/moderation/aktion, GraphQL
// moderateContent); hidden content keeps its status codes; restored content comes back with
// every counter as it was; a restricted member writes nothing.

const BOARD = 2000 // VW Golf, below VW (200): demo-moderator moderates it
const OTHER_BOARD = 201 // also demo-moderator's: the target of a move

let database: TestDatabase
let app: FastifyInstance
let moderator: string
let author: string
let member: string
let outsider: string
let admin: string
let authorId: number
let thread: { id: number; slug: string; path: string }
let reply: { id: number; text: string }

const MARK = 'Lichtmaschine-Prüfmarke-4711'

beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db)
  const db = database.db
  const found = await db
    .selectFrom('threads')
    .select(['id', 'slug'])
    .where('board_id', '=', BOARD)
    .where('visibility', '=', 'Online')
    .where('deleted_at', 'is', null)
    .where('is_open', '=', true)
    .where('post_count', '>=', 3)
    .where('post_count', '<=', 10)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  thread = { ...found, path: `/forum/${found.slug}-t${found.id}.html` }
  const me = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'demo-mitglied')
    .executeTakeFirstOrThrow()
  authorId = me.id
  // demo-mitglied starts the thread and wrote its first reply (a text this test recognises)
  await db.updateTable('threads').set({ author_id: authorId }).where('id', '=', thread.id).execute()
  await db
    .updateTable('posts')
    .set({ author_id: authorId })
    .where('thread_id', '=', thread.id)
    .where('position', '=', 0)
    .execute()
  const first = await db
    .updateTable('posts')
    .set({ author_id: authorId, text: `Die ${MARK} lädt nicht mehr.` })
    .where('thread_id', '=', thread.id)
    .where('position', '=', 1)
    .where('visibility', '=', 'Online')
    .returning(['id', 'text'])
    .executeTakeFirstOrThrow()
  reply = first
  // the member's own counters as the seed would have them (the moderation keeps them in step)
  await db.updateTable('users').set({ reply_count: 10, topic_count: 10 }).where('id', '=', authorId).execute()
  // a moderator of a board far away, with the demo password
  const demo = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', authorId)
    .executeTakeFirstOrThrow()
  const far = await db
    .selectFrom('user_roles')
    .innerJoin('users', 'users.id', 'user_roles.user_id')
    .select(['users.id', 'users.username'])
    .where('user_roles.role', '=', 'moderator')
    .where('user_roles.board_id', 'not in', [3, 200, 201, 1065, BOARD])
    .where('users.id', '>', 6)
    .where('users.id', 'not in', (eb) =>
      eb
        .selectFrom('user_roles')
        .select('user_id')
        .where((inner) => inner.or([inner('role', '=', 'admin'), inner('board_id', 'in', [3, 200, BOARD])])),
    )
    .orderBy('users.id')
    .executeTakeFirstOrThrow()
  await db
    .updateTable('users')
    .set({ password_hash: demo.password_hash, status: 'active', email_verified_at: new Date() })
    .where('id', '=', far.id)
    .execute()
  ;[moderator, author, member, outsider, admin] = await Promise.all([
    logIn(app, 'demo-moderator'),
    logIn(app, 'demo-mitglied'),
    logIn(app, 'demo-forenpate'),
    logIn(app, far.username),
    logIn(app, 'demo-admin'),
  ])
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

function view(session?: string, url = thread.path) {
  return app.inject({ url, ...(session ? { cookies: { mt_session: session } } : {}) })
}

async function csrfOf(session: string): Promise<string> {
  return hiddenField((await view(session)).body, 'csrf')
}

async function act(session: string | undefined, fields: Record<string, string>) {
  const csrf = session ? await csrfOf(session) : ''
  return app.inject({
    method: 'POST',
    url: '/moderation/aktion',
    ...form({ csrf, ...fields }),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      referer: `http://localhost${thread.path}`,
    },
    ...(session ? { cookies: { mt_session: session } } : {}),
  })
}

/** Every counter the thread's presence touches: its own, its boards' (and the move target's), the platform's. */
async function counters() {
  const db = database.db
  const chain = await sql<{ id: number }>`
    WITH RECURSIVE chain AS (
      SELECT id, parent_id FROM boards WHERE id IN (${BOARD}, ${OTHER_BOARD})
      UNION SELECT b.id, b.parent_id FROM boards b JOIN chain ON b.id = chain.parent_id
    ) SELECT id FROM chain`.execute(db)
  return {
    boards: await db
      .selectFrom('boards')
      .select(['id', 'thread_count', 'own_thread_count', 'reply_count', 'last_post_id'])
      .where(
        'id',
        'in',
        chain.rows.map((row) => row.id),
      )
      .orderBy('id')
      .execute(),
    thread: await db
      .selectFrom('threads')
      .select([
        'board_id',
        'post_count',
        'reply_count',
        'last_post_id',
        'is_open',
        'visibility',
        'deleted_at',
      ])
      .where('id', '=', thread.id)
      .executeTakeFirstOrThrow(),
    platform: await db.selectFrom('platform_stats').select('total_posts').execute(),
    author: await db
      .selectFrom('users')
      .select(['reply_count', 'topic_count'])
      .where('id', '=', authorId)
      .executeTakeFirstOrThrow(),
  }
}

const anchor = () => `id="post-${reply.id}"`

test('GET /moderation/aktion is unknown (404); the form posts only', async () => {
  expect((await app.inject('/moderation/aktion')).statusCode).toBe(404)
})

test("the board's moderator gets the controls on the thread page; members, the author and visitors get none", async () => {
  const page = await view(moderator)
  expect(page.statusCode).toBe(200)
  expect(page.body).toContain('action="/moderation/aktion"')
  expect(page.body).toContain('data-moderation="edit"')
  for (const label of ['Schließen', 'Verschieben', 'Ausblenden …', 'Löschen …'])
    expect(page.body).toContain(label)
  // the move choice lists the moderator's boards only
  expect(page.body).toMatch(new RegExp(`<option value="${OTHER_BOARD}"`))
  expect(page.body).not.toMatch(/<option value="300"/)
  for (const session of [author, member, outsider, undefined]) {
    const other = await view(session)
    expect(other.statusCode).toBe(200)
    expect(other.body).not.toContain('action="/moderation/aktion"')
  }
})

test('hiding a post: gone for visitors and members, marked for its author and the moderator; a statement of reasons; unhiding brings it back with every counter as before', async () => {
  const before = await counters()
  const hidden = await act(moderator, {
    target: 'post',
    id: String(reply.id),
    action: 'hide',
    facts: 'Werbung für einen Teilehandel.',
  })
  expect(hidden.statusCode).toBe(303)
  // back at the post acted on, with the confirmation for the toast (decision 021)
  expect(hidden.headers.location).toBe(`${thread.path}?moderiert=hide#post-${reply.id}`)

  for (const session of [undefined, member, outsider]) {
    const page = await view(session)
    expect(page.statusCode).toBe(200)
    expect(page.body).not.toContain(anchor())
    expect(page.body).not.toContain(MARK)
  }
  const own = await view(author)
  expect(own.body).toContain(anchor())
  expect(own.body).toContain(MARK)
  expect(own.body).toContain('Nur Du und die Moderation sehen diesen Inhalt.')
  expect(own.body).not.toContain('action="/moderation/aktion"')
  const moderated = await view(moderator)
  expect(moderated.body).toContain(anchor())
  expect(moderated.body).toContain('data-moderation="view"')
  expect(moderated.body).toContain('>Einblenden</button>')
  // the post's own address answers as an unknown post
  const jump = await app.inject(`/forum/aktion/PostJump.html?postId=${reply.id}`)
  expect(jump.statusCode).toBe(404)

  // DSA Art. 17: the author got the statement of reasons, quoting the facts
  const messages = await database.db
    .selectFrom('moderation_messages')
    .innerJoin('notices', 'notices.id', 'moderation_messages.notice_id')
    .select(['moderation_messages.notice_type', 'moderation_messages.body', 'notices.content_id'])
    .where('moderation_messages.recipient_id', '=', authorId)
    .where('notices.content_type', '=', 'ForumPost')
    .where('notices.content_id', '=', reply.id)
    .execute()
  expect(messages).toHaveLength(1)
  expect(messages[0]?.notice_type).toBe('ContentDeletion')
  expect(messages[0]?.body).toContain('Werbung für einen Teilehandel.')
  expect((await counters()).thread.post_count).toBe(before.thread.post_count - 1)

  const shown = await act(moderator, { target: 'post', id: String(reply.id), action: 'unhide' })
  expect(shown.statusCode).toBe(303)
  for (const session of [undefined, member]) expect((await view(session)).body).toContain(anchor())
  expect(await counters()).toEqual(before)
})

test('the moderation bar with its mode selector is a labelled landmark (a region named Moderation)', async () => {
  const page = await view(moderator)
  expect(page.body).toMatch(
    /<section[^>]*aria-label="Moderation"[^>]*>(?:(?!<\/section>)[\s\S])*Moderationsmodus/,
  )
})

test('a moderator warns the author of a post from the post: a reason is required, the statement reaches the author, back at the post', async () => {
  const page = await view(moderator)
  expect(page.body).toContain('Verwarnen …')
  const empty = await act(moderator, {
    target: 'post',
    id: String(reply.id),
    action: 'warn',
    userId: String(authorId),
    facts: '',
  })
  expect(empty.statusCode).toBe(400)
  expect(empty.body).toContain('Bitte begründe die Verwarnung.')
  const warned = await act(moderator, {
    target: 'post',
    id: String(reply.id),
    action: 'warn',
    userId: String(authorId),
    facts: 'Bitte bleib sachlich.',
  })
  expect(warned.statusCode).toBe(303)
  expect(warned.headers.location).toBe(`${thread.path}?moderiert=warn#post-${reply.id}`)
  const statement = await database.db
    .selectFrom('moderation_messages')
    .select('body')
    .where('recipient_id', '=', authorId)
    .where('subject', '=', 'Begründung der Moderation: Verwarnung')
    .executeTakeFirstOrThrow()
  expect(statement.body).toContain('Bitte bleib sachlich.')
  // nothing removed: the post stays visible
  expect((await view()).body).toContain(anchor())
  // a member cannot warn
  expect(
    (
      await act(member, {
        target: 'post',
        id: String(reply.id),
        action: 'warn',
        userId: String(authorId),
        facts: 'x',
      })
    ).statusCode,
  ).toBe(403)
})

test('hiding a post needs a ground or the facts; with a ground only, the statement names the ground, the post and its thread', async () => {
  const refused = await act(moderator, { target: 'post', id: String(reply.id), action: 'hide', facts: '' })
  expect(refused.statusCode).toBe(400)
  expect(refused.body).toContain('Bitte wähle einen Grund oder beschreibe den Sachverhalt für den Verfasser.')
  expect((await view()).body).toContain(anchor())

  // the thread page's form offers the grounds
  const page = await view(moderator)
  expect(page.body).toContain('Grund (steht in der Begründung an den Verfasser)')
  expect(page.body).toContain('<option value="Spam">')

  const hidden = await act(moderator, {
    target: 'post',
    id: String(reply.id),
    action: 'hide',
    reason: 'Spam',
  })
  expect(hidden.statusCode).toBe(303)
  const statement = await database.db
    .selectFrom('moderation_messages')
    .innerJoin('notices', 'notices.id', 'moderation_messages.notice_id')
    .select(['moderation_messages.subject', 'moderation_messages.body'])
    .where('moderation_messages.recipient_id', '=', authorId)
    .where('notices.content_id', '=', reply.id)
    .where('notices.reason', '=', 'Spam')
    .orderBy('moderation_messages.id', 'desc')
    .executeTakeFirstOrThrow()
  expect(statement.body).not.toContain('siehe Grund')
  expect(statement.body).toMatch(/Sachverhalt: .*Spam/)
  // the post: its thread, an excerpt of its text and its own address (on a line of its own)
  const title = await database.db
    .selectFrom('threads')
    .select('title')
    .where('id', '=', thread.id)
    .executeTakeFirstOrThrow()
  expect(statement.body).toContain(`Betroffener Beitrag im Thema „${title.title}“`)
  expect(statement.body).toContain(MARK)
  expect(statement.body).toMatch(new RegExp(`\\nhttp://localhost/forum/[^\\s]*#post-${reply.id}\\n`))
  expect(statement.subject).toContain('wurde ausgeblendet')

  expect((await act(moderator, { target: 'post', id: String(reply.id), action: 'unhide' })).statusCode).toBe(
    303,
  )
})

test('a deleted post is shown to nobody but the moderation (not even its author); restored, it comes back', async () => {
  const before = await counters()
  expect(
    (await act(moderator, { target: 'post', id: String(reply.id), action: 'delete', reason: 'Spam' }))
      .statusCode,
  ).toBe(303)
  for (const session of [undefined, member, author]) {
    const page = await view(session)
    expect(page.statusCode).toBe(200)
    expect(page.body).not.toContain(anchor())
  }
  const moderated = await view(moderator)
  expect(moderated.body).toContain(anchor())
  expect(moderated.body).toContain('Gelöscht')
  expect(moderated.body).toContain('>Wiederherstellen</button>')
  expect((await act(moderator, { target: 'post', id: String(reply.id), action: 'restore' })).statusCode).toBe(
    303,
  )
  expect((await view()).body).toContain(anchor())
  expect((await view(author)).body).not.toContain('Nur Du und die Moderation')
  expect(await counters()).toEqual(before)
})

test('members and moderators of other boards get 403, visitors go to login; nothing changes', async () => {
  const before = await counters()
  for (const session of [member, author, outsider]) {
    for (const fields of [
      { target: 'post', id: String(reply.id), action: 'hide' },
      { target: 'thread', id: String(thread.id), action: 'delete' },
    ]) {
      const response = await act(session, fields)
      expect(response.statusCode).toBe(403)
      expect(response.body).toContain('Zugriff verweigert')
    }
  }
  const visitor = await act(undefined, { target: 'post', id: String(reply.id), action: 'hide' })
  expect(visitor.statusCode).toBe(303)
  expect(visitor.headers.location).toMatch(/^\/einloggen\?redirectAfterProcess=/)
  // a moderator without the form's token is refused too
  const forged = await app.inject({
    method: 'POST',
    url: '/moderation/aktion',
    ...form({ csrf: 'falsch', target: 'post', id: String(reply.id), action: 'hide' }),
    cookies: { mt_session: moderator },
  })
  expect(forged.statusCode).toBe(403)
  expect(await counters()).toEqual(before)
})

test('bad input answers 400 in German (a move without a board); unknown content 404', async () => {
  const noBoard = await act(moderator, { target: 'thread', id: String(thread.id), action: 'move' })
  expect(noBoard.statusCode).toBe(400)
  expect(noBoard.body).toContain('Bitte wähle ein Forum.')
  const unknown = await act(moderator, { target: 'post', id: '999999999', action: 'hide' })
  expect(unknown.statusCode).toBe(404)
  const nonsense = await act(moderator, { target: 'post', id: String(reply.id), action: 'sprengen' })
  expect(nonsense.statusCode).toBe(400)
  // members get 403 whatever they send: nothing tells them whether the content exists
  for (const fields of [
    { target: 'post', id: '999999999', action: 'hide' },
    { target: 'post', id: String(reply.id), action: 'sprengen' },
  ]) {
    expect((await act(member, fields)).statusCode).toBe(403)
  }
})

test('closing and reopening a thread', async () => {
  expect(
    (await act(moderator, { target: 'thread', id: String(thread.id), action: 'close' })).statusCode,
  ).toBe(303)
  const closed = await view(member)
  expect(closed.body).toContain('Dieses Thema ist geschlossen.')
  expect((await view(moderator)).body).toContain('>Öffnen</button>')
  expect(
    (await act(moderator, { target: 'thread', id: String(thread.id), action: 'reopen' })).statusCode,
  ).toBe(303)
  expect((await view(member)).body).not.toContain('Dieses Thema ist geschlossen.')
})

test('moving a thread to another board of the moderator and back leaves every counter as it was', async () => {
  const before = await counters()
  const moved = await act(moderator, {
    target: 'thread',
    id: String(thread.id),
    action: 'move',
    boardId: String(OTHER_BOARD),
  })
  expect(moved.statusCode).toBe(303)
  const during = await counters()
  expect(during.thread.board_id).toBe(OTHER_BOARD)
  const other = (c: typeof during) => c.boards.find((board) => board.id === OTHER_BOARD)
  expect(other(during)?.own_thread_count).toBe((other(before)?.own_thread_count ?? 0) + 1)
  // a board the moderator does not cover is refused
  const far = await act(moderator, {
    target: 'thread',
    id: String(thread.id),
    action: 'move',
    boardId: '300',
  })
  expect(far.statusCode).toBe(403)
  await act(moderator, { target: 'thread', id: String(thread.id), action: 'move', boardId: String(BOARD) })
  expect(await counters()).toEqual(before)
})

test('a hidden thread answers 410 to visitors and members, its starter and the moderator see it marked; unhidden it is back', async () => {
  const before = await counters()
  expect(
    (await act(moderator, { target: 'thread', id: String(thread.id), action: 'hide', reason: 'Spam' }))
      .statusCode,
  ).toBe(303)
  for (const session of [undefined, member, outsider]) expect((await view(session)).statusCode).toBe(410)
  const starter = await view(author)
  expect(starter.statusCode).toBe(200)
  expect(starter.body).toContain('Dieses Thema wurde von der Moderation ausgeblendet.')
  expect(starter.body).toContain('<a href="/cockpit/meldungen">Begründung und Beschwerde</a>')
  // read-only for the starter: no quick reply
  expect(starter.body).not.toContain('name="postContent"')
  const moderated = await view(moderator)
  expect(moderated.statusCode).toBe(200)
  expect(moderated.body).toContain('>Einblenden</button>')
  // its posts' addresses answer like the page
  expect((await app.inject(`/forum/aktion/PostJump.html?postId=${reply.id}`)).statusCode).toBe(410)
  expect(
    (await act(moderator, { target: 'thread', id: String(thread.id), action: 'unhide' })).statusCode,
  ).toBe(303)
  for (const session of [undefined, member]) expect((await view(session)).statusCode).toBe(200)
  expect(await counters()).toEqual(before)
})

test('a deleted thread answers 410 to everyone but the moderator, who restores it', async () => {
  const before = await counters()
  expect(
    (await act(moderator, { target: 'thread', id: String(thread.id), action: 'delete', reason: 'Spam' }))
      .statusCode,
  ).toBe(303)
  for (const session of [undefined, member, author, outsider])
    expect((await view(session)).statusCode).toBe(410)
  const moderated = await view(moderator)
  expect(moderated.statusCode).toBe(200)
  expect(moderated.body).toContain('Gelöscht')
  expect(moderated.body).toContain('>Wiederherstellen</button>')
  expect(
    (await act(moderator, { target: 'thread', id: String(thread.id), action: 'restore' })).statusCode,
  ).toBe(303)
  for (const session of [undefined, member, author]) expect((await view(session)).statusCode).toBe(200)
  expect(await counters()).toEqual(before)
})

async function graphql(session: string, query: string, variables: Record<string, unknown>) {
  const token = await csrfOf(session)
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
    headers: { 'x-csrf-token': token },
    cookies: { mt_session: session },
  })
  return response.json() as {
    data?: { moderateContent: { path: string } | null }
    errors?: { reason: string; message: string; description?: string }[]
  }
}

const MODERATE = `mutation ($id: Int!, $action: ContentModerationAction!) {
  moderateContent(target: post, id: $id, action: $action, facts: "Per App") { path }
}`

test('GraphQL moderateContent refuses bad input in the one refusal shape (decision 042)', async () => {
  const before = await counters()
  const refused = await graphql(
    moderator,
    `mutation ($id: Int!) { moderateContent(target: post, id: $id, action: hide, reason: "Gibt es nicht") { path } }`,
    { id: reply.id },
  )
  const error = refused.errors?.[0]
  expect(error?.reason).toBe('BadUserInput')
  expect(error?.message).toBe(TAKE_DOWN_NEEDS_GROUND)
  expect(JSON.parse(error?.description ?? '{}')).toEqual({ reason: 'Bitte wähle einen Grund aus der Liste.' })
  expect(await counters()).toEqual(before)
})

test('GraphQL moderateContent: the same checks and the same service', async () => {
  const before = await counters()
  for (const session of [member, outsider]) {
    const refused = await graphql(session, MODERATE, { id: reply.id, action: 'hide' })
    expect(refused.errors?.[0]?.reason).toBe('PermissionDenied')
  }
  const visitor = await app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query: MODERATE, variables: { id: reply.id, action: 'hide' } },
  })
  expect(visitor.json().errors[0].reason).toBe('LoginRequired')
  expect(await counters()).toEqual(before)

  const hidden = await graphql(moderator, MODERATE, { id: reply.id, action: 'hide' })
  expect(hidden.errors).toBeUndefined()
  expect(hidden.data?.moderateContent?.path).toContain(`#post-${reply.id}`)
  expect((await view()).body).not.toContain(anchor())
  const shown = await graphql(admin, MODERATE, { id: reply.id, action: 'unhide' })
  expect(shown.errors).toBeUndefined()
  expect((await view()).body).toContain(anchor())
  expect(await counters()).toEqual(before)
})

test('a restricted member writes nothing: reply, new thread, draft and thumbs up answer 403 with the message, the text is kept', async () => {
  const ends = new Date(Date.now() + 36 * 3_600_000)
  await database.db
    .insertInto('user_restrictions')
    .values({ user_id: authorId, scope: 'posting', ends_at: ends, reason: 'Test' })
    .execute()
  const csrf = await csrfOf(author)
  const text = 'Mein Text, den ich nicht verlieren will.'
  const replied = await app.inject({
    method: 'POST',
    url: `/forum/aktion/QuickPost.html?threadId=${thread.id}`,
    ...form({ csrf, threadId: String(thread.id), postContent: text, submissionKey: 'restricted-1' }),
    cookies: { mt_session: author },
  })
  expect(replied.statusCode).toBe(403)
  expect(replied.body).toMatch(
    /Dein Konto ist bis \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr eingeschränkt\. Du kannst in dieser Zeit keine Beiträge, Themen, Kommentare, Blogartikel, Tests, Anzeigen oder Meldungen verfassen/,
  )
  expect(replied.body).toContain(text)

  // the thread page offers no reply box and no `Neue Antwort`, but says why and until when
  const page = await view(author)
  expect(page.statusCode).toBe(200)
  expect(page.body).not.toContain('Neue Antwort')
  expect(page.body).not.toContain('name="postContent"')
  expect(page.body).toMatch(/Dein Konto ist bis \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr eingeschränkt/)

  // the apps ask the same rule: the thread takes no reply from a restricted member
  const asked = (await graphql(
    author,
    'query($id: Int!) { threads { byId(threadId: $id) { self { isWritable } } } }',
    { id: thread.id },
  )) as unknown as { data?: { threads: { byId: { self: { isWritable: boolean } } } } }
  expect(asked.data?.threads.byId.self.isWritable).toBe(false)

  // reporting is writing a notice: the restriction forbids it as its statement says
  const other = await database.db
    .selectFrom('posts')
    .select('id')
    .where('thread_id', '=', thread.id)
    .where('author_id', '<>', authorId)
    .where('visibility', '=', 'Online')
    .executeTakeFirstOrThrow()
  const dialog = await app.inject({ url: `/melden/post/${other.id}`, cookies: { mt_session: author } })
  expect(dialog.body).toContain('Meldungen verfassen')
  expect(dialog.body).not.toContain('name="reasonId"')
  const reported = await app.inject({
    method: 'POST',
    url: `/melden/post/${other.id}`,
    ...form({
      csrf,
      reasonId: 'Spam',
      explanation: 'Werbung',
      location: 'der ganze Beitrag',
      reporterName: 'Mitglied',
      reporterEmail: 'mitglied@example.org',
      goodFaith: 'on',
    }),
    cookies: { mt_session: author },
  })
  expect(reported.statusCode).toBe(403)
  expect(reported.body).toContain('Meldungen verfassen')
  const filed = await database.db
    .selectFrom('notices')
    .select('id')
    .where('reporter_id', '=', authorId)
    .execute()
  expect(filed).toEqual([])

  const formPage = await app.inject({
    url: `/forum/aktion/StartThread.html?boardId=${BOARD}`,
    cookies: { mt_session: author },
  })
  const started = await app.inject({
    method: 'POST',
    url: `/forum/aktion/StartThread.html?boardId=${BOARD}`,
    ...form({
      csrf: hiddenField(formPage.body, 'csrf'),
      submissionKey: hiddenField(formPage.body, 'submissionKey'),
      boardId: String(BOARD),
      title: 'Frage trotz Sperre',
      text,
    }),
    cookies: { mt_session: author },
  })
  expect(started.statusCode).toBe(403)
  expect(started.body).toContain('eingeschränkt. Du kannst in dieser Zeit keine Beiträge, Themen')
  expect(started.body).toContain('value="Frage trotz Sperre"')
  expect(started.body).toContain(text)

  const draft = await app.inject({
    method: 'POST',
    url: '/forum/aktion/Draft.html',
    ...form({ csrf, intent: 'save', context: `reply:${thread.id}`, title: '', text, data: '{}' }),
    cookies: { mt_session: author },
  })
  expect(draft.statusCode).toBe(403)

  const thumbs = await app.inject({
    method: 'POST',
    url: '/forum/aktion/PostJump.html',
    ...form({ csrf, rank: 'thumbsUp', postId: String(other.id) }),
    cookies: { mt_session: author },
  })
  expect(thumbs.statusCode).toBe(403)
  const written = await database.db
    .selectFrom('posts')
    .select('id')
    .where('author_id', '=', authorId)
    .where('text', '=', text)
    .execute()
  expect(written).toEqual([])

  // permanent: the other wording; lifted: writing again
  await database.db
    .updateTable('user_restrictions')
    .set({ ends_at: null })
    .where('user_id', '=', authorId)
    .execute()
  const permanent = await app.inject({
    method: 'POST',
    url: `/forum/aktion/QuickPost.html?threadId=${thread.id}`,
    ...form({ csrf, threadId: String(thread.id), postContent: text, submissionKey: 'restricted-2' }),
    cookies: { mt_session: author },
  })
  expect(permanent.body).toContain('Dein Konto ist dauerhaft eingeschränkt.')
  await database.db
    .updateTable('user_restrictions')
    .set({ lifted_at: new Date() })
    .where('user_id', '=', authorId)
    .execute()
  const lifted = await app.inject({
    method: 'POST',
    url: '/forum/aktion/Draft.html',
    ...form({ csrf, intent: 'save', context: `reply:${thread.id}`, title: '', text, data: '{}' }),
    cookies: { mt_session: author },
  })
  expect(lifted.statusCode).toBeLessThan(400)
})

test('profile texts hidden by a measure: the notice for everyone but the owner and admins', async () => {
  const about = 'Ich schraube seit 1998 an Golfs und verkaufe Teile unter www.beispiel.de.'
  const user = await database.db
    .updateTable('users')
    .set({ about_me: about, profile_hidden_at: new Date() })
    .where('id', '=', authorId)
    .returning('slug')
    .executeTakeFirstOrThrow()
  const url = `/nutzer/${user.slug}`
  for (const session of [undefined, member, moderator]) {
    const page = await view(session, url)
    expect(page.statusCode, url).toBe(200)
    expect(page.body).toContain('Dieser Inhalt wurde von der Moderation ausgeblendet.')
    expect(page.body).not.toContain('www.beispiel.de')
  }
  for (const session of [author, admin]) {
    const page = await view(session, url)
    expect(page.body).toContain('www.beispiel.de')
    expect(page.body).not.toContain('Dieser Inhalt wurde von der Moderation ausgeblendet.')
  }
  await database.db.updateTable('users').set({ profile_hidden_at: null }).where('id', '=', authorId).execute()
})
