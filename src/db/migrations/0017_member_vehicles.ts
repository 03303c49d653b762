import { type Kysely, sql } from 'kysely'

// Vehicle profiles (spec 000 §3 "vehicle profiles (current and former)", spec 001 §3
// numberOfVehicles): what a member drives and drove, tied to the vehicle catalogue where it has
// the vehicle (manufacturer required; series and model when known), with year, engine, a picture
// and a text.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE member_vehicles (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      manufacturer_id integer NOT NULL REFERENCES vehicle_manufacturers (id),
      series_id integer REFERENCES vehicle_series (id),
      model_id integer REFERENCES vehicle_models (id),
      build_year smallint CHECK (build_year BETWEEN 1885 AND 2100),
      engine text NOT NULL DEFAULT '',
      description text NOT NULL DEFAULT '',
      picture_key text,
      is_current boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`CREATE INDEX member_vehicles_user ON member_vehicles (user_id, is_current DESC, id DESC)`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE member_vehicles`.execute(db)
}
