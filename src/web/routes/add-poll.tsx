import { data, Form, redirect, useNavigation } from 'react-router'
import { parseId } from '#domain/ids.ts'
import { POLL_DURATIONS, POLL_OPTION_MAX, POLL_OPTIONS_MAX, POLL_QUESTION_MAX } from '#domain/polls.ts'
import { pageTitle } from '#domain/titles.ts'
import { type AppContext, appContext } from '../context.ts'
import { CSRF_FAILED, CSRF_FIELD, verifyCsrf } from '../csrf.ts'
import { fail } from '../errors.ts'
import { NO_STORE, readForm, requireMember, text } from '../forms.ts'
import { Button } from '../ui/Button.tsx'
import { Field } from '../ui/Field.tsx'
import { FormCard, Notice, formStyles as styles } from '../ui/FormCard.tsx'
import { SelectField } from '../ui/SelectField.tsx'
import { TextAreaField } from '../ui/TextAreaField.tsx'
import type { Route } from './+types/add-poll.ts'

// /forum/aktion/AddPoll.html?threadId=N (decision 036): the thread's starter (in an open thread) or its
// board's moderators add a poll — a question, 2 to 10 answers, how long it runs. One poll a
// thread. A refused form keeps what was typed.

interface Values {
  question: string
  options: string
  days: string
}

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

function view(
  app: AppContext,
  thread: { path: string; title: string },
  values: Values,
  error = '',
  field = '',
) {
  return {
    thread: { path: thread.path, title: thread.title },
    values,
    error,
    field,
    csrf: app.session?.csrfToken ?? '',
    productName: app.variant.productName,
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const thread = await threadFor(request, app)
  return data(view(app, thread, { question: '', options: '', days: '0' }), { headers: NO_STORE })
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const thread = await threadFor(request, app)
  const form = await readForm(request)
  const values: Values = {
    question: text(form, 'question'),
    options: text(form, 'options'),
    days: text(form, 'days'),
  }
  if (!verifyCsrf(request, form, app))
    return data(view(app, thread, values, CSRF_FAILED), { status: 403, headers: NO_STORE })
  const result = await app.services.sections.polls.add(
    thread.viewer,
    thread.threadId,
    { question: values.question, options: values.options, days: Number(values.days) || 0 },
    async (viewer) => (await app.services.posting.locateThread(viewer, thread.threadId)).ok,
  )
  if (!result.ok)
    return data(view(app, thread, values, result.error, result.field ?? ''), {
      status: result.status,
      headers: NO_STORE,
    })
  throw redirect(`${thread.path}#umfrage`, 303)
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle('Umfrage hinzufügen', loaderData?.productName ?? 'MOTOR-TALK') },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function AddPoll({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData
  const submitting = useNavigation().state === 'submitting'
  return (
    <FormCard
      title="Umfrage hinzufügen"
      intro={`Zum Thema „${state.thread.title}“. Jedes Mitglied stimmt einmal ab.`}
    >
      {state.error && !state.field && <Notice tone="error">{state.error}</Notice>}
      <Form method="post" className={styles.form} noValidate replace>
        <input type="hidden" name={CSRF_FIELD} value={state.csrf} />
        <Field
          name="question"
          label="Frage"
          required
          maxLength={POLL_QUESTION_MAX}
          defaultValue={state.values.question}
          error={state.field === 'question' ? state.error : undefined}
        />
        <TextAreaField
          name="options"
          label="Antworten"
          rows={6}
          maxLength={POLL_OPTIONS_MAX * (POLL_OPTION_MAX + 1)}
          defaultValue={state.values.options}
          error={state.field === 'options' ? state.error : undefined}
          hint={`Eine Antwort pro Zeile, 2 bis ${POLL_OPTIONS_MAX}.`}
        />
        <SelectField
          name="days"
          label="Laufzeit"
          options={POLL_DURATIONS.map((duration) => ({ value: duration.days, label: duration.label }))}
          defaultValue={state.values.days}
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
