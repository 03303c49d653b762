import { useRef, useState } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { POST_TEXT_MAX_LENGTH } from '#domain/limits.ts'
import { replyDraftContext, replyPath } from '#domain/reply.ts'
import type { ReplyFormResult } from '#graphql/operations/types.ts'
import { Button, buttonClass } from '../../ui/Button.tsx'
import { AttachmentField } from '../attachments/AttachmentField.tsx'
import type { UploadError, UploadItem } from '../attachments/uploads.ts'
import { DraftBanner, useDraftAutosave } from '../editor/drafts.tsx'
import { MARKUP_HINT, PostEditor, PreviewButton } from '../editor/PostEditor.tsx'
import styles from './ReplyForm.module.css'

// The full reply (decisions 024–027): the editor with up to 20,000 characters, the quote 'Antworten'
// brought, the draft saved every 10 seconds (spec 000 §4) and offered again on return.

export interface ReplyView {
  thread: Pick<NonNullable<ReplyFormResult['threads']['byId']>, 'id' | 'title' | 'path' | 'breadcrumbs'>
  text: string
  /** The text's own problem (empty, too long): 400. */
  textError: string | null
  /** Why the reply was not saved otherwise (form expired, thread closed, posting restriction, too many replies). */
  formError: string | null
  /** A quote was asked for a post the viewer may not quote: the editor starts without it. */
  quoteRefused: boolean
  draft: { updatedAt: string } | null
  csrf: string
  submissionKey: string
  /** The server shows the preview ('Vorschau' without JavaScript). */
  preview: boolean
  /** decisions 024–027: the member's uploads the form carries, and files the server refused. */
  uploads: UploadItem[]
  uploadErrors: UploadError[]
  attachmentsError: string | null
}

export function ReplyForm({ view, now }: { view: ReplyView; now: string }) {
  const form = useRef<HTMLFormElement>(null)
  const submitting = useNavigation().state === 'submitting'
  const [uploading, setUploading] = useState(false)
  // the uploaded pictures, for the editor's preview
  const [pictures, setPictures] = useState<readonly UploadItem[]>(view.uploads)
  const { thread } = view
  const context = replyDraftContext(thread.id)
  const status = useDraftAutosave(form, { csrf: view.csrf, context })
  return (
    <Form
      method="post"
      action={replyPath(thread.id)}
      className={styles.form}
      ref={form}
      noValidate
      // without JavaScript the chosen files go with the form
      encType="multipart/form-data"
    >
      {view.draft && (
        <DraftBanner
          draft={view.draft}
          context={context}
          csrf={view.csrf}
          restorePath={`${replyPath(thread.id)}&entwurf=1`}
          now={now}
        />
      )}
      {view.formError && (
        <p className={styles.alert} role="alert">
          {view.formError}
        </p>
      )}
      {view.quoteRefused && (
        <p className={styles.notice}>
          Dieser Beitrag lässt sich nicht zitieren. Du kannst trotzdem antworten.
        </p>
      )}
      <input type="hidden" name="csrf" value={view.csrf} />
      <input type="hidden" name="submissionKey" value={view.submissionKey} />
      <PostEditor
        // a new answer of the server (restored draft, refused reply) starts the editor afresh
        key={view.submissionKey}
        name="text"
        label="Deine Antwort"
        defaultValue={view.text}
        maxLength={POST_TEXT_MAX_LENGTH}
        error={view.textError ?? undefined}
        hint={MARKUP_HINT}
        placeholder="Schreib Deine Antwort …"
        referrer={thread.path}
        preview={view.preview}
        previewPictures={pictures}
        attachments={
          <AttachmentField
            csrf={view.csrf}
            uploads={view.uploads}
            errors={view.uploadErrors}
            error={view.attachmentsError ?? undefined}
            onBusyChange={setUploading}
            onPicturesChange={setPictures}
          />
        }
      />
      <div className={styles.actions}>
        <Button disabled={submitting || uploading}>Antworten</Button>
        <PreviewButton />
        {uploading && <span className={styles.hint}>Warte, bis alle Dateien hochgeladen sind.</span>}
        <Link to={thread.path} className={buttonClass('link')}>
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
