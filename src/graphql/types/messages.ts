import { AppError } from '#domain/errors.ts'
import { conversationHref } from '#domain/messages.ts'
import { createEventBus } from '#services/events.ts'
import type {
  ConversationMessage,
  ConversationSummary,
  Partner,
  ReplyState,
} from '#services/messages/conversations.ts'
import { createMessageService } from '#services/messages/service.ts'
import { requireMemberWrite, requireViewer } from '../auth.ts'
import { builder } from '../builder.ts'
import type { GraphQLContext } from '../context.ts'
import { throwRefusal } from '../refusal.ts'
import { UserRef } from './user.ts'

// Private messages for the apps (decision 041): the inbox as conversations, one conversation,
// and every write the pages make — reply, write to members by name, read, delete, withdraw.
// The same use cases as the pages (services/messages), so the ignore list, the hourly and daily
// limits and the rule that only the two people in a conversation read it hold here too. A
// conversation is always the viewer's own side: there is no argument that names someone else's.

/** The process's services, or (tests of the schema alone) a service over the request's database. */
function messagesOf(ctx: GraphQLContext) {
  return ctx.services?.messages ?? createMessageService({ db: ctx.db, events: createEventBus() })
}

const PrivateConversationRef = builder.objectRef<ConversationSummary>('PrivateConversation').implement({
  description: 'One entry of the inbox: the viewer and one partner (partnerKey 0: the site itself).',
  fields: (t) => ({
    partnerKey: t.int({ resolve: (conversation) => conversation.partner.key }),
    partnerName: t.string({ resolve: (conversation) => conversation.partner.name }),
    partner: t.field({
      type: UserRef,
      nullable: true,
      description: 'The member; null for the site itself and for a deleted member.',
      resolve: (conversation, _args, ctx) =>
        conversation.partner.key === 0 || conversation.partner.gone
          ? null
          : ctx.loaders.user.load(conversation.partner.key),
    }),
    lastMessageAt: t.expose('lastAt', { type: 'DateTime' }),
    excerpt: t.exposeString('excerpt', { description: 'The latest message as plain text, cut at a word.' }),
    lastFromViewer: t.exposeBoolean('lastFromViewer'),
    unread: t.exposeInt('unread'),
    url: t.string({
      resolve: (conversation) => conversationHref(conversation.partner.key, { at: conversation.anchorId }),
    }),
  }),
})

const PrivateConversationPageRef = builder
  .objectRef<{ conversations: ConversationSummary[]; next: number | null }>('PrivateConversationPage')
  .implement({
    fields: (t) => ({
      conversations: t.field({ type: [PrivateConversationRef], resolve: (page) => page.conversations }),
      next: t.exposeInt('next', {
        nullable: true,
        description: 'The `after` of the next page (null: this is the last one).',
      }),
    }),
  })

const ReceiptStateEnum = builder.enumType('PrivateMessageReceiptState', {
  values: ['unread', 'read', 'withdrawn'] as const,
})

const PrivateMessageRef = builder.objectRef<ConversationMessage>('PrivateMessage').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    fromViewer: t.exposeBoolean('fromViewer'),
    title: t.exposeString('title'),
    text: t.exposeString('text'),
    url: t.exposeString('url', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    isNew: t.exposeBoolean('isNew', { description: 'Received and unread before this opening.' }),
    alsoTo: t.exposeStringList('alsoTo', { description: 'The other recipients of a message to several.' }),
    receiptState: t.field({
      type: ReceiptStateEnum,
      nullable: true,
      description: "The read receipt of the viewer's own message, when asked for (spec 000 §4).",
      resolve: (message) => message.receipt?.state ?? null,
    }),
    readAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (message) => (message.receipt?.state === 'read' ? message.receipt.at : null),
    }),
    hidden: t.exposeBoolean('hidden'),
  }),
})

interface ConversationThread {
  partner: Partner
  messages: ConversationMessage[]
  older: number | null
  reply: ReplyState
}

const PrivateConversationThreadRef = builder
  .objectRef<ConversationThread>('PrivateConversationThread')
  .implement({
    fields: (t) => ({
      partnerKey: t.int({ resolve: (thread) => thread.partner.key }),
      partnerName: t.string({ resolve: (thread) => thread.partner.name }),
      partner: t.field({
        type: UserRef,
        nullable: true,
        resolve: (thread, _args, ctx) =>
          thread.partner.key === 0 || thread.partner.gone ? null : ctx.loaders.user.load(thread.partner.key),
      }),
      messages: t.field({
        type: [PrivateMessageRef],
        description: 'Oldest first, as a chat reads.',
        resolve: (thread) => thread.messages,
      }),
      older: t.exposeInt('older', {
        nullable: true,
        description: 'The `before` of the older messages (null: this is the beginning).',
      }),
      canReply: t.boolean({ resolve: (thread) => thread.reply.ok }),
      canAttach: t.boolean({ resolve: (thread) => thread.reply.ok && thread.reply.attach }),
      replyRefusal: t.string({
        nullable: true,
        description: 'Why there is no reply box (the site itself, a deleted member, the ignore list).',
        resolve: (thread) => (thread.reply.ok ? null : thread.reply.reason),
      }),
    }),
  })

