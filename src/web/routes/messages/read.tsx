import { useEffect } from 'react'
import { data, Form, Link, redirect, useRevalidator } from 'react-router'
import { formatFileSize, kindOfExtension } from '#domain/attachments.ts'
import { folderHref, INBOX, parseFolderKey, SENT, writeHref } from '#domain/messages.ts'
import { reportPath } from '#domain/moderation.ts'
import { appContext } from '../../context.ts'
import { CSRF_FAILED, CSRF_FIELD, verifyCsrf } from '../../csrf.ts'
import { fail } from '../../errors.ts'
import { accountStyles as buttons, Notice } from '../../features/accounts/AccountCard.tsx'
import styles from '../../features/messages/Messages.module.css'
import { MessagesFrame } from '../../features/messages/MessagesFrame.tsx'
import { flag } from '../../features/settings/load-settings.ts'
import { accountMeta, NO_STORE, readForm, requireMember, text } from '../../forms.ts'
import { FileIcon } from '../../ui/FileIcon.tsx'
import { RelativeTime } from '../../ui/RelativeTime.tsx'
import type { Route } from './+types/read.ts'

// /cockpit/pms/PrivateMessage.html?id=N (issue 15): one private message. The recipient opening it
// marks it read (the header's badge and the list agree at once); the sender sees every
// recipient's read receipt — `ungelesen` with `Zurückziehen` while it is unread (spec 000 §4),
// then `gelesen` with the time. Delete removes it from the viewer's side only.

const PATH = '/cockpit/pms/PrivateMessage.html'

function idOf(request: Request): number {
  const value = new URL(request.url).searchParams.get('id') ?? ''
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) fail('NotFound')
  return Number(value)
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const id = idOf(request)
  const [message, folders] = await Promise.all([
    app.services.messages.open(viewer, id),
    app.services.messages.folders(viewer),
  ])
  if (!message) fail('NotFound')
  return data(
    {
      csrf: app.session?.csrfToken ?? '',
      markedRead: message.markedRead,
      now: new Date().toISOString(),
      folders,
      message: {
        id: message.id,
        title: message.title,
        text: message.text,
        url: message.url,
        createdAt: message.createdAt.toISOString(),
        sender: message.sender ? { slug: message.sender.slug, name: message.sender.display_name } : null,
        received: message.received,
        folderId: message.folderId,
        receiptRequested: message.receiptRequested,
        recipients: message.recipients.map((recipient) => ({
          copyId: recipient.copyId,
          name: recipient.user?.display_name ?? 'Gelöschtes Mitglied',
          slug: recipient.user?.slug ?? null,
          readAt: recipient.readAt?.toISOString() ?? null,
          withdrawn: recipient.withdrawnAt !== null,
        })),
        files: message.files,
      },
      notice: flag(request, 'gesendet')
        ? 'Deine Nachricht ist verschickt.'
        : flag(request, 'zurueckgezogen')
          ? 'Die Nachricht ist zurückgezogen; der Empfänger sieht sie nicht mehr.'
          : flag(request, 'verschoben')
            ? 'Die Nachricht ist verschoben.'
            : null,
    },
    { headers: NO_STORE },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const id = idOf(request)
  const form = await readForm(request)
  if (!verifyCsrf(request, form, app)) throw data(CSRF_FAILED, { status: 403 })
  const intent = text(form, 'intent')
  if (intent === 'delete') {
    const result = await app.services.messages.delete(viewer, id)
    if (!result.ok) throw data(result.message, { status: result.status })
    throw redirect(`${folderHref(result.sent ? SENT : INBOX)}${result.sent ? '&' : '?'}geloescht`, 303)
  }
  if (intent === 'withdraw') {
    const copy = Number(text(form, 'copy'))
    const result =
      Number.isSafeInteger(copy) && copy > 0 ? await app.services.messages.withdraw(viewer, copy) : null
    if (!result?.ok)
      throw data(result?.message ?? 'Diese Nachricht gibt es nicht (mehr).', {
        status: result?.status ?? 404,
      })
    throw redirect(`${PATH}?id=${id}&zurueckgezogen`, 303)
  }
  if (intent === 'move') {
    const folder = parseFolderKey(text(form, 'folder'))
    const result = folder === null ? null : await app.services.messages.move(viewer, id, folder)
    if (!result?.ok)
      throw data(result?.message ?? 'Diesen Ordner gibt es nicht.', { status: result?.status ?? 404 })
    throw redirect(`${PATH}?id=${id}&verschoben`, 303)
  }
  throw data('Diese Aktion gibt es nicht.', { status: 400 })
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return accountMeta(loaderData?.message.title ?? 'Private Nachricht', matches)
}

