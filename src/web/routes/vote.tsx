import { data, redirect } from 'react-router'
import { POLL_LIST_PATH } from '#domain/content-routes.ts'
import { VoteInput } from '#domain/section-input.ts'
import { pageTitle } from '#domain/titles.ts'
import { appContext } from '../context.ts'
import { checkedForm, parseFields } from '../form-parser.ts'
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
  const checked = await checkedForm(request, app)
  const back = { threadPath: null as string | null, productName: app.variant.productName }
  const missing = { ...back, error: 'Diese Umfrage gibt es nicht.' }
  const parsed = parseFields(checked.form, VoteInput)
  if (!parsed.ok) return data(missing, { status: 404 })
  const { threadId, optionId } = parsed.values
  const located = await app.services.posting.locateThread(app.viewer, threadId)
  if (!located.ok) return data(missing, { status: 404 })
  // the thread is named before the token is checked: a refused vote still finds its way back
  const threadPath = located.path
  if (!checked.ok) return data({ ...back, threadPath, error: checked.refusal.message }, { status: 403 })
  const result = await app.services.sections.polls.vote(
    app.viewer,
    threadId,
    optionId,
    async (viewer) => (await app.services.posting.locateThread(viewer, threadId)).ok,
  )
  if (!result.ok) return data({ ...back, threadPath, error: result.message }, { status: result.status })
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
