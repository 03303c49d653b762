import { findMagazineArticle, findMagazineArticles } from '#db/magazine.ts'
import type { MagazineKind } from '#db/schema.ts'
import type { Viewer } from '#domain/permissions.ts'
import { magazineArticleVisible } from '#domain/visibility.ts'
import { peopleByIds } from './authors.ts'
import type { SectionsContext } from './context.ts'

// decision 036: the magazine — news, videos and exclusive articles, written by the staff.

export async function listMagazine(
  ctx: SectionsContext,
  kind: MagazineKind,
  before: number | null,
  limit: number,
) {
  const rows = await findMagazineArticles(ctx.db, { kind, publishedBy: ctx.now() }, before, limit)
  return { articles: rows.slice(0, limit), hasOlder: rows.length > limit }
}

export async function readMagazineArticle(
  ctx: SectionsContext,
  viewer: Viewer | null,
  kind: MagazineKind,
  id: number,
) {
  const article = await findMagazineArticle(ctx.db, id)
  if (!article || article.kind !== kind) return null
  if (!magazineArticleVisible(viewer, { publishedAt: article.published_at }, ctx.now())) return null
  const [people, more] = await Promise.all([
    peopleByIds(ctx.db, [article.author_id]),
    findMagazineArticles(ctx.db, { kind, publishedBy: ctx.now() }, null, 6),
  ])
  return {
    article,
    author: people.get(article.author_id) ?? null,
    more: more.filter((item) => item.id !== id).slice(0, 5),
  }
}
