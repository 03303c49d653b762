import { sql } from 'kysely'
import type { DB } from './database.ts'

export interface PlatformStats {
  total_posts: number
  total_motortests: number
  total_blog_articles: number
}

/** One row, kept in step by every write: no count over posts. */
export async function getPlatformStats(db: DB): Promise<PlatformStats> {
  const row = await db
    .selectFrom('platform_stats')
    .select(['total_posts', 'total_motortests', 'total_blog_articles'])
    .executeTakeFirst()
  return row ?? { total_posts: 0, total_motortests: 0, total_blog_articles: 0 }
}

/** The published blog articles counted again (after a deleted account's articles went). */
export async function recountBlogArticles(db: DB): Promise<void> {
  await sql`
      UPDATE platform_stats SET total_blog_articles = (SELECT count(*) FROM blog_articles WHERE status = 'published')
    `.execute(db)
}

/** Adds to the platform's post total (a moderation measure hiding or restoring posts). */
export async function addToTotalPosts(trx: DB, delta: number): Promise<void> {
  await sql`UPDATE platform_stats SET total_posts = greatest(total_posts + ${delta}, 0)`.execute(trx)
}
