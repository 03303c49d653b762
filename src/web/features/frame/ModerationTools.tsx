import type { CurrentUser } from '#graphql/operations/types.ts'
import styles from './ModerationBar.module.css'

/** The moderator's boards at hand (loaded lazily: visitors and members never download it). */
export default function ModerationTools({ viewer }: { viewer: CurrentUser }) {
  const boards = viewer.roleRelations
    .filter((relation) => relation.userRole === 'moderator')
    .flatMap((relation) => relation.relatedBoards)
  return (
    <nav className={styles.tools} aria-label="Deine moderierten Foren" data-moderation="view">
      <a href="/moderation">Moderation</a>
      <span className={styles.toolsLabel}>Du moderierst:</span>
      {boards.length === 0 ? (
        <span>alle Foren</span>
      ) : (
        <ul>
          {boards.map((board) => (
            <li key={board.id}>
              <a href={board.path}>{board.name}</a>
            </li>
          ))}
        </ul>
      )}
    </nav>
  )
}
