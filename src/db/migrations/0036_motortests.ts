import { type Kysely, sql } from 'kysely'

// docs/decisions/042-one-way.md: one name per concept. The vehicle test is a motortest (spec 000's
// `Motortest`, `motortests.latest`), in the code and so in the database: the table, the platform
// counter and everything named after them are renamed. RENAME keeps the rows, the identity's next
// value and what other tables hold about tests (comments keep target_type 'test'; moderation keeps
// the spec's content type 'VehicleReview'). The GraphQL field totalNumberOfVehicleTests is the
// spec's and stays.

/**
 * Renames the constraints, indexes and identity sequence of `table` whose names hold `from`.
 * They are read from the catalogue, not listed: PostgreSQL 18 names its NOT NULL constraints too
 * (`vehicle_tests_title_not_null`), 15 does not.
 */
async function renameNamedAfter(db: Kysely<unknown>, table: string, from: string, to: string): Promise<void> {
  const renamed = (name: string) => name.replaceAll(from, to)
  const constraints = await sql<{ name: string }>`
    SELECT conname AS name FROM pg_constraint
    WHERE conrelid = ${table}::regclass AND strpos(conname, ${from}) > 0
    ORDER BY conname`.execute(db)
  // a primary key's or unique constraint's index takes the constraint's new name with it
  for (const { name } of constraints.rows)
    await sql`ALTER TABLE ${sql.table(table)} RENAME CONSTRAINT ${sql.id(name)} TO ${sql.id(renamed(name))}`.execute(
      db,
    )
  const indexes = await sql<{ name: string }>`
    SELECT indexname AS name FROM pg_indexes
    WHERE schemaname = current_schema() AND tablename = ${table} AND strpos(indexname, ${from}) > 0
    ORDER BY indexname`.execute(db)
  for (const { name } of indexes.rows)
    await sql`ALTER INDEX ${sql.id(name)} RENAME TO ${sql.id(renamed(name))}`.execute(db)
  const sequences = await sql<{ name: string }>`
    SELECT s.relname AS name FROM pg_depend d
    JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
    WHERE d.refobjid = ${table}::regclass AND d.deptype IN ('a', 'i') AND strpos(s.relname, ${from}) > 0
    ORDER BY s.relname`.execute(db)
  for (const { name } of sequences.rows)
    await sql`ALTER SEQUENCE ${sql.id(name)} RENAME TO ${sql.id(renamed(name))}`.execute(db)
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE vehicle_tests RENAME TO motortests`.execute(db)
  await renameNamedAfter(db, 'motortests', 'vehicle_tests', 'motortests')
  await sql`ALTER TABLE platform_stats RENAME COLUMN total_vehicle_tests TO total_motortests`.execute(db)
  await renameNamedAfter(db, 'platform_stats', 'total_vehicle_tests', 'total_motortests')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await renameNamedAfter(db, 'platform_stats', 'total_motortests', 'total_vehicle_tests')
  await sql`ALTER TABLE platform_stats RENAME COLUMN total_motortests TO total_vehicle_tests`.execute(db)
  await renameNamedAfter(db, 'motortests', 'motortests', 'vehicle_tests')
  await sql`ALTER TABLE motortests RENAME TO vehicle_tests`.execute(db)
}
