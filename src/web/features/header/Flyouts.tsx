import type { ReactNode } from 'react'
import {
  MARK_SUBSCRIBED_BLOGS_READ,
  MARK_SUBSCRIBED_BOARDS_READ,
  userMenuLinks,
} from '#domain/account-links.ts'
import { FLYOUT_MAX_BLOGS, FLYOUT_MAX_BOARDS } from '#domain/limits.ts'
import { formatRelativeTime } from '#domain/time.ts'
import { Avatar } from './Avatar.tsx'
import styles from './Header.module.css'
import type { HeaderData } from './types.ts'

// The contents of the member header's flyouts (spec 000 §2.1, §3). Empty texts are the spec's.

export const EMPTY_TEXTS = {
  nothing: 'Nichts gefunden',
  messages: 'Keine ungelesenen Nachrichten.',
  entries: 'Keine ungelesenen Einträge.',
  friends: 'Aktuell ist keiner Deiner Freunde/Buddies online.',
} as const

function when(iso: string | null, now: string): string | null {
  return iso ? formatRelativeTime(new Date(iso), { now: new Date(now) }) : null
}

function Panel({
  id,
  title,
  children,
  footer,
}: {
  id: string
  title: string
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <section id={id} className={styles.panel} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      <div className={styles.panelBody}>{children}</div>
      {footer && <div className={styles.panelFooter}>{footer}</div>}
    </section>
  )
}

function Empty({ text }: { text: string }) {
  return <p className={styles.empty}>{text}</p>
}

/** The header's unread private messages (the list also carries mentions, spec 000 §3). */
export function messagesOf(data: HeaderData | null) {
  return (data?.privateMessages ?? []).filter((item) => item.messageType === 'PrivateMessage')
}

/** The header's unread notifications: mentions. */
export function mentionsOf(data: HeaderData | null) {
  return (data?.privateMessages ?? []).filter((item) => item.messageType !== 'PrivateMessage')
}

