import { createReadStream, promises as fs } from 'node:fs'
import { Readable } from 'node:stream'
import { data } from 'react-router'
import { parseId } from '#domain/ids.ts'
import { downloadDisposition, UPLOAD_POLICY } from '#domain/media.ts'
import { appContext } from '../../context.ts'
import { requireMember } from '../../forms.ts'
import type { Route } from './+types/file.ts'

// /cockpit/pms/datei/{copyId}/{uploadId}/{name} (spec 000 §5, decision 031): a picture
// variant or a file of a private message, for the message's sender and recipients only — anyone
// else, and a name the file does not have, gets the same 404. Never cached by shared caches.

// spec 000 §2.5: a file that cannot be had gets the error page (404), not a bare text
function notFound(): never {
  throw data({ reason: 'NotFound' }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
}

async function serve({ request, params, context }: Pick<Route.LoaderArgs, 'request' | 'params' | 'context'>) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const copyId = parseId(params.copyId)
  const uploadId = parseId(params.uploadId)
  if (copyId === null || uploadId === null) notFound()
  const file = await app.services.messages.file(viewer, copyId, uploadId, params.name)
  if (!file) notFound()
  const stat = await fs.stat(file.filePath).catch(() => null)
  if (!stat?.isFile()) notFound()
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

/**
 * The file's bytes go out as they are, before React Router would render a page: this module is a
 * page only for its error page (spec 000 §2.5).
 */
export const middleware: Route.MiddlewareFunction[] = [
  (args, next) => (args.request.method === 'GET' || args.request.method === 'HEAD' ? serve(args) : next()),
]

export function loader(): never {
  notFound()
}

// spec 000 §2.5: a page module, so that a missing file gets the error page, never a bare text
export default function MessageFile() {
  return null
}
