import { sql } from 'kysely'
import type { DB } from '#db/database.ts'

// Many notices at once (the moderation's performance, decision 021): realistic cases about the community's posts and
// threads, spread over two years, every board, the 12 statuses and the reasons, each with its
// history (filed, decided, complained, complaint decided). Built in SQL with generate_series, so
// 100,000 notices take seconds; the bench and the plan tests use it on a seeded community.

/** Statuses by share (of 100): most cases are decided once, a few go through complaints. */
const STATUS_SHARES: readonly [string, number][] = [
  ['OpenNotice', 12],
  ['Accepted', 30],
  ['AcceptedAutomatically', 4],
  ['Rejected', 30],
  ['OpenComplaintAccepted', 3],
  ['AcceptedFinal', 5],
  ['OverturnedAccepted', 3],
  ['OpenComplaintRejected', 2],
  ['RejectedFinal', 5],
  ['OverturnedRejected', 2],
  ['OpenComplaintAcceptedOverturned', 2],
  ['OpenComplaintRejectedOverturned', 2],
]

const REASONS: readonly [string, string][] = [
  ['Spam', 'Policy'],
  ['Spam', 'Policy'],
  ['Spam', 'Policy'],
  ['OffTopic', 'Policy'],
  ['OffTopic', 'Policy'],
  ['WrongForum', 'Policy'],
  ['LinkRules', 'Policy'],
  ['IllegalAutoUpgrade', 'Policy'],
  ['Other', 'Policy'],
  ['BeleidigungUebleNachrede', 'Legal'],
  ['BeleidigungUebleNachrede', 'Legal'],
  ['VerletzungPersoenlichkeitsrechten', 'Legal'],
  ['Faelschung', 'Legal'],
  ['HassVerfassungsWidrigeInhalte', 'Legal'],
  ['AufforderungStraftatBedrohungGewalt', 'Legal'],
  ['Sonstiges', 'Legal'],
  ['Urheberrecht', 'Copyright'],
  ['Jugendschutz', 'YouthProtection'],
]

/** Where each status came from: its decision, whether a complaint came, and how it was decided. */
const HISTORY: Record<string, { decision: string | null; complaints: [string, string | null][] }> = {
  OpenNotice: { decision: null, complaints: [] },
  Accepted: { decision: 'accept', complaints: [] },
  AcceptedAutomatically: { decision: 'acceptAutomatically', complaints: [] },
  Rejected: { decision: 'reject', complaints: [] },
  OpenComplaintAccepted: { decision: 'accept', complaints: [['OpenComplaintAccepted', null]] },
  AcceptedFinal: { decision: 'accept', complaints: [['OpenComplaintAccepted', 'rejectComplaint']] },
  OverturnedAccepted: { decision: 'accept', complaints: [['OpenComplaintAccepted', 'upholdComplaint']] },
  OpenComplaintRejected: { decision: 'reject', complaints: [['OpenComplaintRejected', null]] },
  RejectedFinal: { decision: 'reject', complaints: [['OpenComplaintRejected', 'rejectComplaint']] },
  OverturnedRejected: { decision: 'reject', complaints: [['OpenComplaintRejected', 'upholdComplaint']] },
  OpenComplaintAcceptedOverturned: {
    decision: 'accept',
    complaints: [
      ['OpenComplaintAccepted', 'upholdComplaint'],
      ['OpenComplaintAcceptedOverturned', null],
    ],
  },
  OpenComplaintRejectedOverturned: {
    decision: 'reject',
    complaints: [
      ['OpenComplaintRejected', 'upholdComplaint'],
      ['OpenComplaintRejectedOverturned', null],
    ],
  },
}

const DECIDED_STATUS: Record<string, string> = {
  accept: 'Accepted',
  acceptAutomatically: 'AcceptedAutomatically',
  reject: 'Rejected',
}
const AFTER_COMPLAINT: Record<string, Record<string, string>> = {
  OpenComplaintAccepted: { rejectComplaint: 'AcceptedFinal', upholdComplaint: 'OverturnedAccepted' },
  OpenComplaintRejected: { rejectComplaint: 'RejectedFinal', upholdComplaint: 'OverturnedRejected' },
  OpenComplaintAcceptedOverturned: { rejectComplaint: 'RejectedFinal', upholdComplaint: 'AcceptedFinal' },
  OpenComplaintRejectedOverturned: { rejectComplaint: 'AcceptedFinal', upholdComplaint: 'RejectedFinal' },
}

