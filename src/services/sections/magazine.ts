import { findMagazineArticle, findMagazineArticles, type MagazineListRow } from '#db/magazine.ts'
import type { MagazineKind } from '#db/schema.ts'
import type { Viewer } from '#domain/permissions.ts'
import { magazineArticleVisible } from '#domain/visibility.ts'
import { peopleByIds } from './authors.ts'
import type { SectionsContext } from './context.ts'

// decision 036: the magazine — news, videos and exclusive articles, written by the staff.

/** An article in a magazine list (decision 042: pages read view types). */
export interface MagazineListView {
  id: number
  kind: MagazineKind
  title: string
  slug: string
  teaser: string
  pictureUrl: string | null
  /** a YouTube video id, embedded only after consent */
  videoId: string | null
  publishedAt: Date
}

/** One article as its page shows it. */
export interface MagazineArticleView extends MagazineListView {
  body: string
  authorId: number
  boardId: number | null
}

function listView(row: MagazineListRow): MagazineListView {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    slug: row.slug,
    teaser: row.teaser,
    pictureUrl: row.picture_url,
    videoId: row.video_id,
    publishedAt: row.published_at,
  }
}

export async function listMagazine(
  ctx: SectionsContext,
  kind: MagazineKind,
  before: number | null,
  limit: number,
) {
  const rows = await findMagazineArticles(ctx.db, { kind, publishedBy: ctx.now() }, before, limit)
  return { articles: rows.slice(0, limit).map(listView), hasOlder: rows.length > limit }
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
  const view: MagazineArticleView = {
    ...listView(article),
    body: article.body,
    authorId: article.author_id,
    boardId: article.board_id,
  }
  return {
    article: view,
    author: people.get(article.author_id) ?? null,
    more: more
      .filter((item) => item.id !== id)
      .slice(0, 5)
      .map(listView),
  }
}
