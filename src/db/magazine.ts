import type { DB } from './database.ts'
import type { MagazineKind } from './schema.ts'

// issue 19: the magazine's editorial articles (migration 0025): /news.html, /videos.html, /exklusiv.
// Published means published_at has come; a planned article waits.

const LIST_COLUMNS = [
  'id',
  'kind',
  'title',
  'slug',
  'teaser',
  'picture_url',
  'video_id',
  'published_at',
] as const

/** One kind's published articles, newest first, by keyset; one more than asked. */
export function findMagazineArticles(
  db: DB,
  kind: MagazineKind,
  before: number | null,
  limit: number,
  now: Date,
) {
  let query = db
    .selectFrom('magazine_articles')
    .select(LIST_COLUMNS)
    .where('kind', '=', kind)
    .where('published_at', '<=', now)
  if (before !== null)
    query = query.where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('published_at', 'id'),
        '<',
        selectFrom('magazine_articles as b')
          .select(['b.published_at', 'b.id'])
          .where('b.id', '=', before)
          .$asTuple('published_at', 'id'),
      ),
    )
  return query
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute()
}
export type MagazineListRow = Awaited<ReturnType<typeof findMagazineArticles>>[number]

export function findMagazineArticle(db: DB, id: number) {
  return db
    .selectFrom('magazine_articles')
    .select([...LIST_COLUMNS, 'body', 'author_id', 'board_id'])
    .where('id', '=', id)
    .executeTakeFirst()
}