/** The status of the g-th notice (by share, spread evenly). */
function statusTable(): string[] {
  const table: string[] = []
  for (const [status, share] of STATUS_SHARES) for (let i = 0; i < share; i += 1) table.push(status)
  return table
}

/**
 * Adds `count` notices (with their events) about the community's content; returns how many
 * notices the table holds afterwards. Cases against posts (nine in ten) and threads, reported
 * by members (each member reports a piece of content once), decided by the board's moderators.
 */
export async function seedNotices(db: DB, count: number, now = new Date()): Promise<number> {
  const statuses = statusTable()
  const stepSeconds = (730 * 86_400) / Math.max(count, 1)
  await db.transaction().execute(async (trx) => {
    await sql`
      CREATE TEMP TABLE seed_content ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY hashint4(p.id), p.id) - 1 AS rn,
        CASE WHEN p.position = 0 THEN 'ForumThread' ELSE 'ForumPost' END AS content_type,
        CASE WHEN p.position = 0 THEN t.id ELSE p.id END AS content_id,
        t.board_id, t.id AS thread_id, p.author_id,
        jsonb_build_object('title', t.title, 'text', left(p.text, 400),
          'path', '/forum/' || t.slug || '-t' || t.id || '.html', 'authorName', u.display_name,
          'createdAt', p.created_at, 'editedAt', null, 'images', '[]'::jsonb, 'visibility', 'Online') AS snapshot
      FROM posts p JOIN threads t ON t.id = p.thread_id JOIN users u ON u.id = p.author_id
      WHERE p.position = 0 OR p.id % 9 <> 0`.execute(trx)
    await sql`
      CREATE TEMP TABLE seed_reporters ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY id) - 1 AS rn, id FROM users
      WHERE status = 'active' AND NOT is_anonymized AND id > 6`.execute(trx)
    await sql`
      CREATE TEMP TABLE seed_moderators ON COMMIT DROP AS
      SELECT DISTINCT ON (board_id) board_id, user_id FROM user_roles
      WHERE role = 'moderator' AND board_id IS NOT NULL ORDER BY board_id, user_id`.execute(trx)
    const admin = await sql<{ id: number | null }>`
      SELECT min(user_id) AS id FROM user_roles WHERE role = 'admin'`.execute(trx)
    const adminId = admin.rows[0]?.id ?? null
    const before = await sql<{ max: number | null }>`SELECT max(id) AS max FROM notices`.execute(trx)
    const firstId = before.rows[0]?.max ?? 0
    await sql`
      WITH sizes AS (
        SELECT (SELECT count(*) FROM seed_content) AS contents, (SELECT count(*) FROM seed_reporters) AS reporters
      ), picks AS (
        SELECT g,
          (g % sizes.contents) AS content_rn,
          (((g % sizes.contents) * 31 + g / sizes.contents) % sizes.reporters) AS reporter_rn,
          (${statuses}::text[])[1 + (g * 37) % ${statuses.length}] AS status,
          (${REASONS.map(([reason]) => reason)}::text[])[1 + (g * 13) % ${REASONS.length}] AS reason,
          (${REASONS.map(([, category]) => category)}::text[])[1 + (g * 13) % ${REASONS.length}] AS category,
          ${now}::timestamptz - make_interval(secs => (${count}::int - g) * ${stepSeconds}::float8) AS created_at
        FROM generate_series(1, ${count}::int) g, sizes
      )
      INSERT INTO notices (content_type, content_id, board_id, thread_id, affected_user_id, source, status,
        reason, category, reporter_id, reporter_name, reporter_email, explanation, location, good_faith,
        snapshot, measure_visibility, restriction_ends_at, decided_by, decided_at, decision_facts,
        created_at, updated_at)
      SELECT c.content_type, c.content_id, c.board_id, c.thread_id, c.author_id, 'notice', picks.status,
        picks.reason, picks.category,
        CASE WHEN r.id = c.author_id THEN NULL ELSE r.id END,
        CASE WHEN picks.category = 'Policy' THEN '' ELSE 'Max Melder' END,
        'melder' || r.id || '@example.org',
        CASE WHEN picks.category = 'Policy' THEN '' ELSE 'Der Beitrag beleidigt einen anderen Nutzer.' END,
        'Der ganze Beitrag', true, c.snapshot,
        CASE WHEN picks.status IN ('Accepted', 'AcceptedAutomatically', 'AcceptedFinal', 'OpenComplaintAccepted',
          'OverturnedRejected', 'OpenComplaintRejectedOverturned') THEN 'Hidden' END,
        CASE WHEN picks.g % 10 = 0 AND picks.status = 'Accepted' THEN picks.created_at + interval '2 days' END,
        CASE WHEN picks.status = 'OpenNotice' THEN NULL ELSE coalesce(m.user_id, ${adminId}) END,
        CASE WHEN picks.status = 'OpenNotice' THEN NULL
          ELSE picks.created_at + make_interval(hours => 1 + (picks.g % 71)) END,
        CASE WHEN picks.status = 'OpenNotice' THEN '' ELSE 'Geprüft anhand der Beitragsregeln.' END,
        picks.created_at, picks.created_at
      FROM picks
      JOIN seed_content c ON c.rn = picks.content_rn
      JOIN seed_reporters r ON r.rn = picks.reporter_rn
      LEFT JOIN seed_moderators m ON m.board_id = c.board_id
      ORDER BY picks.g
      ON CONFLICT DO NOTHING`.execute(trx)

    // the history: filed; decided; complained and the complaint decided, an hour and a day apart
    await sql`
      INSERT INTO notice_events (notice_id, event, from_status, to_status, actor_id, party_role, automated, created_at)
      SELECT id, 'file', NULL, 'OpenNotice', reporter_id, 'NoticeCreator', false, created_at
      FROM notices WHERE id > ${firstId}`.execute(trx)
    for (const [status, history] of Object.entries(HISTORY)) {
      if (history.decision === null) continue
      const decided = DECIDED_STATUS[history.decision] as string
      await sql`
        INSERT INTO notice_events (notice_id, event, from_status, to_status, actor_id, automated, created_at)
        SELECT id, ${history.decision}, 'OpenNotice', ${decided},
          CASE WHEN ${history.decision} = 'acceptAutomatically' THEN NULL ELSE decided_by END,
          ${history.decision} = 'acceptAutomatically', created_at + make_interval(hours => 1 + (id % 71))
        FROM notices WHERE id > ${firstId} AND status = ${status}`.execute(trx)
      let from = decided
      let step = 0
      for (const [open, outcome] of history.complaints) {
        step += 1
        await sql`
          INSERT INTO notice_events (notice_id, event, from_status, to_status, actor_id, party_role, created_at)
          SELECT id, 'complain', ${from}, ${open},
            CASE WHEN ${open} IN ('OpenComplaintAccepted', 'OpenComplaintRejectedOverturned') THEN affected_user_id ELSE reporter_id END,
            CASE WHEN ${open} IN ('OpenComplaintAccepted', 'OpenComplaintRejectedOverturned') THEN 'AffectedUser' ELSE 'NoticeCreator' END,
            created_at + make_interval(hours => 1 + (id % 71), days => ${2 * step - 1})
          FROM notices WHERE id > ${firstId} AND status = ${status}`.execute(trx)
        if (outcome === null) break
        const after = AFTER_COMPLAINT[open]?.[outcome] as string
        await sql`
          INSERT INTO notice_events (notice_id, event, from_status, to_status, actor_id, created_at)
          SELECT id, ${outcome}, ${open}, ${after}, ${adminId},
            created_at + make_interval(hours => 1 + (id % 71), days => ${2 * step})
          FROM notices WHERE id > ${firstId} AND status = ${status}`.execute(trx)
        from = after
      }
    }
  })
  await sql`ANALYZE notices`.execute(db)
  await sql`ANALYZE notice_events`.execute(db)
  const total = await sql<{ count: number }>`SELECT count(*)::int AS count FROM notices`.execute(db)
  return total.rows[0]?.count ?? 0
}
