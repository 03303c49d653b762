import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { FORM_BODY_MAX_BYTES } from '#domain/limits.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { hiddenField, logIn, multipart } from '#testing/http.ts'
import { listen } from '#testing/raw-http.ts'
import * as sample from '#testing/sample-files.ts'
import { testServer } from '#testing/server.ts'

// docs/decisions/025: only a member's session opens the upload limits (31 MB on the upload route).
// The session is resolved before the body is read, so a made-up session cookie gets a visitor's
// limit and the server never holds more than that for it.

const UPLOAD = '/forum/aktion/Upload.html'
const MB = 1024 * 1024

let database: TestDatabase
let app: FastifyInstance
let port: number
let uploadsDir: string
beforeAll(async () => {
  database = await createTestDatabase('demo')
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'motorforum-body-limits-'))
  app = await testServer(database.db, { pageCacheTtlMs: 0, uploadsDir })
  port = await listen(app)
})
afterAll(async () => {
  await app.close()
  await database.drop()
  rmSync(uploadsDir, { recursive: true, force: true })
})

/**
 * A chunked multipart upload that announces nothing and sends `bytes` of it, then waits without
 * ending the body: the answer shows whether the server refused it or waited for the rest.
 */
function partialUpload(cookie: string, bytes: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    const received: Buffer[] = []
    const finish = () => {
      socket.destroy()
      const text = Buffer.concat(received).toString('utf8')
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), body: text })
    }
    socket.on('data', (data: Buffer) => {
      received.push(data)
      // the whole answer has arrived (its last chunk; the server also closes after a 413)
      if (/\r\n0\r\n\r\n$/.test(Buffer.concat(received).toString('utf8'))) finish()
    })
    socket.on('close', finish)
    socket.on('error', (error) => (received.length > 0 ? finish() : reject(error)))
    const boundary = 'grenze'
    const start = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="Fahrt.mp4"\r\n` +
        'Content-Type: video/mp4\r\n\r\n',
    )
    const body = Buffer.concat([start, sample.mp4(), Buffer.alloc(bytes - start.length, 1)])
    socket.write(
      `POST ${UPLOAD} HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\n` +
        `Cookie: mt_session=${cookie}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        'Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
    )
    socket.write(Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n')]))
    // the body never ends: only a refusal answers
  })
}

test('a made-up session cookie gets a visitor’s body limit: an upload over it is refused with 413 before its end', async () => {
  const response = await partialUpload('a'.repeat(43), 2 * FORM_BODY_MAX_BYTES)
  expect(response.status).toBe(413)
  expect(response.body).toContain('PayloadTooLarge')
  // the made-up cookie is dropped on the way
  expect(response.body).toMatch(/Set-Cookie: mt_session=;/i)
})

test('a declared body over a visitor’s limit with a made-up cookie is refused before a byte is read', async () => {
  const { payload, headers } = await multipart({ csrf: 'x' }, [
    { name: 'Fahrt.mp4', content: Buffer.concat([sample.mp4(), Buffer.alloc(MB)]) },
  ])
  const response = await app.inject({
    method: 'POST',
    url: UPLOAD,
    payload,
    headers: { ...headers, accept: 'application/json' },
    cookies: { mt_session: 'erfunden' },
  })
  expect(response.statusCode).toBe(413)
})

test('a member’s session still opens the upload limit: a 1 MB file over a visitor’s limit is stored', async () => {
  const member = await logIn(app, 'demo-mitglied')
  const page = await app.inject({
    url: '/forum/aktion/StartThread.html?boardId=2000',
    cookies: { mt_session: member },
  })
  const { payload, headers } = await multipart({ csrf: hiddenField(page.body, 'csrf') }, [
    { name: 'Handbuch.pdf', content: Buffer.concat([sample.pdf(), Buffer.alloc(MB)]) },
  ])
  expect(payload.length).toBeGreaterThan(FORM_BODY_MAX_BYTES)
  const response = await app.inject({
    method: 'POST',
    url: UPLOAD,
    payload,
    headers: { ...headers, accept: 'application/json' },
    cookies: { mt_session: member },
  })
  expect(response.statusCode).toBe(200)
  expect(response.json().uploads).toHaveLength(1)
})
