import { Fragment, type ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { COMPLAINT_TEXT_MAX, COMPLAINT_TEXT_MIN } from '#domain/moderation.ts'
import { OWN_HOSTS } from '#domain/variants.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import { Button } from '../../ui/Button.tsx'
import { dateTime } from './CasePage.tsx'
import styles from './Moderation.module.css'

// The pages of a case's parties (decision 021 "Complaints", DSA Art. 16, 17, 20): what the member
// was told about their content or their notices, and the complaint against a decision. The
// reporter never sees the affected member's e-mail; the affected member never sees who reported.

export interface MessageListItem {
  id: number
  noticeId: number | null
  subject: string
  preview: string
  roleLabel: string
  createdAt: string
  unread: boolean
}

export function MessagesPage({ messages }: { messages: MessageListItem[] }) {
  return (
    <section className={styles.page} aria-labelledby="messages-title">
      <p>
        <Link to="/cockpit.html">← Mein Bereich</Link>
      </p>
      <h1 id="messages-title" className={styles.title}>
        Meldungen &amp; Entscheidungen
      </h1>
      <p className={styles.muted}>
        Hier findest Du die Bestätigungen Deiner Meldungen und die Entscheidungen unserer Moderation zu Deinen
        Meldungen und Inhalten.
      </p>
      {messages.length === 0 ? (
        <p>Du hast noch keine Nachrichten der Moderation.</p>
      ) : (
        <ol className={styles.list} aria-label="Nachrichten der Moderation">
          {messages.map((message) => (
            <li key={message.id} className={styles.item}>
              <div className={styles.itemHead}>
                <span className={styles.badge}>{message.roleLabel}</span>
                {message.noticeId === null ? (
                  <span className={styles.itemTitle}>{message.subject}</span>
                ) : (
                  <Link to={`/cockpit/meldungen/${message.noticeId}`} className={styles.itemTitle}>
                    {message.subject}
                  </Link>
                )}
              </div>
              <p className={styles.excerpt}>{message.preview}</p>
              <p className={styles.meta}>
                <span>{dateTime(message.createdAt)}</span>
                {message.unread && <span>neu</span>}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

export interface PartyCasePageView {
  noticeId: number
  roleLabel: string
  heading: string
  statusText: string
  reasonLabel: string
  createdAt: string
  path: string
  messages: { id: number; subject: string; body: string; createdAt: string }[]
  complaintUntil: string | null
  /** Why the moderation decided as it did (the latest decision), for both parties. */
  reasoning: { text: string; decidedAt: string } | null
  csrf: string
}

const URL_IN_TEXT = /https?:\/\/[^\s<>„“"]+/g

/** A link found in a message: without trailing punctuation; our own pages as local paths. */
function linkOf(raw: string): { href: string; label: string; rest: string } {
  const label = raw.replace(/[.,;:!?)]+$/, '')
  const rest = raw.slice(label.length)
  try {
    const url = new URL(label)
    const own = OWN_HOSTS.includes(url.hostname) || url.hostname === 'localhost'
    return { href: own ? `${url.pathname}${url.search}${url.hash}` : label, label, rest }
  } catch {
    return { href: label, label, rest }
  }
}

/** One line of a message with its addresses as working links. */
function LineWithLinks({ line }: { line: string }) {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of line.matchAll(URL_IN_TEXT)) {
    const at = match.index ?? 0
    parts.push(line.slice(last, at))
    const link = linkOf(match[0])
    parts.push(
      <a key={at} href={link.href}>
        {link.label}
      </a>,
      link.rest,
    )
    last = at + match[0].length
  }
  parts.push(line.slice(last))
  return <>{parts}</>
}

/**
 * A message as a readable record (the mail's plain text): paragraphs at blank lines, lines kept,
 * addresses as working links.
 */
export function MessageBody({ body }: { body: string }) {
  const paragraphs = body.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== '')
  return (
    <div className={styles.body}>
      {paragraphs.map((paragraph, index) => {
        const lines = paragraph.split('\n')
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one fixed text
          <p key={index}>
            {lines.map((line, at) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one fixed paragraph
              <Fragment key={at}>
                {at > 0 && <br />}
                <LineWithLinks line={line} />
              </Fragment>
            ))}
          </p>
        )
      })}
    </div>
  )
}

/** A refused complaint (refusedForm): the message, the fields' messages and what was typed. */
export interface ComplaintFormState {
  message: string
  fieldErrors: Record<string, string>
  values: Record<string, string>
}

export function PartyCasePage({
  view,
  state,
  success,
}: {
  view: PartyCasePageView
  state: ComplaintFormState | null
  success: string | null
}) {
  const error = state?.fieldErrors.text
  return (
    <article className={styles.page} aria-labelledby="party-case-title">
      <p>
        <Link to="/cockpit/meldungen">← Meldungen &amp; Entscheidungen</Link>
      </p>
      <h1 id="party-case-title" className={styles.title}>
        {view.heading}
      </h1>
      {success && (
        <p className={styles.success} role="status">
          {success}
        </p>
      )}
      <section className={styles.card} aria-labelledby="party-status-title">
        <h2 id="party-status-title">Stand</h2>
        <p>{view.statusText}</p>
        <dl className={styles.facts}>
          <dt>Fall</dt>
          <dd>#{view.noticeId}</dd>
          <dt>Deine Rolle</dt>
          <dd>{view.roleLabel}</dd>
          <dt>Grund</dt>
          <dd>{view.reasonLabel}</dd>
          <dt>Seit</dt>
          <dd>{dateTime(view.createdAt)}</dd>
        </dl>
        {view.path && (
          <p>
            <a href={view.path}>Zum Inhalt</a>
          </p>
        )}
      </section>

      {view.reasoning && (
        <section className={styles.card} aria-labelledby="party-reasoning-title">
          <h2 id="party-reasoning-title">Begründung der Entscheidung</h2>
          <p className={styles.muted}>Entschieden am {dateTime(view.reasoning.decidedAt)}</p>
          <p className={styles.body}>{view.reasoning.text}</p>
        </section>
      )}

      {view.complaintUntil && (
        <section className={styles.card} aria-labelledby="complaint-form-title">
          <h2 id="complaint-form-title">Beschwerde einlegen</h2>
          <p>
            Du kannst Dich bis {dateTime(view.complaintUntil)} gegen diese Entscheidung beschweren. Über Deine
            Beschwerde entscheidet ein Mensch, nicht derjenige, der die Entscheidung getroffen hat.
          </p>
          {state && (
            <p className={styles.alert} role="alert">
              {state.message}
            </p>
          )}
          <Form method="post" className={styles.form}>
            <input type="hidden" name={CSRF_FIELD} value={view.csrf} />
            <div className={styles.field}>
              <label htmlFor="complaint-text" className={styles.label}>
                Deine Beschwerde
              </label>
              <textarea
                id="complaint-text"
                name="text"
                className={styles.textarea}
                defaultValue={state?.values.text ?? ''}
                required
                minLength={COMPLAINT_TEXT_MIN}
                maxLength={COMPLAINT_TEXT_MAX}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'complaint-text-error complaint-text-hint' : 'complaint-text-hint'}
              />
              <span id="complaint-text-hint" className={styles.muted}>
                Mindestens {COMPLAINT_TEXT_MIN} Zeichen: Warum ist die Entscheidung aus Deiner Sicht falsch?
              </span>
              {error && (
                <p id="complaint-text-error" className={styles.error}>
                  {error}
                </p>
              )}
            </div>
            <Button type="submit">Beschwerde einlegen</Button>
          </Form>
        </section>
      )}

      <section className={styles.card} aria-labelledby="party-messages-title">
        <h2 id="party-messages-title">Nachrichten zu diesem Fall</h2>
        {view.messages.length === 0 ? (
          <p className={styles.muted}>Noch keine Nachrichten.</p>
        ) : (
          view.messages.map((message) => (
            <div key={message.id} className={styles.message}>
              <h3>{message.subject}</h3>
              <p className={styles.muted}>{dateTime(message.createdAt)}</p>
              <MessageBody body={message.body} />
            </div>
          ))
        )}
      </section>
    </article>
  )
}
