import { type ChangeEvent, type DragEvent, useEffect, useId, useRef, useState } from 'react'
import {
  ACCEPT_ATTRIBUTE,
  attachmentName,
  formatFileSize,
  formatList,
  formatOfExtension,
  maxBytesFor,
  tooLargeMessage,
  unknownFormatMessage,
} from '#domain/attachments.ts'
import { UPLOAD_MAX_BYTES, UPLOADS_PER_POST_MAX } from '#domain/limits.ts'
import { FileIcon } from '../../ui/FileIcon.tsx'
import styles from './AttachmentField.module.css'
import {
  FILES_FIELD,
  REMOVE_UPLOAD_FIELD,
  UPLOAD_ACTION,
  UPLOAD_ID_FIELD,
  type UploadAnswer,
  type UploadError,
  type UploadItem,
} from './uploads.ts'

// Attachments of a post (decisions 024–027; spec 000 §5 formats, spec 001 §2 display). With JavaScript
// each chosen or dropped file is uploaded at once (XMLHttpRequest to Upload.html, for its upload
// progress) and the form carries hidden uploadId fields; without, the file input is part
// of the form (multipart) and the action stores the files first. Either way a form that comes back
// with a mistake still lists the files.

interface Pending {
  key: string
  name: string
  /** share sent, 0 to 100; null until the browser says */
  percent: number | null
}

const mb = (bytes: number) => formatFileSize(bytes)

/** What the status line says to screen readers (politely) after each step. */
function uploadedText(count: number): string {
  return count === 1 ? '1 Datei hochgeladen.' : `${count} Dateien hochgeladen.`
}

/** Posts to Upload.html; `onProgress` hears the share of the body sent (0 to 100). */
function send(
  body: FormData,
  onProgress?: (percent: number) => void,
): Promise<{ status: number; answer: UploadAnswer | null }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest()
    request.open('POST', UPLOAD_ACTION)
    request.setRequestHeader('Accept', 'application/json')
    request.withCredentials = true
    if (onProgress)
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
      })
    request.addEventListener('load', () => {
      let answer: unknown = null
      try {
        answer = JSON.parse(request.responseText)
      } catch {
        answer = null
      }
      const valid = typeof answer === 'object' && answer !== null && 'uploads' in answer && 'errors' in answer
      resolve({ status: request.status, answer: valid ? (answer as UploadAnswer) : null })
    })
    request.addEventListener('error', () => resolve({ status: 0, answer: null }))
    request.addEventListener('timeout', () => resolve({ status: 408, answer: null }))
    request.send(body)
  })
}

/** The German message for an upload the server did not answer in JSON (413 page, 408, network). */
function failureText(name: string, status: number): string {
  if (status === 413) return `„${name}“ ist zu groß.`
  if (status === 408)
    return `„${name}“: Die Übertragung hat zu lange gedauert. Bitte versuche es noch einmal.`
  if (status === 0) return `„${name}“ konnte nicht übertragen werden. Bitte prüfe Deine Verbindung.`
  return `„${name}“ konnte nicht hochgeladen werden. Bitte versuche es noch einmal.`
}

