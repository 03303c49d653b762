// npm start: build if needed, database (embedded unless DATABASE_URL), migrations, demo seed on
// the first start, then serve. Ctrl-C / SIGTERM: stop taking requests, finish the running ones,
// close the pool, stop the embedded database.
// WEB_CONCURRENCY=N (default 1): the first process prepares the database as above, then N app
// processes (node:cluster workers) serve on the one port, each with its own pool, page cache and
// job runner, sharing what docs/scaling.md lists; a worker that dies is replaced.

const [major] = process.versions.node.split('.').map(Number)
if ((major ?? 0) < 24) {
  console.error(
    `Node ${process.versions.node} ist zu alt: Bitte über npm starten (npm start), das Node 24 aus den Abhängigkeiten nutzt.`,
  )
  process.exit(1)
}
// React's production build must serve the pages (STACK-NOTES trap 10).
process.env.NODE_ENV = 'production'

const path = await import('node:path')
const { fileURLToPath, pathToFileURL } = await import('node:url')
const { loadConfig } = await import('../config/config.ts')
const { buildIfNeeded } = await import('./build.ts')
const { openDatabase } = await import('#db/connect.ts')
const { createDatabase } = await import('#db/database.ts')
const { migrateToLatest } = await import('#db/migrate.ts')
const { foldCounterDeltas } = await import('#db/posting.ts')
const { isEmpty, seedDemoCommunity } = await import('#seed/seed.ts')
const { createServer } = await import('./main.ts')
const { PageCache } = await import('./page-cache.ts')
const { createServices } = await import('#services/services.ts')
const cluster = (await import('node:cluster')).default

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const log = (message: string) => console.log(`[motorforum] ${message}`)

/** The database the app serves from: opened, migrated and seeded (the first process only). */
async function prepare(config: ReturnType<typeof loadConfig>) {
  await buildIfNeeded(root, log)
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log,
    onPoolError: (error) => log(`Datenbankverbindung verloren: ${error.message}`),
  })
  const stopDatabase = async () => {
    await database.close().catch((error: unknown) => log(`Beim Beenden der Datenbank: ${String(error)}`))
  }
  // Migrations (a new index on a big table) and the first seed are long by nature: they run on
  // connections of their own without the requests' statement timeout (database.ts).
  const setupDb = createDatabase({
    connectionString: database.connectionString,
    max: 2,
    statementTimeoutMs: 0,
  })
  try {
    log(`Datenbank: ${database.source}`)
    const applied = await migrateToLatest(setupDb)
    if (applied.length > 0) log(`Migrationen: ${applied.join(', ')}`)
    if (config.seedDemo && (await isEmpty(setupDb))) {
      log('Erster Start: Demo-Community wird angelegt …')
      const summary = await seedDemoCommunity(setupDb, { uploadsDir: config.uploadsDir })
      log(`Demo-Community: ${summary.boards} Foren, ${summary.threads} Themen, ${summary.posts} Beiträge.`)
    }
  } catch (error) {
    await setupDb.destroy().catch(() => {})
    await stopDatabase()
    throw error
  }
  await setupDb.destroy()
  return { database, stopDatabase }
}

async function main(): Promise<void> {
  const config = loadConfig()
  const started = Date.now()
  if (cluster.isWorker) {
    // a worker of WEB_CONCURRENCY: the first process prepared the database and tells where it is
    const database = await openDatabase({
      databaseUrl: process.env.MT_WORKER_DATABASE_URL ?? config.databaseUrl,
      dataDir: config.dataDir,
      log,
      onPoolError: (error) => log(`Datenbankverbindung verloren: ${error.message}`),
    })
    await serve(config, database, () => database.close().catch(() => {}), started)
    return
  }
  const { database, stopDatabase } = await prepare(config)
  if (config.webConcurrency > 1) {
    await database.db.destroy()
    await runWorkers(config, database.connectionString, stopDatabase, started)
    return
  }
  await serve(config, database, stopDatabase, started)
}

const MAX_DEATHS_PER_MINUTE = 5

