import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { REQUIRED } from '#domain/form-texts.ts'
import { QUICK_REPLY_MAX_LENGTH } from '#domain/limits.ts'
import { decodeQuickpost, encodeQuickpost, QUICKPOST_COOKIE, quickpostCookie } from '#domain/quickpost.ts'
import { replyPath } from '#domain/reply.ts'
import { Button } from '../../ui/Button.tsx'
import styles from './ThreadPage.module.css'

export const QUICK_REPLY_ID = 'antworten'

function readQuickpost(threadId: number): string | null {
  const raw = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${QUICKPOST_COOKIE}=`))
    ?.slice(QUICKPOST_COOKIE.length + 1)
  const post = decodeQuickpost(raw)
  return post && post.threadId === threadId ? post.text : null
}

interface QuickReplyProps {
  threadId: number
  threadPath: string
  isMember: boolean
  csrf: string
  /** Made by the loader for members, so that the server's HTML carries it (no JavaScript needed). */
  submissionKey: string
  text: string
  onTextChange: (text: string) => void
}

/**
 * 'Deine Antwort' (spec 001 §2, §4, §7): posts the spec's fields to the QuickPost action;
 * visitors go through login first, and the quickpost cookie carries their text across.
 * Members may take the text into the full editor ('Erweiterter Editor', decisions 024–027).
 */
export function QuickReply({
  threadId,
  threadPath,
  isMember,
  csrf,
  submissionKey,
  text,
  onTextChange,
}: QuickReplyProps) {
  const id = useId()
  const area = useRef<HTMLTextAreaElement>(null)
  const [error, setError] = useState<string | null>(null)
  // a text kept through login, or from before a failed send, comes back
  useEffect(() => {
    const kept = readQuickpost(threadId)
    if (kept && area.current && area.current.value === '') onTextChange(kept)
  }, [threadId, onTextChange])

  const action = `/forum/aktion/QuickPost.html?threadId=${threadId}`
  const formAction = isMember
    ? action
    : `/login.html?redirectAfterProcess=${encodeURIComponent(`${action}&saveFromCookie=true`)}&redirectAfterCancel=${encodeURIComponent(threadPath)}`

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // 'Erweiterter Editor' takes the text along as it is, empty too; nothing is sent yet
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    if (submitter instanceof HTMLButtonElement && submitter.value === 'open') return
    if (text.trim() === '') {
      event.preventDefault()
      setError(REQUIRED)
      area.current?.focus()
      return
    }
    const value = encodeQuickpost({ threadId, text })
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
    if (value) document.cookie = quickpostCookie(value, window.location.protocol === 'https:')
  }

  return (
    <section id={QUICK_REPLY_ID} className={styles.reply} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Deine Antwort</h2>
      <form method="post" action={formAction} onSubmit={submit} noValidate>
        <input type="hidden" name="var" value="quickpost" />
        <input type="hidden" name="imageGalleryId" value="" />
        <input type="hidden" name="saveFromCookie" value="false" />
        <input type="hidden" name="threadId" value={threadId} />
        <input type="hidden" name="postContainsText" value={text.trim() === '' ? 'false' : 'true'} />
        <input type="hidden" name="realAction" value="QuickPost" />
        <input type="hidden" name="submissionKey" value={submissionKey} />
        {csrf && <input type="hidden" name="csrf" value={csrf} />}
        <label htmlFor={`${id}-text`} className="visually-hidden">
          Deine Antwort
        </label>
        <textarea
          ref={area}
          id={`${id}-text`}
          name="postContent"
          className={styles.replyText}
          rows={6}
          required
          maxLength={QUICK_REPLY_MAX_LENGTH}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          placeholder={
            isMember
              ? 'Schreib Deine Antwort …'
              : 'Schreib Deine Antwort – zum Absenden meldest Du Dich kurz an.'
          }
          onChange={(event) => {
            onTextChange(event.target.value)
            if (error && event.target.value.trim() !== '') setError(null)
          }}
        />
        <div className={styles.replyFooter}>
          <span
            id={`${id}-hint`}
            className={error ? styles.error : styles.hint}
            role={error ? 'alert' : undefined}
          >
            {error ?? `${text.length}/${QUICK_REPLY_MAX_LENGTH} Zeichen`}
          </span>
          <span className={styles.replyActions}>
            {isMember && (
              // decisions 024–027: the text (quotes included) into the full editor; saves nothing
              <Button variant="secondary" formAction={replyPath(threadId)} name="intent" value="open">
                Erweiterter Editor
              </Button>
            )}
            <Button>Antworten</Button>
          </span>
        </div>
      </form>
    </section>
  )
}

/**
 * The quick reply as an island of a visitor's thread page (decision 044): it keeps its own text,
 * as nothing on a page without the app quotes into it (the quote links lead to the reply page).
 */
export function StandaloneQuickReply(props: Omit<QuickReplyProps, 'text' | 'onTextChange'>) {
  const [text, setText] = useState('')
  // 'Neue Antwort' and the other links to the box put the cursor into it (a phone opens its keyboard)
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(`a[href="#${QUICK_REPLY_ID}"]`)) return
      const box = document.querySelector<HTMLTextAreaElement>(`#${QUICK_REPLY_ID} textarea`)
      if (!box) return
      // as the app's link does: the fragment's scroll would take the focus away again
      event.preventDefault()
      box.scrollIntoView({ block: 'center' })
      box.focus({ preventScroll: true })
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
  return <QuickReply {...props} text={text} onTextChange={setText} />
}
