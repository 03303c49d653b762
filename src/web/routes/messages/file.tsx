import { createReadStream, promises as fs } from 'node:fs'
import { Readable } from 'node:stream'
import { parseId } from '#domain/ids.ts'
import { downloadDisposition, UPLOAD_POLICY } from '#domain/media.ts'
import { appContext } from '../../context.ts'
import { requireMember } from '../../forms.ts'
import type { Route } from './+types/file.ts'

// /cockpit/pms/datei/{copyId}/{uploadId}/{name} (issue 15, spec 000 §5, decision 031): a picture
// variant or a file of a private message, for the message's sender and recipients only — anyone
// else, and a name the file does not have, gets the same 404. Never cached by shared caches.

function notFound(): Response {
  return new Response('Datei nicht gefunden.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const copyId = parseId(params.copyId)
  const uploadId = parseId(params.uploadId)
  if (copyId === null || uploadId === null) return notFound()
  const file = await app.services.messages.file(viewer, copyId, uploadId, params.name)
  if (!file) return notFound()
  const stat = await fs.stat(file.filePath).catch(() => null)
  if (!stat?.isFile()) return notFound()
  const headers = new Headers({
    'Content-Type': file.contentType,
    'Content-Length': String(stat.size),
    'Cache-Control': 'private, max-age=86400',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': UPLOAD_POLICY,
  })
  if (file.download) headers.set('Content-Disposition', downloadDisposition(file.download))
  if (request.method === 'HEAD') return new Response(null, { headers })
  const body = Readable.toWeb(createReadStream(file.filePath)) as ReadableStream<Uint8Array>
  return new Response(body, { headers })
}
