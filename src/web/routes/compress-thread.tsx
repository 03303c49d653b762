import { data, redirect } from 'react-router'
import { compressThreadFormSchema } from '#domain/posting-input.ts'
import { appContext } from '../context.ts'
import { fail, onlyPost } from '../errors.ts'
import { checkedForm, parseFields } from '../form-parser.ts'
import { NO_STORE } from '../forms.ts'
import type { Route } from './+types/compress-thread.ts'

// POST /forum/aktion/CompressThread.html (spec 001 §4 'Jetzt erstellen' without
// JavaScript): asks for the thread's summary and goes back to it (#zusammenfassung), where the
// box says it is being made. Members send the session's CSRF token; visitors, who have none,
// are limited per address (the request changes nothing of anyone's: decision 032). With
// JavaScript the button runs the CompressThread mutation instead.

export function loader(): never {
  // a GET changes nothing: there is no page here
  onlyPost()
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const checked = await checkedForm(request, app)
  if (app.viewer && !checked.ok) {
    throw data(checked.refusal.message, { status: checked.refusal.status, headers: NO_STORE })
  }
  const parsed = parseFields(checked.form, compressThreadFormSchema)
  const threadId = parsed.ok ? parsed.values.threadId : null
  if (threadId === null) fail('InvalidThreadId')
  const located = await app.services.posting.locateThread(app.viewer, threadId)
  if (!located.ok) fail(located.reason)
  const subject = app.viewer ? `user:${app.viewer.userId}` : `ip:${app.client.ip ?? 'unknown'}`
  const outcome = await app.services.summaries.requestById(threadId, subject)
  if (!outcome.ok) {
    throw data(outcome.message, {
      status: outcome.reason === 'TooManyRequests' ? 429 : 400,
      headers: NO_STORE,
    })
  }
  throw redirect(`${located.path}#zusammenfassung`, 303)
}

// spec 000 §2.5: a page module, so that a browser's GET gets the error page, never raw data
export default function CompressThread() {
  return null
}
