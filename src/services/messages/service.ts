import { findNameBySlug, findSuggestedRecipients } from '#db/messages.ts'
import type { FolderKey } from '#domain/messages.ts'
import type { Viewer } from '#domain/permissions.ts'
import {
  type ConversationReply,
  conversationOfMessage,
  deleteConversationOf,
  listConversationsOf,
  openConversation,
  replyInConversation,
} from './conversations.ts'
import type { MessageDeps } from './deps.ts'
import { ignoredMembers, ignoreMember, ignores, unignoreMember } from './ignore-list.ts'
import {
  countUnread,
  createFolder,
  deleteMessage,
  folders,
  listFolder,
  moveMessage,
  openMessage,
  removeFolder,
  renameFolderOf,
  withdrawMessage,
} from './mailbox.ts'
import { messageFile } from './message-files.ts'
import { type MessageForm, mayAttachTo, sendMessage } from './send-message.ts'

// Private messages and the ignore list (decisions 028–031), bound to the process's database and event bus.

export function createMessageService(deps: MessageDeps) {
  return {
    folders: (viewer: Viewer) => folders(deps, viewer),
    countUnread: (viewer: Viewer) => countUnread(deps, viewer),
    list: (viewer: Viewer, folder: FolderKey, cursor: number | null) =>
      listFolder(deps, viewer, folder, cursor),
    open: (viewer: Viewer, id: number) => openMessage(deps, viewer, id),
    /** decision 041: the inbox as conversations, one per partner (0: the site itself) */
    conversations: (viewer: Viewer, cursor: number | null) => listConversationsOf(deps, viewer, cursor),
    conversation: (
      viewer: Viewer,
      partnerKey: number,
      before: number | null,
      options: { markRead?: boolean } = {},
    ) => openConversation(deps, viewer, partnerKey, before, options),
    reply: (
      viewer: Viewer,
      partnerKey: number,
      input: ConversationReply,
      uploadIds: readonly number[] = [],
    ) => replyInConversation(deps, viewer, partnerKey, input, uploadIds),
    deleteConversation: (viewer: Viewer, partnerKey: number) =>
      deleteConversationOf(deps, viewer, partnerKey),
    /** an old message address: the conversation it belongs to, for its sender and recipient only */
    conversationOf: (viewer: Viewer, messageId: number) => conversationOfMessage(deps, viewer, messageId),
    send: (viewer: Viewer, form: MessageForm, uploadIds: readonly number[] = []) =>
      sendMessage(deps, viewer, form, uploadIds),
    /** A picture or file of a message, for its people only (null: 404). */
    file: (viewer: Viewer, copyId: number, uploadId: number, name: string) =>
      deps.uploadsDir
        ? messageFile({ ...deps, uploadsDir: deps.uploadsDir }, viewer, copyId, uploadId, name)
        : null,
    /** Whether the compose form offers files: staff always, members when writing to staff. */
    mayAttach: (viewer: Viewer, recipientNames: string) => mayAttachTo(deps, viewer, recipientNames),
    withdraw: (viewer: Viewer, copyId: number) => withdrawMessage(deps, viewer, copyId),
    delete: (viewer: Viewer, id: number) => deleteMessage(deps, viewer, id),
    move: (viewer: Viewer, id: number, folder: FolderKey) => moveMessage(deps, viewer, id, folder),
    createFolder: (viewer: Viewer, name: string) => createFolder(deps, viewer, name),
    removeFolder: (viewer: Viewer, folderId: number) => removeFolder(deps, viewer, folderId),
    renameFolder: (viewer: Viewer, folderId: number, name: string) =>
      renameFolderOf(deps, viewer, folderId, name),
    suggestions: (viewer: Viewer) => findSuggestedRecipients(deps.db, viewer.userId),
    nameOf: (slug: string) => findNameBySlug(deps.db, slug),
    ignored: (viewer: Viewer) => ignoredMembers(deps, viewer),
    ignores: (viewer: Viewer, otherId: number) => ignores(deps, viewer, otherId),
    ignore: (viewer: Viewer, member: { id: number } | { name: string }) => ignoreMember(deps, viewer, member),
    unignore: (viewer: Viewer, otherId: number) => unignoreMember(deps, viewer, otherId),
  }
}

export type MessageService = ReturnType<typeof createMessageService>
