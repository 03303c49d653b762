import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { form, hiddenField, logIn } from '#testing/http.ts'
import { testServer } from '#testing/server.ts'

// decision 037: the admin screens — who may open which, every change audited, refusals with status.

let database: TestDatabase
let app: FastifyInstance
beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db, { pageCacheTtlMs: 0 })
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

interface Staff {
  cookies: Record<string, string>
  csrf: string
}

async function as(username: string, page = '/admin'): Promise<Staff> {
  const cookies = { mt_session: await logIn(app, username) }
  const response = await app.inject({ url: page, cookies })
  return { cookies, csrf: response.body.includes('name="csrf"') ? hiddenField(response.body, 'csrf') : '' }
}

function post(url: string, who: Staff, fields: Record<string, string>) {
  const { payload, headers } = form({ csrf: who.csrf, ...fields })
  return app.inject({ method: 'POST', url, payload, headers, cookies: who.cookies })
}

describe('who opens the admin screens', () => {
  test('visitors log in first, members are refused, moderators see the staff’s screens only', async () => {
    expect((await app.inject('/admin')).statusCode).toBe(302)
    const member = { mt_session: await logIn(app, 'demo-mitglied') }
    expect((await app.inject({ url: '/admin', cookies: member })).statusCode).toBe(403)
    const moderator = { mt_session: await logIn(app, 'demo-moderator') }
    const overview = await app.inject({ url: '/admin', cookies: moderator })
    expect(overview.statusCode).toBe(200)
    expect(overview.body).not.toContain('<h2>Protokoll</h2>')
    expect((await app.inject({ url: '/admin/kontakt', cookies: moderator })).statusCode).toBe(200)
    expect((await app.inject({ url: '/admin/ankuendigungen', cookies: moderator })).statusCode).toBe(200)
    for (const path of ['/admin/schalter', '/admin/foren'])
      expect((await app.inject({ url: path, cookies: moderator })).statusCode, path).toBe(403)
  })
})

