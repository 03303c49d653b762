import { type RefObject, useEffect, useRef, useState } from 'react'
import { Form, Link, useFetcher, useNavigation } from 'react-router'
import { formatDateLabel } from '#domain/time.ts'
import type { StartThreadFormResult } from '#graphql/operations/types.ts'
import { AttachmentField } from '../attachments/AttachmentField.tsx'
import type { UploadError, UploadItem } from '../attachments/uploads.ts'
import styles from './StartThreadForm.module.css'
import { VehiclePicker, type VehicleValue } from './VehiclePicker.tsx'

/** spec 000 §4, §9: drafts are saved every 10 seconds. */
const DRAFT_INTERVAL_MS = 10_000
export const DRAFT_ACTION = '/forum/aktion/Draft.html'

export interface StartThreadValues extends VehicleValue {
  boardId: number
  title: string
  text: string
}

export type StartThreadErrors = Partial<
  Record<'boardId' | 'title' | 'text' | 'vehicle' | 'attachments' | 'form', string>
>

export interface StartThreadView {
  board: NonNullable<StartThreadFormResult['boards']['byId']>
  boards: StartThreadFormResult['boards']['selectable']
  chooseBoard: boolean
  manufacturers: StartThreadFormResult['vehicles']['manufacturers']
  draft: { updatedAt: string } | null
  values: StartThreadValues
  errors: StartThreadErrors
  csrf: string
  submissionKey: string
  action: string
  /** issue 14: the member's uploads the form carries, and files the server refused. */
  uploads: UploadItem[]
  uploadErrors: UploadError[]
}

/** The saved draft: offered for restore or discard on return (spec 000 §4). */
function DraftBanner({
  draft,
  csrf,
  restorePath,
  now,
}: {
  draft: { updatedAt: string }
  csrf: string
  restorePath: string
  now: string
}) {
  return (
    <div className={styles.draft} role="status">
      <span>{`Du hast einen Entwurf vom ${formatDateLabel(new Date(draft.updatedAt), { now: new Date(now) })}.`}</span>
      <Link to={restorePath} className={styles.draftButton}>
        Wiederherstellen
      </Link>
      <Form method="post" action={DRAFT_ACTION}>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="intent" value="discard" />
        <input type="hidden" name="context" value="new-thread" />
        <input type="hidden" name="returnTo" value={restorePath.replace(/[?&]entwurf=1/, '')} />
        <button type="submit" className={styles.draftDiscard}>
          Verwerfen
        </button>
      </Form>
    </div>
  )
}

/** The fields a draft keeps, to see whether anything changed since the last save. */
function snapshotOf(data: FormData): string {
  return JSON.stringify(
    ['boardId', 'title', 'text', 'manufacturerId', 'seriesId', 'modelId'].map((name) => data.get(name)),
  )
}

