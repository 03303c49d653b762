import { findBlogRating, upsertBlogRating } from '#db/blogs.ts'
import { parseStars } from '#domain/blogs.ts'
import { canRateBlogArticle, postingRestrictionMessage, type Viewer } from '#domain/permissions.ts'
import { type CommentHost, findCommentHost } from './comments.ts'
import { RATING_RULE, type SectionsContext } from './context.ts'

// decision 036 (spec 000 §4, blog settings "rating on/off"): members give a blog article one to five
// stars, one rating each that they may change; the article shows the average and the count.

export type RatingResult = { ok: true } | { ok: false; status: 400 | 403 | 404 | 429; error: string }

/**
 * The article's rating as the viewer sees it; null when the article turned it off (or is not
 * published). `host` is the article as comments.of found it for this viewer (read once per page).
 */
export async function blogRating(ctx: SectionsContext, viewer: Viewer | null, host: CommentHost) {
  if (host.type !== 'blog' || !host.ratingEnabled || !host.published) return null
  const rating = await findBlogRating(ctx.db, host.id, viewer?.userId ?? null)
  return {
    ...rating,
    mayRate: canRateBlogArticle(viewer, { ratingEnabled: true, ownerIds: host.ownerIds }),
    isOwner: viewer !== null && host.ownerIds.includes(viewer.userId),
  }
}

export async function rateBlogArticle(
  ctx: SectionsContext,
  viewer: Viewer | null,
  articleId: number,
  rawStars: string,
): Promise<RatingResult> {
  const host = await findCommentHost(ctx, viewer, 'blog', articleId)
  if (!host?.published) return { ok: false, status: 404, error: 'Diesen Artikel gibt es nicht (mehr).' }
  if (viewer === null) return { ok: false, status: 403, error: 'Bitte melde Dich an, um zu bewerten.' }
  if (!host.ratingEnabled)
    return { ok: false, status: 403, error: 'Die Bewertung ist für diesen Artikel ausgeschaltet.' }
  if (host.ownerIds.includes(viewer.userId))
    return { ok: false, status: 403, error: 'Eigene Artikel kannst Du nicht bewerten.' }
  const restriction = await ctx.restrictionOf(viewer)
  if (!canRateBlogArticle(viewer, { ratingEnabled: true, ownerIds: host.ownerIds }, restriction))
    return {
      ok: false,
      status: 403,
      error: restriction ? postingRestrictionMessage(restriction) : 'Nicht erlaubt.',
    }
  const stars = parseStars(rawStars)
  if (stars === null) return { ok: false, status: 400, error: 'Bitte wähle 1 bis 5 Sterne.' }
  if (!(await ctx.withinLimit(RATING_RULE, viewer)))
    return {
      ok: false,
      status: 429,
      error: 'Du hast gerade sehr viele Bewertungen abgegeben. Bitte warte ein paar Minuten.',
    }
  await upsertBlogRating(ctx.db, articleId, viewer.userId, stars)
  ctx.changed()
  return { ok: true }
}
