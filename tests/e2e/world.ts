import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { freePort } from '#db/embedded.ts'

// One forum per Playwright worker: a database cloned from the demo template (global-setup.ts),
// its uploads copied, served by `npm start`'s own entry point on a port of its own. Tests of one
// worker run one after another; tests of two workers never see each other's writes.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export const E2E_DIR = path.join(root, 'data/e2e')
/** How global-setup.ts tells the workers where the template is. */
export const E2E_ENV = { adminUrl: 'E2E_ADMIN_URL', template: 'E2E_TEMPLATE' } as const

export interface Forum {
  /** http://127.0.0.1:{port} */
  url: string
  stop(): Promise<void>
}

function required(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} fehlt: die Browser-Tests laufen über playwright.config.ts`)
  return value
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: required(E2E_ENV.adminUrl) })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

async function healthy(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const until = Date.now() + 90_000
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`Der Testserver endete beim Start:\n${log()}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`Der Testserver antwortet nicht:\n${log()}`)
}

export async function startForum(workerIndex: number): Promise<Forum> {
  const database = `forum_worker_${workerIndex}`
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  await admin(`CREATE DATABASE ${database} TEMPLATE ${required(E2E_ENV.template)}`)
  const databaseUrl = new URL(required(E2E_ENV.adminUrl))
  databaseUrl.pathname = `/${database}`

  const dataDir = path.join(E2E_DIR, `worker-${workerIndex}`)
  rmSync(dataDir, { recursive: true, force: true })
  cpSync(path.join(E2E_DIR, 'template-uploads'), path.join(dataDir, 'uploads'), { recursive: true })

  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['src/server/start.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      APP_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      // the account tests read mails at /dev/mailbox (opt-in, loopback only)
      DEV_MAILBOX: 'true',
    },
  })
  let stderr = ''
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000)
    process.stderr.write(chunk)
  })
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  await healthy(url, server, () => stderr)

  return {
    url,
    async stop() {
      if (server.exitCode === null) {
        server.kill('SIGINT')
        const timeout = setTimeout(() => server.kill('SIGKILL'), 15_000)
        await exited
        clearTimeout(timeout)
      }
      await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    },
  }
}
