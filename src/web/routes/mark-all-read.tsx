import { redirect } from 'react-router'
import { safeRedirectPath } from '#domain/redirects.ts'
import { pageAddress } from '../canonical.ts'
import type { AppContext } from '../context.ts'
import { appContext } from '../context.ts'
import { loginPath, OWN_HOSTS } from '../features/accounts/forms.ts'
import type { Route } from './+types/mark-all-read.ts'

// spec 000 §2.1 mark-as-read links: /forum/aktion/MarkAllRead.html?onlyMarkSubscribedBoards
// and ?onlyMarkSubscribedBlogs (plain links in the header), without a parameter: everything.

async function markAndReturn(request: Request, app: AppContext): Promise<never> {
  const url = new URL(request.url)
  if (!app.viewer) throw redirect(loginPath(pageAddress(request)))
  const scope = url.searchParams.has('onlyMarkSubscribedBoards')
    ? 'boards'
    : url.searchParams.has('onlyMarkSubscribedBlogs')
      ? 'blogs'
      : 'all'
  await app.services.markAllRead(app.viewer.userId, scope)
  // back where the member clicked, if that was our own site
  throw redirect(
    safeRedirectPath(request.headers.get('Referer'), [...OWN_HOSTS, url.hostname]) ?? '/cockpit.html',
    303,
  )
}

export function loader({ request, context }: Route.LoaderArgs) {
  return markAndReturn(request, context.get(appContext))
}

export function action({ request, context }: Route.ActionArgs) {
  return markAndReturn(request, context.get(appContext))
}

export default function MarkAllRead() {
  return null
}
