import { redirect } from 'react-router'
import type { AppContext } from '../../context.ts'
import { type CheckedForm, formValues, refusedForm } from '../../form-parser.ts'

// decision 036: the rating form under a blog article: the stars go to the service; success goes back
// to the rating (303), a refusal answers with its status and the German reason.

export async function rateAction(checked: CheckedForm, app: AppContext, articleId: number, path: string) {
  if (!checked.ok) return refusedForm(checked.refusal, checked.form)
  const result = await app.services.sections.blogRating.rate(app.viewer, articleId, formValues(checked.form))
  if (!result.ok) return refusedForm(result, checked.form)
  throw redirect(`${path}#bewertung`, 303)
}