function UnreadList({ items, now }: { items: HeaderData['privateMessages']; now: string }) {
  return (
    <ul className={styles.items}>
      {items.map((message) => (
        <li key={`${message.messageType}-${message.privateMessageId}`}>
          <a className={styles.item} href={message.url}>
            <span className={styles.itemTitle}>
              {message.messageType === 'UserMention' ? `@ Erwähnung: ${message.title}` : message.title}
            </span>
            <span className={styles.itemMeta}>
              {[message.author?.displayName, when(message.createdAt, now)].filter(Boolean).join(' · ')}
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}

export function MessagesFlyout({ data, now }: { data: HeaderData | null; now: string }) {
  const messages = messagesOf(data)
  return (
    <Panel
      id="header-messages"
      title="Private Nachrichten"
      footer={
        <>
          <a href="/cockpit/pms/PrivateMessageList.html">Alle Nachrichten</a>
          <a href="/cockpit/pms/CreateMessage.html">Nachricht schreiben</a>
        </>
      }
    >
      {messages.length === 0 ? (
        <Empty text={EMPTY_TEXTS.messages} />
      ) : (
        <UnreadList items={messages} now={now} />
      )}
    </Panel>
  )
}

export function NotificationsFlyout({ data, now }: { data: HeaderData | null; now: string }) {
  const mentions = mentionsOf(data)
  return (
    <Panel
      id="header-notifications"
      title="Benachrichtigungen"
      footer={<a href="/cockpit/benachrichtigungen">Alle Benachrichtigungen</a>}
    >
      {mentions.length === 0 ? (
        <Empty text={EMPTY_TEXTS.entries} />
      ) : (
        <UnreadList items={mentions} now={now} />
      )}
    </Panel>
  )
}

export function ThreadsFlyout({
  data,
  now,
  accessToken = null,
}: {
  data: HeaderData | null
  now: string
  accessToken?: string | null
}) {
  const updates = data?.threadUpdates ?? []
  return (
    <Panel
      id="header-threads"
      title="Themen"
      footer={
        <>
          <a href="/cockpit/abonnements">Alle Abonnements</a>
          {updates.length > 0 && (
            // decisions 028–031: `alles gelesen` — the followed threads, boards, blogs and notifications
            <MarkReadForm
              action="/forum/aktion/MarkAllRead.html"
              accessToken={accessToken}
              label="Alles gelesen"
            />
          )}
        </>
      }
    >
      {updates.length === 0 ? (
        <Empty text={EMPTY_TEXTS.entries} />
      ) : (
        <ul className={styles.items}>
          {updates.map((update) => (
            <li key={update.url}>
              <a className={styles.item} href={update.url}>
                <span className={styles.itemTitle}>{update.thread?.title ?? update.title}</span>
                <span className={styles.itemMeta}>
                  {[
                    update.author ? `Neu von ${update.author.displayName}` : null,
                    when(update.lastPostCreatedAt, now),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}

interface Subscription {
  key: string
  title: string
  url: string
  isUnread: boolean
  author: { displayName: string } | null
  createdAt: string | null
  lastPostUrl: string | null
}

function SubscriptionList({ items, now }: { items: Subscription[]; now: string }) {
  if (items.length === 0) return <Empty text={EMPTY_TEXTS.nothing} />
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={item.key}>
          <a
            className={`${styles.item} ${item.isUnread ? styles.unread : ''}`}
            href={item.lastPostUrl ?? item.url}
          >
            <span className={styles.itemTitle}>
              {item.title}
              {item.isUnread && <span className={styles.newBadge}>neu</span>}
            </span>
            <span className={styles.itemMeta}>
              {[item.author?.displayName, when(item.createdAt, now)].filter(Boolean).join(' · ')}
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}

/**
 * A mark-as-read 'link': a small POST form with the session's CSRF token (docs/security.md), a plain
 * form so it works before hydration and without JavaScript; it looks like the link it was.
 */
function MarkReadForm({
  action,
  accessToken,
  label,
}: {
  action: string
  accessToken: string | null
  label: string
}) {
  return (
    <form method="post" action={action} className={styles.markReadForm}>
      {accessToken && <input type="hidden" name="csrf" value={accessToken} />}
      <button type="submit" className={styles.markRead}>
        {label}
      </button>
    </form>
  )
}

/** spec 000 §2.1, §9: at most 10 subscribed boards and 10 subscribed blogs, with mark-as-read links. */
export function FavoritesFlyout({
  data,
  now,
  accessToken,
}: {
  data: HeaderData | null
  now: string
  /** The session's CSRF token for the mark-as-read forms. */
  accessToken: string | null
}) {
  const boards: Subscription[] = (data?.subscribedBoardUpdates ?? [])
    .slice(0, FLYOUT_MAX_BOARDS)
    .map((board) => ({
      key: board.boardUrl,
      title: board.boardTitle,
      url: board.boardUrl,
      isUnread: board.isUnread,
      author: board.lastPostAuthor,
      createdAt: board.lastPostCreatedAt,
      lastPostUrl: board.lastPostUrl,
    }))
  const blogs: Subscription[] = (data?.subscribedBlogUpdates ?? [])
    .slice(0, FLYOUT_MAX_BLOGS)
    .map((blog) => ({
      key: blog.blogUrl,
      title: blog.title,
      url: blog.blogUrl,
      isUnread: blog.isUnread,
      author: blog.lastPostAuthor,
      createdAt: blog.lastPostCreatedAt,
      lastPostUrl: blog.lastPostUrl,
    }))
  return (
    <Panel id="header-favorites" title="Favoriten">
      <h3 className={styles.sectionTitle}>Abonnierte Foren</h3>
      <SubscriptionList items={boards} now={now} />
      <MarkReadForm
        action={MARK_SUBSCRIBED_BOARDS_READ}
        accessToken={accessToken}
        label="Foren als gelesen markieren"
      />
      <h3 className={styles.sectionTitle}>Abonnierte Blogs</h3>
      <SubscriptionList items={blogs} now={now} />
      <MarkReadForm
        action={MARK_SUBSCRIBED_BLOGS_READ}
        accessToken={accessToken}
        label="Blogs als gelesen markieren"
      />
    </Panel>
  )
}

export function FriendsFlyout({ data }: { data: HeaderData | null }) {
  const friends = data?.friendsOnline.users ?? []
  return (
    <Panel id="header-friends" title="Freunde online">
      {friends.length === 0 ? (
        <Empty text={EMPTY_TEXTS.friends} />
      ) : (
        <ul className={styles.items}>
          {friends.map((friend) => (
            <li key={friend.userId}>
              <a className={`${styles.item} ${styles.person}`} href={`/nutzer/${friend.slug}`}>
                <Avatar src={friend.avatarUrl} size={32} />
                <span className={styles.itemTitle}>{friend.displayName}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}

export function UserMenuPanel({
  user,
  logoutHref,
}: {
  user: { slug: string; userId: number; displayName: string; avatarUrl: string }
  logoutHref: string
}) {
  return (
    <section id="header-user" className={`${styles.panel} ${styles.userPanel}`} aria-label="Benutzermenü">
      <div className={styles.userCard}>
        <Avatar src={user.avatarUrl} size={44} />
        <div>
          <p className={styles.userName}>{user.displayName}</p>
          <a href={`/nutzer/${user.slug}`}>Zum Profil</a>
        </div>
      </div>
      <ul className={styles.menu}>
        {userMenuLinks(user).map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
        <li className={styles.logout}>
          <a href={logoutHref}>Abmelden</a>
        </li>
      </ul>
    </section>
  )
}
