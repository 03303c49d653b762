import type { DB } from '#db/database.ts'
import { deleteKeptReply, findKeptReply, insertKeptReply } from '#db/kept-replies.ts'
import { POST_TEXT_MAX_LENGTH } from '#domain/limits.ts'
import { KEPT_REPLY_DAYS } from '#domain/quickpost.ts'
import { hashToken, newToken } from './tokens.ts'

// spec 001 §7: a visitor's quick reply survives the detour through login or registration. The
// text waits server-side under a random token (its hash stored, the token in an httpOnly cookie),
// so its length is bounded by a post's, not by a cookie's 4 KB.

export function createKeptReplyService({ db, now = () => new Date() }: { db: DB; now?: () => Date }) {
  return {
    /** Keeps the text; the token goes into the visitor's cookie. */
    async keep(threadId: number, text: string): Promise<string> {
      const { token, hash } = newToken()
      const expiresAt = new Date(now().getTime() + KEPT_REPLY_DAYS * 86_400_000)
      await insertKeptReply(db, { hash, threadId, text: text.slice(0, POST_TEXT_MAX_LENGTH), expiresAt })
      return token
    },
    find(token: string) {
      return findKeptReply(db, hashToken(token), now())
    },
    forget(token: string) {
      return deleteKeptReply(db, hashToken(token))
    },
  }
}
