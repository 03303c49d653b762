import { redirect } from 'react-router'
import { followFormSchema } from '#domain/posting-input.ts'
import { safeRedirectPath } from '#domain/redirects.ts'
import { OWN_HOSTS } from '#domain/variants.ts'
import { appContext } from '../context.ts'
import { fail, onlyPost } from '../errors.ts'
import { checkedForm, parseFields } from '../form-parser.ts'
import { loginPath } from '../forms.ts'
import type { Route } from './+types/subscribe.ts'

// Following threads and boards (decisions 028–031): 'Thema folgen' / 'Nicht mehr folgen' on a thread,
// 'Forum folgen' / 'Forum nicht mehr folgen' on a board, the unfollow buttons of
// /cockpit/abonnements. Visitors go through login and come back to the page; 303 back after.

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const checked = await checkedForm(request, app)
  const parsed = parseFields(checked.form, followFormSchema)
  if (!parsed.ok) fail('BadUserInput')
  const { target, id, follow, returnTo } = parsed.values
  const back = safeRedirectPath(returnTo || request.headers.get('Referer'), OWN_HOSTS)
  if (!app.viewer) throw redirect(loginPath(back ?? '/'), 303)
  // a button without a form of its own to show again: the refusal is the error page
  if (!checked.ok) fail('PermissionDenied')
  const result = await app.services.notifications.follow(app.viewer, target, id, follow)
  if (!result.ok)
    fail(result.status === 403 ? 'PermissionDenied' : result.status === 404 ? 'NotFound' : 'BadUserInput')
  throw redirect(back ?? result.path, 303)
}

export function loader(): never {
  onlyPost()
}

// spec 000 §2.5: a page module, so that a browser's GET gets the error page, never raw data
export default function Subscribe() {
  return null
}
