import { GraphQLError } from 'graphql'
import pg from 'pg'
import { expect, test } from 'vitest'
import { AppError } from '#domain/errors.ts'
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
