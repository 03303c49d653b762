import { UploadStepInput } from '#domain/browser-input.ts'
import { parseId } from '#domain/ids.ts'
import { UPLOADS_PER_POST_MAX } from '#domain/limits.ts'
import { appContext } from '../context.ts'
import { fail, onlyPost } from '../errors.ts'
import { filesOf, type UploadAnswer } from '../features/attachments/uploads.ts'
import { parseForm } from '../form-parser.ts'
import { NO_STORE } from '../forms.ts'
import type { Route } from './+types/upload.ts'

// Uploading attachments (decisions 024–027; docs/decisions/025): POST multipart with one or more files
// (field `files`), CSRF token, members only. Answers the stored uploads and the refused files
// as JSON for the form's fetch; `intent=remove` with `uploadId` deletes one of the member's
// unused uploads ('Entfernen'). Without JavaScript the files go with the form instead.

function answer(body: UploadAnswer, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE })
}

export async function action({ request, context }: Pick<Route.ActionArgs, 'request' | 'context'>) {
  const app = context.get(appContext)
  const json = (request.headers.get('Accept') ?? '').includes('application/json')
  const parsed = await parseForm(request, app, UploadStepInput)
  const form = parsed.form
  if (!app.viewer) {
    if (json)
      return answer(
        { uploads: [], errors: [{ fileName: '', message: 'Bitte logge Dich ein, um Dateien hochzuladen.' }] },
        403,
      )
    fail('LoginRequired', 403)
  }
  // the fields cannot fail to parse: a refusal is the CSRF token's
  if (!parsed.ok) {
    if (json) return answer({ uploads: [], errors: [{ fileName: '', message: parsed.refusal.message }] }, 403)
    fail('PermissionDenied')
  }
  const viewer = { userId: app.viewer.userId, roleRelations: app.viewer.roleRelations }
  if (parsed.values.intent === 'remove') {
    const id = parseId(parsed.values.uploadId)
    const removed = id !== null && (await app.services.uploads.remove(viewer, id))
    return answer({ uploads: [], errors: [], removed }, removed ? 200 : 404)
  }
  const files = filesOf(form)
  if (files.length === 0)
    return answer({ uploads: [], errors: [{ fileName: '', message: 'Bitte wähle eine Datei aus.' }] }, 400)
  if (files.length > UPLOADS_PER_POST_MAX)
    return answer(
      {
        uploads: [],
        errors: [
          { fileName: '', message: `Bitte wähle höchstens ${UPLOADS_PER_POST_MAX} Dateien auf einmal.` },
        ],
      },
      400,
    )
  const incoming = await Promise.all(
    files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
  )
  const outcomes = await app.services.uploads.upload(viewer, incoming)
  const uploads = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.upload] : []))
  const refused = outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome]))
  // one file per request from the form: its own status; several: 200 as soon as one was stored
  const status = uploads.length > 0 || refused.length === 0 ? 200 : (refused[0]?.status ?? 400)
  return answer({ uploads, errors: refused.map(({ fileName, message }) => ({ fileName, message })) }, status)
}

/**
 * The form's script posts here and reads JSON: the answer goes out as it is, before React Router
 * would render a page (this module is a page only for a browser's GET, spec 000 §2.5).
 */
export const middleware: Route.MiddlewareFunction[] = [
  (args, next) => (args.request.method === 'POST' ? action(args) : next()),
]

export function loader(): never {
  onlyPost()
}

// spec 000 §2.5: a page module, so that a browser's GET gets the error page, never raw data
export default function Upload() {
  return null
}
