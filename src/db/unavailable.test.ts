import { GraphQLError } from 'graphql'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { AppError } from '#domain/errors.ts'
import { DATABASE_STATEMENT_TIMEOUT_MS } from '#domain/limits.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { TcpProxy } from '#testing/tcp-proxy.ts'
import { createDatabase } from './database.ts'
import { isDatabaseUnavailable } from './unavailable.ts'

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code })
}

test.each([
  ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
  ['connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
  ['connection terminated under a query', new Error('Connection terminated unexpectedly')],
  ['the pool waits in vain', new Error('timeout exceeded when trying to connect')],
  ['57P01 admin_shutdown', withCode('terminating connection due to administrator command', '57P01')],
  ['57P02 crash_shutdown', withCode('terminating connection due to crash of another process', '57P02')],
  ['57P03 cannot_connect_now', withCode('the database system is starting up', '57P03')],
  ['08006 connection_failure', withCode('connection failure', '08006')],
  ['08P01 protocol_violation', withCode('protocol violation', '08P01')],
  [
    'localhost tried on two addresses',
    new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed'),
  ],
  ['wrapped by GraphQL', new GraphQLError('x', { originalError: new Error('Connection terminated') })],
  ['wrapped as a cause', new Error('outer', { cause: withCode('reset', 'ECONNRESET') })],
  ['our own reason', new AppError('ServiceUnavailable')],
  [
    '57014 query_canceled (statement_timeout)',
    withCode('canceling statement due to statement timeout', '57014'),
  ],
  ["the client's query timeout", new Error('Query read timeout')],
])('%s means the database is unavailable', (_name, error) => {
  expect(isDatabaseUnavailable(error)).toBe(true)
})

test.each([
  ['a unique violation', withCode('duplicate key value', '23505')],
  ['a character PostgreSQL cannot store', withCode('invalid byte sequence', '22021')],
  ['a syntax error', withCode('syntax error at or near', '42601')],
  ['a plain error', new Error('boom')],
  ['not found', new AppError('ThreadNotFound')],
  ['nothing', undefined],
  ['a string', 'ECONNREFUSED'],
])('%s is not an outage', (_name, error) => {
  expect(isDatabaseUnavailable(error)).toBe(false)
})

test('a pg client whose server is gone fails with an error it recognises', async () => {
  // a port nobody listens on: the real error object pg produces
  const client = new pg.Client({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 1_000 })
  const error: unknown = await client.connect().then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(isDatabaseUnavailable(error)).toBe(true)
})

describe('statement and query timeouts', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase('empty')
  })
  afterAll(async () => {
    await database.drop()
  })

  test('every pooled connection has the statement timeout (DATABASE_STATEMENT_TIMEOUT_MS)', async () => {
    const db = createDatabase({ connectionString: database.url, max: 1 })
    try {
      const { rows } = await sql<{ statement_timeout: string }>`SHOW statement_timeout`.execute(db)
      expect(rows[0]?.statement_timeout).toBe(`${DATABASE_STATEMENT_TIMEOUT_MS / 1000}s`)
    } finally {
      await db.destroy()
    }
  })

  test('a statement over the statement timeout is cancelled by PostgreSQL and means "database unavailable"', async () => {
    const db = createDatabase({ connectionString: database.url, max: 1, statementTimeoutMs: 200 })
    try {
      const error: unknown = await sql`SELECT pg_sleep(5)`.execute(db).then(
        () => null,
        (reason: unknown) => reason,
      )
      expect(error).toMatchObject({ code: '57014' })
      expect(isDatabaseUnavailable(error)).toBe(true)
      // the connection is fine afterwards
      expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows).toEqual([{ one: 1 }])
    } finally {
      await db.destroy()
    }
  })

  test('a hung server: the client gives up after its query timeout, drops the connection, and the next query gets a fresh one', async () => {
    const target = new URL(database.url)
    const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port) })
    const viaProxy = new URL(database.url)
    viaProxy.port = String(await proxy.start())
    const db = createDatabase({ connectionString: viaProxy.toString(), max: 1, queryTimeoutMs: 300 })
    try {
      expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows).toEqual([{ one: 1 }])
      proxy.pause()
      const error: unknown = await sql`SELECT 2`.execute(db).then(
        () => null,
        (reason: unknown) => reason,
      )
      expect(error).toMatchObject({ message: 'Query read timeout' })
      expect(isDatabaseUnavailable(error)).toBe(true)
      proxy.resume()
      // the hung connection is gone: no later query waits behind it
      expect((await sql<{ three: number }>`SELECT 3 AS three`.execute(db)).rows).toEqual([{ three: 3 }])
    } finally {
      await db.destroy()
      await proxy.cut()
    }
  })
})
