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
    async latest(before: number | null, limit: number) {
      const rows = await findPublishedBlogArticles(deps.db, before, limit)
      const articles = rows.slice(0, limit)
      const authors = await findUsersByIds(deps.db, [...new Set(articles.map((row) => row.author_id))])
      const byId = new Map(authors.map((author) => [author.id, author]))
      return {
        articles: articles.map((row) => ({ ...row, author: byId.get(row.author_id) ?? null })),
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
      return {
        article,
        author: author ?? null,
        more: more.filter((item) => item.id !== id).slice(0, 5),
        following,
        coauthors: await findUsersByIds(deps.db, coauthorIds),
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
