import {
  countPublishedArticle,
  deleteBlogArticle,
  findBlogArticleForEdit,
  findBlogBoards,
  insertBlogArticle,
  replaceCoauthors,
  updateBlogArticle,
} from '#db/blogs.ts'
import { findBuddyRelations } from '#db/buddies.ts'
import { articlePreview, type BlogValues } from '#domain/blogs.ts'
import {
  canDeleteBlogArticle,
  canEditBlogArticle,
  canPublishBlogArticle,
  canWriteBlog,
  postingRestrictionMessage,
  type Viewer,
} from '#domain/permissions.ts'
import { CHECK_FIELDS, parseRefusal, type Refusal, refuse } from '#domain/refusal.ts'
import { slugify } from '#domain/routes.ts'
import { BlogArticleInput } from '#domain/section-input.ts'
import { ARTICLE_RULE, type SectionsContext } from './context.ts'

// decision 036 (spec 000 §4, §6): writing a blog article — draft or published, its settings
// (comments, rating, quotes, keywords, related forum, the 'more' cut) and co-authors chosen from
// the owner's buddies. Authors and co-authors edit and publish; blog moderators (moderators) edit;
// blog administrators (admins) also publish others' drafts.

export const EMPTY_BLOG: BlogValues = {
  title: '',
  body: '',
  keywords: '',
  boardId: '',
  commentsEnabled: true,
  ratingEnabled: true,
  quotesEnabled: true,
  coauthorIds: [],
}

/** The owner's buddies (whom they added) as co-author choices. */
async function coauthorChoices(ctx: SectionsContext, ownerId: number) {
  const relations = await findBuddyRelations(ctx.db, ownerId)
  return relations
    .filter((relation) => relation.outgoing)
    .map((relation) => ({ id: relation.id, name: relation.display_name }))
}

export type BlogFormResult =
  | { ok: false; status: 403 | 404; error: string }
  | {
      ok: true
      values: BlogValues
      status: 'new' | 'draft' | 'published'
      mayPublish: boolean
      mayDelete: boolean
      coauthors: { id: number; name: string }[]
      boards: { id: number; name: string }[]
    }

/** The article form: empty for a new article, filled for one the viewer may edit. */
export async function blogForm(
  ctx: SectionsContext,
  viewer: Viewer,
  id: number | null,
): Promise<BlogFormResult> {
  const boards = await findBlogBoards(ctx.db)
  if (id === null) {
    const restriction = await ctx.restrictionOf(viewer)
    if (!canWriteBlog(viewer, restriction))
      return {
        ok: false,
        status: 403,
        error: restriction ? postingRestrictionMessage(restriction) : 'Nicht erlaubt.',
      }
    return {
      ok: true,
      values: EMPTY_BLOG,
      status: 'new',
      mayPublish: true,
      mayDelete: false,
      coauthors: await coauthorChoices(ctx, viewer.userId),
      boards,
    }
  }
  const article = await findBlogArticleForEdit(ctx.db, id)
  if (!article) return { ok: false, status: 404, error: 'Diesen Artikel gibt es nicht.' }
  const authorship = { authorId: article.author_id, coauthorIds: article.coauthorIds }
  if (!canEditBlogArticle(viewer, authorship))
    return { ok: false, status: 403, error: 'Du darfst diesen Artikel nicht bearbeiten.' }
  return {
    ok: true,
    values: {
      title: article.title,
      body: article.body,
      keywords: article.keywords.join(', '),
      boardId: article.board_id ? String(article.board_id) : '',
      commentsEnabled: article.comments_enabled,
      ratingEnabled: article.rating_enabled,
      quotesEnabled: article.quotes_enabled,
      coauthorIds: article.coauthorIds.map(String),
    },
    status: article.status,
    mayPublish: canPublishBlogArticle(viewer, authorship),
    mayDelete: canDeleteBlogArticle(viewer, authorship),
    coauthors: await coauthorChoices(ctx, article.author_id),
    boards,
  }
}

export type BlogSaveResult = { ok: true; id: number; slug: string; status: 'draft' | 'published' } | Refusal

/**
 * Saves the article; `publish` publishes a draft (a published article stays published). `input`:
 * the form's fields or the mutation's arguments, parsed by `BlogArticleInput` (decision 042).
 */
