import { editPostPath, postHistoryPath } from '#domain/routes.ts'
import type { ThreadPost } from '#graphql/operations/types.ts'
import { useRootData } from '../../root.tsx'
import { buttonClass } from '../../ui/Button.tsx'
import { useThreadModeration } from '../thread/ModerationControls.tsx'
import styles from './Editing.module.css'

/**
 * In a post's footer (decision 026): 'Bearbeiten' while the server says the viewer may edit
 * (self.canEdit: the author within 120 minutes, the moderation always), 'Versionen' for the
 * moderation when the post was edited. The moderation's links on others' posts follow the
 * moderation mode like its other controls (docs/decisions/010): 'Bearbeiten' only in 'Voll',
 * 'Versionen' in 'Voll' and 'Betrachten'. Visitors' pages never carry either (canEdit is false).
 */
export function PostEditLinks({ post }: { post: ThreadPost }) {
  const moderation = useThreadModeration()
  const viewerId = useRootData().viewer?.userId ?? null
  const own = viewerId !== null && post.author?.userId === viewerId
  const modeBound = !own && (moderation?.controls ?? false)
  const history = post.self.canSeeHistory && post.editCount > 0
  if (!post.self.canEdit && !history) return null
  return (
    <span className={styles.postLinks}>
      {post.self.canEdit && (
        <a
          href={editPostPath(post.id)}
          className={buttonClass('ghost', 'small')}
          {...(modeBound ? { 'data-moderation': 'edit' } : {})}
          aria-label={`Beitrag ${post.position + 1} bearbeiten`}
        >
          Bearbeiten
        </a>
      )}
      {history && (
        <a
          href={postHistoryPath(post.id)}
          className={buttonClass('ghost', 'small')}
          {...(moderation?.controls ? { 'data-moderation': 'view' } : {})}
          aria-label={`Versionen von Beitrag ${post.position + 1}`}
        >
          Versionen
        </a>
      )}
    </span>
  )
}
