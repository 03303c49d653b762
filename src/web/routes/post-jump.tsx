import { redirect } from 'react-router'
import { parseId } from '#domain/ids.ts'
import type { AppContext } from '../context.ts'
import { appContext } from '../context.ts'
import { isSameSiteNavigation, verifyCsrf } from '../csrf.ts'
import { fail } from '../errors.ts'
import { loginPath, readForm } from '../forms.ts'
import type { Route } from './+types/post-jump.ts'

// spec 000 §2.4 PostJump: /forum/aktion/PostJump.html?postId=… answers with a redirect to the
// thread page holding the post, at its anchor. spec 001 §7: the thumbs-up form posts here
// (rank=thumbsUp); visitors go through login and arrive back here by GET.

const THUMBS_UP = 'thumbsUp'

function postIdOf(value: string | null): number {
  const id = parseId(value)
  if (id === null) fail('NotFound')
  return id
}

async function jump(app: AppContext, postId: number, status: 302 | 303): Promise<never> {
  // issue 11 §11: a post the viewer may not see answers as its thread page does, without its slug
  const located = await app.services.posting.locatePost(app.viewer, postId)
  if (!located.ok) fail(located.reason)
  throw redirect(located.path, status)
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const url = new URL(request.url)
  const postId = postIdOf(url.searchParams.get('postId'))
  if (url.searchParams.get('rank') === THUMBS_UP && app.viewer && isSameSiteNavigation(request)) {
    await app.services.posting.toggleThumbsUp(
      { userId: app.viewer.userId, roleRelations: app.viewer.roleRelations },
      postId,
      'give',
    )
  }
  return jump(app, postId, 302)
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const form = await readForm(request)
  const url = new URL(request.url)
  const postId = postIdOf(form.get('postId')?.toString() ?? url.searchParams.get('postId'))
  const rank = form.get('rank')?.toString() ?? url.searchParams.get('rank')
  if (rank !== THUMBS_UP) return jump(app, postId, 303)
  if (!app.viewer) {
    throw redirect(loginPath(`/forum/aktion/PostJump.html?postId=${postId}&rank=${THUMBS_UP}`), 303)
  }
  if (!verifyCsrf(request, form, app)) fail('PermissionDenied')
  const result = await app.services.posting.toggleThumbsUp(
    { userId: app.viewer.userId, roleRelations: app.viewer.roleRelations },
    postId,
  )
  if (!result.ok) fail(result.status === 404 ? 'NotFound' : 'PermissionDenied')
  throw redirect(result.path, 303)
}

export default function PostJump() {
  return null
}
