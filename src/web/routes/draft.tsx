import { data, redirect } from 'react-router'
import { DraftInput } from '#domain/browser-input.ts'
import { safeRedirectPath } from '#domain/redirects.ts'
import { OWN_HOSTS } from '#domain/variants.ts'
import { appContext } from '../context.ts'
import { fail, onlyPost } from '../errors.ts'
import { parseForm } from '../form-parser.ts'
import type { Route } from './+types/draft.ts'

// Drafts (spec 000 §4): the forms save every 10 seconds here; 'Verwerfen' deletes. Members only.

const CONTEXT = /^(new-thread|reply:\d{1,10})$/

export async function action({ request, context }: Pick<Route.ActionArgs, 'request' | 'context'>) {
  const app = context.get(appContext)
  const form = await parseForm(request, app, DraftInput)
  if (!app.viewer) fail('LoginRequired')
  // the autosave's fields cannot fail to parse: a refusal is the CSRF token's
  if (!form.ok) fail('PermissionDenied')
  const input = form.values
  const draftContext = input.context
  if (!CONTEXT.test(draftContext)) fail('BadUserInput')
  if (input.intent === 'discard') {
    await app.services.posting.deleteDraft(app.viewer.userId, draftContext)
    throw redirect(safeRedirectPath(input.returnTo, OWN_HOSTS) ?? '/cockpit.html', 303)
  }
  let fields: Record<string, unknown> = {}
  try {
    const parsed: unknown = JSON.parse(input.data || '{}')
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      fields = parsed as Record<string, unknown>
  } catch {
    fields = {}
  }
  // docs/security.md: bounded, and only for a form the member may send
  const result = await app.services.posting.saveDraft(
    { userId: app.viewer.userId, roleRelations: app.viewer.roleRelations },
    draftContext,
    { title: input.title, text: input.text, data: fields },
  )
  const headers = { 'Cache-Control': 'private, no-store' }
  if (!result.ok) return data({ saved: false, message: result.message }, { status: result.status, headers })
  return data({ saved: true, message: 'Entwurf gespeichert' }, { headers })
}

/**
 * A form posted without the router's data protocol (no JavaScript): the answer as JSON, as
 * before; the editor's autosave goes through the router (`.data`) and gets its fetcher data.
 * This module is a page only for a browser's GET (spec 000 §2.5).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async (args, next) => {
    if (args.request.method !== 'POST' || new URL(args.request.url).pathname.endsWith('.data')) return next()
    const answer = await action(args)
    return Response.json(answer.data, answer.init ?? undefined)
  },
]

export function loader(): never {
  onlyPost()
}

// spec 000 §2.5: a page module, so that a browser's GET gets the error page, never raw data
export default function Draft() {
  return null
}
