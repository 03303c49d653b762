import { data, redirect } from 'react-router'
import { safeRedirectPath } from '#domain/redirects.ts'
import { OWN_HOSTS } from '#domain/variants.ts'
import { appContext } from '../context.ts'
import { CSRF_FAILED, verifyCsrf } from '../csrf.ts'
import { readForm, requireMember, text } from '../features/accounts/forms.ts'
import type { Route } from './+types/subscribe.ts'

// /forum/aktion/Subscribe.html (issue 15): follow or unfollow a thread, a board or a blog
// article — POST with the CSRF token, 303 back where the button was. A GET (a link somewhere)
// changes nothing and leads to the member's subscriptions.

const ID = /^[1-9]\d{0,9}$/

export function loader({ request, context }: Route.LoaderArgs) {
  requireMember(request, context.get(appContext))
  throw redirect('/cockpit/abonnements', 303)
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const form = await readForm(request)
  if (!verifyCsrf(request, form, app)) throw data(CSRF_FAILED, { status: 403 })
  const follow = text(form, 'intent') !== 'unfollow'
  const idOf = (name: string) => {
    const value = text(form, name)
    return ID.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null
  }
  const threadId = idOf('threadId')
  const boardId = idOf('boardId')
  const blogId = idOf('blogId')
  const service = app.services.notifications
  if (threadId !== null)
    await (follow ? service.followThread(viewer, threadId) : service.unfollowThread(viewer, threadId))
  else if (boardId !== null)
    await (follow ? service.followBoard(viewer, boardId) : service.unfollowBoard(viewer, boardId))
  else if (blogId !== null && !follow) await service.unfollowBlog(viewer, blogId)
  else throw data('Was möchtest Du abonnieren? Es fehlt das Thema oder das Forum.', { status: 400 })
  throw redirect(safeRedirectPath(text(form, 'back'), OWN_HOSTS) ?? '/cockpit/abonnements', 303)
}
