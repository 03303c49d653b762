import { data, redirect } from 'react-router'
import type { CommentTarget } from '#db/comments.ts'
import { parseId } from '#domain/ids.ts'
import type { AppContext } from '../../context.ts'
import { CSRF_FAILED, verifyCsrf } from '../../csrf.ts'
import { text } from '../../forms.ts'

// decision 036: the action of a page with comments (a blog article, a test): write one, or delete one
// with a reason. Success goes back to the page (303, to the comment); a refusal answers with its
// status and keeps what was typed.

export interface CommentActionData {
  error: string
  /** which form the error belongs to: the new comment, or the deletion of this comment id */
  form: 'comment' | number
  typed: string
}

export async function commentAction(
  request: Request,
  form: FormData,
  app: AppContext,
  target: { type: CommentTarget; id: number },
  path: string,
) {
  const intent = text(form, 'intent')
  const commentId = parseId(text(form, 'commentId'))
  const typed = intent === 'delete-comment' ? text(form, 'reason') : text(form, 'text')
  const which: CommentActionData['form'] = intent === 'delete-comment' && commentId ? commentId : 'comment'
  if (!verifyCsrf(request, form, app))
    return data<CommentActionData>({ error: CSRF_FAILED, form: which, typed }, { status: 403 })
  const comments = app.services.sections.comments
  if (intent === 'delete-comment') {
    if (commentId === null)
      return data<CommentActionData>(
        { error: 'Dieser Kommentar fehlt.', form: which, typed },
        { status: 400 },
      )
    const result = await comments.delete(app.viewer, commentId, typed)
    if (!result.ok)
      return data<CommentActionData>({ error: result.error, form: which, typed }, { status: result.status })
    throw redirect(`${path}#kommentar-${commentId}`, 303)
  }
  const result = await comments.add(app.viewer, target, typed)
  if (!result.ok)
    return data<CommentActionData>({ error: result.error, form: which, typed }, { status: result.status })
  throw redirect(`${path}#kommentar-${result.commentId}`, 303)
}
