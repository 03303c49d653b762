import { Link } from 'react-router'
import { countOf, formatNumber } from '#domain/numbers.ts'
import { lastPostPhrase } from '#domain/time.ts'
import { vehicleLabel } from '#domain/vehicle-tag.ts'
import type { TopicListItem } from '#graphql/operations/types.ts'
import styles from './BoardPage.module.css'

/** 'VW · Golf 7 (AU) · 2.0 TDI' */
/** A topic in a board list (spec 001 §2): title, author, last post, vehicle tag, replies. */
export function ThreadItem({ thread, now }: { thread: TopicListItem; now: string }) {
  const vehicle = vehicleLabel(thread.fzdbRelation)
  return (
    <li className={styles.thread}>
      <img
        className={styles.avatar}
        src={thread.author?.avatarUrl ?? '/images/avatar-default.svg'}
        alt=""
        width={40}
        height={40}
        loading="lazy"
      />
      <div className={styles.threadMain}>
        <div className={styles.badges}>
          {thread.isSticky && <span className={styles.badge}>Angepinnt</span>}
          {!thread.isOpen && <span className={styles.badgeMuted}>Geschlossen</span>}
          {thread.hasBestAnswer && <span className={styles.badgeSolved}>Gelöst</span>}
          {thread.unread && (
            // decision 029: a followed thread with posts the member has not read, to the first of them
            <Link to={thread.unread.path} className={styles.badgeNew}>
              {thread.unread.newPosts === 1
                ? '1 neuer Beitrag'
                : countOf(thread.unread.newPosts, 'neuer Beitrag', 'neue Beiträge')}
            </Link>
          )}
        </div>
        <Link to={thread.path} className={styles.threadTitle} prefetch="intent">
          {thread.title}
        </Link>
        <p className={styles.threadMeta}>
          {thread.author && <span>{`von ${thread.author.displayName}`}</span>}
          {thread.lastPost && (
            <span>
              {lastPostPhrase(new Date(thread.lastPost.createdAt), { now: new Date(now) })}
              {thread.lastPost.author ? ` von ${thread.lastPost.author.displayName}` : ''}
            </span>
          )}
        </p>
        {vehicle && <span className={styles.vehicle}>{vehicle}</span>}
      </div>
      <div className={styles.replies}>
        <strong>{formatNumber(thread.numberOfReplies)}</strong>
        <span>{thread.numberOfReplies === 1 ? 'Antwort' : 'Antworten'}</span>
      </div>
    </li>
  )
}
