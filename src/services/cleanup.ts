import type { DB } from '#db/database.ts'
import { deleteStaleEmailTokens } from '#db/email-tokens.ts'
import { deleteFinishedJobs } from '#db/jobs.ts'
import { deleteExpiredKeptReplies } from '#db/kept-replies.ts'
import { deleteOldWindows } from '#db/rate-limits.ts'
import { deleteExpiredSessions } from '#db/sessions.ts'
import { deleteUnconfirmedUsers } from '#db/users.ts'
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
  await deleteExpiredSessions(db, now)
  await deleteExpiredKeptReplies(db, now)
  await deleteStaleEmailTokens(db, now)
  await deleteOldWindows(db, now)
  await deleteFinishedJobs(db, now)
  await deleteUnconfirmedUsers(db, now)
  if (options.uploadsDir) await deleteExpiredUploadsWithFiles(db, options.uploadsDir, now)
}
