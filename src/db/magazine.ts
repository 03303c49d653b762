import type { DB } from './database.ts'
import type { MagazineKind } from './schema.ts'

// decision 036: the magazine's editorial articles (migration 0025): /news.html, /videos.html, /exklusiv.
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

/**
 * Articles newest first, by keyset; one more than asked. `kind` null: every section (the staff's
 * list); `publishedBy` null: planned ones too, else only those published by then.
 */
export function findMagazineArticles(
  db: DB,
  filter: { kind: MagazineKind | null; publishedBy: Date | null },
  before: number | null,
  limit: number,
) {
  let query = db.selectFrom('magazine_articles').select(LIST_COLUMNS)
  if (filter.kind !== null) query = query.where('kind', '=', filter.kind)
  if (filter.publishedBy !== null) query = query.where('published_at', '<=', filter.publishedBy)
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

// --- decision 036: the staff's magazine editor (/admin/magazin) ---

interface MagazineWrite {
  kind: MagazineKind
  title: string
  slug: string
  teaser: string
  body: string
  pictureUrl: string | null
  videoId: string | null
  boardId: number | null
  publishAt: Date
}

function columns(article: MagazineWrite) {
  return {
    kind: article.kind,
    title: article.title,
    slug: article.slug,
    teaser: article.teaser,
    body: article.body,
    picture_url: article.pictureUrl,
    video_id: article.videoId,
    board_id: article.boardId,
    published_at: article.publishAt,
  }
}

export async function insertMagazineArticle(
  db: DB,
  authorId: number,
  article: MagazineWrite,
): Promise<number> {
  const row = await db
    .insertInto('magazine_articles')
    .values({ ...columns(article), author_id: authorId })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateMagazineArticle(db: DB, id: number, article: MagazineWrite): Promise<boolean> {
  const result = await db
    .updateTable('magazine_articles')
    .set(columns(article))
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function deleteMagazineArticle(db: DB, id: number): Promise<boolean> {
  const result = await db.deleteFrom('magazine_articles').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}
