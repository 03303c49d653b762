import { useId } from 'react'
import { Form, useNavigation } from 'react-router'
import { EDIT_REASON_MAX_LENGTH, THREAD_TITLE_MAX_LENGTH } from '#domain/limits.ts'
import { editThreadPath } from '#domain/routes.ts'
import type { Breadcrumb, PostVersionItem } from '#graphql/operations/types.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx'
import { Button, buttonClass } from '../../ui/Button.tsx'
import styles from './Editing.module.css'
import { Versions } from './Versions.tsx'

// The title form of /forum/aktion/EditThread.html (decision 026): for the board's Forenpaten and
// moderators; the starter cannot change a title (spec 000 §4). Also pin and loosen the topic.

export interface EditThreadView {
  threadId: number
  title: string
  path: string
  isSticky: boolean
  canPin: boolean
  breadcrumbs: Breadcrumb[]
  values: { title: string; reason: string }
  errors: Partial<Record<'title' | 'reason', string>>
  message: string
  /** The title's versions, for the moderation (null for Forenpaten). */
  versions: PostVersionItem[] | null
  csrf: string
}

export function EditThreadForm({ view }: { view: EditThreadView }) {
  const submitting = useNavigation().state === 'submitting'
  const titleId = useId()
  const reasonId = useId()
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[...view.breadcrumbs, { name: view.title, path: view.path }]} />
      <div>
        <h1 className={styles.heading}>Titel bearbeiten</h1>
        <p className={styles.context}>
          Thema <a href={view.path}>{view.title}</a>
        </p>
      </div>
      <Form method="post" action={editThreadPath(view.threadId)} className={styles.card} noValidate>
        <input type="hidden" name={CSRF_FIELD} value={view.csrf} />
        <input type="hidden" name="intent" value="title" />
        {view.message && (
          <p className={styles.alert} role="alert">
            {view.message}
          </p>
        )}
        <p className={styles.hint}>
          Der alte Titel bleibt als Version erhalten; die bisherige Adresse des Themas leitet auf die neue
          weiter.
        </p>
        <div className={styles.field}>
          <label htmlFor={titleId} className={styles.label}>
            Titel
          </label>
          <input
            id={titleId}
            name="title"
            className={styles.input}
            defaultValue={view.values.title}
            maxLength={THREAD_TITLE_MAX_LENGTH}
            required
            aria-invalid={view.errors.title ? true : undefined}
            aria-describedby={view.errors.title ? `${titleId}-error` : undefined}
          />
          {view.errors.title && (
            <p id={`${titleId}-error`} className={styles.error}>
              {view.errors.title}
            </p>
          )}
        </div>
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
            aria-describedby={view.errors.reason ? `${reasonId}-error` : undefined}
          />
          {view.errors.reason && (
            <p id={`${reasonId}-error`} className={styles.error}>
              {view.errors.reason}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <Button disabled={submitting}>Titel speichern</Button>
          <a href={view.path} className={buttonClass('link')}>
            Abbrechen
          </a>
        </div>
      </Form>
      {view.canPin && (
        <Form method="post" action={editThreadPath(view.threadId)} className={styles.card}>
          <input type="hidden" name={CSRF_FIELD} value={view.csrf} />
          <input type="hidden" name="intent" value={view.isSticky ? 'unpin' : 'pin'} />
          <p className={styles.hint}>
            {view.isSticky
              ? 'Dieses Thema ist oben im Forum angeheftet.'
              : 'Angeheftete Themen stehen oben in der Themenliste des Forums.'}
          </p>
          <div className={styles.actions}>
            <Button variant="ghost" size="small">
              {view.isSticky ? 'Lösen' : 'Anheften'}
            </Button>
          </div>
        </Form>
      )}
      {view.versions && view.versions.length > 1 && (
        <section aria-labelledby="title-versions">
          <h2 id="title-versions">Frühere Titel</h2>
          <Versions versions={view.versions} kind="title" referrer={view.path} headingLevel={3} />
        </section>
      )}
    </div>
  )
}
