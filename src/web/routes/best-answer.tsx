import { redirect } from 'react-router'
import { parseId } from '#domain/ids.ts'
import { safeRedirectPath } from '#domain/redirects.ts'
import { OWN_HOSTS } from '#domain/variants.ts'
import { appContext } from '../context.ts'
import { verifyCsrf } from '../csrf.ts'
import { fail, onlyPost } from '../errors.ts'
import { loginPath, readForm, text } from '../forms.ts'
import type { Route } from './+types/best-answer.ts'

// Marking the best answer (spec 001 §7): the thread starter or a moderator; an empty postId
// takes the mark away. Back to where the button was.

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const form = await readForm(request)
  const threadId = parseId(text(form, 'threadId'))
  if (threadId === null) fail('InvalidThreadId')
  // docs/security.md: a thread the viewer may not see answers as its page does, without its slug
  const located = await app.services.posting.locateThread(app.viewer, threadId)
  if (!located.ok) fail(located.reason)
  const location = located.path
  if (!app.viewer) throw redirect(loginPath(location), 303)
  if (!verifyCsrf(request, form, app)) fail('PermissionDenied')
  const postId = text(form, 'postId') === '' ? null : parseId(text(form, 'postId'))
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
