import { loadConfig } from '#config/config.ts'
import { openDatabase } from './connect.ts'
import { migrateToLatest } from './migrate.ts'

const config = loadConfig()
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  log: console.log,
  // long by nature (a million posts, an index on a large table): no statement timeout
  statementTimeoutMs: 0,
})
try {
  const applied = await migrateToLatest(database.db)
  console.log(applied.length ? `Migriert: ${applied.join(', ')}` : 'Datenbank ist auf dem neuesten Stand.')
} finally {
  await database.close()
}
