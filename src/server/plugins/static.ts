import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/** Files of the client build: hashed assets are immutable, the rest revalidates hourly. */
export async function staticPlugin(app: FastifyInstance, options: { clientDir: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.resolve(options.clientDir),
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
      reply.header(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      )
    },
  })
}
