import {
  type ConversationMessageRow,
  countUnreadByPartner,
  deleteConversation,
  findCopies,
  findMessage,
  hasConversation,
  isIgnoring,
  listConversationMessages,
  listConversations,
  markConversationRead,
  type PartnerKey,
} from '#db/messages.ts'
import { findMessageUploads } from '#db/uploads.ts'
import { findRoles, findUsersByIds, type UserRow } from '#db/users.ts'
import { parseMarkup, plainText } from '#domain/markup.ts'
import {
  CONVERSATION_EXCERPT_MAX,
  CONVERSATION_PAGE_SIZE,
  MESSAGES_PAGE_SIZE,
  replyTitle,
} from '#domain/messages.ts'
import { mayAttachToMessage, mayWriteMessage, roleRelationsByUser, type Viewer } from '#domain/permissions.ts'
import { refuse } from '#domain/refusal.ts'
import { privateMessageSide } from '#domain/visibility.ts'
import { clock, type MessageDeps, type Refusal } from './deps.ts'
import { type MessageFile, messageFilesOf } from './message-files.ts'
import { sendMessage } from './send-message.ts'

// Private messages as conversations (decision 041): the inbox lists one entry per partner — who,
// the latest message's excerpt and time, how many are unread — and a conversation shows what the
// two wrote each other, oldest first like a chat, with the reply box below. Opening it reads
// everything in it. Only the two people in it ever see it: a conversation is always the viewer's
// own side, and an old message address leads to it only for the message's sender or recipient.

export interface Partner {
  /** the member's id; 0: the site itself (statements of reasons, welcome messages) */
  key: PartnerKey
  slug: string | null
  name: string
  avatarUrl: string | null
  /** the member was deleted (anonymised): their messages stay, replies go nowhere */
  gone: boolean
}

export const SITE_NAME = 'MOTOR-TALK'

function partnerOf(key: PartnerKey, user: UserRow | undefined): Partner {
  if (key === 0) return { key, slug: null, name: SITE_NAME, avatarUrl: null, gone: false }
  if (!user) return { key, slug: null, name: 'Gelöschtes Mitglied', avatarUrl: null, gone: true }
  return {
    key,
    slug: user.is_anonymized ? null : user.slug,
    name: user.display_name,
    avatarUrl: user.is_anonymized ? null : user.avatar_url,
    gone: user.is_anonymized,
  }
}

async function partnersOf(deps: MessageDeps, keys: readonly PartnerKey[]): Promise<Map<PartnerKey, Partner>> {
  const users = await findUsersByIds(
    deps.db,
    [...new Set(keys)].filter((key) => key !== 0),
  )
  const byId = new Map(users.map((user) => [user.id, user]))
  return new Map(keys.map((key) => [key, partnerOf(key, byId.get(key))]))
}

/** A message as the inbox quotes it: plain text without quotes, one line, cut at a word. */
export function excerptOf(body: string): string {
  const text = plainText(parseMarkup(body)).replace(/\s+/g, ' ').trim()
  if (text.length <= CONVERSATION_EXCERPT_MAX) return text
  const cut = text.slice(0, CONVERSATION_EXCERPT_MAX)
  const space = cut.lastIndexOf(' ')
  return `${(space > CONVERSATION_EXCERPT_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()} …`
}

export interface ConversationSummary {
  partner: Partner
  lastAt: Date
  excerpt: string
  /** the latest message is the viewer's own */
  lastFromViewer: boolean
  unread: number
  /** where opening it starts: the first unread message, else the latest */
  anchorId: number
}

/** One page of the inbox, newest conversation first; `next` is the following page's cursor. */
export async function listConversationsOf(
  deps: MessageDeps,
  viewer: Viewer,
  cursor: PartnerKey | null,
): Promise<{ conversations: ConversationSummary[]; next: PartnerKey | null }> {
  const rows = await listConversations(deps.db, viewer.userId, cursor, MESSAGES_PAGE_SIZE)
  const page = rows.slice(0, MESSAGES_PAGE_SIZE)
  const keys = page.map((row) => Number(row.partner_key))
  const [partners, unread] = await Promise.all([
    partnersOf(deps, keys),
    countUnreadByPartner(deps.db, viewer.userId, keys),
  ])
  return {
    conversations: page.map((row) => {
      const key = Number(row.partner_key)
      const counted = unread.get(key)
      return {
        partner: partners.get(key) ?? partnerOf(key, undefined),
        lastAt: row.created_at,
        excerpt: excerptOf(row.body),
        lastFromViewer: row.sender_id === viewer.userId,
        unread: counted?.unread ?? 0,
        anchorId: counted?.firstUnreadId ?? row.message_id,
      }
    }),
    next: rows.length > MESSAGES_PAGE_SIZE ? (keys.at(-1) ?? null) : null,
  }
}

