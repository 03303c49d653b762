import { useState } from 'react'
import { data, Form, redirect } from 'react-router'
import { messageFormSchema } from '#domain/message-input.ts'
import {
  ATTACH_ONLY_WITH_STAFF,
  conversationHref,
  MESSAGE_RECIPIENTS_MAX,
  MESSAGE_TEXT_MAX,
  MESSAGE_TITLE_MAX,
  replyQuote,
  replyTitle,
} from '#domain/messages.ts'
import { appContext } from '../../context.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import { AttachmentField } from '../../features/attachments/AttachmentField.tsx'
import { formAttachments } from '../../features/attachments/form-attachments.ts'
import type { UploadError, UploadItem } from '../../features/attachments/uploads.ts'
import { MessagesFrame } from '../../features/messages/MessagesFrame.tsx'
import { checkedForm, parseFields } from '../../form-parser.ts'
import { accountMeta, NO_STORE, requireMember } from '../../forms.ts'
import { Button } from '../../ui/Button.tsx'
import { Field } from '../../ui/Field.tsx'
import { formStyles as buttons, Notice } from '../../ui/FormCard.tsx'
import { TextAreaField } from '../../ui/TextAreaField.tsx'
import type { Route } from './+types/create.ts'

// /cockpit/pms/CreateMessage.html (spec 000 §2.1): writing a private message to one or
// several members by name (`?to={slug}` from a profile fills the recipient, `?reply={id}` the
// reply's recipient, `Re:` title and quote). A refusal keeps everything typed: unknown names and
// bad fields 400, the recipient's ignore list 403, the hourly and daily limits 429.
// Pictures and files (spec 000 §5) are offered when staff take part: a moderator or admin writing,
// or a member whose named recipients are all staff; otherwise the server refuses them (403).

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
  // decision 036: 'Verkäufer kontaktieren' in the marketplace fills in the ad's title
  const subject = url.searchParams.get('betreff')
  if (subject) values.title = subject.slice(0, 100)
  const reply = url.searchParams.get('reply')
  if (reply && /^[1-9]\d{0,9}$/.test(reply) && Number(reply) <= 2_147_483_647) {
    const original = await app.services.messages.open(viewer, Number(reply))
    if (original?.received && original.sender) {
      values.recipients = original.sender.displayName
      values.title = replyTitle(original.title)
      values.text = replyQuote(original.sender.displayName, original.text)
    }
  }
  const [folders, suggestions, attach] = await Promise.all([
    app.services.messages.folders(viewer),
    app.services.messages.suggestions(viewer),
    app.services.messages.mayAttach(viewer, values.recipients),
  ])
  return data(
    {
      csrf: app.session?.csrfToken ?? '',
      folders,
      suggestions,
      values,
      attach,
      uploads: [] as UploadItem[],
      uploadErrors: [] as UploadError[],
      errors: {} as Record<string, string>,
      error: null as string | null,
    },
    { headers: NO_STORE },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  // a refused form keeps what was typed, a wrong CSRF token too
  const checked = await checkedForm(request, app)
  const { form } = checked
  const fields = parseFields(form, messageFormSchema)
  const values: Values = fields.ok ? fields.values : { recipients: '', title: '', text: '', receipt: false }
  const [folders, suggestions, attach] = await Promise.all([
    app.services.messages.folders(viewer),
    app.services.messages.suggestions(viewer),
    app.services.messages.mayAttach(viewer, values.recipients),
  ])
  const base = { csrf: app.session?.csrfToken ?? '', folders, suggestions, values, attach }
  const answer = async (
    status: number,
    uploadIds: readonly number[],
    details: { errors?: Record<string, string>; error?: string | null; uploadErrors?: UploadError[] },
  ) =>
    data(
      {
        ...base,
        // a form that comes back keeps its files in view, even for recipients who may not get them
        attach: attach || uploadIds.length > 0,
        uploads: await app.services.uploads.listOwn(viewer, uploadIds),
        uploadErrors: details.uploadErrors ?? [],
        errors: details.errors ?? {},
        error: details.error ?? null,
      },
      { status, headers: NO_STORE },
    )
  if (!checked.ok) return answer(checked.refusal.status, [], { error: checked.refusal.message })
  if (!fields.ok)
    return answer(fields.refusal.status, [], {
      errors: fields.refusal.fieldErrors,
      error: fields.refusal.message,
    })
  const attachments = await formAttachments(app.services.uploads, viewer, form)
  if (attachments.step === 'removed') return answer(200, attachments.uploadIds, {})
  if (attachments.step === 'refused')
    return answer(attachments.status, attachments.uploadIds, { uploadErrors: attachments.uploadErrors })
  const result = await app.services.messages.send(viewer, values, attachments.uploadIds)
  if (!result.ok) {
    return answer(result.status, attachments.uploadIds, { errors: result.fieldErrors, error: result.message })
  }
  // decision 041: the message shows in the conversation with its (first) recipient
  throw redirect(
    conversationHref(result.recipientIds[0] ?? 0, { flag: 'gesendet', at: result.messageId }),
    303,
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Nachricht schreiben', matches)
}

export default function CreateMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, folders, suggestions, values, attach, uploads, uploadErrors, errors, error } =
    actionData ?? loaderData
  const [uploading, setUploading] = useState(false)
  return (
    <MessagesFrame folders={folders} current="write" title="Nachricht schreiben">
      {error && <Notice tone="error">{error}</Notice>}
      <Form method="post" action={PATH} className={buttons.form} encType="multipart/form-data">
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
        {attach ? (
          <AttachmentField
            csrf={csrf}
            uploads={uploads}
            errors={uploadErrors}
            error={errors.attachments}
            onBusyChange={setUploading}
          />
        ) : (
          <p className={buttons.hint}>{ATTACH_ONLY_WITH_STAFF}</p>
        )}
        <div className={buttons.actions}>
          <Button type="submit" disabled={uploading}>
            Senden
          </Button>
        </div>
      </Form>
    </MessagesFrame>
  )
}
