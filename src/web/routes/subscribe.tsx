import { redirect } from 'react-router'
import { parseId } from '#domain/ids.ts'
import { safeRedirectPath } from '#domain/redirects.ts'
import { OWN_HOSTS } from '#domain/variants.ts'
import { appContext } from '../context.ts'
import { verifyCsrf } from '../csrf.ts'
import { fail, onlyPost } from '../errors.ts'
import { loginPath, readForm, text } from '../forms.ts'
import type { Route } from './+types/subscribe.ts'

// Following threads and boards (decisions 028–031): 'Thema folgen' / 'Nicht mehr folgen' on a thread,
// 'Forum folgen' / 'Forum nicht mehr folgen' on a board, the unfollow buttons of
// /cockpit/abonnements. Visitors go through login and come back to the page; 303 back after.

const TARGETS = ['thread', 'board', 'blog'] as const

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const form = await readForm(request)
  const target = TARGETS.find((name) => name === text(form, 'target'))
  const id = parseId(text(form, 'id'))
  if (!target || id === null) fail('BadUserInput')
  const back = safeRedirectPath(text(form, 'returnTo') || request.headers.get('Referer'), OWN_HOSTS)
  if (!app.viewer) throw redirect(loginPath(back ?? '/'), 303)
  if (!verifyCsrf(request, form, app)) fail('PermissionDenied')
  const result = await app.services.notifications.follow(app.viewer, target, id, text(form, 'follow') !== '0')
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
