import { data, Form, redirect } from 'react-router'
import {
  MESSAGE_RECIPIENTS_MAX,
  MESSAGE_TEXT_MAX,
  MESSAGE_TITLE_MAX,
  messageHref,
  replyQuote,
  replyTitle,
} from '#domain/messages.ts'
import { appContext } from '../../context.ts'
import { CSRF_FAILED, CSRF_FIELD, verifyCsrf } from '../../csrf.ts'
import { accountStyles as buttons, Notice } from '../../features/accounts/AccountCard.tsx'
import { Field } from '../../features/accounts/Field.tsx'
import { accountMeta, NO_STORE, readForm, requireMember, text } from '../../features/accounts/forms.ts'
import { MessagesFrame } from '../../features/messages/MessagesFrame.tsx'
import { TextAreaField } from '../../features/settings/TextAreaField.tsx'
import type { Route } from './+types/create.ts'

// /cockpit/pms/CreateMessage.html (issue 15, spec 000 §2.1): writing a private message to one or
// several members by name (`?to={slug}` from a profile fills the recipient, `?reply={id}` the
// reply's recipient, `Re:` title and quote). A refusal keeps everything typed: unknown names and
// bad fields 400, the recipient's ignore list 403, the hourly and daily limits 429.

const PATH = '/cockpit/pms/CreateMessage.html'

interface Values {
  recipients: string
  title: string
  text: string
  receipt: boolean
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const url = new URL(request.url)
  const values: Values = { recipients: '', title: '', text: '', receipt: false }
  const to = url.searchParams.get('to')
  if (to) values.recipients = (await app.services.messages.nameOf(to)) ?? ''
  const reply = url.searchParams.get('reply')
  if (reply && /^[1-9]\d{0,9}$/.test(reply) && Number(reply) <= 2_147_483_647) {
    const original = await app.services.messages.open(viewer, Number(reply))
    if (original?.received && original.sender) {
      values.recipients = original.sender.display_name
      values.title = replyTitle(original.title)
      values.text = replyQuote(original.sender.display_name, original.text)
    }
  }
  const [folders, suggestions] = await Promise.all([
    app.services.messages.folders(viewer),
    app.services.messages.suggestions(viewer),
  ])
  return data(
    {
      csrf: app.session?.csrfToken ?? '',
      folders,
      suggestions,
      values,
      errors: {} as Record<string, string>,
      error: null as string | null,
    },
    { headers: NO_STORE },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const form = await readForm(request)
  const values: Values = {
    recipients: text(form, 'recipients'),
    title: text(form, 'title'),
    text: text(form, 'text'),
    receipt: form.get('receipt') === 'on',
  }
  const [folders, suggestions] = await Promise.all([
    app.services.messages.folders(viewer),
    app.services.messages.suggestions(viewer),
  ])
  const base = { csrf: app.session?.csrfToken ?? '', folders, suggestions, values }
  if (!verifyCsrf(request, form, app)) {
    return data(
      { ...base, errors: {} as Record<string, string>, error: CSRF_FAILED },
      { status: 403, headers: NO_STORE },
    )
  }
  const result = await app.services.messages.send(viewer, values)
  if (!result.ok) {
    return data(
      { ...base, errors: result.errors, error: result.message },
      { status: result.status, headers: NO_STORE },
    )
  }
  throw redirect(`${messageHref(result.messageId)}&gesendet`, 303)
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Nachricht schreiben', matches)
}

export default function CreateMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, folders, suggestions, values, errors, error } = actionData ?? loaderData
  return (
    <MessagesFrame folders={folders} current="write" title="Nachricht schreiben">
      {error && <Notice tone="error">{error}</Notice>}
      <Form method="post" action={PATH} className={buttons.form}>
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <Field
          name="recipients"
          label="An"
          required
          autoComplete="off"
          list="recipient-suggestions"
          defaultValue={values.recipients}
          error={errors.recipients}
          hint={`Benutzername eines Mitglieds; mehrere durch Komma getrennt (höchstens ${MESSAGE_RECIPIENTS_MAX}).`}
        />
        <datalist id="recipient-suggestions">
          {suggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <Field
          name="title"
          label="Betreff"
          required
          maxLength={MESSAGE_TITLE_MAX}
          defaultValue={values.title}
          error={errors.title}
        />
        <TextAreaField
          name="text"
          label="Nachricht"
          required
          rows={10}
          maxLength={MESSAGE_TEXT_MAX}
          defaultValue={values.text}
          error={errors.text}
        />
        <label className={buttons.check}>
          <input type="checkbox" name="receipt" defaultChecked={values.receipt} />
          <span>
            Lesebestätigung anfordern (solange die Nachricht ungelesen ist, kannst Du sie zurückziehen)
          </span>
        </label>
        <div className={buttons.actions}>
          <button type="submit" className={buttons.button}>
            Senden
          </button>
        </div>
      </Form>
    </MessagesFrame>
  )
}
