import type { DB } from './database.ts'

// Sessions of a member (decision 004): rows keyed by the sha256 of the cookie value.

/** After a password change: every other device of the member is logged out, this one stays. */
export async function deleteOtherSessions(
  db: DB,
  userId: number,
  keepTokenHash: Buffer | null,
): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId)
  if (keepTokenHash) query = query.where('token_hash', '<>', keepTokenHash)
  const result = await query.executeTakeFirst()
  return Number(result.numDeletedRows)
}
