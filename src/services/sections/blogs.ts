import {
  findBlogArticle,
  findBlogArticlesByAuthor,
  findCoauthorIds,
  findDraftsOf,
  findPublishedBlogArticles,
} from '#db/blogs.ts'
import type { DB } from '#db/database.ts'
import { isFollowingBlog } from '#db/subscriptions.ts'
import { findUsersByIds } from '#db/users.ts'
import { canEditBlogArticle, type Viewer } from '#domain/permissions.ts'
import { blogArticleVisible } from '#domain/visibility.ts'

/** A member named beside an article: its author or a co-author (decision 042: pages read view types). */
export interface BlogPersonView {
  id: number
  slug: string
  displayName: string
}

/** An article in the `/blogs.html` list (decision 036), with its author. */
export interface BlogListArticleView {
  id: number
  title: string
  slug: string
  teaser: string
  pictureUrl: string | null
  publishedAt: Date | null
  author: BlogPersonView | null
}

/** The article page's article (decisions 028–031, 036). */
export interface BlogArticleView {
  id: number
  authorId: number
  title: string
  slug: string
  teaser: string
  body: string
  keywords: string[]
  status: 'draft' | 'published'
  pictureUrl: string | null
  boardId: number | null
  boardName: string | null
  boardSlug: string | null
  publishedAt: Date | null
  createdAt: Date
  hiddenAt: Date | null
}

const personView = (row: { id: number; slug: string; display_name: string }): BlogPersonView => ({
  id: row.id,
  slug: row.slug,
  displayName: row.display_name,
})

// decision 036: the blog's use cases live beside each other in this folder (reading here, writing in
// blog-writing.ts, rating in blog-rating.ts).
// Blog articles as far as the member area needs them: the article page the favorites
// flyout and a member's blog list link to. Writing, comments and the blog's settings are in decision 036.

/** A draft in its author's blog list (decision 042: pages read view types). */
export interface BlogDraftView {
  id: number
  title: string
  slug: string
  createdAt: Date
}

export function createBlogService(deps: { db: DB }) {
  return {
    /**
     * decision 036: `/blogs.html`, every published article newest first, with its author; `before`
     * is the last shown article's id. `hasOlder` says whether another page follows.
     */
    async latest(
      before: number | null,
      limit: number,
    ): Promise<{ articles: BlogListArticleView[]; hasOlder: boolean }> {
      const rows = await findPublishedBlogArticles(deps.db, before, limit)
      const articles = rows.slice(0, limit)
      const authors = await findUsersByIds(deps.db, [...new Set(articles.map((row) => row.author_id))])
      const byId = new Map(authors.map((author) => [author.id, author]))
      return {
        articles: articles.map((row) => {
          const author = byId.get(row.author_id)
          return {
            id: row.id,
            title: row.title,
            slug: row.slug,
            teaser: row.teaser,
            pictureUrl: row.picture_url,
            publishedAt: row.published_at,
            author: author ? personView(author) : null,
          }
        }),
        hasOlder: rows.length > limit,
      }
    },
    /** The article as the viewer may see it (drafts only to their creator, co-authors and admins), or null. */
    async article(viewer: Viewer | null, id: number) {
      const article = await findBlogArticle(deps.db, id)
      if (!article) return null
      const coauthorIds = await findCoauthorIds(deps.db, id)
      if (
        !blogArticleVisible(viewer, {
          status: article.status,
          authorId: article.author_id,
          coauthorIds,
          hiddenAt: article.hidden_at,
        })
      )
        return null
      const [[author], more, following] = await Promise.all([
        findUsersByIds(deps.db, [article.author_id]),
        findBlogArticlesByAuthor(deps.db, article.author_id, null, 6),
        viewer ? isFollowingBlog(deps.db, viewer.userId, id) : Promise.resolve(false),
      ])
      const view: BlogArticleView = {
        id: article.id,
        authorId: article.author_id,
        title: article.title,
        slug: article.slug,
        teaser: article.teaser,
        body: article.body,
        keywords: article.keywords,
        status: article.status,
        pictureUrl: article.picture_url,
        boardId: article.board_id,
        boardName: article.board_name,
        boardSlug: article.board_slug,
        publishedAt: article.published_at,
        createdAt: article.created_at,
        hiddenAt: article.hidden_at,
      }
      return {
        article: view,
        author: author ? personView(author) : null,
        more: more
          .filter((item) => item.id !== id)
          .slice(0, 5)
          .map((item) => ({ id: item.id, title: item.title, slug: item.slug })),
        following,
        coauthors: (await findUsersByIds(deps.db, coauthorIds)).map(personView),
        mayEdit: canEditBlogArticle(viewer, { authorId: article.author_id, coauthorIds }),
      }
    },
    /** decision 036: the member's own drafts and those they co-author, for their blog list. */
    drafts: async (viewer: Viewer): Promise<BlogDraftView[]> =>
      (await findDraftsOf(deps.db, viewer.userId)).map((row) => ({
        id: row.id,
        title: row.title,
        slug: row.slug,
        createdAt: row.created_at,
      })),
  }
}
