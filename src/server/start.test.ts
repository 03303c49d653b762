import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, expect, test } from 'vitest'
import { freePort } from '#db/embedded.ts'

// The real entry point as `npm start` runs it: embedded database, migrations, first-start seed,
// then SIGTERM / SIGINT stop the server and the database cleanly.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const dataDir = mkdtempSync(path.join(tmpdir(), 'motorforum-start-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

function start(port: number): { child: ChildProcess; output: () => string } {
  let output = ''
  const child = spawn(process.execPath, ['src/server/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      APP_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  return { child, output: () => output }
}

async function waitForHealth(port: number, child: ChildProcess, output: () => string): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`exited early:\n${output()}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return Date.now() - started
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`not healthy:\n${output()}`)
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

function postgresRunning(): boolean {
  try {
    return execFileSync('pgrep', ['-f', `postgres -D ${dataDir}`], { encoding: 'utf8' }).trim() !== ''
  } catch {
    return false
  }
}

test('first start seeds; SIGTERM stops server and database; second start is quick, keeps the data and comes back after PostgreSQL is killed', async () => {
  const port = await freePort()
  const first = start(port)
  await waitForHealth(port, first.child, first.output)
  expect(first.output()).toContain('Demo-Community')
  const page = await fetch(`http://127.0.0.1:${port}/forum.html`)
  expect(page.status).toBe(200)
  expect(postgresRunning()).toBe(true)

  const exited = exitOf(first.child)
  first.child.kill('SIGTERM')
  expect(await exited).toBe(0)
  expect(first.output()).toContain('Beendet.')
  expect(postgresRunning()).toBe(false)

  const second = start(port)
  const ready = await waitForHealth(port, second.child, second.output)
  expect(ready).toBeLessThan(10_000)
  expect(second.output()).not.toContain('Demo-Community wird angelegt')
  expect(second.output()).not.toContain('Baue die Web-App')
  const html = await (await fetch(`http://127.0.0.1:${port}/forum.html`)).text()
  expect(html).toContain('VW Forum')

  // decision 016: PostgreSQL killed under the running app comes back without a manual step
  const postmasterPid = () =>
    Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0])
  const killed = postmasterPid()
  process.kill(killed, 'SIGKILL')
  const deadline = Date.now() + 20_000
  let answer = 0
  while (Date.now() < deadline) {
    const page = await fetch(`http://127.0.0.1:${port}/forum.html?nach-dem-absturz`).catch(() => null)
    answer = page?.status ?? 0
    // during the outage the app answers 503, never 404 or 500
    expect([200, 503]).toContain(answer)
    if (answer === 200 && postmasterPid() !== killed) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect(answer).toBe(200)
  expect(second.output()).toContain('PostgreSQL wurde unerwartet beendet (SIGKILL)')

  const exitedAgain = exitOf(second.child)
  second.child.kill('SIGINT')
  expect(await exitedAgain).toBe(0)
  expect(postgresRunning()).toBe(false)
}, 120_000)
