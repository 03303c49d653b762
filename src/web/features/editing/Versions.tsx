import { OWN_HOSTS } from '#domain/variants.ts'
import type { PostVersionItem } from '#graphql/operations/types.ts'
import { PostText } from '../../ui/PostText.tsx'
import styles from './Editing.module.css'
import { dateTime } from './format.ts'

/**
 * Versions of a post or a title, newest first (decision 026): number, who wrote it, when, the reason
 * given with the edit, and the text as the post renders it (titles as plain text).
 */
export function Versions({
  versions,
  kind,
  referrer,
  headingLevel = 2,
}: {
  versions: readonly PostVersionItem[]
  kind: 'post' | 'title'
  referrer: string
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ol className={styles.versions} reversed>
      {versions.map((version) => (
        <li
          key={version.version}
          className={version.isCurrent ? `${styles.version} ${styles.versionCurrent}` : styles.version}
        >
          <div className={styles.versionHead}>
            <Heading>{`Version ${version.version}`}</Heading>
            {version.isCurrent && <span className={styles.badge}>aktuell</span>}
            {version.version === 1 && <span className={styles.badge}>Original</span>}
            <span className={styles.muted}>
              {`${version.version === 1 ? 'geschrieben' : 'bearbeitet'} am ${dateTime(version.writtenAt)} von `}
              {version.writer ? (
                <a href={version.writer.path}>{version.writer.displayName}</a>
              ) : (
                'Gelöschter Nutzer'
              )}
              {version.byModeration ? ' (Moderation)' : ''}
            </span>
          </div>
          {version.reason && <p className={styles.reason}>{`Grund: ${version.reason}`}</p>}
          {kind === 'post' ? (
            <PostText source={version.text} referrer={referrer} ownHosts={OWN_HOSTS} />
          ) : (
            <p>{version.text}</p>
          )}
        </li>
      ))}
    </ol>
  )
}
