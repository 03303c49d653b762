import { parseId } from './ids.ts'

// Private messages (spec 000 §3, §4, §5; docs/decisions/028): the rules both the
// forms in the browser and the server read. The zod schema lives in message-input.ts.

export const MESSAGE_TITLE_MAX = 120
export const MESSAGE_TEXT_MAX = 10_000
/** Recipients of one message: enough for a club's board, too few for a mailing. */
export const MESSAGE_RECIPIENTS_MAX = 10
/** Messages (one per recipient) a member may send per hour and per day; staff are not limited. */
export const MESSAGES_PER_HOUR = 20
export const MESSAGES_PER_DAY = 100
/** The list pages 20 messages at a time, newest first. */
export const MESSAGES_PAGE_SIZE = 20
export const MESSAGE_FOLDER_NAME_MAX = 40
export const MESSAGE_FOLDERS_MAX = 20

export const INBOX = 'inbox'
export const SENT = 'sent'
/** The folder chooser's value: the inbox, the sent messages or one's own folder by id. */
export type FolderKey = typeof INBOX | typeof SENT | number

export function parseFolderKey(value: string | null | undefined): FolderKey | null {
  if (value === null || value === undefined || value === '' || value === INBOX) return INBOX
  if (value === SENT) return SENT
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null
}

export function folderHref(folder: FolderKey): string {
  return folder === INBOX
    ? '/cockpit/pms/PrivateMessageList.html'
    : `/cockpit/pms/PrivateMessageList.html?folder=${folder}`
}

export function messageHref(id: number): string {
  return `/cockpit/pms/PrivateMessage.html?id=${id}`
}

/** A conversation shows its newest 30 messages, older ones on demand (decision 041). */
export const CONVERSATION_PAGE_SIZE = 30
/** What the inbox shows of a conversation's latest message. */
export const CONVERSATION_EXCERPT_MAX = 140

/**
 * The conversation with a member (their id; 0: the messages from the site itself), optionally
 * anchored at one message (decision 041).
 */
export function conversationHref(partnerKey: number, options: { at?: number; flag?: string } = {}): string {
  const flag = options.flag ? `&${options.flag}` : ''
  return `/cockpit/pms/Conversation.html?with=${partnerKey}${flag}${options.at ? `#pm-${options.at}` : ''}`
}

/** The `with` of a conversation address: a member id or 0, else null (404). */
export function parsePartnerKey(value: string | null | undefined): number | null {
  return value === '0' ? 0 : parseId(value)
}

/** A private message's picture variant or file, served only to its people (decision 031). */
export function messageFileHref(copyId: number, uploadId: number, name: string): string {
  return `/cockpit/pms/datei/${copyId}/${uploadId}/${encodeURIComponent(name)}`
}

export function writeHref(options: { to?: string; reply?: number } = {}): string {
  const query = new URLSearchParams()
  if (options.to) query.set('to', options.to)
  if (options.reply) query.set('reply', String(options.reply))
  const text = query.toString()
  return `/cockpit/pms/CreateMessage.html${text ? `?${text}` : ''}`
}

/** The names typed into the recipient field: comma, semicolon or line separated, each once. */
export function parseRecipientNames(value: string): string[] {
  const seen = new Set<string>()
  const names: string[] = []
  for (const part of value.split(/[,;\n]/)) {
    const name = part.trim()
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase())
      names.push(name)
    }
  }
  return names
}

/** The reply's title: one `Re: ` in front, never `Re: Re: `. */
export function replyTitle(title: string): string {
  const bare = title.replace(/^(\s*re:\s*)+/i, '')
  return `Re: ${bare}`.slice(0, MESSAGE_TITLE_MAX)
}

/** The quoted original under a reply, in the forum's markup. */
export function replyQuote(author: string, text: string): string {
  return `\n\n[quote=${author}]${text.trim()}[/quote]`
}

/** spec 000 §5: the refusal of a member's picture or file to another member. */
export const ATTACH_ONLY_WITH_STAFF =
  'Bilder und Dateien kannst Du nur in Nachrichten an Moderatoren und Administratoren anhängen.'
