import { useEffect, useState } from 'react'
import { data, Form, Link, redirect, useRevalidator } from 'react-router'
import { parseId } from '#domain/ids.ts'
import { conversationFormSchema } from '#domain/message-input.ts'
import {
  conversationHref,
  folderHref,
  INBOX,
  MESSAGE_TEXT_MAX,
  parseFolderKey,
  parsePartnerKey,
} from '#domain/messages.ts'
import type { Viewer } from '#domain/permissions.ts'
import type { Conversation } from '#services/messages/conversations.ts'
import { type AppContext, appContext } from '../../context.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import { fail } from '../../errors.ts'
import { AttachmentField } from '../../features/attachments/AttachmentField.tsx'
import { formAttachments } from '../../features/attachments/form-attachments.ts'
import type { UploadError, UploadItem } from '../../features/attachments/uploads.ts'
import styles from '../../features/messages/Conversation.module.css'
import {
  ConversationMessages,
  type ConversationMessageView,
} from '../../features/messages/ConversationMessages.tsx'
import { MessagesFrame } from '../../features/messages/MessagesFrame.tsx'
import { flag } from '../../features/settings/load-settings.ts'
import { checkedForm, parseFields } from '../../form-parser.ts'
import { accountMeta, NO_STORE, requireMember } from '../../forms.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import { Button } from '../../ui/Button.tsx'
import { formStyles as buttons, Notice } from '../../ui/FormCard.tsx'
import { TextAreaField } from '../../ui/TextAreaField.tsx'
import type { Route } from './+types/conversation.ts'

// /cockpit/pms/Conversation.html?with={memberId} (decision 041): what the viewer and one member
// wrote each other, oldest first like a chat, the newest 30 at once (`vor` pages back by keyset),
// the reply box at the bottom. Opening it reads everything in it (the header's badge drops at
// once); `with=0` holds the messages from the site itself, which take no reply. Only the viewer's
// own side is ever shown, so nobody reads a conversation they are not in. A refused reply keeps
// its text: 400 for an empty or too long one, 403 when the partner ignores the viewer, 429 at
// the hourly or daily limit (decisions 028–031).

const NOTICES: Record<string, string> = {
  gesendet: 'Deine Nachricht ist verschickt.',
  zurueckgezogen: 'Die Nachricht ist zurückgezogen; der Empfänger sieht sie nicht mehr.',
  verschoben: 'Die Nachricht liegt jetzt im gewählten Ordner.',
  geloescht: 'Die Nachricht ist gelöscht.',
}

function partnerKeyOf(request: Request): number {
  const key = parsePartnerKey(new URL(request.url).searchParams.get('with'))
  if (key === null) fail('NotFound')
  return key
}

function messageViews(conversation: Conversation): ConversationMessageView[] {
  return conversation.messages.map((message) => ({
    ...message,
    createdAt: message.createdAt.toISOString(),
    receipt:
      message.receipt?.state === 'read'
        ? { state: 'read', at: message.receipt.at.toISOString() }
        : message.receipt,
  }))
}

