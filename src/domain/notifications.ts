// Notifications (docs/decisions/030): the kinds a member is told of, how (header
// always; mail at once, daily or never; web push on or off) and the defaults before a member
// chooses. Pure: the settings page, the services and the tests share it.

export const NOTIFICATION_KINDS = [
  'ThreadReply',
  'BoardThread',
  'PrivateMessage',
  'UserMention',
  'ThumbsUp',
] as const
export type NotificationKindName = (typeof NOTIFICATION_KINDS)[number]

export const MAIL_MODES = ['immediate', 'daily', 'off'] as const
export type MailMode = (typeof MAIL_MODES)[number]

export interface KindSetting {
  mail: MailMode
  push: boolean
}

export const KIND_LABELS: Record<NotificationKindName, string> = {
  ThreadReply: 'Neue Antworten in Themen, denen Du folgst',
  BoardThread: 'Neue Themen in Foren, denen Du folgst',
  PrivateMessage: 'Neue private Nachrichten',
  UserMention: 'Erwähnungen (@Name)',
  ThumbsUp: 'Daumen hoch für Deine Beiträge',
}

export const MAIL_MODE_LABELS: Record<MailMode, string> = {
  immediate: 'sofort',
  daily: 'täglich',
  off: 'aus',
}

/** Before a member chooses: what others wait for comes at once, praise and new threads daily. */
export const DEFAULT_SETTINGS: Record<NotificationKindName, KindSetting> = {
  ThreadReply: { mail: 'immediate', push: true },
  BoardThread: { mail: 'daily', push: true },
  PrivateMessage: { mail: 'immediate', push: true },
  UserMention: { mail: 'immediate', push: true },
  ThumbsUp: { mail: 'daily', push: false },
}

export function isNotificationKind(value: unknown): value is NotificationKindName {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value)
}

/** A member's settings: their stored rows over the defaults. */
export function effectiveSettings(
  rows: readonly { kind: string; mail: MailMode; push: boolean }[],
): Record<NotificationKindName, KindSetting> {
  const settings = { ...DEFAULT_SETTINGS }
  for (const row of rows)
    if (isNotificationKind(row.kind)) settings[row.kind] = { mail: row.mail, push: row.push }
  return settings
}

/** What a one-click unsubscribe link turns off: one kind's mails, or every daily digest kind. */
export type UnsubscribeScope = NotificationKindName | 'digest'

export function isUnsubscribeScope(value: unknown): value is UnsubscribeScope {
  return value === 'digest' || isNotificationKind(value)
}

export const UNSUBSCRIBE_TEXTS: Record<UnsubscribeScope, string> = {
  ThreadReply: 'E-Mails zu neuen Antworten in Themen, denen Du folgst',
  BoardThread: 'E-Mails zu neuen Themen in Foren, denen Du folgst',
  PrivateMessage: 'E-Mails zu neuen privaten Nachrichten',
  UserMention: 'E-Mails zu Erwähnungen',
  ThumbsUp: 'E-Mails zu Daumen hoch für Deine Beiträge',
  digest: 'die tägliche Zusammenfassung per E-Mail',
}

/**
 * `@name` mentions in a post's text (decision 030): a name as usernames are made (letters, digits, _
 * and -, 3 to 30), after the start or a space or an opening bracket; at most 10 per post, so a
 * post cannot notify a crowd.
 */
export const MENTIONS_PER_POST_MAX = 10

export function mentionedNames(text: string): string[] {
  const names = new Set<string>()
  for (const match of text.matchAll(/(?:^|[\s([])@([\p{L}\p{N}_-]{3,30})/gu)) {
    names.add(match[1]!.toLowerCase())
    if (names.size >= MENTIONS_PER_POST_MAX) break
  }
  return [...names]
}

export const NOTIFICATIONS_PAGE_SIZE = 30
export const SUBSCRIPTIONS_PAGE_SIZE = 30

export const NOTIFICATIONS_PATH = '/cockpit/benachrichtigungen'
export const NOTIFICATION_SETTINGS_PATH = '/cockpit/einstellungen/benachrichtigungen'
export const SUBSCRIPTIONS_PATH = '/cockpit/abonnements'
export const SUBSCRIBE_ACTION = '/forum/aktion/Subscribe.html'

/** Opening a notification marks it read, then goes where it points. */
export function notificationOpenPath(id: number): string {
  return `${NOTIFICATIONS_PATH}/${id}`
}

/** Where the settings page's push button sends this browser's subscription (POST). */
export const PUSH_SUBSCRIPTION_PATH = '/cockpit/einstellungen/push'
