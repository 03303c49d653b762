import { redirect } from 'react-router'
import { bestAnswerFormSchema } from '#domain/posting-input.ts'
import { safeRedirectPath } from '#domain/redirects.ts'
import { OWN_HOSTS } from '#domain/variants.ts'
import { appContext } from '../context.ts'
import { fail, onlyPost } from '../errors.ts'
import { checkedForm, parseFields } from '../form-parser.ts'
import { loginPath } from '../forms.ts'
import type { Route } from './+types/best-answer.ts'

// Marking the best answer (spec 001 §7): the thread starter or a moderator; an empty postId
// takes the mark away. Back to where the button was.

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const checked = await checkedForm(request, app)
  const parsed = parseFields(checked.form, bestAnswerFormSchema)
  const threadId = parsed.ok ? parsed.values.threadId : null
  if (!parsed.ok || threadId === null) fail('InvalidThreadId')
  // docs/security.md: a thread the viewer may not see answers as its page does, without its slug
  const located = await app.services.posting.locateThread(app.viewer, threadId)
  if (!located.ok) fail(located.reason)
  const location = located.path
  if (!app.viewer) throw redirect(loginPath(location), 303)
  // a button without a form of its own to show again: the refusal is the error page
  if (!checked.ok) fail('PermissionDenied')
  const { postId } = parsed.values
  const result = await app.services.posting.setBestAnswer(
    { userId: app.viewer.userId, roleRelations: app.viewer.roleRelations },
    threadId,
    postId,
  )
  if (!result.ok)
    fail(
      result.status === 403 ? 'PermissionDenied' : result.status === 404 ? 'ThreadNotFound' : 'BadUserInput',
    )
  throw redirect(safeRedirectPath(request.headers.get('Referer'), OWN_HOSTS) ?? location, 303)
}

export function loader(): never {
  onlyPost()
}

// spec 000 §2.5: a page module, so that a browser's GET gets the error page, never raw data
export default function BestAnswer() {
  return null
}
