import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { freePort } from '#db/embedded.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'

// WEB_CONCURRENCY (docs/scaling.md): `npm start` prepares the database once, then serves the one
// port from N app processes; a process that dies is replaced while the others keep answering,
// and SIGTERM ends them all in order.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'web-concurrency-'))
let database: TestDatabase
let child: ChildProcess
let port = 0
let output = ''

/** The app processes the first one forked. */
function workers(): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(child.pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0)
  } catch {
    return []
  }
}

async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const end = Date.now() + 60_000
  while (Date.now() < end) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what}:\n${output}`)
}

/** A fresh connection each time, given up after 2 s (a connection handed to a killed process dies with it). */
function answers(): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/healthz', agent: false, timeout: 2_000 },
      (response) => {
        response.resume()
        resolve(response.statusCode === 200)
      },
    )
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve(false))
  })
}

beforeAll(async () => {
  database = await createTestDatabase('empty')
  port = await freePort()
  child = spawn(process.execPath, ['src/server/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      APP_ENV: 'test',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
  await until(() => output.includes('(2 Prozesse)'), 'not ready with two processes')
}, 90_000)

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL')
  await database.drop()
  rmSync(dataDir, { recursive: true, force: true })
})

test('two app processes serve the port; one that dies is replaced; SIGTERM ends them all', async () => {
  expect(workers()).toHaveLength(2)
  expect(await answers()).toBe(true)

  const [victim] = workers()
  process.kill(victim as number, 'SIGKILL')
  // the other keeps answering while the replacement starts
  await until(answers, 'the other process does not answer')
  await until(() => workers().length === 2 && !workers().includes(victim as number), 'no replacement')
  await until(answers, 'not answering after the replacement')
  expect(output).toContain('beendet (SIGKILL); ein neuer startet.')

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  child.kill('SIGTERM')
  expect(await exited).toBe(0)
  expect(workers()).toEqual([])
  expect(await answers()).toBe(false)
}, 90_000)
