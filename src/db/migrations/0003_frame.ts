import { type Kysely, sql } from 'kysely'

// The frame (decision 011): feature switches the server reads for every page and hands to the
// browser (spec 000 §2.1, §6; spec 001 §2, §4, §6). One row per switch; the defaults below are
// what a fresh installation runs with. Operators flip a switch with an UPDATE (README).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE feature_switches (
      key text PRIMARY KEY CHECK (key ~ '^[A-Za-z0-9_-]{1,64}$'),
      enabled boolean NOT NULL,
      description text NOT NULL DEFAULT '',
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`
    INSERT INTO feature_switches (key, enabled, description) VALUES
      ('MT-761_dsa', true, 'Meldewege und Moderationsansicht nach dem Digital Services Act (Melden-Menüs, Moderationsmodus für Moderatoren).'),
      ('UserThemes', true, 'Design-Auswahl (Hell, Dunkel, Retro, Retro dunkel, System) im Seitenfuß.'),
      ('AiThreadSummary', true, 'KI-Zusammenfassung langer Themen (mehr als eine Seite).')
    ON CONFLICT (key) DO NOTHING`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS feature_switches`.execute(db)
}
