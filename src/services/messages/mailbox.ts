import {
  countUnreadByFolder,
  deleteFolder,
  deleteForRecipient,
  deleteForSender,
  findCopies,
  findFolders,
  findMessage,
  insertFolder,
  listReceived,
  listSent,
  markMessageRead,
  moveCopy,
  renameFolder,
  withdrawCopy,
} from '#db/messages.ts'
import { findMessageUploads } from '#db/uploads.ts'
import { findUsersByIds } from '#db/users.ts'
import { folderNameSchema } from '#domain/message-input.ts'
import { type FolderKey, INBOX, MESSAGE_FOLDERS_MAX, MESSAGES_PAGE_SIZE, SENT } from '#domain/messages.ts'
import type { Viewer } from '#domain/permissions.ts'
import { refuse } from '#domain/refusal.ts'
import { privateMessageSide } from '#domain/visibility.ts'
import { clock, type MessageDeps, type Refusal } from './deps.ts'
import { type MessageFile, messageFilesOf } from './message-files.ts'

// A member's private messages (decisions 028–031): the folders with their unread counts, one folder's page,
// one message (opening marks it read), and the small writes on it: withdraw (revocable read
// receipt), delete (one side only), move to an own folder, own folders.

export interface Folder {
  key: FolderKey
  name: string
  unread: number
}

/** A sender or recipient as the mailbox names them (decision 042: pages read view types). */
export interface MessagePerson {
  id: number
  slug: string
  displayName: string
}

export interface ListedMessage {
  id: number
  title: string
  createdAt: Date
  unread: boolean
  /** received: the sender (null: the site itself); sent: the recipients */
  people: MessagePerson[]
  receipt?: { requested: boolean; read: number; of: number }
}

async function usersById(deps: MessageDeps, ids: (number | null)[]): Promise<Map<number, MessagePerson>> {
  const unique = [...new Set(ids.filter((id): id is number => id !== null))]
  return new Map(
    (await findUsersByIds(deps.db, unique)).map((user) => [
      user.id,
      { id: user.id, slug: user.slug, displayName: user.display_name },
    ]),
  )
}

export async function folders(deps: MessageDeps, viewer: Viewer): Promise<Folder[]> {
  const [own, unread] = await Promise.all([
    findFolders(deps.db, viewer.userId),
    countUnreadByFolder(deps.db, viewer.userId),
  ])
  return [
    { key: INBOX, name: 'Posteingang', unread: unread.get(null) ?? 0 },
    { key: SENT, name: 'Gesendet', unread: 0 },
    ...own.map((folder) => ({ key: folder.id, name: folder.name, unread: unread.get(folder.id) ?? 0 })),
  ]
}

/** The member's unread private messages in all folders (notifications are not messages). */
export async function countUnread(deps: MessageDeps, viewer: Viewer): Promise<number> {
  const unread = await countUnreadByFolder(deps.db, viewer.userId)
  return [...unread.values()].reduce((sum, count) => sum + count, 0)
}

/** One page of a folder; `next` is the cursor of the following page (null: the last one). */
export async function listFolder(
  deps: MessageDeps,
  viewer: Viewer,
  folder: FolderKey,
  cursor: number | null,
): Promise<{ messages: ListedMessage[]; next: number | null }> {
  if (folder === SENT) {
    const rows = await listSent(deps.db, viewer.userId, cursor, MESSAGES_PAGE_SIZE)
    const page = rows.slice(0, MESSAGES_PAGE_SIZE)
    const copies = await findCopies(
      deps.db,
      page.map((row) => row.id),
    )
    const users = await usersById(
      deps,
      copies.map((copy) => copy.recipient_id),
    )
    const messages = page.map((row) => {
      const own = copies.filter((copy) => copy.id === row.id || copy.batch_id === row.id)
      return {
        id: row.id,
        title: row.title,
        createdAt: row.created_at,
        unread: false,
        people: own.flatMap((copy) => users.get(copy.recipient_id) ?? []),
        receipt: {
          requested: row.receipt_requested,
          read: own.filter((copy) => copy.read_at !== null).length,
          of: own.filter((copy) => copy.withdrawn_at === null).length,
        },
      }
    })
    return { messages, next: rows.length > MESSAGES_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null }
  }
  const rows = await listReceived(
    deps.db,
    viewer.userId,
    folder === INBOX ? null : folder,
    cursor,
    MESSAGES_PAGE_SIZE,
  )
  const page = rows.slice(0, MESSAGES_PAGE_SIZE)
  const users = await usersById(
    deps,
    page.map((row) => row.sender_id),
  )
  return {
    messages: page.map((row) => ({
      id: row.id,
      title: row.title,
      createdAt: row.created_at,
      unread: row.read_at === null,
      people:
        row.sender_id === null
          ? []
          : users.get(row.sender_id)
            ? [users.get(row.sender_id) as MessagePerson]
            : [],
    })),
    next: rows.length > MESSAGES_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  }
}

