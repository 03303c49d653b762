import net from 'node:net'
import type { FastifyInstance } from 'fastify'

/** The server on a real port of 127.0.0.1, for requests app.inject cannot send. */
export async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

export interface RawResponse {
  status: number
  head: string
  body: string
}

function parse(text: string): RawResponse {
  const end = text.indexOf('\r\n\r\n')
  const head = end >= 0 ? text.slice(0, end) : text
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)
  return { status, head, body: end >= 0 ? text.slice(end + 4) : '' }
}

/**
 * Sends the bytes as they are over a fresh TCP connection and reads until the server closes it
 * (requests should say `Connection: close`) or the time-out passes.
 */
export function rawRequest(port: number, bytes: string | Buffer, timeoutMs = 5_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    const finish = () => {
      clearTimeout(timer)
      socket.destroy()
      resolve(parse(Buffer.concat(chunks).toString('utf8')))
    }
    const timer = setTimeout(finish, timeoutMs)
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('end', finish)
    socket.on('close', finish)
    socket.on('error', (error) => (chunks.length > 0 ? finish() : reject(error)))
    socket.write(bytes)
  })
}
