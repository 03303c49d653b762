import type { DB } from './database.ts'

// spec 001 §7: a visitor's quick reply waiting for login or registration (migration 0031).

export async function insertKeptReply(
  db: DB,
  row: { hash: Buffer; threadId: number; text: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('kept_replies')
    .values({ token_hash: row.hash, thread_id: row.threadId, text: row.text, expires_at: row.expiresAt })
    .execute()
}

/** The kept reply of a token, while it has not expired. */
export function findKeptReply(db: DB, hash: Buffer, now: Date) {
  return db
    .selectFrom('kept_replies')
    .select(['thread_id as threadId', 'text'])
    .where('token_hash', '=', hash)
    .where('expires_at', '>', now)
    .executeTakeFirst()
}

export async function deleteKeptReply(db: DB, hash: Buffer): Promise<void> {
  await db.deleteFrom('kept_replies').where('token_hash', '=', hash).execute()
}

export async function deleteExpiredKeptReplies(db: DB, now: Date): Promise<void> {
  await db.deleteFrom('kept_replies').where('expires_at', '<', now).execute()
}
