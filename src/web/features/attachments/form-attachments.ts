import { parseId } from '#domain/ids.ts'
import type { Viewer } from '#domain/permissions.ts'
import type { Services } from '#services/services.ts'
import { filesOf, REMOVE_UPLOAD_FIELD, type UploadError, uploadIdsOf } from './uploads.ts'

// The attachment part of a posted form (decision 025), for every route whose form holds an
// AttachmentField (new thread, full reply): the uploads it carries, the 'Entfernen' button of a
// form sent without JavaScript, and the files it brought along (stored first).

export type FormAttachments =
  /** 'Entfernen' without JavaScript: the form is shown again, without that file. */
  | { step: 'removed'; uploadIds: number[] }
  /** A file the form brought was refused: the form comes back with the message (and the rest). */
  | { step: 'refused'; uploadIds: number[]; uploadErrors: UploadError[]; status: 400 | 403 | 413 | 429 }
  /** Ready to save: the uploads to claim with the post. */
  | { step: 'ready'; uploadIds: number[] }

/** The worst status among refused files: too large first, then too many, then forbidden. */
function worst(statuses: readonly number[]): 400 | 403 | 413 | 429 {
  for (const status of [413, 429, 403] as const) if (statuses.includes(status)) return status
  return 400
}

/** Call after the CSRF check, before the post is saved. */
export async function formAttachments(
  uploads: Services['uploads'],
  viewer: Viewer,
  form: FormData,
): Promise<FormAttachments> {
  let uploadIds = uploadIdsOf(form)
  const remove = parseId(form.get(REMOVE_UPLOAD_FIELD)?.toString() ?? '')
  if (remove !== null) {
    await uploads.remove(viewer, remove)
    return { step: 'removed', uploadIds: uploadIds.filter((id) => id !== remove) }
  }
  const files = filesOf(form)
  if (files.length === 0) return { step: 'ready', uploadIds }
  const outcomes = await uploads.upload(
    viewer,
    await Promise.all(
      files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
    ),
  )
  uploadIds = [...uploadIds, ...outcomes.flatMap((outcome) => (outcome.ok ? [outcome.upload.id] : []))]
  const refused = outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome]))
  if (refused.length === 0) return { step: 'ready', uploadIds }
  return {
    step: 'refused',
    uploadIds,
    uploadErrors: refused.map(({ fileName, message }) => ({ fileName, message })),
    status: worst(refused.map((outcome) => outcome.status)),
  }
}
