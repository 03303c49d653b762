import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { DATABASE_CONNECT_TIMEOUT_MS } from '#domain/limits.ts'
import type { Database } from './schema.ts'

// int8 (counts, bigint counters) as JS numbers: every value we store stays far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))

export type DB = Kysely<Database>

export interface DatabaseOptions {
  connectionString: string
  /** Pool size; the default suits one app process on a small machine. */
  max?: number
  onError?: (error: Error) => void
  /** Called with each statement's SQL (tests count queries with it). */
  onQuery?: (sql: string) => void
}

/**
 * A pooled Kysely handle. Lost connections are dropped from the pool and replaced on the next
 * query, so the app recovers by itself when the database comes back.
 */
export function createDatabase({ connectionString, max = 10, onError, onQuery }: DatabaseOptions): DB {
  const pool = new pg.Pool({
    connectionString,
    max,
    // issue 11 §16: without it a query waits for a connection forever when PostgreSQL is gone
    connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    application_name: 'motorforum',
  })
  // A connection that drops must never crash the process. Idle clients report through the
  // pool; a checked-out client has no pool listener, so each client gets its own. The query
  // that was running is rejected either way and the pool replaces the client.
  pool.on('error', (error) => onError?.(error))
  pool.on('connect', (client) => {
    client.on('error', (error) => onError?.(error))
  })
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: onQuery ? (event) => onQuery(event.query.sql) : undefined,
  })
  POOLS.set(db, pool)
  return db
}

const POOLS = new WeakMap<DB, pg.Pool>()

/** issue 20: the connection pool's state for /metrics (null for a handle not made here). */
export function poolStats(db: DB): { total: number; idle: number; waiting: number; max: number } | null {
  const pool = POOLS.get(db)
  return pool
    ? {
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max ?? 10,
      }
    : null
}
