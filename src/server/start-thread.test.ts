import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { form, hiddenField, logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

let database: TestDatabase
let app: FastifyInstance
let session: string
beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db)
  session = await logIn(app, 'demo-mitglied')
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

async function formPage(boardId: number) {
  const page = await app.inject({
    url: `/forum/aktion/StartThread.html?boardId=${boardId}`,
    cookies: { mt_session: session },
  })
  return { page, csrf: hiddenField(page.body, 'csrf'), key: hiddenField(page.body, 'submissionKey') }
}

test('visitors are sent through login and back to the form', async () => {
  const response = await app.inject('/forum/aktion/StartThread.html?boardId=2000')
  expect(response.statusCode).toBe(302)
  expect(response.headers.location).toBe(
    '/einloggen?redirectAfterProcess=%2Fforum%2Faktion%2FStartThread.html%3FboardId%3D2000',
  )
})

test('from the home page (board 1065) the member chooses the board; from a board it is fixed', async () => {
  const home = await formPage(1065)
  expect(home.page.statusCode).toBe(200)
  expect(home.page.body).toContain('<select name="boardId"')
  const board = await formPage(2000)
  expect(board.page.body).not.toContain('<select name="boardId"')
  expect(board.page.body).toContain('Neues Thema im VW Golf Forum')
  // the button posts without fields: the form again
  const button = await app.inject({
    method: 'POST',
    url: '/forum/aktion/StartThread.html?boardId=2000',
    cookies: { mt_session: session },
  })
  expect(button.statusCode).toBe(200)
  expect(button.body).toContain('Thema erstellen')
})

test('a closed board refuses with 403 and the error page; unknown boards 404', async () => {
  const closed = await app.inject({
    url: '/forum/aktion/StartThread.html?boardId=603',
    cookies: { mt_session: session },
  })
  expect(closed.statusCode).toBe(403)
  expect(closed.body).toContain('Zugriff verweigert')
  const unknown = await app.inject({
    url: '/forum/aktion/StartThread.html?boardId=999999',
    cookies: { mt_session: session },
  })
  expect(unknown.statusCode).toBe(404)
})

test('errors come back in German with everything typed kept', async () => {
  const { csrf, key } = await formPage(2000)
  const response = await app.inject({
    method: 'POST',
    url: '/forum/aktion/StartThread.html?boardId=2000',
    ...form({
      csrf,
      submissionKey: key,
      boardId: '2000',
      title: 'Kurz',
      text: 'Mein ausführlicher Text bleibt erhalten.',
    }),
    cookies: { mt_session: session },
  })
  expect(response.statusCode).toBe(400)
  expect(response.body).toContain('Der Titel muss mindestens 5 Zeichen lang sein.')
  expect(response.body).toContain('Mein ausführlicher Text bleibt erhalten.')
  expect(response.body).toContain('value="Kurz"')
})

test('success redirects to the new thread (PRG); sending the same form again creates no second thread', async () => {
  const { csrf, key } = await formPage(2000)
  const fields = {
    csrf,
    submissionKey: key,
    boardId: '2000',
    title: 'Wischwasserpumpe tauschen am Golf 7',
    text: 'Wie komme ich an die Pumpe?',
  }
  const first = await app.inject({
    method: 'POST',
    url: '/forum/aktion/StartThread.html?boardId=2000',
    ...form(fields),
    cookies: { mt_session: session },
  })
  expect(first.statusCode).toBe(303)
  // the fragment carries the success message for the browser (domain/flash-notices.ts)
  expect(first.headers.location).toMatch(
    /^\/forum\/wischwasserpumpe-tauschen-am-golf-7-t\d+\.html#thema-erstellt$/,
  )
  const again = await app.inject({
    method: 'POST',
    url: '/forum/aktion/StartThread.html?boardId=2000',
    ...form(fields),
    cookies: { mt_session: session },
  })
  expect(again.headers.location).toBe(first.headers.location)
  // it heads its board
  const board = await app.inject('/forum/vw-golf-b2000.html')
  const firstTitle = /class="_threadTitle[^"]*"[^>]*>([^<]+)</.exec(board.body)?.[1]
  expect(firstTitle).toBe('Wischwasserpumpe tauschen am Golf 7')
})

test('Vorschau without JavaScript (decision 024): the form again with every value and the preview, nothing created', async () => {
  const { csrf, key } = await formPage(2000)
  const response = await app.inject({
    method: 'POST',
    url: '/forum/aktion/StartThread.html?boardId=2000',
    ...form({
      csrf,
      submissionKey: key,
      boardId: '2000',
      title: 'Vorschau eines neuen Themas',
      text: 'Mein [b]Golf[/b] ruckelt:\n[code]P0300 Zündaussetzer[/code]',
      intent: 'preview',
    }),
    cookies: { mt_session: session },
  })
  expect(response.statusCode).toBe(200)
  expect(response.body).toContain('value="Vorschau eines neuen Themas"')
  expect(response.body).toContain('Mein [b]Golf[/b] ruckelt:\n[code]P0300 Zündaussetzer[/code]</textarea>')
  expect(response.body).toContain('<p>Mein <strong>Golf</strong> ruckelt:</p>')
  expect(response.body).toMatch(/<pre class="[^"]+" tabindex="0"><code>P0300 Zündaussetzer<\/code><\/pre>/)
  const created = await database.db
    .selectFrom('threads')
    .select('id')
    .where('title', '=', 'Vorschau eines neuen Themas')
    .execute()
  expect(created).toHaveLength(0)
})

test('without the CSRF token nothing is created', async () => {
  const { key } = await formPage(2000)
  const response = await app.inject({
    method: 'POST',
    url: '/forum/aktion/StartThread.html?boardId=2000',
    ...form({ submissionKey: key, boardId: '2000', title: 'Ohne Token erstellt', text: 'Text' }),
    cookies: { mt_session: session },
  })
  expect(response.statusCode).toBe(403)
  expect(response.body).toContain('Ohne Token erstellt') // kept for another try
  const count = await database.db
    .selectFrom('threads')
    .select('id')
    .where('title', '=', 'Ohne Token erstellt')
    .execute()
  expect(count).toHaveLength(0)
})

test('drafts are saved, offered on return, restored or discarded', async () => {
  const { csrf } = await formPage(2000)
  const save = await app.inject({
    method: 'POST',
    url: '/forum/aktion/Draft.html',
    ...form({
      csrf,
      intent: 'save',
      context: 'new-thread',
      title: 'Halber Titel',
      text: 'Halber Text',
      data: '{"boardId":"2000"}',
    }),
    cookies: { mt_session: session },
  })
  expect(save.statusCode).toBe(200)
  const back = await formPage(2000)
  expect(back.page.body).toContain('Du hast einen Entwurf vom')
  const restored = await app.inject({
    url: '/forum/aktion/StartThread.html?boardId=2000&entwurf=1',
    cookies: { mt_session: session },
  })
  expect(restored.body).toContain('value="Halber Titel"')
  expect(restored.body).toContain('Halber Text')
  const discard = await app.inject({
    method: 'POST',
    url: '/forum/aktion/Draft.html',
    ...form({
      csrf,
      intent: 'discard',
      context: 'new-thread',
      returnTo: '/forum/aktion/StartThread.html?boardId=2000',
    }),
    cookies: { mt_session: session },
  })
  expect(discard.statusCode).toBe(303)
  expect((await formPage(2000)).page.body).not.toContain('Du hast einen Entwurf vom')
})