describe('changes, each audited', () => {
  test('an admin turns a feature switch off and on; the log says who and what', async () => {
    const admin = await as('demo-admin', '/admin/schalter')
    expect(
      (await post('/admin/schalter', { ...admin, csrf: 'falsch' }, { key: 'UserThemes', enabled: 'false' }))
        .statusCode,
    ).toBe(403)
    const off = await post('/admin/schalter', admin, { key: 'UserThemes', enabled: 'false' })
    expect(off.statusCode).toBe(303)
    const row = await database.db
      .selectFrom('feature_switches')
      .select('enabled')
      .where('key', '=', 'UserThemes')
      .executeTakeFirstOrThrow()
    expect(row.enabled).toBe(false)
    expect((await post('/admin/schalter', admin, { key: 'Unbekannt', enabled: 'true' })).statusCode).toBe(404)
    await post('/admin/schalter', admin, { key: 'UserThemes', enabled: 'true' })
    const log = await app.inject({ url: '/admin', cookies: admin.cookies })
    expect(log.body).toContain('switch.off')
    expect(log.body).toContain('switch:UserThemes')
    expect(log.body).toContain('demo-admin')
  })

  test('turning the DSA switch off waits for an explicit confirmation with a warning; turning it on does not', async () => {
    const admin = await as('demo-admin', '/admin/schalter')
    const dsa = () =>
      database.db
        .selectFrom('feature_switches')
        .select('enabled')
        .where('key', '=', 'MT-761_dsa')
        .executeTakeFirstOrThrow()
    const asked = await post('/admin/schalter', admin, { key: 'MT-761_dsa', enabled: 'false' })
    expect(asked.statusCode).toBe(409)
    expect(asked.body).toContain('Meldungen und Moderation (DSA) wirklich ausschalten?')
    expect(asked.body).toContain('kann niemand mehr Inhalte melden')
    expect(asked.body).toContain('name="confirmed" value="ja"')
    expect((await dsa()).enabled).toBe(true)
    const off = await post('/admin/schalter', admin, { key: 'MT-761_dsa', enabled: 'false', confirmed: 'ja' })
    expect(off.statusCode).toBe(303)
    expect((await dsa()).enabled).toBe(false)
    expect((await post('/admin/schalter', admin, { key: 'MT-761_dsa', enabled: 'true' })).statusCode).toBe(
      303,
    )
    expect((await dsa()).enabled).toBe(true)
  })

  test('deleting an account is a step of its own: a warning and the typed username, checked by the server', async () => {
    const admin = await as('demo-admin', '/admin/mitglieder?q=demo')
    const member = await database.db
      .selectFrom('users')
      .select(['id', 'username', 'display_name'])
      .where('username', '=', 'demo-mitglied')
      .executeTakeFirstOrThrow()
    const list = await app.inject({ url: '/admin/mitglieder?q=demo-mitglied', cookies: admin.cookies })
    expect(list.body).not.toContain('name="confirmation"')
    expect(list.body).toContain(`loeschen=${member.id}`)
    const step = await app.inject({
      url: `/admin/mitglieder?q=demo-mitglied&loeschen=${member.id}`,
      cookies: admin.cookies,
    })
    expect(step.statusCode).toBe(200)
    expect(step.body).toContain(`Konto von ${member.display_name} löschen?`)
    expect(step.body).toContain('Das lässt sich nicht rückgängig machen.')
    expect(step.body).toContain('name="confirmation"')
    const moderator = await as('demo-moderator', '/admin/mitglieder?q=demo')
    const moderatorsStep = await app.inject({
      url: `/admin/mitglieder?q=demo-mitglied&loeschen=${member.id}`,
      cookies: moderator.cookies,
    })
    expect(moderatorsStep.body).not.toContain('name="confirmation"')
    expect(
      (await post('/admin/mitglieder', admin, { intent: 'anonymise', userId: String(member.id), q: 'demo' }))
        .statusCode,
    ).toBe(400)
  })

  test('an admin renames and closes a board', async () => {
    const admin = await as('demo-admin', '/admin/foren')
    const board = await database.db
      .selectFrom('boards')
      .select(['id', 'name', 'sort_order'])
      .where('parent_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const short = await post('/admin/foren', admin, {
      id: String(board.id),
      intent: 'save',
      name: 'X',
      sortOrder: '1',
    })
    expect(short.statusCode).toBe(400)
    expect(short.body).toContain('Der Name eines Forums hat 2 bis 80 Zeichen.')
    expect(
      (
        await post('/admin/foren', admin, {
          id: String(board.id),
          intent: 'save',
          name: `${board.name} (neu)`,
          sortOrder: String(board.sort_order),
        })
      ).statusCode,
    ).toBe(303)
    expect((await post('/admin/foren', admin, { id: String(board.id), intent: 'close' })).statusCode).toBe(
      303,
    )
    const after = await database.db
      .selectFrom('boards')
      .select(['name', 'is_open'])
      .where('id', '=', board.id)
      .executeTakeFirstOrThrow()
    expect(after).toEqual({ name: `${board.name} (neu)`, is_open: false })
    const audit = await database.db
      .selectFrom('admin_audit')
      .select(['action', 'target'])
      .where('target', '=', `board:${board.id}`)
      .execute()
    expect(audit).toHaveLength(2)
  })

  test('an admin grants a Forenpate with its board and takes it again; their own admin role stays', async () => {
    const admin = await as('demo-admin', '/admin/mitglieder?q=demo')
    const found = await app.inject({ url: '/admin/mitglieder?q=demo-mit', cookies: admin.cookies })
    expect(found.body).toContain('demo-mitglied')
    expect(
      (await post('/admin/mitglieder', admin, { userId: '5', role: 'godfather', boardId: '', q: 'demo' }))
        .statusCode,
    ).toBe(400)
    expect(
      (await post('/admin/mitglieder', admin, { userId: '5', role: 'godfather', boardId: '200', q: 'demo' }))
        .statusCode,
    ).toBe(303)
    expect(
      (await post('/admin/mitglieder', admin, { userId: '5', role: 'godfather', boardId: '200', q: 'demo' }))
        .statusCode,
    ).toBe(409)
    const role = await database.db
      .selectFrom('user_roles')
      .select('id')
      .where('user_id', '=', 5)
      .where('role', '=', 'godfather')
      .executeTakeFirstOrThrow()
    expect(
      (await post('/admin/mitglieder', admin, { intent: 'revoke', roleId: String(role.id), q: 'demo' }))
        .statusCode,
    ).toBe(303)
    const own = await database.db
      .selectFrom('user_roles')
      .select('id')
      .where('user_id', '=', 2)
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow()
    expect(
      (await post('/admin/mitglieder', admin, { intent: 'revoke', roleId: String(own.id), q: 'demo' }))
        .statusCode,
    ).toBe(409)
    const moderator = await as('demo-moderator', '/admin/mitglieder?q=demo')
    expect(
      (await post('/admin/mitglieder', moderator, { userId: '5', role: 'admin', boardId: '', q: 'demo' }))
        .statusCode,
    ).toBe(403)
  })

  test('the staff publish and end an announcement; it shows on the boards meanwhile', async () => {
    const moderator = await as('demo-moderator', '/admin/ankuendigungen')
    const bad = await post('/admin/ankuendigungen', moderator, {
      title: 'Hi',
      text: '',
      url: '',
      boardId: '',
    })
    expect(bad.statusCode).toBe(400)
    const made = await post('/admin/ankuendigungen', moderator, {
      title: 'Wartung am Sonntag',
      text: 'Zwischen 2 und 4 Uhr ist das Forum kurz nicht erreichbar.',
      url: '/info/hilfe',
      boardId: '',
      forVisitors: 'on',
    })
    expect(made.statusCode).toBe(303)
    expect((await app.inject('/forum/allgemeine-autofragen-b1065.html')).body).toContain('Wartung am Sonntag')
    const row = await database.db
      .selectFrom('announcements')
      .select('id')
      .where('title', '=', 'Wartung am Sonntag')
      .executeTakeFirstOrThrow()
    expect(
      (await post('/admin/ankuendigungen', moderator, { intent: 'end', id: String(row.id) })).statusCode,
    ).toBe(303)
    expect((await app.inject('/forum/allgemeine-autofragen-b1065.html')).body).not.toContain(
      'Wartung am Sonntag',
    )
  })

  test('the contact messages are listed for the staff', async () => {
    await database.db
      .insertInto('contact_messages')
      .values({
        topic: 'presse',
        name: 'Ina Presse',
        email: 'ina@example.de',
        message: 'Interviewanfrage zu Langzeittests',
      })
      .execute()
    const moderator = await as('demo-moderator', '/admin/kontakt')
    const page = await app.inject({ url: '/admin/kontakt', cookies: moderator.cookies })
    expect(page.body).toContain('Interviewanfrage zu Langzeittests')
    expect(page.body).toContain('Presse')
  })
})

