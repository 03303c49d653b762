import { countOf } from '#domain/numbers.ts'
import type { HotThreadItem, ThreadListItem } from '#graphql/operations/types.ts'
import { AppLink } from '../../ui/AppLink.tsx'
import { RelativeTime } from '../../ui/RelativeTime.tsx'
import styles from './TopicList.module.css'

function replies(count: number): string {
  return countOf(count, 'Antwort', 'Antworten')
}

/** 'Neue Beiträge': the newest topics with author, time and replies (spec 000 §2.2). */
export function LatestTopics({ topics, now }: { topics: ThreadListItem[]; now: string }) {
  return (
    <ol className={styles.list}>
      {topics.map((topic) => (
        <li key={topic.id} className={styles.item}>
          <AppLink href={topic.path} className={styles.title}>
            {topic.title}
          </AppLink>
          <p className={styles.meta}>
            <span>{topic.author?.displayName ?? 'Unbekannt'}</span>
            <RelativeTime date={topic.createdAt} now={now} />
            <span className={styles.replies}>{replies(topic.numberOfReplies)}</span>
          </p>
        </li>
      ))}
    </ol>
  )
}

/** 'Heiß diskutiert': lively topics with their last post (spec 000 §2.2, §3). */
export function HotTopics({ topics, now }: { topics: HotThreadItem[]; now: string }) {
  return (
    <ol className={`${styles.list} ${styles.hot}`}>
      {topics.map((topic, index) => (
        <li key={topic.id} className={styles.item}>
          <span className={styles.rank} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.body}>
            <AppLink href={topic.path} className={styles.title}>
              {topic.title}
            </AppLink>
            <p className={styles.meta}>
              <span className={styles.replies}>{replies(topic.numberOfReplies)}</span>
              {topic.lastPost && (
                <>
                  <span>Letzter Beitrag von {topic.lastPost.author?.displayName ?? 'Unbekannt'}</span>
                  <RelativeTime date={topic.lastPost.createdAt} now={now} />
                </>
              )}
            </p>
          </div>
        </li>
      ))}
    </ol>
  )
}
