import { findBlogRating, upsertBlogRating } from '#db/blogs.ts'
import { canRateBlogArticle, postingRestrictionMessage, type Viewer } from '#domain/permissions.ts'
import { type Refusal, refuse } from '#domain/refusal.ts'
import { RateInput } from '#domain/section-input.ts'
import { type CommentHost, findCommentHost } from './comments.ts'
import { RATING_RULE, type SectionsContext } from './context.ts'

// decision 036 (spec 000 §4, blog settings "rating on/off"): members give a blog article one to five
// stars, one rating each that they may change; the article shows the average and the count.

export type RatingResult = { ok: true } | Refusal

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
  /** the form's fields or the mutation's arguments, parsed by `RateInput` (decision 042) */
  input: unknown,
): Promise<RatingResult> {
  const host = await findCommentHost(ctx, viewer, 'blog', articleId)
  if (!host?.published) return refuse(404, 'policy', 'Diesen Artikel gibt es nicht (mehr).')
  if (viewer === null) return refuse(403, 'policy', 'Bitte melde Dich an, um zu bewerten.')
  if (!host.ratingEnabled) return refuse(403, 'policy', 'Die Bewertung ist für diesen Artikel ausgeschaltet.')
  if (host.ownerIds.includes(viewer.userId))
    return refuse(403, 'policy', 'Eigene Artikel kannst Du nicht bewerten.')
  const restriction = await ctx.restrictionOf(viewer)
  if (!canRateBlogArticle(viewer, { ratingEnabled: true, ownerIds: host.ownerIds }, restriction))
    return refuse(403, 'policy', restriction ? postingRestrictionMessage(restriction) : 'Nicht erlaubt.')
  const parsed = RateInput.safeParse(input)
  if (!parsed.success) {
    const message = 'Bitte wähle 1 bis 5 Sterne.'
    return refuse(400, 'parse', message, { stars: message })
  }
  const stars = parsed.data.stars
  if (!(await ctx.withinLimit(RATING_RULE, viewer)))
    return refuse(
      429,
      'limit',
      'Du hast gerade sehr viele Bewertungen abgegeben. Bitte warte ein paar Minuten.',
    )
  await upsertBlogRating(ctx.db, articleId, viewer.userId, stars)
  ctx.changed()
  return { ok: true }
}
