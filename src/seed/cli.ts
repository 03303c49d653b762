import { parseArgs } from 'node:util'
import { loadConfig } from '#config/config.ts'
import { openDatabase } from '#db/connect.ts'
import { migrateToLatest } from '#db/migrate.ts'
import { formatNumber } from '#domain/numbers.ts'
import { clearCommunity, DEMO_POSTS, seedDemoCommunity } from './seed.ts'

// npm run seed [-- --posts 1000000] : rebuilds the community in the configured database
// (DATABASE_URL, else the embedded one under DATA_DIR). Everything in it is replaced.

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: String(DEMO_POSTS) },
    seed: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
})
if (values.help) {
  console.log('npm run seed -- [--posts N] [--seed S]   baut die Community neu (ersetzt alle Inhalte)')
  process.exit(0)
}
const posts = Number(values.posts)
if (!Number.isInteger(posts) || posts < 1_000) {
  console.error('--posts muss eine ganze Zahl ab 1000 sein.')
  process.exit(2)
}
const config = loadConfig()
if (config.appEnv === 'production' && process.env.SEED_DEMO !== 'true') {
  console.error('APP_ENV=production: Der Seed läuft nur mit SEED_DEMO=true.')
  process.exit(2)
}
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  log: console.log,
  // long by nature (a million posts, an index on a large table): no statement timeout
  statementTimeoutMs: 0,
})
try {
  await migrateToLatest(database.db)
  const started = Date.now()
  await clearCommunity(database.db)
  const summary = await seedDemoCommunity(database.db, {
    posts,
    seed: values.seed === undefined ? undefined : Number(values.seed),
    log: console.log,
    uploadsDir: config.uploadsDir,
  })
  console.log(
    `Fertig in ${((Date.now() - started) / 1000).toFixed(1)} s: ${formatNumber(summary.users)} Mitglieder, ` +
      `${formatNumber(summary.boards)} Foren, ${formatNumber(summary.threads)} Themen, ${formatNumber(summary.posts)} Beiträge.`,
  )
} finally {
  await database.close()
}
