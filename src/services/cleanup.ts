import { sql } from 'kysely'
import type { DB } from '#db/database.ts'
import { deleteExpiredKeptReplies } from '#db/kept-replies.ts'
import { deleteExpiredUploadsWithFiles } from './uploads.ts'

/**
 * Removes what has expired: sessions, used or stale mail tokens, old rate-limit windows,
 * finished jobs, registrations never confirmed within a week (their names become free), and
 * (decisions 024–027) uploads no post claimed within a day, with their files, and quick replies kept for a
 * login that never came (spec 001 §7).
 */
export async function cleanupExpired(
  db: DB,
  now = new Date(),
  options: { uploadsDir?: string } = {},
): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<', now).execute()
  await deleteExpiredKeptReplies(db, now)
  await sql`DELETE FROM email_tokens WHERE expires_at < ${now}::timestamptz - interval '7 days'`.execute(db)
  await sql`DELETE FROM rate_limits WHERE window_start < ${now}::timestamptz - interval '1 day'`.execute(db)
  await sql`DELETE FROM jobs WHERE done_at < ${now}::timestamptz - interval '30 days'`.execute(db)
  await sql`
    DELETE FROM users u
    WHERE u.status = 'pending' AND u.registered_at < ${now}::timestamptz - interval '7 days'
      AND NOT EXISTS (SELECT 1 FROM posts p WHERE p.author_id = u.id)`.execute(db)
  if (options.uploadsDir) await deleteExpiredUploadsWithFiles(db, options.uploadsDir, now)
}
