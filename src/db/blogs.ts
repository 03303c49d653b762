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

/**
 * issue 15: a member's published articles, newest first, 20 per page by keyset (`before`: the
 * last shown article's id); drafts never appear here (spec 000 §4: only to their creator and
 * blog administrators, in the blog's own pages).
 */
export function findBlogArticlesByAuthor(
  db: DB,
  authorId: number,
  before: number | null,
  limit: number,
): Promise<(BlogArticleRow & { teaser: string })[]> {
  return publishedArticles(db, authorId, before, limit)
}

/** issue 19: every published article, newest first, by the same keyset (`/blogs.html`). */
export function findPublishedBlogArticles(
  db: DB,
  before: number | null,
  limit: number,
): Promise<(BlogArticleRow & { teaser: string })[]> {
  return publishedArticles(db, null, before, limit)
}

/** Published articles (of one author, or all), newest first, one more than asked. */
function publishedArticles(db: DB, authorId: number | null, before: number | null, limit: number) {
  let query = db
    .selectFrom('blog_articles')
    .select(['id', 'author_id', 'title', 'slug', 'picture_url', 'published_at', 'teaser'])
    .where('status', '=', 'published')
  if (authorId !== null) query = query.where('author_id', '=', authorId)
  if (before !== null) {
    query = query.where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('published_at', 'id'),
        '<',
        selectFrom('blog_articles as b')
          .select(['b.published_at', 'b.id'])
          .where('b.id', '=', before)
          .$asTuple('published_at', 'id'),
      ),
    )
  }
  return query
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute()
}

export interface BlogArticleDetail extends BlogArticleRow {
  teaser: string
  status: 'draft' | 'published'
  board_id: number | null
  created_at: Date
}

/** One article by id, drafts included (blogArticleVisible decides who sees it). */
export function findBlogArticle(db: DB, id: number): Promise<BlogArticleDetail | undefined> {
  return db
    .selectFrom('blog_articles')
    .select([
      'id',
      'author_id',
      'title',
      'slug',
      'picture_url',
      'published_at',
      'teaser',
      'status',
      'board_id',
      'created_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst()
}
