import { sql } from 'kysely'
import type { DB } from '#db/database.ts'

export type Column = readonly [name: string, pgType: string]

/**
 * Inserts many rows with one statement per batch: each column travels as one array parameter
 * and unnest() turns them back into rows, far faster than thousands of bound parameters.
 */
export async function insertRows(
  db: DB,
  table: string,
  columns: readonly Column[],
  rows: unknown[][],
): Promise<void> {
  if (rows.length === 0) return
  const arrays = columns.map((_, index) => rows.map((row) => row[index] ?? null))
  await sql`
    INSERT INTO ${sql.table(table)} (${sql.join(columns.map(([name]) => sql.ref(name)))})
    SELECT * FROM unnest(${sql.join(arrays.map((values, index) => sql`${values}::${sql.raw(columns[index]![1])}[]`))})
  `.execute(db)
}

/** After inserting explicit ids, move each identity sequence past the largest id. */
export async function syncIdentity(db: DB, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await sql`
      SELECT setval(pg_get_serial_sequence(${table}, 'id'), greatest((SELECT max(id) FROM ${sql.table(table)}), 1))
    `.execute(db)
  }
}
