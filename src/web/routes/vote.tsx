import { data, redirect } from 'react-router'
import { POLL_LIST_PATH } from '#domain/content-routes.ts'
import { parseId } from '#domain/ids.ts'
import { pageTitle } from '#domain/titles.ts'
import { appContext } from '../context.ts'
import { CSRF_FAILED, verifyCsrf } from '../csrf.ts'
import { readForm, text } from '../forms.ts'
import { FormCard, Notice } from '../ui/FormCard.tsx'
import type { Route } from './+types/vote.ts'

// /forum/aktion/Vote.html (decision 036): a member's one vote in a thread's poll, posted from the poll
// on the thread page. Counted: back to the poll (303), which now shows the results. Refused: the
// reason with its status (403 not allowed, 404 unknown, 409 voted already or closed) and the way
// back to the thread.

/** Opened directly (not posted from a poll): the page points to the polls. */
export function loader() {
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const form = await readForm(request)
  const threadId = parseId(text(form, 'threadId'))
  const back = { threadPath: null as string | null, productName: app.variant.productName }
  if (threadId === null) return data({ ...back, error: 'Diese Umfrage gibt es nicht.' }, { status: 404 })
  const located = await app.services.posting.locateThread(app.viewer, threadId)
  if (!located.ok) return data({ ...back, error: 'Diese Umfrage gibt es nicht.' }, { status: 404 })
  const threadPath = located.path
  if (!verifyCsrf(request, form, app))
    return data({ ...back, threadPath, error: CSRF_FAILED }, { status: 403 })
  const result = await app.services.sections.polls.vote(
    app.viewer,
    threadId,
    parseId(text(form, 'optionId')),
    async (viewer) => (await app.services.posting.locateThread(viewer, threadId)).ok,
  )
  if (!result.ok) return data({ ...back, threadPath, error: result.error }, { status: result.status })
  throw redirect(`${threadPath}#umfrage`, 303)
}

export function meta() {
  return [{ title: pageTitle('Umfrage', 'MOTOR-TALK') }, { name: 'robots', content: 'noindex' }]
}

export default function Vote({ actionData }: Route.ComponentProps) {
  return (
    <FormCard title="Umfrage">
      <Notice tone="error">{actionData?.error ?? 'Bitte stimme im Thema ab.'}</Notice>
      <p>
        <a href={actionData?.threadPath ? `${actionData.threadPath}#umfrage` : POLL_LIST_PATH}>
          Zurück zur Umfrage
        </a>
      </p>
    </FormCard>
  )
}
