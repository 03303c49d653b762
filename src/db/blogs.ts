import type { DB } from './database.ts'
import { nearStatic } from './near-static.ts'

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
    .where('hidden_at', 'is', null)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

/**
 * A member's published articles, newest first, 20 per page by keyset (`before`: the
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

/** decision 036: every published article, newest first, by the same keyset (`/blogs.html`). */
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
    .where('hidden_at', 'is', null)
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
  body: string
  keywords: string[]
  updated_at: Date | null
  hidden_at: Date | null
  board_name: string | null
  board_slug: string | null
}

/** One article by id, drafts included (blogArticleVisible decides who sees it). */
export function findBlogArticle(db: DB, id: number): Promise<BlogArticleDetail | undefined> {
  return db
    .selectFrom('blog_articles as a')
    .leftJoin('boards as b', 'b.id', 'a.board_id')
    .select([
      'a.id',
      'a.author_id',
      'a.title',
      'a.slug',
      'a.picture_url',
      'a.published_at',
      'a.teaser',
      'a.status',
      'a.board_id',
      'a.created_at',
      'a.body',
      'a.keywords',
      'a.updated_at',
      'a.hidden_at',
      'b.name as board_name',
      'b.slug as board_slug',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst()
}

// --- decision 036: writing articles ---

/** An article with everything its form edits, and its co-authors. */
export async function findBlogArticleForEdit(db: DB, id: number) {
  const article = await db
    .selectFrom('blog_articles')
    .select([
      'id',
      'author_id',
      'title',
      'slug',
      'body',
      'status',
      'keywords',
      'board_id',
      'comments_enabled',
      'rating_enabled',
      'quotes_enabled',
      'published_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!article) return undefined
  const coauthors = await db
    .selectFrom('blog_coauthors')
    .select('user_id')
    .where('article_id', '=', id)
    .execute()
  return { ...article, coauthorIds: coauthors.map((row) => row.user_id) }
}
export type BlogArticleForEdit = NonNullable<Awaited<ReturnType<typeof findBlogArticleForEdit>>>

export interface BlogArticleWrite {
  title: string
  slug: string
  body: string
  teaser: string
  keywords: string[]
  boardId: number | null
  commentsEnabled: boolean
  ratingEnabled: boolean
  quotesEnabled: boolean
}

function columns(article: BlogArticleWrite) {
  return {
    title: article.title,
    slug: article.slug,
    body: article.body,
    teaser: article.teaser,
    keywords: article.keywords,
    board_id: article.boardId,
    comments_enabled: article.commentsEnabled,
    rating_enabled: article.ratingEnabled,
    quotes_enabled: article.quotesEnabled,
  }
}

export async function insertBlogArticle(
  db: DB,
  authorId: number,
  article: BlogArticleWrite,
  publishedAt: Date | null,
): Promise<number> {
  const row = await db
    .insertInto('blog_articles')
    .values({
      author_id: authorId,
      ...columns(article),
      status: publishedAt ? 'published' : 'draft',
      published_at: publishedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateBlogArticle(
  db: DB,
  id: number,
  article: BlogArticleWrite,
  publish: Date | null,
  at: Date,
): Promise<void> {
  await db
    .updateTable('blog_articles')
    .set({
      ...columns(article),
      updated_at: at,
      ...(publish ? { status: 'published' as const, published_at: publish } : {}),
    })
    .where('id', '=', id)
    .execute()
}

export async function replaceCoauthors(db: DB, articleId: number, userIds: readonly number[]): Promise<void> {
  await db.deleteFrom('blog_coauthors').where('article_id', '=', articleId).execute()
  if (userIds.length > 0)
    await db
      .insertInto('blog_coauthors')
      .values(userIds.map((userId) => ({ article_id: articleId, user_id: userId })))
      .execute()
}

/** One more published article in the platform's totals (spec 000 §3 platform intel). */
export async function countPublishedArticle(db: DB): Promise<void> {
  await db
    .updateTable('platform_stats')
    .set((eb) => ({ total_blog_articles: eb('total_blog_articles', '+', 1) }))
    .execute()
}

/** A member's drafts, and those they co-author, newest first (shown only to them). */
export function findDraftsOf(db: DB, userId: number) {
  return db
    .selectFrom('blog_articles')
    .select(['id', 'title', 'slug', 'created_at'])
    .where('status', '=', 'draft')
    .where((eb) =>
      eb.or([
        eb('author_id', '=', userId),
        eb('id', 'in', eb.selectFrom('blog_coauthors').select('article_id').where('user_id', '=', userId)),
      ]),
    )
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute()
}

/** Forums an article may relate to: the brand and topic forums below the top level. */
export async function findBlogBoards(db: DB): Promise<{ id: number; name: string }[]> {
  // the second level of the board tree (the brands and topics), from the boards kept in the process
  const boards = await nearStatic(db).boards()
  return boards
    .children(null)
    .flatMap((root) => boards.children(root.id))
    .map((board) => ({ id: board.id, name: board.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'))
}

/** The co-authors of an article. */
export async function findCoauthorIds(db: DB, articleId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('blog_coauthors')
    .select('user_id')
    .where('article_id', '=', articleId)
    .execute()
  return rows.map((row) => row.user_id)
}

/** Deletes an article with its co-authors and comments; a published one leaves the platform's totals. */
export async function deleteBlogArticle(db: DB, id: number): Promise<void> {
  const article = await db
    .deleteFrom('blog_articles')
    .where('id', '=', id)
    .returning('status')
    .executeTakeFirst()
  await db
    .deleteFrom('content_comments')
    .where('target_type', '=', 'blog')
    .where('target_id', '=', id)
    .execute()
  if (article?.status === 'published')
    await db
      .updateTable('platform_stats')
      .set((eb) => ({ total_blog_articles: eb('total_blog_articles', '-', 1) }))
      .execute()
}

/** A deleted account's articles (spec 000 §4); the platform's total is recounted after. */
export async function deleteArticlesOfAuthor(db: DB, authorId: number): Promise<void> {
  await db.deleteFrom('blog_articles').where('author_id', '=', authorId).execute()
}

// --- decision 036: ratings of blog articles (migration 0029) ---

/** A member rates an article, or changes the stars they gave. */
export async function upsertBlogRating(
  db: DB,
  articleId: number,
  userId: number,
  stars: number,
): Promise<void> {
  await db
    .insertInto('blog_ratings')
    .values({ article_id: articleId, user_id: userId, stars })
    .onConflict((conflict) =>
      conflict.columns(['article_id', 'user_id']).doUpdateSet({ stars, rated_at: new Date() }),
    )
    .execute()
}

/** The average and number of an article's ratings, and the viewer's own stars (0: none). */
export async function findBlogRating(db: DB, articleId: number, viewerId: number | null) {
  const row = await db
    .selectFrom('blog_ratings')
    .select((eb) => [
      eb.fn.avg<string | null>('stars').as('average'),
      eb.fn.countAll<string>().as('count'),
      eb.fn
        .max<number | null>(
          eb
            .case()
            .when('user_id', '=', viewerId ?? 0)
            .then(eb.ref('stars'))
            .end(),
        )
        .as('own'),
    ])
    .where('article_id', '=', articleId)
    .executeTakeFirstOrThrow()
  return { average: Number(row.average ?? 0), count: Number(row.count), own: row.own ?? 0 }
}

/** Hides a blog article as a whole from the time given, or shows it again (null); decision 036. */
export async function setBlogArticleHidden(db: DB, id: number, hiddenAt: Date | null): Promise<void> {
  await db.updateTable('blog_articles').set({ hidden_at: hiddenAt }).where('id', '=', id).execute()
}

/** A blog article as a report names it, with its author's name (decision 036). */
export function findBlogArticleForCase(db: DB, id: number) {
  return db
    .selectFrom('blog_articles as a')
    .leftJoin('users', 'users.id', 'a.author_id')
    .select([
      'a.id',
      'a.slug',
      'a.title',
      'a.body',
      'a.teaser',
      'a.board_id',
      'a.author_id',
      'a.status',
      'a.hidden_at',
      'a.created_at',
      'a.updated_at',
      'users.display_name',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst()
}
