import { Link } from 'react-router'
import { Avatar } from '../../ui/Avatar.tsx'
import { RelativeTime } from '../../ui/RelativeTime.tsx'
import styles from './Conversation.module.css'

// The inbox as conversations (decision 041): one entry per partner — avatar, name, the latest
// message's excerpt (`Du: …` when it is the viewer's own) and time, the unread count — the whole
// entry opening the conversation at its first unread message.

export interface ConversationEntry {
  partner: { key: number; name: string; avatarUrl: string | null }
  lastAt: string
  excerpt: string
  lastFromViewer: boolean
  unread: number
  href: string
}

export function ConversationList({
  conversations,
  now,
  paged,
}: {
  conversations: ConversationEntry[]
  now: string
  paged: boolean
}) {
  if (conversations.length === 0) {
    return (
      <p className={styles.empty}>
        {paged ? 'Keine älteren Unterhaltungen.' : 'Noch keine Nachrichten. Schreib jemandem!'}
      </p>
    )
  }
  return (
    <ul className={styles.conversations} aria-label="Unterhaltungen">
      {conversations.map((conversation) => {
        const unread = conversation.unread > 0
        return (
          <li
            key={conversation.partner.key}
            className={unread ? `${styles.entry} ${styles.unread}` : styles.entry}
          >
            <Avatar
              url={conversation.partner.avatarUrl}
              name={conversation.partner.name}
              userId={conversation.partner.key || null}
              size={40}
              className={styles.avatar}
            />
            <Link
              to={conversation.href}
              className={styles.partner}
              aria-label={
                unread ? `${conversation.partner.name}, ${conversation.unread} ungelesen` : undefined
              }
            >
              {conversation.partner.name}
            </Link>
            <span className={styles.when}>
              <RelativeTime date={conversation.lastAt} now={now} initial="label" />
            </span>
            <span className={styles.excerpt}>
              <span className={styles.excerptText}>
                {conversation.lastFromViewer && 'Du: '}
                {conversation.excerpt}
              </span>
              {unread && (
                <span className={styles.unreadCount} aria-hidden="true">
                  {conversation.unread}
                </span>
              )}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
