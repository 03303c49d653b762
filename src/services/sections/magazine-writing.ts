import { insertAudit } from '#db/admin.ts'
import { findBlogBoards } from '#db/blogs.ts'
import {
  deleteMagazineArticle,
  findMagazineArticle,
  findMagazineArticles,
  insertMagazineArticle,
  updateMagazineArticle,
} from '#db/magazine.ts'
import type { MagazineKind } from '#domain/content-routes.ts'
import type { MagazineValues } from '#domain/magazine.ts'
import { canEditMagazine, type Viewer } from '#domain/permissions.ts'
import { CHECK_FIELDS, parseRefusal, type Refusal, refuse } from '#domain/refusal.ts'
import { slugify } from '#domain/routes.ts'
import { magazineArticleInput } from '#domain/section-input.ts'
import { berlinLocalInput } from '#domain/time.ts'
import { MAGAZINE_RULE, type SectionsContext } from './context.ts'

// decision 036: the staff write the magazine (/admin/magazin): news, videos and exclusive articles,
// published now or planned for later, edited and deleted; every change is recorded in the admin
// audit log (decision 037) in its transaction. The form and the mutations (decision 042) call the
// same use cases: who may not write learns that first, then the input is parsed, then the limit.

const TOO_MANY = refuse(
  429,
  'limit',
  'Sehr viele Änderungen am Magazin in kurzer Zeit. Bitte warte ein paar Minuten.',
)
const DENIED = refuse(403, 'policy', 'Das Magazin schreiben nur Redaktion und Moderation.')
const MISSING = refuse(404, 'conflict', 'Diesen Magazinartikel gibt es nicht (mehr).')

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

export type MagazineSaveResult = { ok: true; id: number; slug: string; kind: MagazineKind } | Refusal

/**
 * Writes a new article (`id` null) or changes one. `input`: the form's fields or the mutation's
 * arguments, parsed by `magazineArticleInput` (decision 042).
 */
export async function saveMagazineArticle(
  ctx: SectionsContext,
  viewer: Viewer | null,
  id: number | null,
  input: unknown,
): Promise<MagazineSaveResult> {
  if (!canEditMagazine(viewer)) return DENIED
  const parsed = magazineArticleInput(ctx.now()).safeParse(input)
  if (!parsed.success) return parseRefusal(parsed.error)
  const article = parsed.data
  // the form offers these forums only; an app's other number is refused, not a database error
  if (
    article.boardId !== null &&
    !(await findBlogBoards(ctx.db)).some((board) => board.id === article.boardId)
  )
    return refuse(400, 'parse', CHECK_FIELDS, { boardId: 'Bitte wähle ein Forum aus der Liste.' })
  if (!(await ctx.withinLimit(MAGAZINE_RULE, viewer))) return TOO_MANY
  const write = { ...article, slug: slugify(article.title) }
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
  if (savedId === null) return MISSING
  ctx.changed()
  return { ok: true, id: savedId, slug: write.slug, kind: write.kind }
}

export async function removeMagazineArticle(
  ctx: SectionsContext,
  viewer: Viewer | null,
  id: number,
): Promise<{ ok: true } | Refusal> {
  if (!canEditMagazine(viewer)) return DENIED
  if (!(await ctx.withinLimit(MAGAZINE_RULE, viewer))) return TOO_MANY
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
