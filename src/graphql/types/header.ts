import {
  findFriendsOnline,
  findSubscribedBlogs,
  findSubscribedBoards,
  findThreadUpdates,
  findUnreadMessages,
} from '#db/member-activity.ts'
import { findUnreadNotifications } from '#db/notifications.ts'
import type { UserRow } from '#db/users.ts'
import { blogArticlePath } from '#domain/content-routes.ts'
import { AppError } from '#domain/errors.ts'
import { MESSAGE_UPDATES_LIMIT, ONLINE_WINDOW_MINUTES } from '#domain/limits.ts'
import { messageHref } from '#domain/messages.ts'
import { notificationOpenPath } from '#domain/notifications.ts'
import { pageOfPosition } from '#domain/pagination.ts'
import { boardPath, postJumpPath, threadPath, withPage } from '#domain/routes.ts'
import { requireMemberWrite } from '../auth.ts'
import { builder } from '../builder.ts'
import type { GraphQLContext } from '../context.ts'
import { UserQueryRef, UserRef } from './user.ts'

// spec 000 §3 header data and PrivateMessageUpdate; spec 000 §2.1 mark-as-read.

const NotificationKind = builder.enumType('NotificationKind', {
  // spec 001 §3 names PrivateMessage and UserMention; decision 030 tells of thumbs up here too
  // decision 030 (migration 0018): replies in followed threads, new threads in followed boards
  values: ['PrivateMessage', 'UserMention', 'ThumbsUp', 'ThreadReply', 'BoardThread'] as const,
})

interface PrivateMessageUpdate {
  id: number
  sender_id: number | null
  title: string
  created_at: Date
  message_type: 'PrivateMessage' | 'UserMention' | 'ThumbsUp' | 'ThreadReply' | 'BoardThread'
  url: string | null
}

/** Unread private messages and notifications (mentions, thumbs up), newest first. */
async function findMessageUpdates(db: GraphQLContext['db'], userId: number): Promise<PrivateMessageUpdate[]> {
  const [messages, notifications] = await Promise.all([
    findUnreadMessages(db, userId),
    findUnreadNotifications(db, userId, MESSAGE_UPDATES_LIMIT),
  ])
  const updates: PrivateMessageUpdate[] = [
    // a private message opens in the read view, which marks it read
    ...messages.map((message) => ({
      ...message,
      url: messageHref(message.id),
      message_type: 'PrivateMessage' as const,
    })),
    ...notifications.map((notification) => ({
      id: notification.id,
      sender_id: notification.actor_id,
      title: notification.title,
      created_at: notification.created_at,
      message_type: notification.kind === 'PrivateMessage' ? ('PrivateMessage' as const) : notification.kind,
      // decision 030: opening a notification marks it read, then goes where it points
      url: notificationOpenPath(notification.id),
    })),
  ]
  return updates
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime())
    .slice(0, MESSAGE_UPDATES_LIMIT)
}

const PrivateMessageUpdateRef = builder.objectRef<PrivateMessageUpdate>('PrivateMessageUpdate').implement({
  fields: (t) => ({
    privateMessageId: t.exposeInt('id'),
    title: t.exposeString('title'),
    createdAt: t.expose('created_at', { type: 'DateTime' }),
    messageType: t.field({ type: NotificationKind, resolve: (message) => message.message_type }),
    url: t.string({
      resolve: (message) => message.url ?? messageHref(message.id),
    }),
    author: t.field({
      type: UserRef,
      nullable: true,
      resolve: (message, _args, ctx) =>
        message.sender_id === null ? null : ctx.loaders.user.load(message.sender_id),
    }),
  }),
})

const ThreadLinkRef = builder.objectRef<{ id: number; title: string; slug: string }>('ThreadLink').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.exposeString('title'),
    path: t.string({ resolve: (thread) => threadPath(thread) }),
  }),
})

type ThreadUpdate = Awaited<ReturnType<typeof findThreadUpdates>>[number]

const ThreadUpdateRef = builder.objectRef<ThreadUpdate>('ThreadUpdate').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    thread: t.field({ type: ThreadLinkRef, resolve: (update) => update }),
    lastPostCreatedAt: t.expose('last_post_at', { type: 'DateTime' }),
    newPostAmount: t.int({ resolve: (update) => Math.max(0, update.next_position - update.read_position) }),
    // decision 029: the first post the member has not read, on its page, below the divider
    url: t.string({
      resolve: (update) =>
        update.read_position > 0
          ? `${withPage(threadPath(update), pageOfPosition(update.read_position))}#ungelesen`
          : threadPath(update),
    }),
    author: t.field({
      type: UserRef,
      nullable: true,
      resolve: (update, _args, ctx) =>
        update.last_post_user_id === null ? null : ctx.loaders.user.load(update.last_post_user_id),
    }),
  }),
})

