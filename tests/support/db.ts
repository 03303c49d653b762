import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { createDatabase, type DB } from '#db/database.ts'
import { databaseUrl } from './urls.ts'

export interface TestDatabase {
  db: DB
  url: string
  name: string
  drop(): Promise<void>
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('adminUrl') })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * A database of this test file's own, cloned from a template: 'empty' is migrated only,
 * 'demo' also holds the seeded demo community (tests/support/urls.ts TEST_SEED).
 */
export async function createTestDatabase(
  template: 'empty' | 'demo',
  options: {
    onQuery?: (sql: string) => void
    /** 0 for a test that first builds hundreds of thousands of rows (database.ts's timeout). */
    statementTimeoutMs?: number
  } = {},
): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${inject('templates')[template]}`)
  const url = databaseUrl(inject('adminUrl'), name)
  const db = createDatabase({
    connectionString: url,
    max: 4,
    onQuery: options.onQuery,
    ...(options.statementTimeoutMs === undefined ? {} : { statementTimeoutMs: options.statementTimeoutMs }),
  })
  return {
    db,
    url,
    name,
    async drop() {
      await db.destroy()
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}
