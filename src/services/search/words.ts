import { sql } from 'kysely'
import type { DB } from '#db/database.ts'
import { refreshSearchWords } from '#db/search.ts'

/**
 * Counts the search's words again (search_words.ndoc: how often each is written decides which
 * look-alike a typo means and how much of a common word is read). One process at a time: the
 * others skip while one counts.
 */
export async function countSearchWords(db: DB): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lock = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(4713013) AS locked`.execute(
      trx,
    )
    if (!lock.rows[0]?.locked) return false
    await refreshSearchWords(trx)
    return true
  })
}
