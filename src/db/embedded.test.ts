import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, expect, test } from 'vitest'
import { startEmbeddedPostgres } from './embedded.ts'

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
