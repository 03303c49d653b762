import type { FileKind } from '#domain/attachments.ts'

// What the upload route answers and the attachment field lists (decisions 024–027).

/** An uploaded file as the form lists it (services/uploads.ts UploadView). */
export interface UploadItem {
  id: number
  title: string
  extension: string
  kind: FileKind
  byteSize: number
  /** It will be one of the post's pictures (gallery), not an attachment. */
  isPicture: boolean
  /** A picture's small size, for the thumbnail in the form and the preview. */
  thumbnailUrl: string | null
}

/** A refused file with its German message (fileName '' when the request as a whole was refused). */
export interface UploadError {
  fileName: string
  message: string
}

/** The JSON answer of /forum/aktion/Upload.html. */
export interface UploadAnswer {
  uploads: UploadItem[]
  errors: UploadError[]
  removed?: boolean
}

export const UPLOAD_ACTION = '/forum/aktion/Upload.html'
/** The file input's name, in the upload request and in a form posted without JavaScript. */
export const FILES_FIELD = 'files'
/** The hidden fields that carry the uploads a form will attach. */
export const UPLOAD_ID_FIELD = 'uploadId'
/** The no-JavaScript 'Entfernen' button's name: the form comes back without that upload. */
export const REMOVE_UPLOAD_FIELD = 'removeUpload'

/** The chosen files of a posted form; a file input left empty sends a nameless empty part. */
export function filesOf(form: FormData): File[] {
  return form
    .getAll(FILES_FIELD)
    .filter((value): value is File => typeof value !== 'string' && (value.size > 0 || value.name !== ''))
}

/** The upload ids a form carries, numbers only, each once. */
export function uploadIdsOf(form: FormData): number[] {
  const ids = form
    .getAll(UPLOAD_ID_FIELD)
    .map((value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : 0))
    .filter((id) => id > 0 && id <= 2_147_483_647)
  return [...new Set(ids)]
}
