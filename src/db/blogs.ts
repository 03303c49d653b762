import type { DB } from './database.ts'

// Blog article teasers (spec 000 §2.2 "latest 4 blogs", §3 BlogArticle).

export interface BlogArticleRow {
  id: number
  author_id: number
  title: string
  slug: string
  picture_url: string | null
  published_at: Date | null
}

/** Published articles, newest first (index blog_articles_latest); drafts never appear. */
export function findLatestBlogArticles(db: DB, limit: number): Promise<BlogArticleRow[]> {
  return db
    .selectFrom('blog_articles')
    .select(['id', 'author_id', 'title', 'slug', 'picture_url', 'published_at'])
    .where('status', '=', 'published')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}