export type ReceiptState =
  | { state: 'unread'; copyId: number }
  | { state: 'read'; at: Date }
  | { state: 'withdrawn' }

export interface ConversationMessage {
  id: number
  fromViewer: boolean
  title: string
  text: string
  /** where a message from the site points (the case of a statement of reasons) */
  url: string | null
  createdAt: Date
  /** received and unread until this opening */
  isNew: boolean
  /** the other recipients of a message written to several members */
  alsoTo: string[]
  /** the viewer's own message with a read receipt: the partner's copy */
  receipt: ReceiptState | null
  /** hidden by the moderation: only its sender still sees it */
  hidden: boolean
  /** the received message lies in one of the viewer's own folders */
  folderId: number | null
  files: MessageFile[]
}

export type ReplyState = { ok: true; attach: boolean } | { ok: false; reason: string }

export interface Conversation {
  partner: Partner
  /** oldest first, as a chat reads */
  messages: ConversationMessage[]
  /** the cursor of the older messages (null: this is the beginning) */
  older: number | null
  /** how many messages this opening marked read (the header, loaded alongside, still counted them) */
  markedRead: number
  reply: ReplyState
}

async function replyState(deps: MessageDeps, viewer: Viewer, partner: Partner): Promise<ReplyState> {
  if (partner.key === 0)
    return { ok: false, reason: `Auf Nachrichten von ${SITE_NAME} kannst Du nicht antworten.` }
  if (partner.gone) return { ok: false, reason: 'Dieses Mitglied gibt es nicht mehr.' }
  const [ignored, roles] = await Promise.all([
    isIgnoring(deps.db, partner.key, viewer.userId),
    findRoles(deps.db, [partner.key]),
  ])
  if (!mayWriteMessage(viewer, ignored)) {
    return { ok: false, reason: `${partner.name} möchte keine Nachrichten von Dir erhalten.` }
  }
  const partnerRoles = { roleRelations: roleRelationsByUser(roles).get(partner.key) ?? [] }
  return { ok: true, attach: mayAttachToMessage(viewer, [partnerRoles]) }
}

function receiptOf(row: ConversationMessageRow): ReceiptState | null {
  if (!row.receipt_requested) return null
  if (row.withdrawn_at !== null) return { state: 'withdrawn' }
  if (row.read_at !== null) return { state: 'read', at: row.read_at }
  return { state: 'unread', copyId: row.id }
}

/**
 * The viewer's conversation with the partner, the newest page or the one before `before`.
 * Null (404) when there is nothing between them and the partner is no member.
 */
export async function openConversation(
  deps: MessageDeps,
  viewer: Viewer,
  partnerKey: PartnerKey,
  before: number | null,
  options: { markRead?: boolean } = {},
): Promise<Conversation | null> {
  if (partnerKey === viewer.userId) return null
  const [rows, partners, known] = await Promise.all([
    listConversationMessages(deps.db, viewer.userId, partnerKey, before, CONVERSATION_PAGE_SIZE),
    partnersOf(deps, [partnerKey]),
    hasConversation(deps.db, viewer.userId, partnerKey),
  ])
  const partner = partners.get(partnerKey) ?? partnerOf(partnerKey, undefined)
  if (!known && rows.length === 0 && (partnerKey === 0 || partner.gone)) return null
  const page = rows.slice(0, CONVERSATION_PAGE_SIZE)
  // only the newest page reads the conversation: paging back through old messages reads nothing new
  const marked =
    options.markRead !== false &&
    before === null &&
    page.some((row) => row.recipient_id === viewer.userId && row.read_at === null)
      ? await markConversationRead(deps.db, viewer.userId, partnerKey, clock(deps))
      : []
  if (marked.length > 0) await deps.events.emit({ type: 'member.changed', userId: viewer.userId })

  const firstIds = [...new Set(page.map((row) => row.batch_id ?? row.id))]
  const [copies, uploads, reply] = await Promise.all([
    findCopies(deps.db, firstIds),
    findMessageUploads(deps.db, firstIds),
    replyState(deps, viewer, partner),
  ])
  // the other recipients of messages written to several members
  const recipientsOf = new Map<number, number[]>()
  for (const copy of copies) {
    if (copy.withdrawn_at !== null) continue
    const first = copy.batch_id ?? copy.id
    recipientsOf.set(first, [...new Set([...(recipientsOf.get(first) ?? []), copy.recipient_id])])
  }
  const others = [...recipientsOf.values()].flat().filter((id) => id !== viewer.userId && id !== partnerKey)
  const names = new Map((await findUsersByIds(deps.db, [...new Set(others)])).map((u) => [u.id, u]))

  const messages = page
    .map((row): ConversationMessage => {
      const first = row.batch_id ?? row.id
      const fromViewer = row.sender_id === viewer.userId
      return {
        id: row.id,
        fromViewer,
        title: row.title,
        text: row.body,
        url: row.url,
        createdAt: row.created_at,
        isNew: !fromViewer && row.read_at === null,
        alsoTo: (recipientsOf.get(first) ?? [])
          .filter((id) => id !== viewer.userId && id !== partnerKey)
          .map((id) => names.get(id)?.display_name ?? 'Gelöschtes Mitglied'),
        receipt: fromViewer ? receiptOf(row) : null,
        hidden: row.hidden_at !== null,
        folderId: fromViewer ? null : row.folder_id,
        files: messageFilesOf(
          row.id,
          uploads.filter((upload) => upload.message_id === first),
        ),
      }
    })
    .reverse()
  return {
    partner,
    messages,
    older: rows.length > CONVERSATION_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
    markedRead: marked.length,
    reply,
  }
}

