import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, expect, test, vi } from 'vitest'
import { EMBEDDED_RESTART_FIRST_DELAY_MS, EMBEDDED_RESTART_MAX_DELAY_MS } from '#domain/limits.ts'
import { openDatabase } from './connect.ts'
import type { DB } from './database.ts'
import { restartDelay, startEmbeddedPostgres } from './embedded.ts'
import { isDatabaseUnavailable } from './unavailable.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'motorforum-embedded-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

async function write(url: string, value: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query('CREATE TABLE IF NOT EXISTS notes (value text)')
  await client.query('INSERT INTO notes VALUES ($1)', [value])
  await client.end()
}

async function read(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const result = await client.query<{ value: string }>('SELECT value FROM notes ORDER BY value')
  await client.end()
  return result.rows.map((row) => row.value)
}

test('data survives a stop and a start', async () => {
  const first = await startEmbeddedPostgres({ dataDir, log: () => {} })
  await write(first.connectionString, 'a')
  await first.stop()
  const second = await startEmbeddedPostgres({ dataDir, log: () => {} })
  expect(await read(second.connectionString)).toEqual(['a'])
  await second.stop()
})

test('two data directories run side by side on ports of their own', async () => {
  const otherDir = mkdtempSync(path.join(tmpdir(), 'motorforum-embedded-'))
  const one = await startEmbeddedPostgres({ dataDir, log: () => {} })
  const two = await startEmbeddedPostgres({ dataDir: otherDir, log: () => {} })
  expect(one.port).not.toBe(two.port)
  expect(one.port).not.toBe(5432)
  await Promise.all([one.stop(), two.stop()])
  rmSync(otherDir, { recursive: true, force: true })
})

test('a server left running by a killed start is shut down cleanly and the next start works', async () => {
  const first = await startEmbeddedPostgres({ dataDir, log: () => {} })
  await write(first.connectionString, 'b')
  // Simulate the app dying by SIGKILL: the server keeps running, postmaster.pid stays.
  const pid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0])
  expect(() => execFileSync('kill', ['-0', String(pid)])).not.toThrow()
  const messages: string[] = []
  const second = await startEmbeddedPostgres({ dataDir, log: (message) => messages.push(message) })
  expect(messages.join('\n')).toContain('läuft noch')
  expect(await read(second.connectionString)).toEqual(['a', 'b'])
  await second.stop()
  await first.stop() // its process is gone already: must not hang
})

function postmasterPid(): number {
  return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0])
}

/**
 * Polls the app's own pool until a query answers from a new postmaster (a backend of the killed
 * one may still answer for a moment); the time it took, or throws after `withinMs`.
 */
async function answersAgain(db: DB, killedPid: number, withinMs: number): Promise<number> {
  const started = Date.now()
  let last: unknown
  while (Date.now() - started < withinMs) {
    try {
      await sql`SELECT 1`.execute(db)
      if (postmasterPid() !== killedPid) return Date.now() - started
    } catch (error) {
      last = error
      // every failure in the meantime reads as an outage (503), never as a bug (500)
      expect(isDatabaseUnavailable(error)).toBe(true)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no answer from a new server within ${withinMs} ms: ${String(last)}`)
}

test('PostgreSQL killed under the running app (SIGKILL) is restarted by itself on its port, data kept', async () => {
  const messages: string[] = []
  const database = await openDatabase({
    databaseUrl: undefined,
    dataDir,
    log: (message) => messages.push(message),
    onPoolError: () => {},
  })
  try {
    await sql`CREATE TABLE IF NOT EXISTS kept (value text)`.execute(database.db)
    await sql`INSERT INTO kept VALUES ('vor dem Absturz')`.execute(database.db)
    const pid = postmasterPid()

    process.kill(pid, 'SIGKILL') // postmaster.pid stays behind, as after any crash
    expect(await answersAgain(database.db, pid, 15_000)).toBeLessThan(15_000)
    const rows = await sql<{ value: string }>`SELECT value FROM kept`.execute(database.db)
    expect(rows.rows).toEqual([{ value: 'vor dem Absturz' }])
    expect(messages.join('\n')).toMatch(/PostgreSQL wurde unerwartet beendet \(SIGKILL\)/)
    // our own readiness probe may notice a moment after the pool did
    await vi.waitFor(() => expect(messages.join('\n')).toContain('PostgreSQL läuft wieder'), {
      timeout: 5_000,
    })
  } finally {
    await database.close()
  }
  // stopping is no death: nothing starts it again
  await new Promise((resolve) => setTimeout(resolve, EMBEDDED_RESTART_FIRST_DELAY_MS * 3))
  expect(() => execFileSync('pgrep', ['-f', `postgres -D ${path.join(dataDir, 'postgres')}`])).toThrow()
}, 30_000)

test('restart attempts back off, doubling up to the maximum', () => {
  expect(restartDelay(0)).toBe(EMBEDDED_RESTART_FIRST_DELAY_MS)
  expect(restartDelay(1)).toBe(EMBEDDED_RESTART_FIRST_DELAY_MS * 2)
  expect(restartDelay(30)).toBe(EMBEDDED_RESTART_MAX_DELAY_MS)
})
