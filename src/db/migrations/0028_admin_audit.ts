import { type Kysely, sql } from 'kysely'

// decision 037: every action on the admin screens is recorded — who, when, what, on which target.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE admin_audit (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      actor_id integer REFERENCES users (id) ON DELETE SET NULL,
      action text NOT NULL,
      target text NOT NULL,
      details jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`CREATE INDEX admin_audit_newest ON admin_audit (created_at DESC, id DESC)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE admin_audit`.execute(db)
}
