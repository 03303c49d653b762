import { insertAudit } from '#db/admin.ts'
import { findBlogBoards } from '#db/blogs.ts'
import {
  deleteMagazineArticle,
  findMagazineArticle,
  findMagazineArticles,
  insertMagazineArticle,
  updateMagazineArticle,
} from '#db/magazine.ts'
import { type MagazineErrors, type MagazineValues, parseMagazineArticle } from '#domain/magazine.ts'
import { canEditMagazine, type Viewer } from '#domain/permissions.ts'
import { slugify } from '#domain/routes.ts'
import { berlinLocalInput } from '#domain/time.ts'
import { MAGAZINE_RULE, type SectionsContext } from './context.ts'

// decision 036: the staff write the magazine (/admin/magazin): news, videos and exclusive articles,
// published now or planned for later, edited and deleted; every change is recorded in the admin
// audit log (decision 037) in its transaction.

type Refusal = { ok: false; status: 403 | 404 | 429; error: string }
const TOO_MANY = 'Sehr viele Änderungen am Magazin in kurzer Zeit. Bitte warte ein paar Minuten.'
const DENIED: Refusal = {
  ok: false,
  status: 403,
  error: 'Das Magazin schreiben nur Redaktion und Moderation.',
}
const MISSING: Refusal = { ok: false, status: 404, error: 'Diesen Magazinartikel gibt es nicht (mehr).' }

const EMPTY: MagazineValues = {
  kind: 'news',
  title: '',
  teaser: '',
  body: '',
  pictureUrl: '',
  video: '',
  boardId: '',
  publishAt: '',
}

/** The staff's list: every article, planned ones too. */
export async function staffMagazineList(ctx: SectionsContext, viewer: Viewer | null, before: number | null) {
  if (!canEditMagazine(viewer)) return DENIED
  const rows = await findMagazineArticles(ctx.db, { kind: null, publishedBy: null }, before, 50)
  // decision 042: the page reads a view type
  const articles = rows.slice(0, 50).map((row) => ({
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    title: row.title,
    publishedAt: row.published_at,
  }))
  return { ok: true as const, articles, hasOlder: rows.length > 50, now: ctx.now() }
}

/** The form's values (empty for a new article) and the forums an article may relate to. */
export async function magazineForm(ctx: SectionsContext, viewer: Viewer | null, id: number | null) {
  if (!canEditMagazine(viewer)) return DENIED
  const [article, boards] = await Promise.all([
    id === null ? Promise.resolve(null) : findMagazineArticle(ctx.db, id),
    findBlogBoards(ctx.db),
  ])
  if (id !== null && !article) return MISSING
  const values: MagazineValues = article
    ? {
        kind: article.kind,
        title: article.title,
        teaser: article.teaser,
        body: article.body,
        pictureUrl: article.picture_url ?? '',
        video: article.video_id ?? '',
        boardId: article.board_id === null ? '' : String(article.board_id),
        publishAt: berlinLocalInput(article.published_at),
      }
    : EMPTY
  return { ok: true as const, values, boards, article }
}

export type MagazineSaveResult =
  | { ok: true; id: number; slug: string; kind: 'news' | 'video' | 'exklusiv' }
  | { ok: false; status: 400 | 403 | 404 | 429; errors: MagazineErrors }

export async function saveMagazineArticle(
  ctx: SectionsContext,
  viewer: Viewer | null,
  id: number | null,
  values: MagazineValues,
): Promise<MagazineSaveResult> {
  if (!canEditMagazine(viewer)) return { ok: false, status: 403, errors: { form: DENIED.error } }
  const parsed = parseMagazineArticle(values, ctx.now())
  if (!parsed.ok) return { ok: false, status: 400, errors: parsed.errors }
  if (!(await ctx.withinLimit(MAGAZINE_RULE, viewer)))
    return { ok: false, status: 429, errors: { form: TOO_MANY } }
  const write = { ...parsed.article, slug: slugify(parsed.article.title) }
  const savedId = await ctx.db.transaction().execute(async (trx) => {
    let articleId = id ?? 0
    if (id === null) articleId = await insertMagazineArticle(trx, viewer.userId, write)
    else if (!(await updateMagazineArticle(trx, id, write))) return null
    await insertAudit(trx, {
      actorId: viewer.userId,
      action: id === null ? 'magazine.create' : 'magazine.edit',
      target: `magazine:${articleId}`,
      details: { kind: write.kind, title: write.title, publishAt: write.publishAt.toISOString() },
    })
    return articleId
  })
  if (savedId === null) return { ok: false, status: 404, errors: { form: MISSING.error } }
  ctx.changed()
  return { ok: true, id: savedId, slug: write.slug, kind: write.kind }
}

export async function removeMagazineArticle(
  ctx: SectionsContext,
  viewer: Viewer | null,
  id: number,
): Promise<{ ok: true } | Refusal> {
  if (!canEditMagazine(viewer)) return DENIED
  if (!(await ctx.withinLimit(MAGAZINE_RULE, viewer))) return { ok: false, status: 429, error: TOO_MANY }
  const removed = await ctx.db.transaction().execute(async (trx) => {
    const article = await findMagazineArticle(trx, id)
    if (!article || !(await deleteMagazineArticle(trx, id))) return false
    await insertAudit(trx, {
      actorId: viewer.userId,
      action: 'magazine.delete',
      target: `magazine:${id}`,
      details: { kind: article.kind, title: article.title },
    })
    return true
  })
  if (!removed) return MISSING
  ctx.changed()
  return { ok: true }
}
