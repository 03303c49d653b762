import { sql } from 'kysely'
import type { DB } from './database.ts'

// Fixed-window counters (table rate_limits), so every app process counts together; the rules
// and keys are the service's (src/services/rate-limit.ts).

/** The hits counted in one window; 0 when none. */
export async function findHits(db: DB, key: string, windowStart: Date): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select('hits')
    .where('key', '=', key)
    .where('window_start', '=', windowStart)
    .executeTakeFirst()
  return row?.hits ?? 0
}

/** Counts `amount` more in one window, in one statement; gives the window's count after it. */
export async function addHits(db: DB, key: string, windowStart: Date, amount: number): Promise<number> {
  const row = await sql<{ hits: number }>`
    INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, ${windowStart}, ${amount})
    ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + ${amount}
    RETURNING hits`.execute(db)
  return row.rows[0]?.hits ?? 0
}

/** Every window of one key. */
export async function deleteHits(db: DB, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute()
}

/** Takes `amount` back in one window, never below zero. */
export async function takeBackHits(db: DB, key: string, windowStart: Date, amount: number): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ hits: sql<number>`greatest(${eb.ref('hits')} - ${amount}, 0)` }))
    .where('key', '=', key)
    .where('window_start', '=', windowStart)
    .execute()
}

/** Windows older than a day count for nothing any more. */
export async function deleteOldWindows(db: DB, now: Date): Promise<void> {
  await sql`DELETE FROM rate_limits WHERE window_start < ${now}::timestamptz - interval '1 day'`.execute(db)
}
