import { redirect } from 'react-router'
import { parseId } from '#domain/ids.ts'
import { appContext } from '../../context.ts'
import { fail } from '../../errors.ts'
import { requireMember } from '../../forms.ts'
import type { Route } from './+types/open.ts'

// /cockpit/benachrichtigungen/{id} (decisions 028–031): opening a notification (header flyout, the list,
// a mail or a push) marks it read and goes where it points. Only one's own; others answer 404.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const id = parseId(params.id)
  if (id === null) fail('NotFound')
  const url = await app.services.notifications.open(viewer, id)
  if (url === null) fail('NotFound')
  throw redirect(url, { status: 303, headers: { 'Cache-Control': 'private, no-store' } })
}

// spec 000 §2.5: a page module, so that a browser's GET gets the error page, never raw data
export default function OpenNotification() {
  return null
}
