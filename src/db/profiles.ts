import { sql } from 'kysely'
import { ONLINE_WINDOW_MINUTES } from '#domain/limits.ts'
import type { DB } from './database.ts'
import { USER_ROW_COLUMNS, type UserRow } from './users.ts'

// Reads behind the public profile (spec 001 §2 Public user profile, §3 User profileData and
// statistics). Counters of topics, replies and thanks are kept on the user row by every write;
// the rest are small indexed counts of one member.

/** A member whose profile can be shown: confirmed, not deactivated (anonymised ones stay). */
export function findProfileUserBySlug(db: DB, slug: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(USER_ROW_COLUMNS)
    .where('slug', '=', slug)
    .where((eb) => eb.or([eb('status', '=', 'active'), eb('is_anonymized', '=', true)]))
    .executeTakeFirst()
}

export function findSlugByUserId(db: DB, userId: number): Promise<{ slug: string } | undefined> {
  return db
    .selectFrom('users')
    .select('slug')
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('status', '=', 'active'), eb('is_anonymized', '=', true)]))
    .executeTakeFirst()
}

export interface ProfileRow {
  id: number
  registered_at: Date
  about_me: string
  signature: string
  user_title: string | null
  /** decision 020: the texts (title, Über mich, signature) hidden by a measure. */
  profile_hidden_at: Date | null
  is_online: boolean
  topic_count: number
  reply_count: number
  thumbs_up_received: number
  article_count: number
  friend_count: number
  vehicle_count: number
  last_post_id: number | null
}

/** Profile data and statistics of the given members, one query for all. */
export async function findProfiles(db: DB, userIds: readonly number[]): Promise<ProfileRow[]> {
  if (userIds.length === 0) return []
  const result = await sql<ProfileRow>`
    SELECT u.id, u.registered_at, u.about_me, u.signature, u.user_title, u.profile_hidden_at,
      coalesce(u.last_seen_at > now() - make_interval(mins => ${ONLINE_WINDOW_MINUTES}), false) AS is_online,
      u.topic_count, u.reply_count, u.thumbs_up_received,
      (SELECT count(*)::int FROM blog_articles a WHERE a.author_id = u.id AND a.status = 'published') AS article_count,
      (SELECT count(*)::int FROM buddies b
        WHERE b.user_id = u.id AND EXISTS (SELECT 1 FROM buddies back WHERE back.user_id = b.buddy_id AND back.buddy_id = u.id)
      ) AS friend_count,
      (SELECT count(*)::int FROM member_vehicles v WHERE v.user_id = u.id) AS vehicle_count,
      (SELECT p.id FROM posts p JOIN threads t ON t.id = p.thread_id
        WHERE p.author_id = u.id AND p.visibility = 'Online' AND t.visibility = 'Online' AND t.deleted_at IS NULL
        ORDER BY p.created_at DESC, p.id DESC LIMIT 1) AS last_post_id
    FROM users u WHERE u.id = ANY(${[...userIds]}::int[])`.execute(db)
  return result.rows
}
