import { useRef, useState } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { POST_TEXT_MAX_LENGTH, THREAD_TITLE_MAX_LENGTH } from '#domain/limits.ts'
import type { StartThreadFormResult } from '#graphql/operations/types.ts'
import { Button, buttonClass } from '../../ui/Button.tsx'
import { AttachmentField } from '../attachments/AttachmentField.tsx'
import type { UploadError, UploadItem } from '../attachments/uploads.ts'
import { DraftBanner, useDraftAutosave } from '../editor/drafts.tsx'
import { MARKUP_HINT, PostEditor, PreviewButton } from '../editor/PostEditor.tsx'
import styles from './StartThreadForm.module.css'
import { VehiclePicker, type VehicleValue } from './VehiclePicker.tsx'

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
  /** decisions 024–027: the member's uploads the form carries, and files the server refused. */
  uploads: UploadItem[]
  uploadErrors: UploadError[]
  /** The server shows the preview ('Vorschau' without JavaScript). */
  preview: boolean
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
  // the uploaded pictures, for the editor's preview
  const [pictures, setPictures] = useState<readonly UploadItem[]>(view.uploads)
  const [titleLength, setTitleLength] = useState(view.values.title.length)
  const status = useDraftAutosave(form, {
    csrf: view.csrf,
    context: 'new-thread',
    dataFields: ['boardId', 'manufacturerId', 'seriesId', 'modelId'],
  })
  const { values, errors } = view
  return (
    <Form
      method="post"
      action={view.action}
      className={styles.form}
      ref={form}
      noValidate
      // decisions 024–027: without JavaScript the chosen files go with the form
      encType="multipart/form-data"
    >
      {view.draft && (
        <DraftBanner
          draft={view.draft}
          context="new-thread"
          csrf={view.csrf}
          restorePath={restorePath}
          now={now}
        />
      )}
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
          maxLength={THREAD_TITLE_MAX_LENGTH}
          required
          aria-invalid={errors.title ? true : undefined}
          aria-describedby="title-hint"
          onChange={(event) => setTitleLength(event.target.value.length)}
          placeholder="Worum geht es? z. B. „Golf 7 2.0 TDI ruckelt beim Kaltstart“"
        />
        <span id="title-hint" className={errors.title ? styles.error : styles.hint}>
          {errors.title ??
            `${titleLength}/${THREAD_TITLE_MAX_LENGTH} Zeichen. Der Titel kann später nicht mehr geändert werden.`}
        </span>
      </label>
      <PostEditor
        // a new answer of the server (restored draft, refused thread) starts the editor afresh
        key={view.submissionKey}
        name="text"
        label="Deine Frage"
        defaultValue={values.text}
        maxLength={POST_TEXT_MAX_LENGTH}
        error={errors.text}
        hint={MARKUP_HINT}
        placeholder="Beschreibe Dein Anliegen: Modell, Baujahr, Motor, Kilometerstand und was Du schon geprüft hast."
        rows={10}
        referrer={view.board.path}
        preview={view.preview}
        previewPictures={pictures}
      />
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
        onPicturesChange={setPictures}
      />
      <div className={styles.actions}>
        <Button disabled={submitting || uploading}>Thema erstellen</Button>
        <PreviewButton />
        {uploading && <span className={styles.hint}>Warte, bis alle Dateien hochgeladen sind.</span>}
        <Link to={view.board.path} className={buttonClass('link')}>
          Abbrechen
        </Link>
        {status && (
          <span className={styles.hint} aria-live="polite">
            {status}
          </span>
        )}
      </div>
    </Form>
  )
}
