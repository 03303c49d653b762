import { createDatabase, type DB } from './database.ts'
import { startEmbeddedPostgres } from './embedded.ts'

export interface OpenDatabase {
  db: DB
  /** 'external' for DATABASE_URL, else the embedded server's data directory. */
  source: string
  /** decisions 028–031: for connections of their own (LISTEN for live replies). */
  connectionString: string
  /** Closes the pool, then stops the embedded server if we started one. */
  close(): Promise<void>
}

/** LOG_SQL=1: every statement's first 160 characters on stderr (how many queries a page makes). */
function sqlLog(): ((sql: string) => void) | undefined {
  if (!process.env.LOG_SQL) return undefined
  return (sql) => process.stderr.write(`SQL ${sql.replace(/\s+/g, ' ').trim().slice(0, 160)}\n`)
}

/** DATABASE_URL when given, else the embedded PostgreSQL under dataDir. */
export async function openDatabase(options: {
  databaseUrl: string | undefined
  dataDir: string
  log?: (message: string) => void
  onPoolError?: (error: Error) => void
  /** 0 for work that is long by nature (seeding, migrating by hand); default: the app's limit (database.ts). */
  statementTimeoutMs?: number
}): Promise<OpenDatabase> {
  const timeout =
    options.statementTimeoutMs === undefined ? {} : { statementTimeoutMs: options.statementTimeoutMs }
  if (options.databaseUrl) {
    const db = createDatabase({
      connectionString: options.databaseUrl,
      onError: options.onPoolError,
      onQuery: sqlLog(),
      ...timeout,
    })
    return { db, source: 'external', connectionString: options.databaseUrl, close: () => db.destroy() }
  }
  const embedded = await startEmbeddedPostgres({ dataDir: options.dataDir, log: options.log })
  const db = createDatabase({
    connectionString: embedded.connectionString,
    onError: options.onPoolError,
    onQuery: sqlLog(),
    ...timeout,
  })
  return {
    db,
    source: `embedded (${options.dataDir}, Port ${embedded.port})`,
    connectionString: embedded.connectionString,
    async close() {
      await db.destroy()
      await embedded.stop()
    },
  }
}
