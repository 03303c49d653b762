import { PushSubscriptionInput } from '#domain/browser-input.ts'
import { appContext } from '../../context.ts'
import { onlyPost } from '../../errors.ts'
import { parseForm } from '../../form-parser.ts'
import type { Route } from './+types/push.ts'

// POST /cockpit/einstellungen/push (decisions 028–031): the settings page's push button hands in this
// browser's PushManager subscription (endpoint and keys), or takes it back. Answers JSON.

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, no-store' },
  })
}

export async function action({ request, context }: Pick<Route.ActionArgs, 'request' | 'context'>) {
  const app = context.get(appContext)
  if (!app.viewer) return json({ error: 'Bitte melde Dich an.' }, 401)
  const parsed = await parseForm(request, app, PushSubscriptionInput)
  // the script's own message for a stale page (its fields cannot fail to parse)
  if (!parsed.ok) return json({ error: 'Das Formular ist abgelaufen.' }, 403)
  const { intent, endpoint, p256dh, auth } = parsed.values
  if (intent === 'unsubscribe') {
    await app.services.notifications.unsubscribePush(app.viewer, endpoint || null)
    return json({ ok: true })
  }
  const result = await app.services.notifications.subscribePush(app.viewer, {
    endpoint,
    p256dh,
    auth,
    userAgent: request.headers.get('User-Agent'),
  })
  return result.ok ? json({ ok: true }, 201) : json({ error: result.message }, result.status)
}

/**
 * The settings page's script posts here and reads JSON: the answer goes out as it is, before React Router
 * would render a page (this module is a page only for a browser's GET, spec 000 §2.5).
 */
export const middleware: Route.MiddlewareFunction[] = [
  (args, next) => (args.request.method === 'POST' ? action(args) : next()),
]

export function loader(): never {
  onlyPost()
}

// spec 000 §2.5: a page module, so that a browser's GET gets the error page, never raw data
export default function PushSubscription() {
  return null
}
