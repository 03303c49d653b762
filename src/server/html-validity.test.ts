import type { FastifyInstance } from 'fastify'
import { HtmlValidate } from 'html-validate'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { testServer } from '#testing/server.ts'

// An HTML validator over the pages visitors arrive on. The best answer, shown twice on
// page 0, repeated the id of its author line; ids are unique per page.
const validator = new HtmlValidate({ extends: ['html-validate:standard'] })

let database: TestDatabase
let app: FastifyInstance
const pages: Record<string, string> = {
  home: '/',
  'forum home': '/forum.html',
  board: '/forum/vw-b200.html',
  'legal notice': '/info/impressum',
}

beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db)
  const best = await database.db
    .selectFrom('threads')
    .select(['id', 'slug'])
    .where('deleted_at', 'is', null)
    .where('visibility', '=', 'Online')
    .where('best_post_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  pages['thread with a best answer'] = `/forum/${best.slug}-t${best.id}.html`
  const member = await database.db
    .selectFrom('users')
    .select('slug')
    .where('username', '=', 'demo-moderator')
    .executeTakeFirstOrThrow()
  pages.profile = `/nutzer/${member.slug}`
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

describe('the pages are valid HTML', () => {
  test.each(['home', 'forum home', 'board', 'thread with a best answer', 'profile', 'legal notice'])(
    '%s',
    async (name) => {
      const url = pages[name] ?? ''
      const response = await app.inject(url)
      expect(response.statusCode, url).toBe(200)
      const report = await validator.validateString(response.body)
      const messages = report.results.flatMap((result) =>
        result.messages.map((m) => `${m.ruleId} ${m.line}:${m.column} ${m.message}`),
      )
      expect(messages, url).toEqual([])
    },
  )
})