/** Saves the form every 10 seconds while it changes. */
function useDraftAutosave(form: RefObject<HTMLFormElement | null>, csrf: string) {
  const fetcher = useFetcher()
  const lastSaved = useRef<string | null>(null)
  useEffect(() => {
    const element = form.current
    if (!element) return
    lastSaved.current = snapshotOf(new FormData(element))
    const timer = setInterval(() => {
      const data = new FormData(element)
      const snapshot = snapshotOf(data)
      const title = String(data.get('title') ?? '').trim()
      const text = String(data.get('text') ?? '').trim()
      if (snapshot === lastSaved.current || (title === '' && text === '')) return
      lastSaved.current = snapshot
      fetcher.submit(
        {
          intent: 'save',
          context: 'new-thread',
          csrf,
          title,
          text,
          data: JSON.stringify({
            boardId: data.get('boardId'),
            manufacturerId: data.get('manufacturerId'),
            seriesId: data.get('seriesId'),
            modelId: data.get('modelId'),
          }),
        },
        { method: 'post', action: DRAFT_ACTION },
      )
    }, DRAFT_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [form, csrf, fetcher.submit])
  if (fetcher.state !== 'idle') return 'Entwurf wird gespeichert …'
  // issue 11 §10: a refused save says why (e.g. the text is too long) instead of "gespeichert"
  const answer: unknown = fetcher.data
  if (
    typeof answer === 'object' &&
    answer !== null &&
    'message' in answer &&
    typeof answer.message === 'string'
  )
    return answer.message
  return answer ? 'Entwurf gespeichert' : null
}

export function StartThreadForm({
  view,
  now,
  restorePath,
}: {
  view: StartThreadView
  now: string
  restorePath: string
}) {
  const form = useRef<HTMLFormElement>(null)
  const submitting = useNavigation().state === 'submitting'
  const [uploading, setUploading] = useState(false)
  const [titleLength, setTitleLength] = useState(view.values.title.length)
  const status = useDraftAutosave(form, view.csrf)
  const { values, errors } = view
  return (
    <Form
      method="post"
      action={view.action}
      className={styles.form}
      ref={form}
      noValidate
      // issue 14: without JavaScript the chosen files go with the form
      encType="multipart/form-data"
    >
      {view.draft && <DraftBanner draft={view.draft} csrf={view.csrf} restorePath={restorePath} now={now} />}
      {errors.form && (
        <p className={styles.alert} role="alert">
          {errors.form}
        </p>
      )}
      <input type="hidden" name="csrf" value={view.csrf} />
      <input type="hidden" name="submissionKey" value={view.submissionKey} />
      {view.chooseBoard ? (
        <label className={styles.field}>
          <span className={styles.label}>Forum</span>
          <select name="boardId" defaultValue={values.boardId} className={styles.input}>
            {view.boards.map((board) => (
              <option key={board.id} value={board.id} disabled={!board.isOpen}>
                {`${'\u00a0\u00a0'.repeat(board.depth)}${board.name}`}
              </option>
            ))}
          </select>
          {errors.boardId && <span className={styles.error}>{errors.boardId}</span>}
        </label>
      ) : (
        <input type="hidden" name="boardId" value={values.boardId} />
      )}
      <label className={styles.field}>
        <span className={styles.label}>Titel</span>
        <input
          name="title"
          className={styles.input}
          defaultValue={values.title}
          maxLength={120}
          required
          aria-invalid={errors.title ? true : undefined}
          aria-describedby="title-hint"
          onChange={(event) => setTitleLength(event.target.value.length)}
          placeholder="Worum geht es? z. B. „Golf 7 2.0 TDI ruckelt beim Kaltstart“"
        />
        <span id="title-hint" className={errors.title ? styles.error : styles.hint}>
          {errors.title ?? `${titleLength}/120 Zeichen. Der Titel kann später nicht mehr geändert werden.`}
        </span>
      </label>
      <label className={styles.field}>
        <span className={styles.label}>Deine Frage</span>
        <textarea
          name="text"
          className={styles.textarea}
          defaultValue={values.text}
          rows={10}
          required
          aria-invalid={errors.text ? true : undefined}
          aria-describedby="text-hint"
          placeholder="Beschreibe Dein Anliegen: Modell, Baujahr, Motor, Kilometerstand und was Du schon geprüft hast."
        />
        <span id="text-hint" className={errors.text ? styles.error : styles.hint}>
          {errors.text ??
            'Formatierung: [b]fett[/b], [i]kursiv[/i], [url]Link[/url], [quote]Zitat[/quote], [list][*]Punkt[/list]'}
        </span>
      </label>
      <VehiclePicker
        manufacturers={view.manufacturers}
        initial={{
          manufacturerId: values.manufacturerId,
          seriesId: values.seriesId,
          modelId: values.modelId,
        }}
        error={errors.vehicle}
      />
      <AttachmentField
        csrf={view.csrf}
        uploads={view.uploads}
        errors={view.uploadErrors}
        error={errors.attachments}
        onBusyChange={setUploading}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={submitting || uploading}>
          Thema erstellen
        </button>
        {uploading && <span className={styles.hint}>Warte, bis alle Dateien hochgeladen sind.</span>}
        <Link to={view.board.path}>Abbrechen</Link>
        {status && (
          <span className={styles.hint} aria-live="polite">
            {status}
          </span>
        )}
      </div>
    </Form>
  )
}
