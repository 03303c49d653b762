import { promises as fs } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { FileMigrationProvider, Migrator } from 'kysely/migration'
import type { DB } from './database.ts'

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Runs every pending migration forward; existing data stays. Throws with the failing migration's name. */
export async function migrateToLatest(db: DB): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder: MIGRATIONS_DIR }),
    // Branches developed in parallel land their migrations in any order; each is
    // self-contained, so one that sorts before an applied one still runs.
    allowUnorderedMigrations: true,
  })
  const { error, results = [] } = await migrator.migrateToLatest()
  const failed = results.find((result) => result.status === 'Error')
  if (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`, { cause: error })
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName)
}
