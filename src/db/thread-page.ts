import { sql } from 'kysely'
import { POSTS_PER_PAGE } from '#domain/limits.ts'
import type { DB } from './database.ts'
import { LIST_COLUMNS, type ThreadListRow } from './threads.ts'
import type { UserRow } from './users.ts'

// Reads behind the thread page (spec 001 §7). Posts are read by position range: page n holds
// positions [n × 10, n × 10 + 9], so page 5,000 costs what page 0 costs.

/** A thread list item's columns and what only the thread page needs (one list, extended). */
const THREAD_COLUMNS = [...LIST_COLUMNS, 'deleted_at', 'next_position'] as const

export function findThread(db: DB, threadId: number) {
  return db.selectFrom('threads').select(THREAD_COLUMNS).where('id', '=', threadId).executeTakeFirst()
}

export type ThreadRow = NonNullable<Awaited<ReturnType<typeof findThread>>>

/** Whether a thread row was read with the page's columns (a list row lacks them). */
export function isFullThreadRow(thread: ThreadListRow | ThreadRow): thread is ThreadRow {
  return 'next_position' in thread
}

export function findThreadsByIds(db: DB, ids: readonly number[]): Promise<ThreadRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('threads').select(THREAD_COLUMNS).where('id', 'in', ids).execute()
}

const POST_COLUMNS = [
  'id',
  'thread_id',
  'position',
  'author_id',
  'text',
  'created_at',
  'edited_at',
  'visibility',
  'deleted_at',
  'is_posted_by_moderator',
  'thumbs_up_count',
  'image_count',
  'attachment_count',
  // decisions 024–027: the 'bearbeitet am …' mark and whether a post has versions
  'edited_by_id',
  'edit_count',
  // decision 043: the kept HTML, shown without parsing the text
  'cooked_html',
  'cooked_version',
] as const

export type PostRow = Awaited<ReturnType<typeof findPostsOnPage>>[number]

/**
 * The posts of one page; hidden and deleted posts only for moderators (withHidden), a member's
 * own hidden (not deleted) posts for that member (authorId).
 */
export function findPostsOnPage(
  db: DB,
  threadId: number,
  page: number,
  withHidden = false,
  authorId: number | null = null,
) {
  return postsOnPageQuery(db, threadId, page, withHidden, authorId).execute()
}

/** One page is one bounded range of the (thread_id, position) key: no OFFSET, no count. */
export function postsOnPageQuery(
  db: DB,
  threadId: number,
  page: number,
  withHidden = false,
  authorId: number | null = null,
) {
  return pageRange(db, { threadId, page, withHidden, authorId }).orderBy('position')
}

export interface PostPageKey {
  threadId: number
  page: number
  withHidden: boolean
  /** The viewer, who sees their own hidden posts marked (not their deleted ones). */
  authorId?: number | null
}

function pageRange(db: DB, { threadId, page, withHidden, authorId = null }: PostPageKey) {
  const query = db
    .selectFrom('posts')
    .select(POST_COLUMNS)
    .where('thread_id', '=', threadId)
    .where('position', '>=', page * POSTS_PER_PAGE)
    .where('position', '<', (page + 1) * POSTS_PER_PAGE)
  if (withHidden) return query
  if (authorId === null) return query.where('visibility', '<>', 'Hidden')
  return query.where((eb) =>
    eb.or([
      eb('visibility', '<>', 'Hidden'),
      eb.and([eb('author_id', '=', authorId), eb('deleted_at', 'is', null)]),
    ]),
  )
}

/**
 * Posts by id and whole pages in one query (UNION ALL of the id lookup and each page's position
 * range), so a thread page reads its page and its first, best and last post together. Each row
 * says which part found it: 'id' or the index of its page.
 */
export async function findPostsByIdsAndPages(db: DB, ids: readonly number[], pages: readonly PostPageKey[]) {
  const parts = [
    ...(ids.length > 0
      ? [
          db
            .selectFrom(db.selectFrom('posts').select(POST_COLUMNS).where('id', 'in', ids).as('r'))
            .selectAll('r')
            .select(sql<string>`'id'`.as('part')),
        ]
      : []),
    // LIMIT: no row more than the range holds (positions are unique per thread), but the planner
    // reads it. Without it, it guessed a page of a 100,000-post thread at 76,000 rows (thread id
    // and position estimated as if independent) and hashed all 20,000 members to join ten
    // authors: 14 ms for the query on the 1M-post community, 0.3 ms with it (decision 035).
    ...pages.map((key, index) =>
      db
        .selectFrom(pageRange(db, key).orderBy('position').limit(POSTS_PER_PAGE).as('r'))
        .selectAll('r')
        .select(sql<string>`${String(index)}::text`.as('part')),
    ),
  ]
  const [first, ...rest] = parts
  if (!first) return []
  // decision 035: each post's author comes along (the page's authors were a query of their own)
  const rows = await db
    .selectFrom(rest.reduce((query, part) => query.unionAll(part), first).as('p'))
    .leftJoin('users as u', 'u.id', 'p.author_id')
    .selectAll('p')
    .select([
      'u.id as author_row_id',
      'u.username as author_username',
      'u.slug as author_slug',
      'u.display_name as author_display_name',
      'u.avatar_url as author_avatar_url',
      'u.is_anonymized as author_is_anonymized',
      'u.user_title as author_user_title',
      'u.signature as author_signature',
      'u.profile_hidden_at as author_profile_hidden_at',
      'u.registered_at as author_registered_at',
      'u.topic_count as author_topic_count',
      'u.reply_count as author_reply_count',
    ])
    .execute()
  return rows.map((row) => {
    const {
      author_row_id,
      author_username,
      author_slug,
      author_display_name,
      author_avatar_url,
      author_is_anonymized,
      author_user_title,
      author_signature,
      author_profile_hidden_at,
      author_registered_at,
      author_topic_count,
      author_reply_count,
      ...post
    } = row
    const author: UserRow | null =
      author_row_id === null
        ? null
        : {
            id: author_row_id,
            username: author_username as string,
            slug: author_slug as string,
            display_name: author_display_name as string,
            avatar_url: author_avatar_url,
            is_anonymized: author_is_anonymized as boolean,
            user_title: author_user_title,
            signature: author_signature as string,
            profile_hidden_at: author_profile_hidden_at,
            registered_at: author_registered_at as Date,
            topic_count: author_topic_count as number,
            reply_count: author_reply_count as number,
          }
    return { ...post, author }
  })
}

/** Which of these posts the member has thanked. */
export async function findThumbsGiven(
  db: DB,
  userId: number,
  postIds: readonly number[],
): Promise<Set<number>> {
  if (postIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('post_thumbs')
    .select('post_id')
    .where('user_id', '=', userId)
    .where('post_id', 'in', postIds)
    .execute()
  return new Set(rows.map((row) => row.post_id))
}
