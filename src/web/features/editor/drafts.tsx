import { type RefObject, useEffect, useRef } from 'react'
import { Form, Link, useFetcher } from 'react-router'
import { formatDateLabel } from '#domain/time.ts'
import { Button, buttonClass } from '../../ui/Button.tsx'
import styles from './Drafts.module.css'

// Drafts (spec 000 §4, §9): a form saves itself every 10 seconds while it changes, and on return
// the member restores or discards the saved draft. Shared by the new-thread form and the full
// reply (decision 024); the server keeps one draft per form context ('new-thread', 'reply:<id>').

/** spec 000 §4, §9: drafts are saved every 10 seconds. */
const DRAFT_INTERVAL_MS = 10_000
export const DRAFT_ACTION = '/forum/aktion/Draft.html'

/** The saved draft: offered for restore or discard on return (spec 000 §4). */
export function DraftBanner({
  draft,
  context,
  csrf,
  restorePath,
  now,
}: {
  draft: { updatedAt: string }
  /** The form's draft context, e.g. 'new-thread' or 'reply:123'. */
  context: string
  csrf: string
  /** The form's address that restores the draft (…&entwurf=1). */
  restorePath: string
  now: string
}) {
  return (
    <div className={styles.draft} role="status">
      <span>{`Du hast einen Entwurf vom ${formatDateLabel(new Date(draft.updatedAt), { now: new Date(now) })}.`}</span>
      <Link to={restorePath} className={buttonClass('secondary', 'small')}>
        Wiederherstellen
      </Link>
      <Form method="post" action={DRAFT_ACTION}>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="intent" value="discard" />
        <input type="hidden" name="context" value={context} />
        <input type="hidden" name="returnTo" value={restorePath.replace(/[?&]entwurf=1/, '')} />
        <Button variant="link" size="small">
          Verwerfen
        </Button>
      </Form>
    </div>
  )
}

/** The fields a draft keeps, to see whether anything changed since the last save. */
function snapshotOf(data: FormData, dataFields: readonly string[]): string {
  return JSON.stringify(['title', 'text', ...dataFields].map((name) => data.get(name)))
}

/**
 * Saves the form's `title` and `text` (and the named extra fields as the draft's data) every 10
 * seconds while they change; returns the status line to show ('Entwurf gespeichert', or why not).
 */
export function useDraftAutosave(
  form: RefObject<HTMLFormElement | null>,
  { csrf, context, dataFields = [] }: { csrf: string; context: string; dataFields?: readonly string[] },
): string | null {
  const fetcher = useFetcher()
  const lastSaved = useRef<string | null>(null)
  const fields = dataFields.join(',')
  useEffect(() => {
    const element = form.current
    if (!element) return
    const names = fields === '' ? [] : fields.split(',')
    lastSaved.current = snapshotOf(new FormData(element), names)
    const timer = setInterval(() => {
      const data = new FormData(element)
      const snapshot = snapshotOf(data, names)
      const title = String(data.get('title') ?? '').trim()
      const text = String(data.get('text') ?? '').trim()
      if (snapshot === lastSaved.current || (title === '' && text === '')) return
      lastSaved.current = snapshot
      fetcher.submit(
        {
          intent: 'save',
          context,
          csrf,
          title,
          text,
          data: JSON.stringify(Object.fromEntries(names.map((name) => [name, data.get(name)]))),
        },
        { method: 'post', action: DRAFT_ACTION },
      )
    }, DRAFT_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [form, csrf, context, fields, fetcher.submit])
  if (fetcher.state !== 'idle') return 'Entwurf wird gespeichert …'
  // docs/security.md: a refused save says why (e.g. the text is too long) instead of "gespeichert"
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
