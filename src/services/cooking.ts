import { cookUncookedPosts } from '#db/cooked-posts.ts'
import type { DB } from '#db/database.ts'

// Cooked posts (decision 043): the job that gives the posts without kept HTML theirs — the ones
// written before migration 0035 and the ones a new renderer version marked. It runs every few
// minutes, once per cluster, in batches, and stops after a while so that other jobs get their
// turn; the next run goes on where this one stopped (the worklist is the index of uncooked posts).

export const COOK_POSTS_JOB = 'posts.cook'

const BATCH = 500

/** Cooks batches until none is left or the budget is spent; how many it cooked, and whether posts are left. */
export async function cookPosts(
  db: DB,
  options: { budgetMs?: number; clock?: () => number } = {},
): Promise<{ cooked: number; more: boolean }> {
  const clock = options.clock ?? (() => performance.now())
  const until = clock() + (options.budgetMs ?? 20_000)
  let total = 0
  for (;;) {
    const cooked = await cookUncookedPosts(db, BATCH)
    total += cooked
    if (cooked < BATCH) return { cooked: total, more: false }
    if (clock() >= until) return { cooked: total, more: true }
  }
}
