import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import {
  DATABASE_CONNECT_TIMEOUT_MS,
  DATABASE_QUERY_TIMEOUT_MS,
  DATABASE_STATEMENT_TIMEOUT_MS,
} from '#domain/limits.ts'
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
  /**
   * PostgreSQL cancels a statement running longer than this (`statement_timeout`); 0 turns it
   * off, for work that is long by nature (the seed of a large community, migrations by hand).
   */
  statementTimeoutMs?: number
  /**
   * The client gives up on a statement whose answer takes longer than this (a hung server or
   * network, where PostgreSQL's own timeout never answers) and drops the connection; 0 turns it
   * off. Defaults to the statement timeout plus DATABASE_QUERY_TIMEOUT_MS's margin.
   */
  queryTimeoutMs?: number
}

/** What pg's client says when a statement's answer did not come within query_timeout. */
const QUERY_READ_TIMEOUT = 'Query read timeout'

/**
 * After a client-side query timeout the connection still waits for the hung statement's answer;
 * every later statement on it would queue behind. Ending the client (pg destroys the socket of a
 * client with a statement under way) marks it so that the pool drops it when it comes back and
 * opens a fresh connection for the next query.
 */
function dropConnectionOnReadTimeout(client: pg.PoolClient): void {
  const query: (...args: unknown[]) => unknown = client.query.bind(client)
  Reflect.set(client, 'query', (...args: unknown[]) => {
    const result = query(...args)
    if (result instanceof Promise)
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) client.end().catch(() => {})
      })
    return result
  })
}

export function createDatabase({
  connectionString,
  max = 10,
  onError,
  onQuery,
  statementTimeoutMs = DATABASE_STATEMENT_TIMEOUT_MS,
  queryTimeoutMs = statementTimeoutMs > 0 ? statementTimeoutMs + DATABASE_QUERY_TIMEOUT_MS : 0,
}: DatabaseOptions): DB {
  const pool = new pg.Pool({
    connectionString,
    max,
    // decision 016: without it a query waits for a connection forever when PostgreSQL is gone
    connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
    // a slow statement is cancelled by PostgreSQL, a hung server by the client: either way the
    // page answers 503 within seconds (unavailable.ts) instead of waiting as long as it hangs
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
    ...(queryTimeoutMs > 0 ? { query_timeout: queryTimeoutMs } : {}),
    idleTimeoutMillis: 30_000,
    application_name: 'motorforum',
  })
  // A connection that drops must never crash the process. Idle clients report through the
  // pool; a checked-out client has no pool listener, so each client gets its own. The query
  // that was running is rejected either way and the pool replaces the client.
  pool.on('error', (error) => onError?.(error))
  pool.on('connect', (client) => {
    client.on('error', (error) => onError?.(error))
    if (queryTimeoutMs > 0) dropConnectionOnReadTimeout(client)
  })
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: onQuery ? (event) => onQuery(event.query.sql) : undefined,
  })
  POOLS.set(db, pool)
  return db
}

const POOLS = new WeakMap<DB, pg.Pool>()

/** decision 037: the connection pool's state for /metrics (null for a handle not made here). */
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

/** decisions 028–031: a NOTIFY through the pool; every process LISTENing on the channel hears it. */
export async function notifyChannel(db: DB, channel: string, payload: string): Promise<void> {
  await sql`SELECT pg_notify(${channel}, ${payload})`.execute(db)
}

/** The health check's probe: the database answers the smallest statement (rejects when it cannot). */
export async function pingDatabase(db: DB): Promise<void> {
  await sql`SELECT 1`.execute(db)
}