export async function saveBlogArticle(
  ctx: SectionsContext,
  viewer: Viewer | null,
  id: number | null,
  input: unknown,
  publish: boolean,
): Promise<BlogSaveResult> {
  if (viewer === null) return refuse(403, 'policy', 'Bitte melde Dich an, um zu bloggen.')
  const restriction = await ctx.restrictionOf(viewer)
  if (!canWriteBlog(viewer, restriction))
    return refuse(403, 'policy', restriction ? postingRestrictionMessage(restriction) : 'Nicht erlaubt.')
  const existing = id === null ? null : ((await findBlogArticleForEdit(ctx.db, id)) ?? null)
  if (id !== null && !existing) return refuse(404, 'policy', 'Diesen Artikel gibt es nicht.')
  const authorship = existing
    ? { authorId: existing.author_id, coauthorIds: existing.coauthorIds }
    : { authorId: viewer.userId, coauthorIds: [] }
  if (existing && !canEditBlogArticle(viewer, authorship))
    return refuse(403, 'policy', 'Du darfst diesen Artikel nicht bearbeiten.')
  const wantsPublish = publish && existing?.status !== 'published'
  if (wantsPublish && !canPublishBlogArticle(viewer, authorship))
    return refuse(
      403,
      'policy',
      'Nur die Autoren und die Blog-Administration veröffentlichen diesen Artikel.',
    )
  const parsed = BlogArticleInput.safeParse(input)
  if (!parsed.success) return parseRefusal(parsed.error)
  const article = parsed.data
  // co-authors come from the owner's buddies; who is co-author already may stay
  const allowed = new Set([
    ...(await coauthorChoices(ctx, authorship.authorId)).map((choice) => choice.id),
    ...authorship.coauthorIds,
  ])
  if (article.coauthorIds.some((coauthor) => !allowed.has(coauthor) || coauthor === authorship.authorId))
    return refuse(400, 'parse', CHECK_FIELDS, { coauthorIds: 'Co-Autoren wählst Du aus Deinen Buddies.' })
  if (
    article.boardId !== null &&
    !(await findBlogBoards(ctx.db)).some((board) => board.id === article.boardId)
  )
    return refuse(400, 'parse', CHECK_FIELDS, { boardId: 'Bitte wähle ein Forum aus der Liste.' })
  if (existing === null && !(await ctx.withinLimit(ARTICLE_RULE, viewer)))
    return refuse(429, 'limit', 'Du hast heute schon viele Artikel angelegt. Bitte versuch es morgen wieder.')
  const now = ctx.now()
  const write = { ...article, slug: slugify(article.title), teaser: articlePreview(article.body) }
  const savedId = await ctx.db.transaction().execute(async (trx) => {
    let articleId = existing?.id ?? 0
    if (existing === null)
      articleId = await insertBlogArticle(trx, viewer.userId, write, wantsPublish ? now : null)
    else await updateBlogArticle(trx, existing.id, write, wantsPublish ? now : null, now)
    await replaceCoauthors(trx, articleId, article.coauthorIds)
    if (wantsPublish) await countPublishedArticle(trx)
    return articleId
  })
  ctx.changed()
  return {
    ok: true,
    id: savedId,
    slug: write.slug,
    status: wantsPublish || existing?.status === 'published' ? 'published' : 'draft',
  }
}

export type BlogDeleteResult = { ok: true } | Refusal

/** The author or a blog moderator deletes an article, its comments going with it. */
export async function removeBlogArticle(
  ctx: SectionsContext,
  viewer: Viewer | null,
  id: number,
): Promise<BlogDeleteResult> {
  const article = await findBlogArticleForEdit(ctx.db, id)
  if (!article) return refuse(404, 'policy', 'Diesen Artikel gibt es nicht.')
  if (!canDeleteBlogArticle(viewer, { authorId: article.author_id, coauthorIds: article.coauthorIds }))
    return refuse(403, 'policy', 'Nur der Autor und die Blog-Moderation löschen diesen Artikel.')
  await ctx.db.transaction().execute((trx) => deleteBlogArticle(trx, id))
  ctx.changed()
  return { ok: true }
}
