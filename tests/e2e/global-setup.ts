import { rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { createDatabase } from '#db/database.ts'
import { startEmbeddedPostgres } from '#db/embedded.ts'
import { migrateToLatest } from '#db/migrate.ts'
import { seedDemoCommunity } from '#seed/seed.ts'
import { buildIfNeeded } from '#server/build.ts'
import { E2E_DIR, E2E_ENV } from './world.ts'

// The browser tests' world: the production build, one embedded PostgreSQL and in it the demo
// community `npm start` seeds, kept as a template. Every Playwright worker clones the template and
// serves it from an app process of its own (world.ts), so no two tests that run at the same time
// share data.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export default async function globalSetup() {
  await buildIfNeeded(root, (message) => console.log(message))
  rmSync(E2E_DIR, { recursive: true, force: true })
  const postgres = await startEmbeddedPostgres({
    dataDir: E2E_DIR,
    database: 'postgres',
    log: () => {},
  })
  const template = 'demo_template'
  const admin = new pg.Client({ connectionString: postgres.adminConnectionString })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${template}`)
  await admin.end()
  const url = new URL(postgres.adminConnectionString)
  url.pathname = `/${template}`
  const db = createDatabase({ connectionString: url.toString(), max: 2 })
  try {
    await migrateToLatest(db)
    await seedDemoCommunity(db, { uploadsDir: path.join(E2E_DIR, 'template-uploads') })
  } finally {
    await db.destroy()
  }
  process.env[E2E_ENV.adminUrl] = postgres.adminConnectionString
  process.env[E2E_ENV.template] = template
  return async () => {
    await postgres.stop()
  }
}
