import { sql } from 'kysely'
import { PUBLIC_THREAD } from '#domain/visibility.ts'
import type { DB } from './database.ts'
import { nearStatic } from './near-static.ts'

// decision 037: what sitemaps and feeds list — public content only: threads as a visitor sees them
// (PUBLIC_THREAD, the facts threadVisibility shows a visitor; members-only and hidden never), published and unhidden articles,
// tests, open ads.

/** Per board and id range: whether it holds public threads, and their latest post. */
export async function findThreadRanges(db: DB, rangeSize: number) {
  const result = await sql<{ board_id: number; range: number; lastmod: Date | null }>`
    SELECT board_id, id / ${sql.lit(Math.trunc(rangeSize))} AS range, max(last_post_at) AS lastmod
    FROM threads
    WHERE deleted_at IS NULL AND visibility = ${sql.lit(PUBLIC_THREAD.visibility)}
    GROUP BY 1, 2
    ORDER BY 1, 2`.execute(db)
  return result.rows
}

/**
 * A board's public threads with ids in [from, to), by id (an index-only scan of threads_sitemap);
 * the latest post's time comes as W3C date-time text, 50,000 dates parsed and printed again in
 * JavaScript cost more than the query.
 */
export function findSitemapThreads(db: DB, boardId: number, from: number, to: number) {
  return db
    .selectFrom('threads')
    .select([
      'id',
      'slug',
      sql<string>`to_char(last_post_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('lastmod'),
    ])
    .where('board_id', '=', boardId)
    .where('id', '>=', from)
    .where('id', '<', to)
    .where('deleted_at', 'is', PUBLIC_THREAD.deletedAt)
    .where('visibility', '=', sql.lit(PUBLIC_THREAD.visibility))
    .orderBy('id')
    .execute()
}

/** Every board with its latest post. */
export function findSitemapBoards(db: DB) {
  return db.selectFrom('boards').select(['id', 'slug', 'last_post_at']).orderBy('id').execute()
}

/** The sections' public content (each list stays far below the 50,000 URLs of one sitemap). */
export async function findSitemapContent(db: DB, now: Date, limit: number) {
  const [blogs, tests, magazine, faqs, ads] = await Promise.all([
    db
      .selectFrom('blog_articles')
      .select(['id', 'slug', 'published_at', 'updated_at'])
      .where('status', '=', 'published')
      .where('hidden_at', 'is', null)
      .orderBy('published_at', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('motortests')
      .select(['id', 'slug', 'created_at', 'updated_at'])
      .where('hidden_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('magazine_articles')
      .select(['id', 'slug', 'kind', 'published_at'])
      .where('published_at', '<=', now)
      .orderBy('published_at', 'desc')
      .limit(limit)
      .execute(),
    db.selectFrom('faq_teasers').select(['id', 'slug', 'created_at']).orderBy('id').limit(limit).execute(),
    db
      .selectFrom('marketplace_ads')
      .select(['id', 'slug', 'created_at', 'updated_at'])
      .where('status', '=', 'open')
      .where('hidden_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute(),
  ])
  return { blogs, tests, magazine, faqs, ads }
}

/** The newest public threads of a board (or of the whole forum), with the start of their first post. */
export function findFeedThreads(db: DB, boardId: number | null, limit: number) {
  let query = db
    .selectFrom('threads as t')
    .leftJoin('posts as p', 'p.id', 't.first_post_id')
    .leftJoin('users as u', 'u.id', 't.author_id')
    .select([
      't.id',
      't.slug',
      't.title',
      't.created_at',
      'u.display_name',
      sql<string>`left(p.text, 600)`.as('text'),
    ])
    .where('t.deleted_at', 'is', PUBLIC_THREAD.deletedAt)
    .where('t.visibility', '=', sql.lit(PUBLIC_THREAD.visibility))
  if (boardId !== null) query = query.where('t.board_id', '=', boardId)
  return query.orderBy('t.created_at', 'desc').orderBy('t.id', 'desc').limit(limit).execute()
}

/** A board by id, from the boards kept in the process (decision 034). */
export async function findFeedBoard(db: DB, boardId: number) {
  return (await nearStatic(db).boards()).byId.get(boardId)
}
