import { Form } from 'react-router'
import { editThreadPath } from '#domain/routes.ts'
import type { ThreadPageThread } from '#graphql/operations/types.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import { Button, buttonClass } from '../../ui/Button.tsx'
import { useThreadModeration } from '../thread/ModerationControls.tsx'
import styles from './Editing.module.css'

/**
 * In the thread's header (spec 000 §6 "edits titles and sorts topics"): 'Titel
 * bearbeiten' and 'Anheften'/'Lösen' for the board's Forenpaten and moderators, as the server
 * says (self.canEditTitle, self.canPin). For moderators with the moderation UI they follow the
 * mode like the other controls; Forenpaten have no modes and always see them.
 */
export function ThreadCuration({
  thread,
  csrf,
}: {
  thread: Pick<ThreadPageThread, 'id' | 'isSticky' | 'self'>
  csrf: string
}) {
  const moderation = useThreadModeration()
  const { canEditTitle, canPin } = thread.self
  if (!canEditTitle && !canPin) return null
  const modeBound = (moderation?.controls ?? false) && (moderation?.moderates ?? false)
  return (
    <div
      className={styles.curation}
      role="group"
      aria-label="Thema verwalten"
      {...(modeBound ? { 'data-moderation': 'edit' } : {})}
    >
      {canEditTitle && (
        <a href={editThreadPath(thread.id)} className={buttonClass('ghost', 'small')}>
          Titel bearbeiten
        </a>
      )}
      {canPin && (
        <Form method="post" action={editThreadPath(thread.id)}>
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <input type="hidden" name="intent" value={thread.isSticky ? 'unpin' : 'pin'} />
          <Button variant="ghost" size="small">
            {thread.isSticky ? 'Lösen' : 'Anheften'}
          </Button>
        </Form>
      )}
    </div>
  )
}
