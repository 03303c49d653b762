import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { testServer } from '#testing/server.ts'

// Who writes, beside every post's name (spec 001 §3 profile facts): post count, member since, the
// current vehicle; and instead of one grey placeholder for everybody, initials on a member's own
// colour. Asked as a visitor; the vehicles of a page's authors come in one query.

let database: TestDatabase
let app: FastifyInstance
const statements: string[] = []
beforeAll(async () => {
  database = await createTestDatabase('demo', { onQuery: (sql) => statements.push(sql) })
  app = await testServer(database.db, { pageCacheTtlMs: 0 })
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

test('a visitor sees each author’s posts, since when and their vehicle, and a drawn avatar', async () => {
  const thread = await database.db
    .selectFrom('threads')
    .innerJoin('posts', 'posts.id', 'threads.first_post_id')
    .innerJoin('users', 'users.id', 'posts.author_id')
    .select(['threads.id', 'threads.slug', 'users.id as authorId', 'users.topic_count', 'users.reply_count'])
    .where('threads.visibility', '=', 'Online')
    .where('threads.deleted_at', 'is', null)
    .where('threads.post_count', '>=', 8)
    .where('users.avatar_url', 'is', null)
    .where('users.is_anonymized', '=', false)
    .orderBy('threads.id')
    .executeTakeFirstOrThrow()
  const golf = await database.db
    .selectFrom('vehicle_series')
    .innerJoin('vehicle_manufacturers', 'vehicle_manufacturers.id', 'vehicle_series.manufacturer_id')
    .select(['vehicle_series.id as seriesId', 'vehicle_manufacturers.id as manufacturerId'])
    .select(['vehicle_series.name as series', 'vehicle_manufacturers.name as manufacturer'])
    .orderBy('vehicle_series.id')
    .executeTakeFirstOrThrow()
  await database.db.deleteFrom('member_vehicles').where('user_id', '=', thread.authorId).execute()
  await database.db
    .insertInto('member_vehicles')
    .values({ user_id: thread.authorId, manufacturer_id: golf.manufacturerId, series_id: golf.seriesId })
    .execute()

  statements.length = 0
  const page = await app.inject({ url: `/forum/${thread.slug}-t${thread.id}.html` })
  expect(page.statusCode).toBe(200)
  const posts = thread.topic_count + thread.reply_count
  expect(page.body).toContain(
    `${posts.toLocaleString('de-DE')} ${posts === 1 ? 'Beitrag' : 'Beiträge'} · dabei seit`,
  )
  expect(page.body).toContain(`${golf.manufacturer} ${golf.series}`)
  // drawn initials, never the grey placeholder in a post
  expect(page.body).toMatch(/data-initials="true"[^>]*>[^<]{1,2}</)
  expect(page.body).not.toMatch(/<article[^>]*>(?:(?!<\/article>)[\s\S])*avatar-default\.svg/)
  // the vehicles of all the page's posts' authors in one query (no N+1); the thread's own author,
  // resolved a level higher in the page's query, may come in a second
  expect(statements.filter((sql) => /from "member_vehicles"/i.test(sql)).length).toBeLessThanOrEqual(2)
})