export function AttachmentField({
  csrf,
  uploads,
  errors = [],
  error,
  onBusyChange,
  onPicturesChange,
}: {
  csrf: string
  /** Uploads the form already carries (shown again after a mistake). */
  uploads: readonly UploadItem[]
  /** Files the server refused, each with its message. */
  errors?: readonly UploadError[]
  /** A message about the attachments as a whole (e.g. too many). */
  error?: string | undefined
  /** Tells the form while files are still being uploaded (it waits before sending). */
  onBusyChange?: (busy: boolean) => void
  /** Tells the editor which pictures the post will show, for its preview. */
  onPicturesChange?: (pictures: readonly UploadItem[]) => void
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [items, setItems] = useState<readonly UploadItem[]>(uploads)
  const [pending, setPending] = useState<readonly Pending[]>([])
  const [messages, setMessages] = useState<readonly UploadError[]>(errors)
  const [status, setStatus] = useState('')
  const [dragging, setDragging] = useState(false)
  // before hydration the input is a plain form field (no JavaScript: the files go with the form)
  const [enhanced, setEnhanced] = useState(false)
  useEffect(() => setEnhanced(true), [])
  useEffect(() => setItems(uploads), [uploads])
  useEffect(() => setMessages(errors), [errors])
  useEffect(() => onBusyChange?.(pending.length > 0), [pending.length, onBusyChange])
  useEffect(() => onPicturesChange?.(items.filter((item) => item.thumbnailUrl)), [items, onPicturesChange])

  // uploads run side by side and answer in any order; the list keeps the order they were chosen
  // in (the server's earlier uploads first), as the post will show them
  const chosenOrder = useRef(new Map<number, number>())
  const nextOrder = useRef(0)
  const byChoice = (a: UploadItem, b: UploadItem) =>
    (chosenOrder.current.get(a.id) ?? -1) - (chosenOrder.current.get(b.id) ?? -1)

  async function uploadOne(file: File, key: string, order: number): Promise<void> {
    const body = new FormData()
    body.append('csrf', csrf)
    body.append(FILES_FIELD, file)
    const { status: code, answer } = await send(body, (percent) =>
      setPending((current) => current.map((entry) => (entry.key === key ? { ...entry, percent } : entry))),
    )
    setPending((current) => current.filter((entry) => entry.key !== key))
    if (answer) {
      for (const upload of answer.uploads) chosenOrder.current.set(upload.id, order)
      setItems((current) => [...current, ...answer.uploads].sort(byChoice))
      setMessages((current) => [...current, ...answer.errors])
      setStatus(
        answer.uploads.length > 0
          ? `„${file.name}“ hochgeladen.`
          : (answer.errors[0]?.message ?? failureText(file.name, code)),
      )
    } else {
      const message = failureText(file.name, code)
      setMessages((current) => [...current, { fileName: file.name, message }])
      setStatus(message)
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])]
    event.target.value = '' // the same file can be chosen again after 'Entfernen'
    add(files)
  }

  function drop(event: DragEvent<HTMLFieldSetElement>) {
    if (!enhanced || !event.dataTransfer.types.includes('Files')) return
    event.preventDefault()
    setDragging(false)
    add([...event.dataTransfer.files])
  }

  function dragOver(event: DragEvent<HTMLFieldSetElement>) {
    if (!enhanced || !event.dataTransfer.types.includes('Files')) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    setDragging(true)
  }

  function add(files: readonly File[]) {
    const refused: UploadError[] = []
    const accepted: File[] = []
    let room = UPLOADS_PER_POST_MAX - items.length - pending.length
    for (const file of files) {
      const { extension } = attachmentName(file.name)
      const format = formatOfExtension(extension)
      // the server checks all of this again (and the content); this spares a useless upload
      if (!format) refused.push({ fileName: file.name, message: unknownFormatMessage(file.name) })
      else if (file.size > maxBytesFor(format))
        refused.push({ fileName: file.name, message: tooLargeMessage(file.name, format) })
      else if (room <= 0)
        refused.push({
          fileName: file.name,
          message: `„${file.name}“: Ein Beitrag kann höchstens ${UPLOADS_PER_POST_MAX} Dateien haben.`,
        })
      else {
        accepted.push(file)
        room -= 1
      }
    }
    setMessages(refused)
    const started = accepted.map((file) => ({
      file,
      key: `${Date.now()}-${Math.random()}`,
      order: nextOrder.current++,
    }))
    setPending((current) => [
      ...current,
      ...started.map(({ file, key }) => ({ key, name: file.name, percent: null })),
    ])
    setStatus(
      started.length > 0
        ? `${started.length === 1 ? `„${started[0]?.file.name}“ wird` : `${started.length} Dateien werden`} hochgeladen …`
        : (refused[0]?.message ?? ''),
    )
    void Promise.all(started.map(({ file, key, order }) => uploadOne(file, key, order))).then(() => {
      if (started.length > 1) setStatus(uploadedText(started.length))
    })
  }

  function remove(item: UploadItem) {
    setItems((current) => current.filter((entry) => entry.id !== item.id))
    setStatus(`„${item.title}.${item.extension}“ entfernt.`)
    const body = new FormData()
    body.append('csrf', csrf)
    body.append('intent', 'remove')
    body.append(UPLOAD_ID_FIELD, String(item.id))
    void send(body)
    input.current?.focus()
  }

  const hintId = `${id}-hint`
  const errorId = `${id}-errors`
  const hasErrors = messages.length > 0 || Boolean(error)
  return (
    <fieldset
      className={`${styles.field}${dragging ? ` ${styles.dragging}` : ''}`}
      onDragOver={dragOver}
      onDragLeave={(event) => {
        // leaving for one of its own children is not leaving
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
      }}
      onDrop={drop}
    >
      <legend className={styles.legend}>Dateien anhängen</legend>
      <p id={hintId} className={styles.hint}>
        {`Erlaubt sind ${formatList()}. Höchstens ${UPLOADS_PER_POST_MAX} Dateien; Bilder und Dokumente bis ${mb(UPLOAD_MAX_BYTES.picture)}, Tondateien bis ${mb(UPLOAD_MAX_BYTES.audio)}, Videos bis ${mb(UPLOAD_MAX_BYTES.video)}. Fotos (jpg, png, gif, tif) erscheinen in der Bildergalerie des Beitrags.`}
      </p>
      <div className={enhanced ? `${styles.picker} ${styles.enhanced}` : styles.picker}>
        <label htmlFor={`${id}-input`} className={styles.chooseLabel}>
          Dateien auswählen
        </label>
        {enhanced && (
          <span className={styles.dropHint} aria-hidden="true">
            oder hierher ziehen
          </span>
        )}
        <input
          ref={input}
          id={`${id}-input`}
          className={styles.input}
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          // without JavaScript the files go with the form; with it they are uploaded at once
          name={enhanced ? undefined : FILES_FIELD}
          onChange={enhanced ? choose : undefined}
          aria-describedby={hasErrors ? `${hintId} ${errorId}` : hintId}
          aria-invalid={hasErrors ? true : undefined}
        />
      </div>
      {(items.length > 0 || pending.length > 0) && (
        <ul className={styles.list} aria-label="Angehängte Dateien">
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              {item.thumbnailUrl ? (
                <img className={styles.thumbnail} src={item.thumbnailUrl} alt="" width={48} height={48} />
              ) : (
                <FileIcon kind={item.kind} />
              )}
              <span className={styles.name}>
                <span className={styles.title}>{item.title}</span>
                {item.extension && <span className={styles.extension}>{item.extension}</span>}
              </span>
              <span className={styles.size}>{formatFileSize(item.byteSize)}</span>
              {item.isPicture && <span className={styles.badge}>Galerie</span>}
              <input type="hidden" name={UPLOAD_ID_FIELD} value={item.id} />
              <button
                type="submit"
                name={REMOVE_UPLOAD_FIELD}
                value={item.id}
                formNoValidate
                className={styles.remove}
                onClick={
                  enhanced
                    ? (event) => {
                        event.preventDefault()
                        remove(item)
                      }
                    : undefined
                }
              >
                Entfernen
                <span className="visually-hidden">{`: ${item.title}.${item.extension}`}</span>
              </button>
            </li>
          ))}
          {pending.map((entry) => (
            <li key={entry.key} className={`${styles.item} ${styles.pending}`}>
              <span className={styles.spinner} aria-hidden="true" />
              <span className={styles.name}>
                <span className={styles.title}>{entry.name}</span>
              </span>
              <progress
                className={styles.progress}
                max={100}
                value={entry.percent ?? undefined}
                aria-label={`${entry.name} wird hochgeladen`}
              />
              <span className={styles.size}>
                {entry.percent === null
                  ? 'wird hochgeladen …'
                  : entry.percent >= 100
                    ? 'wird verarbeitet …'
                    : `${entry.percent} % hochgeladen`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {hasErrors && (
        <ul id={errorId} className={styles.errors}>
          {error && <li>{error}</li>}
          {[...new Set(messages.map((message) => message.message))].map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" aria-live="polite" role="status">
        {status}
      </p>
    </fieldset>
  )
}
