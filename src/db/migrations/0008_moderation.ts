import { type Kysely, sql } from 'kysely'

// Reporting and moderation under the DSA (decision 021): notices and the cases they open, the history
// of every transition, the messages to the parties (statements of reasons, Art. 17; the
// reporter's notifications, Art. 16 (5)), restrictions of members, and what a measure needs on the
// content itself (deleted posts, hidden profile texts and private messages).

const OPEN = `('OpenNotice','OpenComplaintAccepted','OpenComplaintAcceptedOverturned','OpenComplaintRejected','OpenComplaintRejectedOverturned')`

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notices (
      id serial PRIMARY KEY,
      content_type text NOT NULL,
      content_id integer NOT NULL,
      board_id integer REFERENCES boards(id),
      thread_id integer,
      affected_user_id integer REFERENCES users(id),
      source text NOT NULL DEFAULT 'notice' CHECK (source IN ('notice', 'moderator')),
      status text NOT NULL,
      reason text NOT NULL,
      category text NOT NULL,
      reporter_id integer REFERENCES users(id),
      reporter_name text NOT NULL DEFAULT '',
      reporter_email text NOT NULL DEFAULT '',
      explanation text NOT NULL DEFAULT '',
      location text NOT NULL DEFAULT '',
      good_faith boolean NOT NULL DEFAULT false,
      snapshot jsonb NOT NULL,
      measure_visibility text CHECK (measure_visibility IN ('Hidden', 'Offline')),
      restriction_ends_at timestamptz,
      restriction_permanent boolean NOT NULL DEFAULT false,
      restriction_id integer,
      decided_by integer REFERENCES users(id),
      decided_at timestamptz,
      decision_facts text NOT NULL DEFAULT '',
      decision_ground text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  // the queue: open cases oldest or newest first, by keys; all cases by keys; a board's cases
  await sql.raw(`CREATE INDEX notices_open ON notices (created_at, id) WHERE status IN ${OPEN}`).execute(db)
  await sql`CREATE INDEX notices_created ON notices (created_at, id)`.execute(db)
  await sql`CREATE INDEX notices_board ON notices (board_id, created_at, id)`.execute(db)
  await sql`CREATE INDEX notices_content ON notices (content_type, content_id, status)`.execute(db)
  await sql`CREATE INDEX notices_affected ON notices (affected_user_id, created_at DESC)`.execute(db)
  await sql`CREATE INDEX notices_decided ON notices (decided_at) WHERE decided_at IS NOT NULL`.execute(db)
  // a member reports a piece of content once (spec 001 §8 'Du hast diesen Inhalt bereits gemeldet.')
  await sql`
    CREATE UNIQUE INDEX notices_once ON notices (reporter_id, content_type, content_id)
    WHERE reporter_id IS NOT NULL`.execute(db)

  await sql`
    CREATE TABLE notice_events (
      id serial PRIMARY KEY,
      notice_id integer NOT NULL REFERENCES notices(id) ON DELETE CASCADE,
      event text NOT NULL,
      from_status text,
      to_status text NOT NULL,
      actor_id integer REFERENCES users(id),
      party_role text CHECK (party_role IN ('AffectedUser', 'NoticeCreator')),
      automated boolean NOT NULL DEFAULT false,
      text text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`CREATE INDEX notice_events_notice ON notice_events (notice_id, id)`.execute(db)
  await sql`CREATE INDEX notice_events_created ON notice_events (created_at, event)`.execute(db)

  await sql`
    CREATE TABLE moderation_messages (
      id serial PRIMARY KEY,
      notice_id integer REFERENCES notices(id) ON DELETE CASCADE,
      recipient_id integer NOT NULL REFERENCES users(id),
      party_role text NOT NULL CHECK (party_role IN ('AffectedUser', 'NoticeCreator')),
      notice_type text CHECK (notice_type IN ('ContentDeletion', 'ContentReinstatement', 'UserRestriction', 'UserRestrictionReversion')),
      status text,
      subject text NOT NULL,
      body text NOT NULL,
      automated boolean NOT NULL DEFAULT false,
      complaint_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      read_at timestamptz
    )`.execute(db)
  await sql`CREATE INDEX moderation_messages_recipient ON moderation_messages (recipient_id, created_at DESC, id DESC)`.execute(
    db,
  )

  await sql`
    CREATE TABLE user_restrictions (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id),
      scope text NOT NULL DEFAULT 'posting' CHECK (scope IN ('posting', 'notices')),
      starts_at timestamptz NOT NULL DEFAULT now(),
      ends_at timestamptz,
      reason text NOT NULL DEFAULT '',
      notice_id integer REFERENCES notices(id),
      created_by integer REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      lifted_at timestamptz,
      lifted_by integer REFERENCES users(id)
    )`.execute(db)
  await sql`CREATE INDEX user_restrictions_active ON user_restrictions (user_id, scope) WHERE lifted_at IS NULL`.execute(
    db,
  )

  await sql`ALTER TABLE posts ADD COLUMN deleted_at timestamptz`.execute(db)
  await sql`ALTER TABLE users ADD COLUMN profile_hidden_at timestamptz`.execute(db)
  await sql`ALTER TABLE private_messages ADD COLUMN hidden_at timestamptz`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE private_messages DROP COLUMN IF EXISTS hidden_at`.execute(db)
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS profile_hidden_at`.execute(db)
  await sql`ALTER TABLE posts DROP COLUMN IF EXISTS deleted_at`.execute(db)
  await sql`DROP TABLE IF EXISTS user_restrictions`.execute(db)
  await sql`DROP TABLE IF EXISTS moderation_messages`.execute(db)
  await sql`DROP TABLE IF EXISTS notice_events`.execute(db)
  await sql`DROP TABLE IF EXISTS notices`.execute(db)
}
