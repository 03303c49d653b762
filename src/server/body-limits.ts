import {
  FORM_BODY_MAX_BYTES,
  QUICK_REPLY_MAX_LENGTH,
  URLENCODED_BYTES_PER_CHARACTER,
} from '#domain/limits.ts'
import { POST_TEXT_MAX, THREAD_TITLE_MAX } from '#services/posting.ts'

// issue 11 §1: every route reads at most a bounded body. Forms get FORM_BODY_MAX_BYTES unless
// they carry a whole post: starting a thread (title + text) and its draft (the same fields,
// saved every 10 s) get what their own field limits can encode, plus the ordinary form room
// for the other fields. No route takes uploads yet; one that does gets its own entry here.

/** Starting a thread and its drafts: title and text at their limits, URL-encoded, plus a form's room. */
export const POST_FORM_BODY_MAX_BYTES =
  (POST_TEXT_MAX + THREAD_TITLE_MAX) * URLENCODED_BYTES_PER_CHARACTER + FORM_BODY_MAX_BYTES

const LARGER_FORMS: ReadonlyMap<string, number> = new Map([
  ['/forum/aktion/StartThread.html', POST_FORM_BODY_MAX_BYTES],
  ['/forum/aktion/Draft.html', POST_FORM_BODY_MAX_BYTES],
  // issue 14: an edited post's text (up to POST_TEXT_MAX) and the reason for the edit
  ['/forum/aktion/EditPost.html', POST_FORM_BODY_MAX_BYTES],
])

// the quick reply's text must fit the ordinary limit, or the limit is wrong
if (QUICK_REPLY_MAX_LENGTH * URLENCODED_BYTES_PER_CHARACTER > FORM_BODY_MAX_BYTES / 2) {
  throw new Error('FORM_BODY_MAX_BYTES ist zu klein für eine Schnellantwort.')
}

/** The largest body a page or form route accepts; React Router's data requests end in `.data`. */
export function bodyLimitFor(pathname: string): number {
  return LARGER_FORMS.get(pathname.replace(/\.data$/, '')) ?? FORM_BODY_MAX_BYTES
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
