import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { Database } from './schema.ts'

// int8 (counts, bigint counters) as JS numbers: every value we store stays far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))

export type DB = Kysely<Database>

export interface DatabaseOptions {
  connectionString: string
  /** Pool size; the default suits one app process on a small machine. */
  max?: number
  onError?: (error: Error) => void
}

/**
 * A pooled Kysely handle. Lost connections are dropped from the pool and replaced on the next
 * query, so the app recovers by itself when the database comes back.
 */
export function createDatabase({ connectionString, max = 10, onError }: DatabaseOptions): DB {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    application_name: 'motorforum',
  })
  // An idle client losing its server must not crash the process (pg emits 'error' on the pool).
  pool.on('error', (error) => onError?.(error))
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
}