builder.queryFields((t) => ({
  privateConversations: t.field({
    type: PrivateConversationPageRef,
    description: "The viewer's inbox as conversations, newest first, 20 per page.",
    args: { after: t.arg.int({ required: false }) },
    resolve: (_parent, args, ctx) => messagesOf(ctx).conversations(requireViewer(ctx), args.after ?? null),
  }),
  privateConversation: t.field({
    type: PrivateConversationThreadRef,
    nullable: true,
    description:
      "The viewer's conversation with a member (0: the site itself), the newest 30 messages or those before `before`. Reading it marks nothing read: that is markPrivateConversationRead.",
    args: { partnerKey: t.arg.int({ required: true }), before: t.arg.int({ required: false }) },
    resolve: (_parent, args, ctx) =>
      messagesOf(ctx).conversation(requireViewer(ctx), args.partnerKey, args.before ?? null, {
        markRead: false,
      }),
  }),
}))

const SentRef = builder.objectRef<{ messageId: number; url: string }>('PrivateMessageSent').implement({
  fields: (t) => ({
    messageId: t.exposeInt('messageId'),
    url: t.exposeString('url', { description: 'The message in its conversation.' }),
  }),
})

builder.mutationFields((t) => ({
  replyToPrivateConversation: t.field({
    type: SentRef,
    description: 'A reply to the partner of a conversation (the reply box of the conversation page).',
    args: {
      partnerKey: t.arg.int({ required: true }),
      text: t.arg.string({ required: true }),
      receipt: t.arg.boolean({ required: false }),
    },
    resolve: async (_parent, args, ctx) => {
      const result = await messagesOf(ctx).reply(requireMemberWrite(ctx), args.partnerKey, {
        text: args.text,
        receipt: args.receipt ?? false,
      })
      if (!result.ok) throwRefusal(result)
      return {
        messageId: result.messageId,
        url: conversationHref(args.partnerKey, { at: result.messageId }),
      }
    },
  }),
  sendPrivateMessage: t.field({
    type: SentRef,
    description: 'A new message to one or several members by name (the form Nachricht schreiben).',
    args: {
      recipients: t.arg.string({ required: true, description: 'Names, separated by commas.' }),
      title: t.arg.string({ required: true }),
      text: t.arg.string({ required: true }),
      receipt: t.arg.boolean({ required: false }),
    },
    resolve: async (_parent, args, ctx) => {
      const result = await messagesOf(ctx).send(requireMemberWrite(ctx), {
        recipients: args.recipients,
        title: args.title,
        text: args.text,
        receipt: args.receipt ?? false,
      })
      if (!result.ok) throwRefusal(result)
      return {
        messageId: result.messageId,
        url: conversationHref(result.recipientIds[0] ?? 0, { at: result.messageId }),
      }
    },
  }),
  markPrivateConversationRead: t.int({
    description: 'Opening a conversation: everything the viewer received in it is read. The number marked.',
    args: { partnerKey: t.arg.int({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const conversation = await messagesOf(ctx).conversation(requireMemberWrite(ctx), args.partnerKey, null)
      if (!conversation) throw new AppError('NotFound', 'Diese Unterhaltung gibt es nicht.')
      return conversation.markedRead
    },
  }),
  deletePrivateConversation: t.boolean({
    description: "Deletes the conversation from the viewer's side; the partner keeps theirs.",
    args: { partnerKey: t.arg.int({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const result = await messagesOf(ctx).deleteConversation(requireMemberWrite(ctx), args.partnerKey)
      if (!result.ok) throwRefusal(result)
      return true
    },
  }),
  deletePrivateMessage: t.boolean({
    description: "Deletes one message from the viewer's side.",
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const result = await messagesOf(ctx).delete(requireMemberWrite(ctx), args.id)
      if (!result.ok) throwRefusal(result)
      return true
    },
  }),
  withdrawPrivateMessage: t.boolean({
    description: "Takes back the viewer's own unread message with a read receipt (spec 000 §4).",
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const result = await messagesOf(ctx).withdraw(requireMemberWrite(ctx), args.id)
      if (!result.ok) throwRefusal(result)
      return true
    },
  }),
}))