describe('boards created and moved, members barred and deleted', () => {
  test('an admin creates a board under another and moves a board; not under itself', async () => {
    const admin = await as('demo-admin', '/admin/foren')
    const parent = await database.db
      .selectFrom('boards')
      .select(['id', 'board_count'])
      .where('id', '=', 200)
      .executeTakeFirstOrThrow()
    const made = await post('/admin/foren', admin, {
      intent: 'create',
      name: 'VW Oldtimer-Treffen',
      parentId: '200',
      description: 'Treffen und Ausfahrten',
    })
    expect(made.statusCode).toBe(303)
    const board = await database.db
      .selectFrom('boards')
      .select(['id', 'slug', 'parent_id'])
      .where('name', '=', 'VW Oldtimer-Treffen')
      .executeTakeFirstOrThrow()
    expect(board.parent_id).toBe(200)
    const after = await database.db
      .selectFrom('boards')
      .select('board_count')
      .where('id', '=', 200)
      .executeTakeFirstOrThrow()
    expect(after.board_count).toBe(parent.board_count + 1)
    expect((await app.inject(`/forum/${board.slug}-b${board.id}.html`)).statusCode).toBe(200)
    const child = await database.db
      .selectFrom('boards')
      .select(['id', 'name', 'sort_order', 'parent_id'])
      .where('parent_id', '=', 200)
      .where('id', '<>', board.id)
      .executeTakeFirstOrThrow()
    const loop = await post('/admin/foren', admin, {
      id: '200',
      intent: 'save',
      name: 'VW',
      sortOrder: '0',
      parentId: String(child.id),
    })
    expect(loop.statusCode).toBe(400)
    expect(loop.body).toContain('Ein Forum kann nicht unter sich selbst stehen.')
    const moved = await post('/admin/foren', admin, {
      id: String(child.id),
      intent: 'save',
      name: child.name,
      sortOrder: String(child.sort_order),
      parentId: String(board.id),
    })
    expect(moved.statusCode).toBe(303)
    expect(
      (
        await database.db
          .selectFrom('boards')
          .select('parent_id')
          .where('id', '=', child.id)
          .executeTakeFirstOrThrow()
      ).parent_id,
    ).toBe(board.id)
    expect(
      await database.db.selectFrom('admin_audit').select('id').where('action', '=', 'board.move').execute(),
    ).toHaveLength(1)
  })

  test('the staff bar a member from writing with a reason; an admin deletes an account as a cancellation would', async () => {
    const moderator = await as('demo-moderator', '/admin/mitglieder?q=demo')
    const victim = await database.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('id', '>', 6)
      .where('is_anonymized', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    expect(
      (
        await post('/admin/mitglieder', moderator, {
          intent: 'restrict',
          userId: String(victim.id),
          days: '7',
          reason: 'kurz',
          q: 'x',
        })
      ).statusCode,
    ).toBe(400)
    expect(
      (
        await post('/admin/mitglieder', moderator, {
          intent: 'restrict',
          userId: String(victim.id),
          days: '7',
          reason: 'Wiederholt beleidigende Beiträge.',
          q: 'x',
        })
      ).statusCode,
    ).toBe(303)
    const restriction = await database.db
      .selectFrom('user_restrictions')
      .select(['ends_at', 'created_by'])
      .where('user_id', '=', victim.id)
      .executeTakeFirstOrThrow()
    expect(restriction.ends_at).not.toBeNull()
    expect(
      (
        await post('/admin/mitglieder', moderator, {
          intent: 'anonymise',
          userId: String(victim.id),
          confirmation: victim.username,
          q: 'x',
        })
      ).statusCode,
    ).toBe(403)
    const admin = await as('demo-admin', '/admin/mitglieder?q=demo')
    expect(
      (
        await post('/admin/mitglieder', admin, {
          intent: 'anonymise',
          userId: String(victim.id),
          confirmation: 'falsch',
          q: 'x',
        })
      ).statusCode,
    ).toBe(400)
    expect(
      (
        await post('/admin/mitglieder', admin, {
          intent: 'anonymise',
          userId: String(victim.id),
          confirmation: victim.username,
          q: 'x',
        })
      ).statusCode,
    ).toBe(303)
    const gone = await database.db
      .selectFrom('users')
      .select(['is_anonymized', 'email'])
      .where('id', '=', victim.id)
      .executeTakeFirstOrThrow()
    expect(gone).toEqual({ is_anonymized: true, email: null })
  })
})
