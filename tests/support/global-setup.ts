import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { createDatabase } from '#db/database.ts'
import { type EmbeddedPostgres, startEmbeddedPostgres } from '#db/embedded.ts'
import { migrateToLatest } from '#db/migrate.ts'
import { seedDemoCommunity } from '#seed/seed.ts'
import { buildIfNeeded } from '#server/build.ts'
import { databaseUrl, TEST_SEED } from './urls.ts'

// Integration tests run against a real PostgreSQL: DATABASE_URL when set (CI's second pass,
// the machine's server), else an embedded one in a temporary directory. Two template databases
// are prepared once; every test file clones its own database from one of them.

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string
    templates: { empty: string; demo: string }
    /** The demo community's pictures and attachments (read only for tests). */
    uploadsDir: string
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

export default async function setup(project: TestProject) {
  // Page tests run against the production build, as users get it.
  await buildIfNeeded(root, (message) => console.log(message))

  let embedded: EmbeddedPostgres | undefined
  let dataDir: string | undefined
  let adminUrl = process.env.DATABASE_URL
  if (!adminUrl) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'motorforum-test-'))
    embedded = await startEmbeddedPostgres({ dataDir, database: 'postgres', log: () => {} })
    adminUrl = embedded.adminConnectionString
  }
  const suffix = randomBytes(4).toString('hex')
  const templates = { empty: `tpl_empty_${suffix}`, demo: `tpl_demo_${suffix}` }

  await admin(adminUrl, `CREATE DATABASE ${templates.empty}`)
  const empty = createDatabase({ connectionString: databaseUrl(adminUrl, templates.empty), max: 2 })
  await migrateToLatest(empty)
  await empty.destroy()

  await admin(adminUrl, `CREATE DATABASE ${templates.demo} TEMPLATE ${templates.empty}`)
  const demo = createDatabase({ connectionString: databaseUrl(adminUrl, templates.demo), max: 2 })
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'motorforum-uploads-'))
  await seedDemoCommunity(demo, { ...TEST_SEED, uploadsDir })
  await demo.destroy()

  project.provide('adminUrl', adminUrl)
  project.provide('templates', templates)
  project.provide('uploadsDir', uploadsDir)

  return async () => {
    for (const name of Object.values(templates)) {
      await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {})
    }
    await embedded?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    rmSync(uploadsDir, { recursive: true, force: true })
  }
}