type BoardUpdate = Awaited<ReturnType<typeof findSubscribedBoards>>[number]

const SubscribedBoardUpdateRef = builder.objectRef<BoardUpdate>('SubscribedBoardUpdate').implement({
  fields: (t) => ({
    boardTitle: t.exposeString('name'),
    boardUrl: t.string({ resolve: (board) => boardPath(board) }),
    isUnread: t.boolean({
      resolve: (board) => board.last_post_at !== null && board.last_post_at > board.last_read_at,
    }),
    lastPostCreatedAt: t.expose('last_post_at', { type: 'DateTime', nullable: true }),
    lastPostUrl: t.string({
      nullable: true,
      resolve: (board) => (board.last_post_id === null ? null : postJumpPath(board.last_post_id)),
    }),
    lastPostAuthor: t.field({
      type: UserRef,
      nullable: true,
      resolve: (board, _args, ctx) =>
        board.last_post_user_id === null ? null : ctx.loaders.user.load(board.last_post_user_id),
    }),
  }),
})

type BlogUpdate = Awaited<ReturnType<typeof findSubscribedBlogs>>[number]

const blogPath = (blog: BlogUpdate) => blogArticlePath(blog)

const SubscribedBlogUpdateRef = builder.objectRef<BlogUpdate>('SubscribedBlogUpdate').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    blogUrl: t.string({ resolve: blogPath }),
    isUnread: t.boolean({
      resolve: (blog) => blog.published_at !== null && blog.published_at > blog.last_read_at,
    }),
    lastPostCreatedAt: t.expose('published_at', { type: 'DateTime', nullable: true }),
    lastPostUrl: t.string({ resolve: blogPath }),
    lastPostAuthor: t.field({
      type: UserRef,
      nullable: true,
      resolve: (blog, _args, ctx) => ctx.loaders.user.load(blog.author_id),
    }),
  }),
})

const FriendsOnlineRef = builder.objectRef<{ users: UserRow[] }>('FriendsOnline').implement({
  description: 'Friends and buddies active within the online window.',
  fields: (t) => ({ users: t.field({ type: [UserRef], resolve: ({ users }) => users }) }),
})

const HeaderDataRef = builder.objectRef<{ userId: number }>('HeaderData').implement({
  description: "The member header's flyouts (spec 000 §3).",
  fields: (t) => ({
    privateMessages: t.field({
      type: [PrivateMessageUpdateRef],
      resolve: ({ userId }, _args, ctx) => findMessageUpdates(ctx.db, userId),
    }),
    threadUpdates: t.field({
      type: [ThreadUpdateRef],
      resolve: ({ userId }, _args, ctx) => findThreadUpdates(ctx.db, userId),
    }),
    friendsOnline: t.field({
      type: FriendsOnlineRef,
      resolve: async ({ userId }, _args, ctx) => {
        const since = new Date(ctx.now.getTime() - ONLINE_WINDOW_MINUTES * 60_000)
        const friends = await findFriendsOnline(ctx.db, userId, since)
        for (const friend of friends) ctx.loaders.user.prime(friend.id, friend)
        return { users: friends }
      },
    }),
    subscribedBoardUpdates: t.field({
      type: [SubscribedBoardUpdateRef],
      resolve: ({ userId }, _args, ctx) => findSubscribedBoards(ctx.db, userId),
    }),
    subscribedBlogUpdates: t.field({
      type: [SubscribedBlogUpdateRef],
      resolve: ({ userId }, _args, ctx) => findSubscribedBlogs(ctx.db, userId),
    }),
  }),
})

builder.objectField(UserQueryRef, 'headerData', (t) =>
  t.field({
    type: HeaderDataRef,
    nullable: true,
    description: 'Null for visitors.',
    resolve: (_parent, _args, ctx: GraphQLContext) => (ctx.viewer ? { userId: ctx.viewer.userId } : null),
  }),
)

const MarkReadScope = builder.enumType('MarkReadScope', { values: ['BOARDS', 'BLOGS', 'ALL'] as const })

builder.mutationType({})
builder.mutationField('markAllRead', (t) =>
  t.boolean({
    description: 'Marks subscribed boards, blogs, or everything as read (spec 000 §2.1).',
    args: { scope: t.arg({ type: MarkReadScope, required: true }) },
    resolve: async (_parent, { scope }, ctx) => {
      const viewer = requireMemberWrite(ctx)
      // mutations call services, never the database (DESIGN.md)
      if (!ctx.services) throw new AppError('InternalServerError', 'Das Markieren ist hier nicht verfügbar.')
      await ctx.services.markAllRead(
        viewer.userId,
        scope === 'BOARDS' ? 'boards' : scope === 'BLOGS' ? 'blogs' : 'all',
      )
      return true
    },
  }),
)