export interface Recipient {
  copyId: number
  user: MessagePerson | null
  readAt: Date | null
  withdrawnAt: Date | null
}

export interface OpenedMessage {
  id: number
  title: string
  text: string
  url: string | null
  createdAt: Date
  sender: MessagePerson | null
  /** the viewer received it (else: the viewer sent it) */
  received: boolean
  folderId: number | null
  receiptRequested: boolean
  /** the sender's view: every recipient's copy with its read state */
  recipients: Recipient[]
  /** this opening marked it read (the header, loaded alongside, still counted it) */
  markedRead: boolean
  /** spec 000 §5: pictures and files (only in messages with staff) */
  files: MessageFile[]
}

/**
 * One message as the viewer may see it: their received copy (opening marks it read) or one they
 * sent (with every recipient's receipt). Someone else's, a deleted or a withdrawn one: null (404).
 */
export async function openMessage(
  deps: MessageDeps,
  viewer: Viewer,
  id: number,
): Promise<OpenedMessage | null> {
  const row = await findMessage(deps.db, id)
  if (!row) return null
  const { received, sent } = privateMessageSide(viewer.userId, row)
  if (!received && !sent) return null
  let readAt = row.read_at
  let markedRead = false
  if (received && readAt === null) {
    const at = clock(deps)
    if (await markMessageRead(deps.db, id, viewer.userId, at)) {
      readAt = at
      markedRead = true
      await deps.events.emit({ type: 'member.changed', userId: viewer.userId })
    }
  }
  const firstId = row.batch_id ?? row.id
  // a recipient sees who else got it, not whether they read it; a withdrawn copy is gone for them
  const [all, uploads] = await Promise.all([
    findCopies(deps.db, [firstId]),
    findMessageUploads(deps.db, [firstId]),
  ])
  const copies = sent ? all : all.filter((copy) => copy.withdrawn_at === null)
  const users = await usersById(deps, [row.sender_id, ...copies.map((copy) => copy.recipient_id)])
  return {
    id: row.id,
    title: row.title,
    text: row.body,
    url: row.url,
    createdAt: row.created_at,
    sender: row.sender_id === null ? null : (users.get(row.sender_id) ?? null),
    received,
    folderId: row.folder_id,
    receiptRequested: row.receipt_requested,
    recipients: copies.map((copy) => ({
      copyId: copy.id,
      user: users.get(copy.recipient_id) ?? null,
      readAt: !sent ? null : copy.id === row.id ? readAt : copy.read_at,
      withdrawnAt: copy.withdrawn_at,
    })),
    markedRead,
    files: messageFilesOf(row.id, uploads),
  }
}

const GONE = 'Diese Nachricht gibt es nicht (mehr).'

/** The sender takes back a recipient's unread copy (spec 000 §4: revocable until read). */
export async function withdrawMessage(
  deps: MessageDeps,
  viewer: Viewer,
  copyId: number,
): Promise<{ ok: true } | Refusal> {
  const row = await findMessage(deps.db, copyId)
  if (!row || row.sender_id !== viewer.userId) return refuse(404, 'conflict', GONE)
  if (row.read_at !== null)
    return refuse(409, 'conflict', 'Die Nachricht ist schon gelesen und lässt sich nicht mehr zurückziehen.')
  if (!(await withdrawCopy(deps.db, copyId, viewer.userId, clock(deps)))) {
    return refuse(409, 'conflict', 'Nur ungelesene Nachrichten mit Lesebestätigung lassen sich zurückziehen.')
  }
  await deps.events.emit({ type: 'member.changed', userId: row.recipient_id })
  return { ok: true }
}

