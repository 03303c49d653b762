// Notifications (issue 15, spec 001 §3 kinds PrivateMessage and UserMention; ours: ThumbsUp and
// ThreadReply): their texts, the mention syntax and the addresses, for server and browser.

export type NotificationMailMode = 'immediate' | 'daily' | 'off'

export const MAIL_MODES: { value: NotificationMailMode; label: string }[] = [
  { value: 'immediate', label: 'Sofort per E-Mail' },
  { value: 'daily', label: 'Einmal täglich als Zusammenfassung' },
  { value: 'off', label: 'Keine E-Mails' },
]

/** At most this many members are told of one post's mentions (a list of names is no mention). */
export const MENTIONS_PER_POST = 10

/**
 * `@name` in a post's text, outside quotes and code: the names as written (a member's user or
 * display name: letters, digits, `_`, `-`, `.`), each once, in order.
 */
export function mentionedNames(text: string): string[] {
  const bare = text
    .replace(/\[quote[^\]]*\][\s\S]*?\[\/quote\]/gi, ' ')
    .replace(/\[code\][\s\S]*?\[\/code\]/gi, ' ')
  const names: string[] = []
  const seen = new Set<string>()
  for (const match of bare.matchAll(/(^|[^\p{L}\p{N}_@.])@([\p{L}\p{N}_][\p{L}\p{N}_.-]{1,39})/gu)) {
    const name = (match[2] ?? '').replace(/[.-]+$/, '')
    if (name.length >= 2 && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase())
      names.push(name)
    }
    if (names.length === MENTIONS_PER_POST) break
  }
  return names
}

export function notificationOpenHref(id: number): string {
  return `/cockpit/benachrichtigungen?oeffnen=${id}`
}

export function unsubscribeHref(token: string): string {
  return `/abmelden/${encodeURIComponent(token)}`
}

export const notificationTitles = {
  mention: (author: string, thread: string) => `${author} hat Dich erwähnt: ${thread}`,
  thumbsUp: (giver: string, thread: string) => `${giver} gefällt Dein Beitrag in „${thread}“`,
  reply: (author: string, thread: string) => `${author} hat in „${thread}“ geantwortet`,
}
