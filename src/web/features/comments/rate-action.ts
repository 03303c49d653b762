import { data, redirect } from 'react-router'
import type { AppContext } from '../../context.ts'
import { CSRF_FAILED, verifyCsrf } from '../../csrf.ts'
import { text } from '../../forms.ts'

// decision 036: the rating form under a blog article: the stars go to the service; success goes back
// to the rating (303), a refusal answers with its status and the German reason.

export interface RateActionData {
  rating: true
  error: string
}

export async function rateAction(
  request: Request,
  form: FormData,
  app: AppContext,
  articleId: number,
  path: string,
) {
  if (!verifyCsrf(request, form, app))
    return data<RateActionData>({ rating: true, error: CSRF_FAILED }, { status: 403 })
  const result = await app.services.sections.blogRating.rate(app.viewer, articleId, text(form, 'stars'))
  if (!result.ok)
    return data<RateActionData>({ rating: true, error: result.error }, { status: result.status })
  throw redirect(`${path}#bewertung`, 303)
}
