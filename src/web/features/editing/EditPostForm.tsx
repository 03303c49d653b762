import { useId } from 'react'
import { Form, useNavigation } from 'react-router'
import { EDIT_REASON_MAX_LENGTH, POST_TEXT_MAX_LENGTH } from '#domain/limits.ts'
import { editPostPath } from '#domain/routes.ts'
import { formatClockTime, formatShortDate } from '#domain/time.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import { Button, buttonClass } from '../../ui/Button.tsx'
import { MARKUP_HINT, PostEditor, PreviewButton } from '../editor/PostEditor.tsx'
import styles from './Editing.module.css'

// The form of /forum/aktion/EditPost.html (decision 026): the post's current text, an optional
// reason, 'Speichern'. A refused or faulty submission comes back with everything typed.

export type EditPostField = 'text' | 'reason'

export interface EditPostView {
  postId: number
  threadTitle: string
  threadPath: string
  postPath: string
  authorName: string | null
  /** The viewer wrote the post (else the moderation edits someone else's). */
  own: boolean
  /** Until when the author may edit (ISO), for an author without moderation rights; else null. */
  windowEnd: string | null
  values: { text: string; reason: string }
  errors: Partial<Record<EditPostField, string>>
  /** Why the form came back (a refusal, an expired form, flood control); '' for none. */
  message: string
  /**
   * The post can no longer be edited by the viewer (the window ended, the thread was closed …):
   * the message says why and the text is there to read or copy, under this label; null: the form.
   */
  locked: string | null
  /** The server shows the preview ('Vorschau' without JavaScript). */
  preview: boolean
  csrf: string
}

const at = (iso: string) => {
  const date = new Date(iso)
  return `${formatShortDate(date)} um ${formatClockTime(date)} Uhr`
}

function Intro({ view }: { view: EditPostView }) {
  if (!view.own) {
    return (
      <p className={styles.hint}>
        {`Du bearbeitest den Beitrag von ${view.authorName ?? 'einem gelöschten Nutzer'} als Moderation. Unter dem Beitrag steht danach „bearbeitet am … von der Moderation“; die bisherige Fassung bleibt in den Versionen erhalten.`}
      </p>
    )
  }
  return (
    <p className={styles.hint}>
      {view.windowEnd ? `Du kannst Deinen Beitrag bis ${at(view.windowEnd)} bearbeiten. ` : ''}
      Jede Änderung wird unter dem Beitrag mit „bearbeitet am …“ vermerkt; die bisherige Fassung bleibt für
      die Moderation erhalten.
    </p>
  )
}

/** The text of a post that can no longer be saved, read-only, to read or copy. */
function LockedText(props: { name: string; label: string; defaultValue: string; maxLength: number }) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      <textarea
        id={id}
        name={props.name}
        className={styles.textarea}
        defaultValue={props.defaultValue}
        maxLength={props.maxLength}
        rows={12}
        readOnly
      />
    </div>
  )
}

export function EditPostForm({ view }: { view: EditPostView }) {
  const submitting = useNavigation().state === 'submitting'
  const reasonId = useId()
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.heading}>Beitrag bearbeiten</h1>
        <p className={styles.context}>
          Im Thema <a href={view.threadPath}>{view.threadTitle}</a>
        </p>
      </div>
      {view.locked !== null ? (
        <div className={styles.card}>
          <p className={styles.alert} role="alert">
            {view.message}
          </p>
          <LockedText
            name="text"
            label={view.locked}
            defaultValue={view.values.text}
            maxLength={POST_TEXT_MAX_LENGTH}
          />
          <div className={styles.actions}>
            <a href={view.postPath} className={buttonClass('link')}>
              Zurück zum Beitrag
            </a>
          </div>
        </div>
      ) : (
        <Form method="post" action={editPostPath(view.postId)} className={styles.card} noValidate>
          <input type="hidden" name={CSRF_FIELD} value={view.csrf} />
          <input type="hidden" name="postId" value={view.postId} />
          {view.message && (
            <p className={styles.alert} role="alert">
              {view.message}
            </p>
          )}
          <Intro view={view} />
          <PostEditor
            name="text"
            label="Text"
            defaultValue={view.values.text}
            maxLength={POST_TEXT_MAX_LENGTH}
            error={view.errors.text}
            hint={MARKUP_HINT}
            rows={12}
            referrer={view.threadPath}
            preview={view.preview}
          />
          <div className={styles.field}>
            <label htmlFor={reasonId} className={styles.label}>
              Grund der Änderung (optional)
            </label>
            <input
              id={reasonId}
              name="reason"
              className={styles.input}
              defaultValue={view.values.reason}
              maxLength={EDIT_REASON_MAX_LENGTH}
              aria-invalid={view.errors.reason ? true : undefined}
              aria-describedby={`${reasonId}-hint${view.errors.reason ? ` ${reasonId}-error` : ''}`}
            />
            <p id={`${reasonId}-hint`} className={styles.hint}>
              Zum Beispiel „Tippfehler“. Nur die Moderation sieht ihn bei den Versionen.
            </p>
            {view.errors.reason && (
              <p id={`${reasonId}-error`} className={styles.error}>
                {view.errors.reason}
              </p>
            )}
          </div>
          <div className={styles.actions}>
            <Button disabled={submitting}>Speichern</Button>
            <PreviewButton />
            <a href={view.postPath} className={buttonClass('link')}>
              Abbrechen
            </a>
          </div>
        </Form>
      )}
    </div>
  )
}
