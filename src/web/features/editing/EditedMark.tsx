import { editedMark } from '#domain/revisions.ts'
import styles from './Editing.module.css'

/**
 * decision 026: the visible mark under an edited post, 'bearbeitet am 23.11.2026, 14:05 Uhr' (Berlin
 * time), with ' von der Moderation' when someone other than the author made the last edit.
 */
export function EditedMark({ editedAt, byModeration }: { editedAt: string; byModeration: boolean }) {
  return (
    <p className={styles.edited}>
      <time dateTime={editedAt}>{editedMark(new Date(editedAt), byModeration)}</time>
    </p>
  )
}
