import { Form, Link } from 'react-router'
import { formatFileSize, kindOfExtension } from '#domain/attachments.ts'
import { INBOX } from '#domain/messages.ts'
import { reportPath } from '#domain/moderation.ts'
import type { MessageFile } from '#services/messages/message-files.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import { ActionMenu, actionMenuItemClass } from '../../ui/ActionMenu.tsx'
import { Button } from '../../ui/Button.tsx'
import { FileIcon } from '../../ui/FileIcon.tsx'
import { RelativeTime } from '../../ui/RelativeTime.tsx'
import styles from './Conversation.module.css'

// A conversation's messages as a chat reads them (decision 041): the partner's on the left, the
// viewer's own on the right, each with its time, its files, the read receipt of an own message
// (`ungelesen` with `Zurückziehen` while unread, spec 000 §4) and a ••• menu for the rest:
// report, file away into an own folder, delete from the own side.

export interface ConversationMessageView {
  id: number
  fromViewer: boolean
  title: string
  text: string
  url: string | null
  createdAt: string
  isNew: boolean
  alsoTo: string[]
  receipt: { state: 'unread'; copyId: number } | { state: 'read'; at: string } | { state: 'withdrawn' } | null
  hidden: boolean
  folderId: number | null
  files: MessageFile[]
}

interface Props {
  messages: ConversationMessageView[]
  partnerName: string
  /** messages from the site itself (statements of reasons) are not reported */
  fromSite: boolean
  /** the form address of this conversation */
  action: string
  csrf: string
  now: string
  folders: { key: string | number; name: string }[]
}

/** The subject line shows where it changes, not on every `Re:` of the same. */
function bareTitle(title: string): string {
  return title
    .replace(/^(\s*re:\s*)+/i, '')
    .trim()
    .toLowerCase()
}

export function ConversationMessages({ messages, partnerName, fromSite, action, csrf, now, folders }: Props) {
  const own = folders.filter((folder) => typeof folder.key === 'number')
  const firstNew = messages.find((message) => message.isNew)?.id
  return (
    <ol className={styles.messages} aria-label={`Nachrichten mit ${partnerName}`}>
      {messages.map((message, index) => {
        const previous = messages[index - 1]
        const showTitle = !previous || bareTitle(previous.title) !== bareTitle(message.title)
        return (
          <li
            key={message.id}
            id={`pm-${message.id}`}
            className={message.fromViewer ? `${styles.message} ${styles.own}` : styles.message}
          >
            {message.id === firstNew && <p className={styles.newDivider}>Neue Nachrichten</p>}
            <article
              className={styles.bubble}
              aria-label={`${message.fromViewer ? 'Du' : partnerName}, ${message.title}`}
            >
              <header className={styles.meta}>
                <span className={styles.author}>{message.fromViewer ? 'Du' : partnerName}</span>
                <RelativeTime date={message.createdAt} now={now} initial="label" />
                {message.isNew && <span className={styles.newBadge}>neu</span>}
                <ActionMenu label="Weitere Aktionen zur Nachricht" className={styles.menu}>
                  {!message.fromViewer && !fromSite && (
                    <li>
                      <Link to={reportPath('pn', message.id)} className={actionMenuItemClass}>
                        Melden
                      </Link>
                    </li>
                  )}
                  {!message.fromViewer && own.length > 0 && (
                    <li>
                      <Form method="post" action={action} className={styles.moveForm}>
                        <input type="hidden" name={CSRF_FIELD} value={csrf} />
                        <input type="hidden" name="intent" value="move" />
                        <input type="hidden" name="message" value={message.id} />
                        <label htmlFor={`move-${message.id}`} className="visually-hidden">
                          Ordner
                        </label>
                        <select
                          id={`move-${message.id}`}
                          name="folder"
                          className={styles.select}
                          defaultValue={String(message.folderId ?? INBOX)}
                        >
                          <option value={INBOX}>Posteingang</option>
                          {own.map((folder) => (
                            <option key={String(folder.key)} value={String(folder.key)}>
                              {folder.name}
                            </option>
                          ))}
                        </select>
                        <button type="submit" className={actionMenuItemClass}>
                          In Ordner legen
                        </button>
                      </Form>
                    </li>
                  )}
                  <li>
                    <Form method="post" action={action}>
                      <input type="hidden" name={CSRF_FIELD} value={csrf} />
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="message" value={message.id} />
                      <button type="submit" className={actionMenuItemClass}>
                        Für mich löschen
                      </button>
                    </Form>
                  </li>
                </ActionMenu>
              </header>
              {showTitle && <h2 className={styles.title}>{message.title}</h2>}
              {message.alsoTo.length > 0 && (
                <p className={styles.also}>
                  {message.fromViewer ? 'Auch an' : 'Auch an Dich und'} {message.alsoTo.join(', ')}
                </p>
              )}
              <div className={styles.text}>{message.text}</div>
              {message.files.length > 0 && (
                <ul className={styles.files} aria-label="Bilder und Dateien">
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
              )}
              {message.url && (
                <p className={styles.link}>
                  <Link to={message.url}>Zum Vorgang</Link>
                </p>
              )}
              {message.hidden && (
                <p className={styles.note}>Von der Moderation ausgeblendet: {partnerName} sieht sie nicht.</p>
              )}
              {message.receipt && (
                <div className={styles.receipt}>
                  <span>Lesebestätigung:</span>
                  {message.receipt.state === 'withdrawn' ? (
                    <span>zurückgezogen</span>
                  ) : message.receipt.state === 'read' ? (
                    <span>
                      gelesen <RelativeTime date={message.receipt.at} now={now} initial="label" />
                    </span>
                  ) : (
                    <>
                      <span>ungelesen</span>
                      <Form method="post" action={action} className={styles.inline}>
                        <input type="hidden" name={CSRF_FIELD} value={csrf} />
                        <input type="hidden" name="intent" value="withdraw" />
                        <input type="hidden" name="copy" value={message.receipt.copyId} />
                        <Button variant="link" size="small">
                          Zurückziehen
                        </Button>
                      </Form>
                    </>
                  )}
                </div>
              )}
            </article>
          </li>
        )
      })}
    </ol>
  )
}
