import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { testServer } from '#testing/server.ts'

let database: TestDatabase
let app: FastifyInstance
beforeAll(async () => {
  database = await createTestDatabase('empty')
  app = await testServer(database.db)
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

async function post(query: string, variables: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url: '/graphql', payload: { query, variables } })
  return { status: response.statusCode, errors: response.json().errors }
}

// docs/security.md, found by the fuzz test: these were answered as InternalServerError
// ("Interner Fehler. Bitte versuche es später erneut.") although the request is at fault
test.each([
  ['a string for an Int', 'query($v: Int) { motortests { latest(limit: $v) { __typename } } }', '1'],
  ['an Int beyond 32 bits', 'query($v: Int!) { threads { gallery(threadId: $v) { id } } }', 2147483648],
  ['a boolean for an Int', 'query($v: Int) { users { latest(limit: $v) { slug } } }', true],
  ['an object for an Int', 'query($v: Int) { blogs { latest(limit: $v) { __typename } } }', { a: 1 }],
  ['a list for a String', 'query($v: String!) { users { bySlug(slug: $v) { slug } } }', ['x']],
])('a variable with %s is BadUserInput (400) naming the variable', async (_case, query, value) => {
  const { status, errors } = await post(query, { v: value })
  expect(status).toBe(400)
  expect(errors).toHaveLength(1)
  expect(errors[0]).toMatchObject({ reason: 'BadUserInput', locations: [{ line: 1, column: 7 }] })
  expect(errors[0].message).toMatch(/^Variable "\$v" got invalid value/)
})