export default function MessageRead({ loaderData }: Route.ComponentProps) {
  const { message, folders, now, csrf, markedRead } = loaderData
  // the header was loaded alongside this page, before the message counted as read: ask again
  const revalidator = useRevalidator()
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per message opened
  useEffect(() => {
    if (markedRead) void revalidator.revalidate()
  }, [markedRead, message.id])
  const own = folders.filter((folder) => typeof folder.key === 'number')
  const current = message.received ? (message.folderId ?? INBOX) : SENT
  return (
    <MessagesFrame folders={folders} current={current} title={message.title}>
      {loaderData.notice && <Notice tone="success">{loaderData.notice}</Notice>}
      <div className={styles.header}>
        <span>
          Von{' '}
          {message.sender ? (
            <Link to={`/nutzer/${message.sender.slug}`}>{message.sender.name}</Link>
          ) : (
            'MOTOR-TALK'
          )}
          {', '}
          <RelativeTime date={message.createdAt} now={now} initial="label" />
        </span>
        {message.recipients.length > 0 && (
          <span>An {message.recipients.map((recipient) => recipient.name).join(', ')}</span>
        )}
      </div>
      <div className={styles.body}>{message.text}</div>
      {message.files.length > 0 && (
        <section aria-labelledby="message-files">
          <h2 id="message-files" className={buttons.label}>
            Bilder und Dateien
          </h2>
          <ul className={styles.files}>
            {message.files.map((file) => (
              <li key={file.id}>
                {file.isPicture ? (
                  <a href={file.fullHref} target="_blank" rel="noopener">
                    <img src={file.href} alt={file.title} loading="lazy" className={styles.picture} />
                  </a>
                ) : (
                  <a href={file.href} download className={styles.file}>
                    <FileIcon kind={kindOfExtension(file.extension)} />
                    <span>
                      {file.title}.{file.extension}
                    </span>
                    <span className={styles.size}>{formatFileSize(file.byteSize)}</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {message.url && (
        <p>
          <Link to={message.url}>Zum Vorgang</Link>
        </p>
      )}
      {!message.received && message.receiptRequested && (
        <section aria-labelledby="receipts">
          <h2 id="receipts" className={buttons.label}>
            Lesebestätigung
          </h2>
          <ul className={styles.receipts}>
            {message.recipients.map((recipient) => (
              <li key={recipient.copyId}>
                <span>{recipient.name}:</span>
                {recipient.withdrawn ? (
                  <span>zurückgezogen</span>
                ) : recipient.readAt ? (
                  <span>
                    gelesen <RelativeTime date={recipient.readAt} now={now} initial="label" />
                  </span>
                ) : (
                  <>
                    <span>ungelesen</span>
                    <Form method="post" action={`${PATH}?id=${message.id}`} className={styles.inline}>
                      <input type="hidden" name={CSRF_FIELD} value={csrf} />
                      <input type="hidden" name="intent" value="withdraw" />
                      <input type="hidden" name="copy" value={recipient.copyId} />
                      <button type="submit" className={buttons.secondary}>
                        Zurückziehen
                      </button>
                    </Form>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className={styles.actions}>
        {message.received && message.sender && (
          <Link to={writeHref({ reply: message.id })} className={buttons.button}>
            Antworten
          </Link>
        )}
        {message.received && own.length > 0 && (
          <Form method="post" action={`${PATH}?id=${message.id}`} className={styles.inline}>
            <input type="hidden" name={CSRF_FIELD} value={csrf} />
            <input type="hidden" name="intent" value="move" />
            <label htmlFor="move-folder" className="visually-hidden">
              Ordner
            </label>
            <select id="move-folder" name="folder" className={styles.select} defaultValue={String(current)}>
              <option value={INBOX}>Posteingang</option>
              {own.map((folder) => (
                <option key={String(folder.key)} value={String(folder.key)}>
                  {folder.name}
                </option>
              ))}
            </select>
            <button type="submit" className={buttons.secondary}>
              Verschieben
            </button>
          </Form>
        )}
        <Form method="post" action={`${PATH}?id=${message.id}`} className={styles.inline}>
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className={`${buttons.button} ${buttons.buttonDanger}`}>
            Löschen
          </button>
        </Form>
        {message.received && message.sender && (
          <Link to={reportPath('pn', message.id)} className={buttons.secondary}>
            Melden
          </Link>
        )}
      </div>
    </MessagesFrame>
  )
}
