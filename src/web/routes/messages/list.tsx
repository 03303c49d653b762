import { data, Form, Link, redirect } from 'react-router'
import { folderFormSchema } from '#domain/message-input.ts'
import {
  conversationHref,
  type FolderKey,
  folderHref,
  INBOX,
  messageHref,
  parseFolderKey,
  SENT,
} from '#domain/messages.ts'
import { type Refusal, refuse } from '#domain/refusal.ts'
import { type AppContext, appContext } from '../../context.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import { fail } from '../../errors.ts'
import { ConversationList } from '../../features/messages/ConversationList.tsx'
import styles from '../../features/messages/Messages.module.css'
import { MessagesFrame } from '../../features/messages/MessagesFrame.tsx'
import { flag } from '../../features/settings/load-settings.ts'
import { parseForm } from '../../form-parser.ts'
import { accountMeta, NO_STORE, requireMember } from '../../forms.ts'
import { Button } from '../../ui/Button.tsx'
import { Field } from '../../ui/Field.tsx'
import { formStyles as buttons, Notice } from '../../ui/FormCard.tsx'
import { RelativeTime } from '../../ui/RelativeTime.tsx'
import type { Route } from './+types/list.ts'

// /cockpit/pms/PrivateMessageList.html (spec 000 §2.1, §3): the inbox as conversations, one per
// partner with the latest message's excerpt, its time and the unread count (decision 041; keyset:
// `vor` is the last partner's key), or one folder of single messages — the sent ones or an own
// folder — newest first, 20 per page (keyset: `vor` is the last message's id). Below, the own
// folders to add and remove.

const PATH = '/cockpit/pms/PrivateMessageList.html'

function parseCursor(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null
}

/** The inbox pages by partner key, which is 0 for the site's own messages. */
function parseConversationCursor(value: string | null): number | null {
  return value === '0' ? 0 : parseCursor(value)
}

async function page(request: Request, app: AppContext) {
  const viewer = requireMember(request, app)
  const url = new URL(request.url)
  const folder = parseFolderKey(url.searchParams.get('folder'))
  if (folder === null) fail('NotFound')
  const folders = await app.services.messages.folders(viewer)
  if (!folders.some((item) => item.key === folder)) fail('NotFound')
  const inbox = folder === INBOX
  const cursor = (inbox ? parseConversationCursor : parseCursor)(url.searchParams.get('vor'))
  const [{ messages, next }, conversations] = await Promise.all([
    inbox ? { messages: [], next: null } : app.services.messages.list(viewer, folder, cursor),
    inbox ? app.services.messages.conversations(viewer, cursor) : null,
  ])
  return {
    csrf: app.session?.csrfToken ?? '',
    folder,
    folders,
    now: new Date().toISOString(),
    paged: cursor !== null,
    next: conversations ? conversations.next : next,
    conversations: (conversations?.conversations ?? []).map((conversation) => ({
      partner: conversation.partner,
      lastAt: conversation.lastAt.toISOString(),
      excerpt: conversation.excerpt,
      lastFromViewer: conversation.lastFromViewer,
      unread: conversation.unread,
      href: conversationHref(conversation.partner.key, { at: conversation.anchorId }),
    })),
    messages: messages.map((message) => ({
      id: message.id,
      title: message.title,
      createdAt: message.createdAt.toISOString(),
      unread: message.unread,
      people: message.people.map((person) => ({ slug: person.slug, name: person.displayName })),
      receipt: message.receipt ?? null,
    })),
    notice: flag(request, 'gesendet')
      ? 'Deine Nachricht ist verschickt.'
      : flag(request, 'geloescht')
        ? 'Die Nachricht ist gelöscht.'
        : flag(request, 'unterhaltung-geloescht')
          ? 'Die Unterhaltung ist gelöscht; Dein Gegenüber behält seine Nachrichten.'
          : null,
    error: null as string | null,
    folderError: null as string | null,
    folderName: '',
    renameError: null as string | null,
    renameValue: null as string | null,
  }
}

function appContextOf(context: Route.LoaderArgs['context']) {
  return context.get(appContext)
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return data(await page(request, appContextOf(context)), { headers: NO_STORE })
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appContextOf(context)
  const viewer = requireMember(request, app)
  const parsed = await parseForm(request, app, folderFormSchema)
  const refused = async (refusal: Refusal, fields: Record<string, string> = { error: refusal.message }) =>
    data({ ...(await page(request, app)), ...fields }, { status: refusal.status, headers: NO_STORE })
  if (!parsed.ok) return refused(parsed.refusal)
  const { intent, name, folder, newName } = parsed.values
  if (intent === 'createFolder') {
    const result = await app.services.messages.createFolder(viewer, name)
    if (!result.ok)
      return refused(result, { folderError: result.fieldErrors.name || result.message, folderName: name })
    throw redirect(folderHref(result.id), 303)
  }
  if (intent === 'renameFolder') {
    if (typeof folder !== 'number')
      return refused(NO_FOLDER, { renameError: NO_FOLDER.message, renameValue: newName })
    const result = await app.services.messages.renameFolder(viewer, folder, newName)
    if (!result.ok)
      return refused(result, { renameError: result.fieldErrors.name || result.message, renameValue: newName })
    throw redirect(folderHref(folder), 303)
  }
  if (intent === 'removeFolder') {
    const result =
      typeof folder === 'number' ? await app.services.messages.removeFolder(viewer, folder) : NO_FOLDER
    if (!result.ok) return refused(result)
    throw redirect(PATH, 303)
  }
  return refused(refuse(400, 'parse', 'Diese Aktion gibt es nicht.'))
}

