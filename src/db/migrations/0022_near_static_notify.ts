import { type Kysely, sql } from 'kysely'

// docs/decisions/034: data that changes rarely (boards, vehicle names, feature switches) is kept
// in each app process (src/db/near-static.ts). Every statement that changes one of these tables
// tells all processes through NOTIFY near_static (payload: the table); each one LISTENs and
// drops its copy. Statement-level: a fold of many counters is one notification, and NOTIFY
// sends nothing before the commit.

const TABLES = [
  'boards',
  'vehicle_manufacturers',
  'vehicle_series',
  'vehicle_models',
  'feature_switches',
] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_near_static() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('near_static', TG_TABLE_NAME);
      RETURN NULL;
    END
    $$`.execute(db)
  for (const table of TABLES) {
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_near_static`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_near_static()`.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`DROP TRIGGER ${sql.raw(`${table}_near_static`)} ON ${sql.table(table)}`.execute(db)
  }
  await sql`DROP FUNCTION notify_near_static()`.execute(db)
}
