import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { testServer } from '#testing/server.ts'

// The public profile (spec 001 §2 Public user profile, §7 UserProfileBySlug, §8 Profile).

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

async function addUser(slug: string, values: { status?: 'pending' | 'active'; anonymized?: boolean } = {}) {
  const row = await database.db
    .insertInto('users')
    .values({
      username: slug,
      slug,
      display_name: values.anonymized ? 'Gelöschter Nutzer' : slug,
      registered_at: new Date('2021-05-04T10:00:00Z'),
      status: values.status ?? 'active',
      is_anonymized: values.anonymized ?? false,
      about_me: values.anonymized ? '' : 'Fahre einen Golf 7 und schraube gern selbst.',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

describe('profile page', () => {
  test('a moderator: title, noindex, canonical, role line with boards, overview, about me, last post', async () => {
    const response = await app.inject('/nutzer/demo-moderator')
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).toContain('<title>demo-moderator auf MOTOR-TALK</title>')
    expect(html).toContain('<meta name="robots" content="noindex,follow"/>')
    expect(html).toContain('<link rel="canonical" href="https://www.motor-talk.de/nutzer/demo-moderator"/>')
    expect(html).toMatch(
      /<meta name="description" content="demo-moderator ist seit [^"]+ Mitglied bei MOTOR-TALK/,
    )
    expect(html).toContain('Mitglied seit')
    expect(html).toMatch(/<strong>Moderator<\/strong> für <a[^>]*href="\/forum\/vw-b200.html"[^>]*>VW<\/a>/)
    expect(html).toContain('und alle anderen Foren')
    for (const label of [
      'Übersicht',
      'Themen',
      'Antworten',
      'Blogartikel',
      'Fahrzeuge',
      'Danke',
      'Freunde',
      'Blog-Kommentare',
      'Über mich',
      'Letzter Beitrag',
    ]) {
      expect(html).toContain(label)
    }
    expect(html).not.toContain('Dieser MOTOR-TALKer hat noch keine Beiträge verfasst.')
  })

  test('the overview counts come from the member’s own rows', async () => {
    const user = await database.db
      .selectFrom('users')
      .select(['id', 'topic_count', 'reply_count', 'thumbs_up_received'])
      .where('slug', '=', 'demo-mitglied')
      .executeTakeFirstOrThrow()
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: {
        query: `{ users { bySlug(slug: "demo-mitglied") { userId statistics { numberOfTopics numberOfReplies numThumbsUpReceived numberOfFriends lastPost { id author { userId } } } profileData { onlineStatus } } } }`,
      },
    })
    const profile = response.json().data.users.bySlug
    expect(profile.userId).toBe(user.id)
    expect(profile.statistics).toMatchObject({
      numberOfTopics: user.topic_count,
      numberOfReplies: user.reply_count,
      numThumbsUpReceived: user.thumbs_up_received,
    })
    if (profile.statistics.lastPost) expect(profile.statistics.lastPost.author.userId).toBe(user.id)
    expect(['online', 'offline']).toContain(profile.profileData.onlineStatus)
  })

  test('a member without posts: the tab is disabled and says so', async () => {
    await addUser('ganz-neu-hier')
    const response = await app.inject('/nutzer/ganz-neu-hier')
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('Dieser MOTOR-TALKer hat noch keine Beiträge verfasst.')
    expect(response.body).toMatch(/<button[^>]*disabled=""[^>]*>Letzter Beitrag<\/button>/)
    expect(response.body).toContain('Fahre einen Golf 7 und schraube gern selbst.')
  })

  test('unknown, unconfirmed and installHook.js.map answer 404; anonymised without posts 410', async () => {
    await addUser('wartet-auf-mail', { status: 'pending' })
    await addUser('anonymisiert-ohne-beitrag', { anonymized: true })
    for (const path of ['/nutzer/gibt-es-nicht', '/nutzer/wartet-auf-mail', '/nutzer/installHook.js.map']) {
      const response = await app.inject(path)
      expect(response.statusCode, path).toBe(404)
      expect(response.body).toContain('Die Seite wurde nicht gefunden')
    }
    const anonymised = await app.inject('/nutzer/anonymisiert-ohne-beitrag')
    expect(anonymised.statusCode).toBe(410)
    expect(anonymised.body).toContain('Dieser Inhalt ist ausschließlich für registrierte Nutzer')
    expect(anonymised.body).toContain('Registrieren')
  })

  test('an anonymised member with a post keeps the profile, under the anonymous name', async () => {
    const id = await addUser('anonymisiert-mit-beitrag', { anonymized: true })
    const post = await database.db
      .selectFrom('posts')
      .select('id')
      .where('visibility', '=', 'Online')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow()
    await database.db.updateTable('posts').set({ author_id: id }).where('id', '=', post.id).execute()
    const response = await app.inject('/nutzer/anonymisiert-mit-beitrag')
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('Gelöschter Nutzer')
  })
})

describe('legacy profile address and the slug/id operations', () => {
  test('/mitglieder/aktion/UserDetails.html?userId= 301s to the profile; bad or unknown ids 404', async () => {
    const user = await database.db
      .selectFrom('users')
      .select('id')
      .where('slug', '=', 'demo-mitglied')
      .executeTakeFirstOrThrow()
    const moved = await app.inject(`/mitglieder/aktion/UserDetails.html?userId=${user.id}`)
    expect(moved.statusCode).toBe(301)
    expect(moved.headers.location).toBe('/nutzer/demo-mitglied')
    for (const query of ['', '?userId=abc', '?userId=0', '?userId=99999999']) {
      expect((await app.inject(`/mitglieder/aktion/UserDetails.html${query}`)).statusCode, query).toBe(404)
    }
  })

  test('UserIdByUserSlug and UserSlugByUserId answer each other; unknown gives UserNotFound', async () => {
    const ask = async (query: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          payload: { query },
        })
      ).json()
    const id = (await ask('{ users { idBySlug(slug: "demo-admin") } }')).data.users.idBySlug
    expect(typeof id).toBe('number')
    expect((await ask(`{ users { slugById(userId: ${id}) } }`)).data.users.slugById).toBe('demo-admin')
    const missing = await ask('{ users { idBySlug(slug: "gibt-es-nicht") } }')
    expect(missing.errors[0].reason).toBe('UserNotFound')
  })
})