async function page(request: Request, app: AppContext, viewer: Viewer) {
  const key = partnerKeyOf(request)
  const before = parseId(new URL(request.url).searchParams.get('vor'))
  const [conversation, folders] = await Promise.all([
    app.services.messages.conversation(viewer, key, before),
    app.services.messages.folders(viewer),
  ])
  if (!conversation) fail('NotFound')
  const notice = Object.keys(NOTICES).find((name) => flag(request, name))
  return {
    csrf: app.session?.csrfToken ?? '',
    now: new Date().toISOString(),
    folders,
    partner: conversation.partner,
    messages: messageViews(conversation),
    older: conversation.older,
    paged: before !== null,
    markedRead: conversation.markedRead,
    reply: conversation.reply,
    notice: notice ? NOTICES[notice] : null,
    values: { text: '', receipt: false },
    uploads: [] as UploadItem[],
    uploadErrors: [] as UploadError[],
    errors: {} as Record<string, string>,
    error: null as string | null,
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  return data(await page(request, app, requireMember(request, app)), { headers: NO_STORE })
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const key = partnerKeyOf(request)
  // a refused reply keeps its text, a wrong CSRF token too
  const checked = await checkedForm(request, app)
  const { form } = checked
  const fields = parseFields(form, conversationFormSchema)
  const { intent, message: messageId, copy, folder, ...values } = fields.ok ? fields.values : NO_FIELDS
  const answer = async (
    status: number,
    uploadIds: readonly number[],
    details: { errors?: Record<string, string>; error?: string | null; uploadErrors?: UploadError[] },
  ) =>
    data(
      {
        ...(await page(request, app, viewer)),
        values,
        uploads: await app.services.uploads.listOwn(viewer, uploadIds),
        uploadErrors: details.uploadErrors ?? [],
        errors: details.errors ?? {},
        error: details.error ?? null,
      },
      { status, headers: NO_STORE },
    )
  if (!checked.ok) return answer(checked.refusal.status, [], { error: checked.refusal.message })

  if (intent === 'reply') {
    const attachments = await formAttachments(app.services.uploads, viewer, form)
    if (attachments.step === 'removed') return answer(200, attachments.uploadIds, {})
    if (attachments.step === 'refused')
      return answer(attachments.status, attachments.uploadIds, { uploadErrors: attachments.uploadErrors })
    const result = await app.services.messages.reply(viewer, key, values, attachments.uploadIds)
    if (!result.ok)
      return answer(result.status, attachments.uploadIds, {
        errors: result.fieldErrors,
        error: result.message,
      })
    throw redirect(conversationHref(key, { flag: 'gesendet', at: result.messageId }), 303)
  }
  if (intent === 'deleteConversation') {
    const result = await app.services.messages.deleteConversation(viewer, key)
    if (!result.ok) throw data(result.message, { status: result.status })
    throw redirect(`${folderHref(INBOX)}?unterhaltung-geloescht`, 303)
  }
  if (intent === 'delete' || intent === 'move') {
    if (messageId === null) throw data('Diese Nachricht gibt es nicht (mehr).', { status: 404 })
    return fileOrDelete(app, viewer, key, intent, messageId, folder)
  }
  if (intent === 'withdraw') {
    const result = copy === null ? null : await app.services.messages.withdraw(viewer, copy)
    if (!result?.ok)
      throw data(result?.message ?? 'Diese Nachricht gibt es nicht (mehr).', {
        status: result?.status ?? 404,
      })
    throw redirect(conversationHref(key, { flag: 'zurueckgezogen', at: copy ?? undefined }), 303)
  }
  throw data('Diese Aktion gibt es nicht.', { status: 400 })
}

/** The fields of a form the schema could not read (it reads every form; the types want a value). */
const NO_FIELDS = { intent: '', text: '', receipt: false, message: null, copy: null, folder: '' }

/** A message deleted from the viewer's side, or filed into an own folder. */
async function fileOrDelete(
  app: AppContext,
  viewer: Viewer,
  key: number,
  intent: 'delete' | 'move',
  messageId: number,
  folderField: string,
): Promise<never> {
  if (intent === 'delete') {
    const result = await app.services.messages.delete(viewer, messageId)
    if (!result.ok) throw data(result.message, { status: result.status })
    throw redirect(conversationHref(key, { flag: 'geloescht' }), 303)
  }
  const folder = parseFolderKey(folderField)
  const result = folder === null ? null : await app.services.messages.move(viewer, messageId, folder)
  if (!result?.ok)
    throw data(result?.message ?? 'Diesen Ordner gibt es nicht.', { status: result?.status ?? 404 })
  throw redirect(conversationHref(key, { flag: 'verschoben', at: messageId }), 303)
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return accountMeta(loaderData ? `Unterhaltung mit ${loaderData.partner.name}` : 'Unterhaltung', matches)
}

export default function ConversationPage({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData
  const { partner, messages, csrf, now, folders, reply } = view
  const [uploading, setUploading] = useState(false)
  // the header was loaded alongside this page, before its messages counted as read: ask again
  const revalidator = useRevalidator()
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per conversation opened
  useEffect(() => {
    if (loaderData.markedRead > 0) void revalidator.revalidate()
  }, [loaderData.markedRead, partner.key])
  const action = conversationHref(partner.key)
  return (
    <MessagesFrame folders={folders} current={INBOX} title={`Unterhaltung mit ${partner.name}`}>
      <div className={styles.partnerHead}>
        <Avatar url={partner.avatarUrl} name={partner.name} userId={partner.key || null} size={40} />
        {partner.slug ? <Link to={`/nutzer/${partner.slug}`}>Profil von {partner.name}</Link> : null}
        <Link to={folderHref(INBOX)}>Alle Unterhaltungen</Link>
      </div>
      {view.notice && <Notice tone="success">{view.notice}</Notice>}
      {view.error && <Notice tone="error">{view.error}</Notice>}
      {view.older !== null && (
        <p className={styles.older}>
          <Link to={`${action}&vor=${view.older}`} rel="prev">
            Ältere Nachrichten
          </Link>
        </p>
      )}
      {messages.length === 0 ? (
        <p className={buttons.hint}>
          {view.paged ? 'Keine älteren Nachrichten.' : `Ihr habt Euch noch nicht geschrieben.`}
        </p>
      ) : (
        <ConversationMessages
          messages={messages}
          partnerName={partner.name}
          fromSite={partner.key === 0}
          action={action}
          csrf={csrf}
          now={now}
          folders={folders}
        />
      )}
      {view.paged && (
        <p className={styles.older}>
          <Link to={action}>Zu den neuesten Nachrichten</Link>
        </p>
      )}
      {reply.ok ? (
        <Form
          // a sent reply empties the box: the newest message is another, the form a new one
          key={messages.at(-1)?.id ?? 0}
          method="post"
          action={action}
          className={`${buttons.form} ${styles.reply}`}
          encType={reply.attach ? 'multipart/form-data' : undefined}
          aria-label={`Antwort an ${partner.name}`}
        >
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <input type="hidden" name="intent" value="reply" />
          <TextAreaField
            name="text"
            label={messages.length === 0 ? 'Nachricht' : 'Antwort'}
            required
            rows={4}
            maxLength={MESSAGE_TEXT_MAX}
            defaultValue={view.values.text}
            error={view.errors.text}
          />
          {reply.attach && (
            <AttachmentField
              csrf={csrf}
              uploads={view.uploads}
              errors={view.uploadErrors}
              error={view.errors.attachments}
              onBusyChange={setUploading}
            />
          )}
          <div className={styles.replyRow}>
            <label className={buttons.check}>
              <input type="checkbox" name="receipt" defaultChecked={view.values.receipt} />
              <span>Lesebestätigung anfordern</span>
            </label>
            <Button type="submit" disabled={uploading}>
              Senden
            </Button>
          </div>
        </Form>
      ) : (
        <p className={styles.blocked}>{reply.reason}</p>
      )}
      {messages.length > 0 && (
        <Form method="post" action={action} className={styles.footer}>
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <input type="hidden" name="intent" value="deleteConversation" />
          <Button variant="ghost" size="small">
            Unterhaltung für mich löschen
          </Button>
        </Form>
      )}
    </MessagesFrame>
  )
}
