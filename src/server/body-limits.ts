import {
  AVATAR_MAX_BYTES,
  FORM_BODY_MAX_BYTES,
  QUICK_REPLY_MAX_LENGTH,
  UPLOAD_REQUEST_MAX_BYTES,
  URLENCODED_BYTES_PER_CHARACTER,
} from '#domain/limits.ts'
import { MESSAGE_TEXT_MAX, MESSAGE_TITLE_MAX } from '#domain/messages.ts'
import { POST_TEXT_MAX, THREAD_TITLE_MAX } from '#services/posting/service.ts'

// docs/security.md: every route reads at most a bounded body. Forms get FORM_BODY_MAX_BYTES unless
// they carry a whole post: starting a thread (title + text), its draft (the same fields, saved
// every 10 s) and the full reply (decision 024) get what their own field limits can encode, plus the
// ordinary form room for the other fields. Routes that take files have their own entries below.

/** Starting a thread and its drafts: title and text at their limits, URL-encoded, plus a form's room. */
export const POST_FORM_BODY_MAX_BYTES =
  (POST_TEXT_MAX + THREAD_TITLE_MAX) * URLENCODED_BYTES_PER_CHARACTER + FORM_BODY_MAX_BYTES
const MESSAGE_FORM_BODY_MAX_BYTES =
  (MESSAGE_TEXT_MAX + MESSAGE_TITLE_MAX) * URLENCODED_BYTES_PER_CHARACTER + FORM_BODY_MAX_BYTES

const LARGER_FORMS: ReadonlyMap<string, number> = new Map([
  ['/forum/aktion/StartThread.html', POST_FORM_BODY_MAX_BYTES],
  ['/forum/aktion/Draft.html', POST_FORM_BODY_MAX_BYTES],
  // decision 024: the full reply (20,000 characters, or the quick reply's text for the editor)
  ['/forum/aktion/Reply.html', POST_FORM_BODY_MAX_BYTES],
  // decision 026: an edited post's text (up to POST_TEXT_MAX) and the reason for the edit
  ['/forum/aktion/EditPost.html', POST_FORM_BODY_MAX_BYTES],
  // decision 028: a private message (10,000 characters and its subject)
  ['/cockpit/pms/CreateMessage.html', MESSAGE_FORM_BODY_MAX_BYTES],
  // decision 041: the reply in a conversation, a private message of its own
  ['/cockpit/pms/Conversation.html', MESSAGE_FORM_BODY_MAX_BYTES],
])

// the quick reply's text must fit the ordinary limit, or the limit is wrong
if (QUICK_REPLY_MAX_LENGTH * URLENCODED_BYTES_PER_CHARACTER > FORM_BODY_MAX_BYTES / 2) {
  throw new Error('FORM_BODY_MAX_BYTES ist zu klein für eine Schnellantwort.')
}

// --- Uploads (docs/decisions/025) ---
/** The avatar upload: one picture at its limit, multipart, plus a form's room for the other fields. */
export const AVATAR_FORM_BODY_MAX_BYTES = AVATAR_MAX_BYTES + FORM_BODY_MAX_BYTES

// The upload route takes the largest single file (with JavaScript every file is its own
// request); the new-thread and full-reply forms without JavaScript post their files with the text. Only requests
// with a session cookie get this room: a visitor's upload is refused anyway, and is not buffered.
const UPLOAD_FORMS: ReadonlyMap<string, number> = new Map([
  ['/forum/aktion/Upload.html', UPLOAD_REQUEST_MAX_BYTES],
  ['/forum/aktion/StartThread.html', POST_FORM_BODY_MAX_BYTES + UPLOAD_REQUEST_MAX_BYTES],
  ['/forum/aktion/Reply.html', POST_FORM_BODY_MAX_BYTES + UPLOAD_REQUEST_MAX_BYTES],
  // decision 031: a message to staff without JavaScript posts its files with the text
  ['/cockpit/pms/CreateMessage.html', MESSAGE_FORM_BODY_MAX_BYTES + UPLOAD_REQUEST_MAX_BYTES],
  ['/cockpit/pms/Conversation.html', MESSAGE_FORM_BODY_MAX_BYTES + UPLOAD_REQUEST_MAX_BYTES],
  // the avatar (docs/decisions/027): one picture at its limit plus a form's room
  ['/cockpit/einstellungen/avatar', AVATAR_FORM_BODY_MAX_BYTES],
])

/** spec 000 §3: a vehicle profile's form carries one picture (10 MB at most) with its texts. */
export const VEHICLE_FORM_BODY_MAX_BYTES = 10 * 1024 * 1024 + FORM_BODY_MAX_BYTES
const VEHICLE_FORM = /^\/nutzer\/[^/]+\/fzprofile$/

/** The largest body a page or form route accepts; React Router's data requests end in `.data`. */
export function bodyLimitFor(
  pathname: string,
  { member = false, multipart = false }: { member?: boolean; multipart?: boolean } = {},
): number {
  const route = pathname.replace(/\.data$/, '')
  const upload =
    member && multipart
      ? (UPLOAD_FORMS.get(route) ?? (VEHICLE_FORM.test(route) ? VEHICLE_FORM_BODY_MAX_BYTES : undefined))
      : undefined
  return upload ?? LARGER_FORMS.get(route) ?? FORM_BODY_MAX_BYTES
}

/**
 * The whole body, or null as soon as it grows past `limit` (the rest is never read: the caller
 * answers 413 and closes the connection). A declared Content-Length over the limit is refused
 * before the first byte is read.
 */
export async function readBodyWithin(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('Content-Length') ?? '0')
  if (declared > limit) return null
  if (!request.body) return new Uint8Array(0)
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    // stop pulling: the request stream stays paused until the connection closes
    if (size > limit) {
      void reader.cancel()
      return null
    }
    chunks.push(value)
  }
  const body = new Uint8Array(new ArrayBuffer(size))
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}