/** The first process with WEB_CONCURRENCY > 1: the workers, their replacements, the shutdown. */
async function runWorkers(
  config: ReturnType<typeof loadConfig>,
  connectionString: string,
  stopDatabase: () => Promise<void>,
  started: number,
): Promise<void> {
  let stopping = false
  let ready = 0
  const deaths: number[] = []
  const fork = () => cluster.fork({ MT_WORKER_DATABASE_URL: connectionString })
  cluster.on('message', (_worker, message: unknown) => {
    if (typeof message !== 'object' || message === null || !('ready' in message)) return
    ready += 1
    if (ready === config.webConcurrency) {
      log(
        `Bereit nach ${((Date.now() - started) / 1000).toFixed(1)} s: http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}/ (${config.webConcurrency} Prozesse)`,
      )
    }
  })
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        void stopDatabase().then(() => {
          log('Beendet.')
          process.exit(0)
        })
      }
      return
    }
    const now = Date.now()
    deaths.push(now)
    while (deaths.length > 0 && (deaths[0] ?? now) < now - 60_000) deaths.shift()
    if (deaths.length > MAX_DEATHS_PER_MINUTE) {
      // a worker that cannot start (a port in use, a broken build) is not forked forever
      log(`Prozesse sterben zu oft (${deaths.length} in einer Minute): Ende.`)
      stopping = true
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM')
      void stopDatabase().then(() => process.exit(1))
      return
    }
    log(`Prozess ${worker.process.pid} beendet (${signal ?? code}); ein neuer startet.`)
    fork()
  })
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      log('Zweites Signal: sofortiges Ende.')
      process.exit(1)
    }
    stopping = true
    log(`${signal}: wird beendet …`)
    // each worker finishes its running requests (its own shutdown), then the database stops
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  for (let index = 0; index < config.webConcurrency; index++) fork()
}

/** One app process: services, the server, the job runner, until a signal ends it. */
async function serve(
  config: ReturnType<typeof loadConfig>,
  database: Awaited<ReturnType<typeof openDatabase>>,
  stopDatabase: () => Promise<void>,
  started: number,
): Promise<void> {
  let stopping = false
  // decision 037: reads that tolerate seconds of lag go to a replica when one is configured
  const readDb = config.databaseReadUrl
    ? createDatabase({
        connectionString: config.databaseReadUrl,
        onError: (error) => log(`Replikat-Verbindung verloren: ${error.message}`),
      })
    : undefined
  if (readDb) log('Lesereplikat: DATABASE_READ_URL (Sitemaps, Feeds, Suche)')
  const pageCache = new PageCache({ ttlMs: config.pageCacheTtlMs })
  const services = createServices(
    database.db,
    {
      publicUrl: config.publicUrl,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      contactAddress: config.contactAddress,
      outboxDir: config.outboxDir,
      // docs/security.md: opt-in (DEV_MAILBOX=true), never in production (loadConfig refuses that)
      showsOutbox: config.devMailbox && config.appEnv !== 'production',
      uploadsDir: config.uploadsDir,
      summaryLlm: config.summaryLlm,
      ...(readDb ? { readDb } : {}),
    },
    (message, detail) => log(`${message}${detail === undefined ? '' : `: ${String(detail)}`}`),
    { afterWrite: (change) => pageCache.invalidate(change) },
  )
  const buildFile = path.join(root, 'build/server/index.js')
  const app = await createServer({
    services,
    db: database.db,
    config,
    build: await import(pathToFileURL(buildFile).href),
    clientDir: path.join(root, 'build/client'),
    uploadsDir: config.uploadsDir,
    pageCache,
    listenUrl: database.connectionString,
    ...(readDb ? { readDb } : {}),
  })

  const shutdown = async (signal: string) => {
    if (stopping) {
      log('Zweites Signal: sofortiges Ende.')
      process.exit(1)
    }
    stopping = true
    log(`${signal}: wird beendet …`)
    await app.close().catch((error: unknown) => log(`Beim Schließen des Servers: ${String(error)}`))
    clearInterval(fold)
    await services.jobs.stop()
    await readDb?.destroy().catch(() => {})
    await stopDatabase()
    log('Beendet.')
    process.exit(0)
  }
  // mails and account deletions; the hourly cleanup and the daily word counts, once per cluster
  await services.jobs.start()
  // decisions 028–031: the daily notification digest waits as a job for the next morning
  services.notifications
    .scheduleDigest()
    .catch((error: unknown) => log(`Tägliche Zusammenfassung nicht geplant: ${String(error)}`))
  // decision 035, decision 033: board and platform counters a busy fold left behind, within a second
  const fold = setInterval(() => {
    foldCounterDeltas(database.db).catch((error: unknown) =>
      log(`Zähler nachtragen fehlgeschlagen: ${String(error)}`),
    )
  }, 1_000)
  fold.unref()
  if (cluster.isWorker) {
    // Ctrl-C reaches every process of the terminal's group: a worker waits for the first
    // process's SIGTERM instead, so one Ctrl-C is one orderly shutdown, not a second signal
    process.on('SIGINT', () => {})
  } else {
    process.on('SIGINT', () => void shutdown('SIGINT'))
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ port: config.port, host: config.host })
  if (cluster.isWorker) {
    process.send?.({ ready: true })
    return
  }
  log(
    `Bereit nach ${((Date.now() - started) / 1000).toFixed(1)} s: http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}/`,
  )
}

main().catch((error: unknown) => {
  console.error(
    `[motorforum] Start fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
})