/** Deletes the message from the viewer's side only; the other side keeps it. */
export async function deleteMessage(
  deps: MessageDeps,
  viewer: Viewer,
  id: number,
): Promise<{ ok: true; sent: boolean } | Refusal> {
  const row = await findMessage(deps.db, id)
  if (!row) return refuse(404, 'conflict', GONE)
  const at = clock(deps)
  if (row.recipient_id === viewer.userId && (await deleteForRecipient(deps.db, id, viewer.userId, at))) {
    await deps.events.emit({ type: 'member.changed', userId: viewer.userId })
    return { ok: true, sent: false }
  }
  if (
    row.sender_id === viewer.userId &&
    (await deleteForSender(deps.db, row.batch_id ?? row.id, viewer.userId, at))
  ) {
    return { ok: true, sent: true }
  }
  return refuse(404, 'conflict', GONE)
}

export async function moveMessage(
  deps: MessageDeps,
  viewer: Viewer,
  id: number,
  folder: FolderKey,
): Promise<{ ok: true } | Refusal> {
  if (folder === SENT)
    return refuse(400, 'parse', 'In „Gesendet“ liegen nur Nachrichten, die Du geschrieben hast.')
  if (folder !== INBOX) {
    const own = await findFolders(deps.db, viewer.userId)
    if (!own.some((item) => item.id === folder))
      return refuse(404, 'conflict', 'Diesen Ordner gibt es nicht.')
  }
  if (!(await moveCopy(deps.db, id, viewer.userId, folder === INBOX ? null : folder)))
    return refuse(404, 'conflict', GONE)
  return { ok: true }
}

export async function createFolder(
  deps: MessageDeps,
  viewer: Viewer,
  rawName: string,
): Promise<{ ok: true; id: number } | Refusal> {
  const parsed = folderNameSchema.safeParse(rawName)
  if (!parsed.success)
    return refuse(400, 'parse', parsed.error.issues[0]?.message ?? 'Bitte prüfe den Namen.', {
      name: parsed.error.issues[0]?.message ?? '',
    })
  const own = await findFolders(deps.db, viewer.userId)
  if (own.length >= MESSAGE_FOLDERS_MAX)
    return refuse(409, 'conflict', `Du hast schon ${MESSAGE_FOLDERS_MAX} Ordner; lösche erst einen.`)
  const id = await insertFolder(deps.db, viewer.userId, parsed.data)
  if (id === null)
    return refuse(409, 'conflict', `Einen Ordner „${parsed.data}“ hast Du schon.`, {
      name: 'Diesen Namen gibt es schon.',
    })
  return { ok: true, id }
}

export async function renameFolderOf(
  deps: MessageDeps,
  viewer: Viewer,
  folderId: number,
  rawName: string,
): Promise<{ ok: true } | Refusal> {
  const parsed = folderNameSchema.safeParse(rawName)
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Bitte prüfe den Namen.'
    return refuse(400, 'parse', message, { name: message })
  }
  const result = await renameFolder(deps.db, viewer.userId, folderId, parsed.data)
  if (result === 'gone') return refuse(404, 'conflict', 'Diesen Ordner gibt es nicht.')
  if (result === 'taken')
    return refuse(409, 'conflict', `Einen Ordner „${parsed.data}“ hast Du schon.`, {
      name: 'Diesen Namen gibt es schon.',
    })
  return { ok: true }
}

export async function removeFolder(
  deps: MessageDeps,
  viewer: Viewer,
  folderId: number,
): Promise<{ ok: true } | Refusal> {
  if (!(await deleteFolder(deps.db, viewer.userId, folderId)))
    return refuse(404, 'conflict', 'Diesen Ordner gibt es nicht.')
  return { ok: true }
}
