import { mkdirSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { FORMAT_INFO, formatOfExtension } from '#domain/attachments.ts'
import { downloadDisposition, splitFileName, UPLOAD_POLICY } from '#domain/media.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'

export { UPLOAD_POLICY }

/**
 * Files of the client build (hashed assets are immutable, the rest revalidates hourly) and the
 * uploads: a picture or attachment never changes under its storage key, so those are immutable
 * too. Attachments always download (Content-Disposition) and are never sniffed into HTML.
 */
export async function staticPlugin(
  app: FastifyInstance,
  options: { clientDir: string; uploadsDir: string },
): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.resolve(options.clientDir),
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    // decision 035: the build wrote .br and .gz beside each script and stylesheet (scripts/precompress.ts)
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
      reply.header('Cache-Control', immutable ? IMMUTABLE : 'public, max-age=3600')
    },
  })
  const uploads = path.resolve(options.uploadsDir)
  mkdirSync(uploads, { recursive: true })
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: uploads,
        prefix: '/',
        index: false,
        list: false,
        dotfiles: 'deny',
        decorateReply: false,
        // folders are not listed: they answer like a missing file
        allowedPath: (pathName) => !pathName.endsWith('/'),
        setHeaders(reply, filePath) {
          reply.header('Cache-Control', IMMUTABLE)
          reply.header('X-Content-Type-Options', 'nosniff')
          reply.header('Content-Security-Policy', UPLOAD_POLICY)
          if (filePath.startsWith(path.join(uploads, 'attachments') + path.sep)) {
            // always a download, under its own name, with the type its (checked) content has
            const name = path.basename(filePath)
            const format = formatOfExtension(splitFileName(name).extension)
            reply.header('Content-Disposition', downloadDisposition(name))
            reply.header(
              'Content-Type',
              format ? FORMAT_INFO[format].contentType : 'application/octet-stream',
            )
          }
        },
      })
      // a picture or file that is gone: a short German answer, no page (images ask for it)
      scope.setNotFoundHandler((_request, reply) => {
        reply.code(404).type('text/plain; charset=utf-8').send('Datei nicht gefunden.')
      })
    },
    { prefix: '/uploads' },
  )
}
