import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { listen, rawRequest } from '#testing/raw-http.ts'
import { testServer } from '#testing/server.ts'

// docs/security.md (CORS), §12 (deeply nested documents), §17 (introspection and suggestions).

let database: TestDatabase
let app: FastifyInstance
let production: FastifyInstance
beforeAll(async () => {
  database = await createTestDatabase('demo')
  app = await testServer(database.db)
  production = await testServer(database.db, { appEnv: 'production' })
})
afterAll(async () => {
  await app.close()
  await production.close()
  await database.drop()
})

function post(server: FastifyInstance, query: string, headers: Record<string, string> = {}) {
  return server.inject({ method: 'POST', url: '/graphql', payload: { query }, headers })
}

describe('CORS on /graphql (docs/security.md)', () => {
  test('a foreign Origin gets no Access-Control-Allow-Origin, neither on the preflight nor on the answer', async () => {
    for (const origin of ['https://evil.example', 'http://motor-talk.de.evil.example', 'null']) {
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/graphql',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-csrf-token',
        },
      })
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined()
      const answer = await post(app, '{ __typename }', { origin, cookie: 'mt_session=abc' })
      expect(answer.headers['access-control-allow-origin']).toBeUndefined()
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined()
    }
  })

  test("the site's own origins (site-variants.json, the request's own host) may call with credentials", async () => {
    for (const [origin, host] of [
      ['https://www.motor-talk.de', 'api.motor-talk.de'],
      ['https://tests.motor-talk.de', 'www.motor-talk.de'],
      ['http://localhost:3000', 'localhost:3000'],
      ['http://forum.example:8080', 'forum.example:8080'],
    ] as const) {
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/graphql',
        headers: { origin, host, 'access-control-request-method': 'POST' },
      })
      expect(preflight.headers['access-control-allow-origin']).toBe(origin)
      expect(preflight.headers['access-control-allow-credentials']).toBe('true')
      expect(preflight.headers['access-control-allow-headers']).toContain('X-CSRF-Token')
      const answer = await post(app, '{ __typename }', { origin, host })
      expect(answer.headers['access-control-allow-origin']).toBe(origin)
      expect(answer.headers.vary).toContain('Origin')
    }
  })
})

test('in production a page on localhost or 127.0.0.1 (any port) is no own origin: no credentials for it', async () => {
  for (const origin of ['http://localhost:8080', 'http://127.0.0.1:5173', 'http://tests.localhost:3000']) {
    const preflight = await production.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin, host: 'www.motor-talk.de', 'access-control-request-method': 'POST' },
    })
    expect(preflight.headers['access-control-allow-origin'], origin).toBeUndefined()
    const answer = await post(production, '{ __typename }', {
      origin,
      host: 'www.motor-talk.de',
      cookie: 'mt_session=abc',
    })
    expect(answer.headers['access-control-allow-origin'], origin).toBeUndefined()
    expect(answer.headers['access-control-allow-credentials'], origin).toBeUndefined()
  }
  // the public hosts stay own in production, and a developer's machine keeps localhost
  const own = await production.inject({
    method: 'OPTIONS',
    url: '/graphql',
    headers: {
      origin: 'https://tests.motor-talk.de',
      host: 'www.motor-talk.de',
      'access-control-request-method': 'POST',
    },
  })
  expect(own.headers['access-control-allow-origin']).toBe('https://tests.motor-talk.de')
  const developer = await app.inject({
    method: 'OPTIONS',
    url: '/graphql',
    headers: {
      origin: 'http://localhost:8080',
      host: 'localhost:3000',
      'access-control-request-method': 'POST',
    },
  })
  expect(developer.headers['access-control-allow-origin']).toBe('http://localhost:8080')
})

describe('documents that used to overflow the parser (docs/security.md)', () => {
  // yoga answers request errors with 200 for `Accept: application/json` clients (GraphQL over
  // HTTP, legacy media type) and 400 for application/graphql-response+json
  test('10,000 nested selections answer with an error entry (400 for graphql-response clients), not 500', async () => {
    const query = `{ a${' { a'.repeat(10_000)}${' }'.repeat(10_000)} }`
    const response = await post(app, query)
    expect(response.statusCode).toBe(200)
    expect(response.json().errors[0]).toMatchObject({ reason: 'BadUserInput' })
    expect(response.json().errors[0].message).toContain('more than 2000 tokens')
    const modern = await post(app, query, { accept: 'application/graphql-response+json' })
    expect(modern.statusCode).toBe(400)
  })

  test('deeply nested lists in variables answer 400, not 500', async () => {
    const nested = `${'['.repeat(20_000)}1${']'.repeat(20_000)}`
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: `{"query":"query Q($id: Int!) { __typename }","variables":{"id":${nested}}}`,
    })
    expect(response.statusCode).toBeLessThan(500)
    expect(response.json().errors.length).toBeGreaterThan(0)
  })

  test('a nested document over a raw socket is refused the same way', async () => {
    const port = await listen(app)
    const body = JSON.stringify({ query: `{ a${' { a'.repeat(10_000)}` })
    const response = await rawRequest(
      port,
      'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Accept: application/graphql-response+json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    )
    expect(response.status).toBe(400)
    expect(response.body).toContain('more than 2000 tokens')
  })
})

describe('introspection and suggestions (docs/security.md (the API))', () => {
  const INTROSPECTION = '{ __schema { queryType { name } types { name } } }'

  test('production refuses introspection', async () => {
    const response = await post(production, INTROSPECTION)
    expect(response.json().data).toBeUndefined()
    expect(response.json().errors[0].message).toContain('introspection has been disabled')
    const type = await post(production, '{ __type(name: "Query") { fields { name } } }')
    expect(type.json().data).toBeUndefined()
  })

  test('production names no other fields for a misspelled one ("Did you mean")', async () => {
    const response = await post(production, '{ boards { rootBoard { id } } }')
    const [entry] = response.json().errors
    expect(entry.message).toContain('rootBoard')
    expect(entry.message).not.toContain('Did you mean')
    expect(entry.message).not.toContain('rootBoards')
  })

  test('development and test keep introspection and suggestions', async () => {
    const introspection = await post(app, INTROSPECTION)
    expect(introspection.json().data.__schema.queryType.name).toBe('Query')
    const misspelled = await post(app, '{ boards { rootBoard { id } } }')
    expect(misspelled.json().errors[0].message).toContain('Did you mean')
  })
})
