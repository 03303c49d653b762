import { redirect } from 'react-router'
import type { CommentTarget } from '#db/comments.ts'
import type { AppContext } from '../../context.ts'
import { type CheckedForm, formValues, refusedForm } from '../../form-parser.ts'

// decision 036: the action of a page with comments (a blog article, a test): write one, or delete one
// with a reason. Success goes back to the page (303, to the comment); a refusal answers with its
// status and keeps what was typed (decision 042: the use case parses the fields with the schema its
// mutation parses; the page tells by `intent` and `commentId` which form the refusal belongs to).

export async function commentAction(
  checked: CheckedForm,
  app: AppContext,
  target: { type: CommentTarget; id: number },
  path: string,
) {
  if (!checked.ok) return refusedForm(checked.refusal, checked.form)
  const values = formValues(checked.form)
  const comments = app.services.sections.comments
  const result =
    values.intent === 'delete-comment'
      ? await comments.delete(app.viewer, values)
      : await comments.add(app.viewer, target, values)
  if (!result.ok) return refusedForm(result, checked.form)
  throw redirect(`${path}#kommentar-${result.commentId}`, 303)
}