export interface ConversationReply {
  text: string
  receipt: boolean
}

/**
 * A reply in the conversation: a private message to the partner with everything sending checks
 * (ignore list, hourly and daily limits, files only with staff), titled after the latest title.
 */
export async function replyInConversation(
  deps: MessageDeps,
  viewer: Viewer,
  partnerKey: PartnerKey,
  input: ConversationReply,
  uploadIds: readonly number[] = [],
): Promise<{ ok: true; messageId: number } | Refusal> {
  const partners = await partnersOf(deps, [partnerKey])
  const partner = partners.get(partnerKey) ?? partnerOf(partnerKey, undefined)
  const state = partnerKey === viewer.userId ? null : await replyState(deps, viewer, partner)
  if (state === null) return refuse(400, 'policy', 'Du kannst Dir nicht selbst schreiben.')
  if (!state.ok)
    return partner.key === 0 || partner.gone
      ? refuse(404, 'conflict', state.reason, { text: state.reason })
      : refuse(403, 'policy', state.reason, { text: state.reason })
  const [latest] = await listConversationMessages(deps.db, viewer.userId, partnerKey, null, 0)
  const [user] = await findUsersByIds(deps.db, [partnerKey])
  if (!user) return refuse(404, 'conflict', 'Dieses Mitglied gibt es nicht mehr.')
  const result = await sendMessage(
    deps,
    viewer,
    {
      recipients: user.username,
      title: latest ? replyTitle(latest.title) : `Nachricht an ${partner.name}`,
      text: input.text,
      receipt: input.receipt,
    },
    uploadIds,
  )
  if (!result.ok) {
    // the reply box has one text field: a refusal of the recipient belongs to the whole form
    const { recipients, title, ...fieldErrors } = result.fieldErrors
    return { ...result, fieldErrors, message: recipients ?? title ?? result.message }
  }
  return { ok: true, messageId: result.messageId }
}

/** The viewer deletes the conversation from their side; the partner keeps theirs. */
export async function deleteConversationOf(
  deps: MessageDeps,
  viewer: Viewer,
  partnerKey: PartnerKey,
): Promise<{ ok: true } | Refusal> {
  if (!(await deleteConversation(deps.db, viewer.userId, partnerKey, clock(deps))))
    return refuse(404, 'conflict', 'Diese Unterhaltung gibt es nicht (mehr).')
  await deps.events.emit({ type: 'member.changed', userId: viewer.userId })
  return { ok: true }
}

/**
 * Where an old message address leads: the conversation the message belongs to, seen by its
 * sender or recipient. Anyone else, or a message the viewer deleted: null (404).
 */
export async function conversationOfMessage(
  deps: MessageDeps,
  viewer: Viewer,
  messageId: number,
): Promise<{ partnerKey: PartnerKey } | null> {
  const row = await findMessage(deps.db, messageId)
  if (!row) return null
  const { received, sent } = privateMessageSide(viewer.userId, row)
  if (received) return { partnerKey: row.sender_id ?? 0 }
  if (sent) return { partnerKey: row.recipient_id }
  return null
}
