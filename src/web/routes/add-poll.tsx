import { data, Form, redirect, useNavigation } from 'react-router'
import { parseId } from '#domain/ids.ts'
import { POLL_DURATIONS, POLL_OPTION_MAX, POLL_OPTIONS_MAX, POLL_QUESTION_MAX } from '#domain/polls.ts'
import { pageTitle } from '#domain/titles.ts'
import { type AppContext, appContext } from '../context.ts'
import { CSRF_FIELD } from '../csrf.ts'
import { fail } from '../errors.ts'
import { checkedForm, formValues, refusedForm } from '../form-parser.ts'
import { NO_STORE, requireMember } from '../forms.ts'
import { Button } from '../ui/Button.tsx'
import { Field } from '../ui/Field.tsx'
import { FormCard, Notice, formStyles as styles } from '../ui/FormCard.tsx'
import { SelectField } from '../ui/SelectField.tsx'
import { TextAreaField } from '../ui/TextAreaField.tsx'
import type { Route } from './+types/add-poll.ts'

// /forum/aktion/AddPoll.html?threadId=N (decision 036): the thread's starter (in an open thread) or its
// board's moderators add a poll — a question, 2 to 10 answers, how long it runs. One poll a
// thread. A refused form keeps what was typed.

async function threadFor(request: Request, app: AppContext) {
  const viewer = requireMember(request, app)
  const threadId = parseId(new URL(request.url).searchParams.get('threadId'))
  if (threadId === null) fail('InvalidThreadId')
  const located = await app.services.posting.locateThread(viewer, threadId)
  if (!located.ok) fail(located.reason)
  const facts = await app.services.sections.polls.thread(viewer, threadId)
  if (!facts) fail('ThreadNotFound')
  if (!facts.mayAdd) fail('PermissionDenied')
  if (facts.hasPoll) throw redirect(`${located.path}#umfrage`)
  return { viewer, threadId, path: located.path, title: facts.thread.title }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const thread = await threadFor(request, app)
  return data(
    {
      thread: { path: thread.path, title: thread.title },
      values: { question: '', options: '', days: '0' } as Record<string, string>,
      csrf: app.session?.csrfToken ?? '',
      productName: app.variant.productName,
    },
    { headers: NO_STORE },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const thread = await threadFor(request, app)
  const checked = await checkedForm(request, app)
  if (!checked.ok) return refusedForm(checked.refusal, checked.form)
  const result = await app.services.sections.polls.add(
    thread.viewer,
    thread.threadId,
    formValues(checked.form),
    async (viewer) => (await app.services.posting.locateThread(viewer, thread.threadId)).ok,
  )
  if (!result.ok) return refusedForm(result, checked.form)
  throw redirect(`${thread.path}#umfrage`, 303)
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle('Umfrage hinzufügen', loaderData?.productName ?? 'MOTOR-TALK') },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function AddPoll({ loaderData, actionData }: Route.ComponentProps) {
  const state = loaderData
  const values = actionData?.values ?? state.values
  const fieldErrors = actionData?.fieldErrors ?? {}
  const submitting = useNavigation().state === 'submitting'
  return (
    <FormCard
      title="Umfrage hinzufügen"
      intro={`Zum Thema „${state.thread.title}“. Jedes Mitglied stimmt einmal ab.`}
    >
      {actionData && Object.keys(fieldErrors).length === 0 && (
        <Notice tone="error">{actionData.message}</Notice>
      )}
      <Form method="post" className={styles.form} noValidate replace>
        <input type="hidden" name={CSRF_FIELD} value={state.csrf} />
        <Field
          name="question"
          label="Frage"
          required
          maxLength={POLL_QUESTION_MAX}
          defaultValue={values.question ?? ''}
          error={fieldErrors.question}
        />
        <TextAreaField
          name="options"
          label="Antworten"
          rows={6}
          maxLength={POLL_OPTIONS_MAX * (POLL_OPTION_MAX + 1)}
          defaultValue={values.options ?? ''}
          error={fieldErrors.options}
          hint={`Eine Antwort pro Zeile, 2 bis ${POLL_OPTIONS_MAX}.`}
        />
        <SelectField
          name="days"
          label="Laufzeit"
          options={POLL_DURATIONS.map((duration) => ({ value: duration.days, label: duration.label }))}
          defaultValue={values.days ?? '0'}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={submitting}>
            Umfrage starten
          </Button>
          <a href={state.thread.path}>Abbrechen</a>
        </div>
      </Form>
    </FormCard>
  )
}