const NO_FOLDER = refuse(404, 'conflict', 'Diesen Ordner gibt es nicht.')

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Private Nachrichten', matches)
}

function folderTitle(folder: FolderKey, folders: readonly { key: FolderKey; name: string }[]) {
  return folders.find((item) => item.key === folder)?.name ?? 'Posteingang'
}

export default function MessageList({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData
  const { folder, folders, messages, next, now, csrf } = view
  const own = folders.filter((item) => typeof item.key === 'number')
  const sent = folder === SENT
  return (
    <MessagesFrame folders={folders} current={folder} title={folderTitle(folder, folders)}>
      {view.notice && <Notice tone="success">{view.notice}</Notice>}
      {view.error && <Notice tone="error">{view.error}</Notice>}
      {folder === INBOX ? (
        <ConversationList conversations={view.conversations} now={now} paged={view.paged} />
      ) : messages.length === 0 ? (
        <p className={styles.empty}>
          {view.paged
            ? 'Keine älteren Nachrichten.'
            : sent
              ? 'Du hast noch keine Nachricht geschrieben.'
              : 'Keine Nachrichten in diesem Ordner.'}
        </p>
      ) : (
        <ul className={styles.list} aria-label="Nachrichten">
          {messages.map((message) => (
            <li
              key={message.id}
              id={`pm-${message.id}`}
              className={message.unread ? `${styles.row} ${styles.unread}` : styles.row}
            >
              <Link to={messageHref(message.id)} className={styles.subject}>
                {message.unread && <span className="visually-hidden">Ungelesen: </span>}
                {message.title}
              </Link>
              <span className={styles.state}>
                <RelativeTime date={message.createdAt} now={now} initial="label" />
              </span>
              <span className={styles.meta}>
                {sent ? 'An ' : 'Von '}
                {message.people.length === 0
                  ? 'MOTOR-TALK'
                  : message.people.map((person) => person.name).join(', ')}
                {message.receipt?.requested &&
                  ` · Lesebestätigung: ${message.receipt.read} von ${message.receipt.of} gelesen`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {next !== null && (
        <p className={styles.more}>
          <Link
            to={`${PATH}?${new URLSearchParams({ ...(folder === INBOX ? {} : { folder: String(folder) }), vor: String(next) })}`}
            rel="next"
          >
            {folder === INBOX ? 'Ältere Unterhaltungen' : 'Ältere Nachrichten'}
          </Link>
        </p>
      )}
      {typeof folder === 'number' && (
        <Form
          method="post"
          action={`${PATH}?folder=${folder}`}
          className={`${buttons.form} ${styles.folders}`}
        >
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <input type="hidden" name="intent" value="renameFolder" />
          <input type="hidden" name="folder" value={String(folder)} />
          <Field
            name="newName"
            label="Ordner umbenennen"
            maxLength={40}
            defaultValue={view.renameValue ?? folderTitle(folder, folders)}
            error={view.renameError ?? undefined}
          />
          <div className={buttons.actions}>
            <Button variant="secondary" type="submit">
              Umbenennen
            </Button>
          </div>
        </Form>
      )}
      <section className={styles.folders} aria-labelledby="own-folders">
        <h2 id="own-folders">Eigene Ordner</h2>
        {own.length > 0 && (
          <ul className={styles.folderList}>
            {own.map((item) => (
              <li key={String(item.key)}>
                <Link to={folderHref(item.key)}>{item.name}</Link>
                <Form method="post" action={PATH} className={styles.inline}>
                  <input type="hidden" name={CSRF_FIELD} value={csrf} />
                  <input type="hidden" name="intent" value="removeFolder" />
                  <input type="hidden" name="folder" value={String(item.key)} />
                  <Button variant="secondary" type="submit" aria-label={`Ordner ${item.name} löschen`}>
                    Löschen
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <Form method="post" action={PATH} className={buttons.form}>
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <input type="hidden" name="intent" value="createFolder" />
          <Field
            name="name"
            label="Neuer Ordner"
            maxLength={40}
            defaultValue={view.folderName}
            error={view.folderError ?? undefined}
            hint="Nachrichten verschiebst Du beim Lesen in einen Ordner; gelöschte Ordner geben ihre Nachrichten an den Posteingang zurück."
          />
          <div className={buttons.actions}>
            <Button type="submit">Ordner anlegen</Button>
          </div>
        </Form>
      </section>
    </MessagesFrame>
  )
}
