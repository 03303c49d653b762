import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Services } from '#services/services.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { openStream } from '#testing/forwarding-proxy.ts'
import { testServer } from '#testing/server.ts'
import { MAX_LIVE_STREAMS_PER_ADDRESS } from './live.ts'

// decisions 028–031: live replies. Two app processes on one database: a reply written through one reaches
// a reader whose event stream is open on the other (PostgreSQL LISTEN/NOTIFY); the stream follows
// the thread page's visibility rule.

let database: TestDatabase
let writer: FastifyInstance
let reader: FastifyInstance
let writerServices: Services | undefined
let readerUrl = ''

beforeAll(async () => {
  database = await createTestDatabase('demo')
  writer = await testServer(database.db, {
    pageCacheTtlMs: 0,
    listenUrl: database.url,
    onServices: (services) => {
      writerServices = services
    },
  })
  reader = await testServer(database.db, { pageCacheTtlMs: 0, listenUrl: database.url })
  await reader.listen({ port: 0, host: '127.0.0.1' })
  const address = reader.server.address()
  readerUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(async () => {
  await writer.close()
  await reader.close()
  await database.drop()
})

/** Opens the stream and collects what arrives; close() ends it. */
function stream(path: string): Promise<{ status: number; text: () => string; close: () => void }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${readerUrl}${path}`, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        text += chunk
      })
      resolve({ status: response.statusCode ?? 0, text: () => text, close: () => request.destroy() })
    })
    request.on('error', reject)
  })
}

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (check()) return true
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return check()
}

async function thread(visibility: 'Online' | 'Hidden') {
  return database.db
    .selectFrom('threads')
    .select(['id'])
    .where('visibility', '=', visibility)
    .where('deleted_at', 'is', null)
    .where('is_open', '=', true)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

test('a reply written through one process reaches a reader connected to another within two seconds', async () => {
  const open = await thread('Online')
  if (!open) throw new Error('no open thread in the demo community')
  const events = await stream(`/live/events?thread=${open.id}`)
  expect(events.status).toBe(200)
  expect(await until(() => events.text().includes('retry:'), 2_000)).toBe(true)
  const member = await database.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'demo-mitglied')
    .executeTakeFirstOrThrow()
  const started = Date.now()
  const result = await writerServices?.posting.createReply(
    { userId: member.id, roleRelations: [] },
    { threadId: open.id, text: 'Live über zwei Prozesse.', submissionKey: randomUUID() },
  )
  expect(result?.ok).toBe(true)
  expect(await until(() => events.text().includes('event: post'), 2_000)).toBe(true)
  expect(Date.now() - started).toBeLessThan(2_000)
  events.close()
})

test('no stream of a thread the viewer may not read; a visitor without a thread gets none', async () => {
  const hidden = await thread('Hidden')
  if (hidden) expect((await reader.inject(`/live/events?thread=${hidden.id}`)).statusCode).toBe(404)
  expect((await reader.inject('/live/events?thread=999999999')).statusCode).toBe(404)
  expect((await reader.inject('/live/events?thread=abc')).statusCode).toBe(404)
  expect((await reader.inject('/live/events')).statusCode).toBe(204)
})

test('one client address holds at most 20 live streams (429 in German beyond); other addresses still get theirs', async () => {
  const open = await thread('Online')
  if (!open) throw new Error('no open thread in the demo community')
  const port = Number(new URL(readerUrl).port)
  const path = `/live/events?thread=${open.id}`
  const held = []
  for (let i = 0; i < MAX_LIVE_STREAMS_PER_ADDRESS; i += 1)
    held.push(await openStream(port, { from: '127.0.0.8', path }))
  expect(held.map((stream) => stream.status)).toEqual(held.map(() => 200))
  const refused = await openStream(port, { from: '127.0.0.8', path })
  expect(refused.status).toBe(429)
  expect(await until(() => refused.body().includes('Zu viele Live-Verbindungen'), 2_000)).toBe(true)
  refused.close()
  const other = await openStream(port, { from: '127.0.0.9', path })
  expect(other.status).toBe(200)
  other.close()
  // a closed stream gives its place back
  held.pop()?.close()
  let again = await openStream(port, { from: '127.0.0.8', path })
  for (let attempt = 0; again.status !== 200 && attempt < 100; attempt += 1) {
    again.close()
    again = await openStream(port, { from: '127.0.0.8', path })
  }
  expect(again.status).toBe(200)
  again.close()
  for (const stream of held) stream.close()
})
