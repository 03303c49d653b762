import { findSimilarThreads, type SimilarThread } from '#db/similar-threads.ts'
import type { ThreadRow } from '#db/thread-page.ts'
import type { GraphQLContext } from './context.ts'

// 'Ähnliche Themen' (spec 001 §2): finding them takes a few index reads (the question's
// words, then a full-text scan per vehicle tier; src/db/similar-threads.ts). Which topics are
// similar changes slowly, so each process remembers the ids for ten minutes; the rows themselves
// are read fresh by id, so titles and counters are current and a topic deleted or hidden since
// drops out at once.

const TTL_MS = 10 * 60_000
const MAX_ENTRIES = 20_000

interface Entry {
  expires: number
  ids: number[]
}

const remembered = new Map<string, Entry>()

type SimilarTo = Pick<ThreadRow, 'id' | 'title' | 'manufacturer_id' | 'series_id' | 'model_id'>

export async function recommendedThreads(
  ctx: GraphQLContext,
  thread: SimilarTo,
  now = Date.now(),
): Promise<SimilarThread[]> {
  // a new title or vehicle asks again at once
  const key = `${thread.id}|${thread.manufacturer_id ?? ''}|${thread.series_id ?? ''}|${thread.model_id ?? ''}|${thread.title}`
  const entry = remembered.get(key)
  if (!entry || entry.expires <= now) {
    const rows = await findSimilarThreads(ctx.db, thread.id)
    remembered.delete(key)
    remembered.set(key, { expires: now + TTL_MS, ids: rows.map((row) => row.id) })
    // the oldest entry goes first (a Map keeps insertion order)
    if (remembered.size > MAX_ENTRIES) remembered.delete(remembered.keys().next().value as string)
    return rows
  }
  const rows = await ctx.loaders.thread.loadMany(entry.ids)
  return rows.filter(
    (row): row is ThreadRow =>
      row !== null && !(row instanceof Error) && row.deleted_at === null && row.visibility === 'Online',
  )
}
