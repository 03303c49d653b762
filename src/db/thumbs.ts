import type { DB } from './database.ts'

// Thumbs up (spec 001 §7): one post_thumbs row per member and post; the post's count and its
// author's received count move with it in the caller's transaction (DESIGN.md: counters).

/** Gives a thumbs up; false when the member had given one already (nothing is written). */
export async function addThumbsUp(trx: DB, postId: number, userId: number, at: Date): Promise<boolean> {
  const added = await trx
    .insertInto('post_thumbs')
    .values({ post_id: postId, user_id: userId, created_at: at })
    .onConflict((oc) => oc.doNothing())
    .returning('post_id')
    .executeTakeFirst()
  return added !== undefined
}

export async function removeThumbsUp(trx: DB, postId: number, userId: number): Promise<void> {
  await trx.deleteFrom('post_thumbs').where('post_id', '=', postId).where('user_id', '=', userId).execute()
}

/** The post's thumbs up count as it stands. */
export async function findThumbsUpCount(db: DB, postId: number): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .select('thumbs_up_count')
    .where('id', '=', postId)
    .executeTakeFirstOrThrow()
  return row.thumbs_up_count
}

/** Moves the post's thumbs up count by delta; the new count. */
export async function addToThumbsUpCount(trx: DB, postId: number, delta: number): Promise<number> {
  const row = await trx
    .updateTable('posts')
    .set((eb) => ({ thumbs_up_count: eb('thumbs_up_count', '+', delta) }))
    .where('id', '=', postId)
    .returning('thumbs_up_count')
    .executeTakeFirstOrThrow()
  return row.thumbs_up_count
}

/** Moves the author's received thumbs up by delta (the profile's count). */
export async function addToThumbsUpReceived(trx: DB, userId: number, delta: number): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ thumbs_up_received: eb('thumbs_up_received', '+', delta) }))
    .where('id', '=', userId)
    .execute()
}
