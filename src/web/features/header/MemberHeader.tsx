import { logoutHref } from '#domain/account-links.ts'
import type { CurrentUser } from '#graphql/operations/types.ts'
import { Icon, type IconName } from '../../ui/Icon.tsx'
import { Tooltip } from '../../ui/Tooltip.tsx'
import { Avatar } from './Avatar.tsx'
import {
  FavoritesFlyout,
  FriendsFlyout,
  MessagesFlyout,
  mentionsOf,
  messagesOf,
  NotificationsFlyout,
  ThreadsFlyout,
  UserMenuPanel,
} from './Flyouts.tsx'
import styles from './Header.module.css'
import type { HeaderData, HeaderPanel } from './types.ts'

interface MemberHeaderProps {
  viewer: CurrentUser
  headerData: HeaderData | null
  /** The open cases of the staff member's moderation queue; null: no queue, no link. */
  openCases?: number | null
  now: string
  /** The session's CSRF token; the logout link carries it (spec 000 §7). */
  accessToken: string | null
  /** The header's one open panel (spec 000 §4: one flyout at a time). */
  open: HeaderPanel | null
  onToggle: (panel: HeaderPanel) => void
}

type FlyoutName = 'notifications' | 'messages' | 'threads' | 'favorites' | 'friends'

// the bell for notifications (mentions), the envelope for private messages: two counts apart
const FLYOUTS: { name: FlyoutName; label: string; icon: IconName }[] = [
  { name: 'notifications', label: 'Benachrichtigungen', icon: 'bell' },
  { name: 'messages', label: 'Private Nachrichten', icon: 'mail' },
  { name: 'threads', label: 'Themen', icon: 'threads' },
  { name: 'favorites', label: 'Favoriten', icon: 'star' },
  { name: 'friends', label: 'Freunde online', icon: 'friends' },
]

function counts(data: HeaderData | null): Record<FlyoutName, number> {
  return {
    notifications: mentionsOf(data).length,
    messages: messagesOf(data).length,
    threads: data?.threadUpdates.length ?? 0,
    favorites:
      (data?.subscribedBoardUpdates.filter((board) => board.isUnread).length ?? 0) +
      (data?.subscribedBlogUpdates.filter((blog) => blog.isUnread).length ?? 0),
    friends: data?.friendsOnline.users.length ?? 0,
  }
}

/** The logged-in member's header: four flyouts and the user menu (spec 000 §2.1). */
export function MemberHeader({
  viewer,
  headerData,
  openCases = null,
  now,
  accessToken,
  open,
  onToggle,
}: MemberHeaderProps) {
  const badge = counts(headerData)
  const logout = logoutHref(accessToken)
  const casesShown = openCases !== null && openCases > 99 ? '99+' : String(openCases)

  return (
    <div className={styles.member}>
      {openCases !== null && (
        // decision 021: the moderation queue's open cases, for staff only
        <Tooltip content="Moderation" placement="bottom">
          <a
            href="/moderation"
            className={styles.iconButton}
            aria-label={
              openCases === 0
                ? 'Moderation'
                : `Moderation: ${casesShown} ${openCases === 1 ? 'offener Fall' : 'offene Fälle'}`
            }
          >
            <Icon name="shield" size={22} />
            {openCases > 0 && (
              <span className={styles.count} aria-hidden="true">
                {casesShown}
              </span>
            )}
          </a>
        </Tooltip>
      )}
      {FLYOUTS.map(({ name, label, icon }) => {
        const count = badge[name]
        const shown = count > 99 ? '99+' : String(count)
        // the badge's visible number is part of the name, outside parentheses (axe
        // label-content-name-mismatch drops parentheticals)
        const accessibleName = count > 0 ? `${label}: ${shown} neu` : label
        return (
          <div key={name} className={styles.flyout}>
            <Tooltip content={label} placement="bottom">
              <button
                type="button"
                className={`${styles.iconButton} ${open === name ? styles.active : ''}`}
                aria-label={accessibleName}
                aria-expanded={open === name}
                aria-controls={`header-${name}`}
                onClick={() => onToggle(name)}
              >
                <Icon name={icon} size={22} />
                {count > 0 && (
                  <span className={styles.count} aria-hidden="true">
                    {shown}
                  </span>
                )}
              </button>
            </Tooltip>
            {open === name && (
              <div className={styles.dropdown}>
                {name === 'notifications' && <NotificationsFlyout data={headerData} now={now} />}
                {name === 'messages' && <MessagesFlyout data={headerData} now={now} />}
                {name === 'threads' && (
                  <ThreadsFlyout data={headerData} now={now} accessToken={accessToken} />
                )}
                {name === 'favorites' && (
                  <FavoritesFlyout data={headerData} now={now} accessToken={accessToken} />
                )}
                {name === 'friends' && <FriendsFlyout data={headerData} />}
              </div>
            )}
          </div>
        )
      })}
      <div className={styles.flyout}>
        <button
          type="button"
          className={`${styles.userButton} ${open === 'user' ? styles.active : ''}`}
          aria-expanded={open === 'user'}
          aria-controls="header-user"
          aria-label={`Benutzermenü von ${viewer.displayName}`}
          onClick={() => onToggle('user')}
        >
          <Avatar src={viewer.avatarUrl} size={30} />
          <span className={styles.userButtonName}>{viewer.displayName}</span>
          <Icon name="chevronDown" size={16} />
        </button>
        {open === 'user' && (
          <div className={`${styles.dropdown} ${styles.dropdownEnd}`}>
            <UserMenuPanel user={viewer} logoutHref={logout} />
          </div>
        )}
      </div>
    </div>
  )
}
