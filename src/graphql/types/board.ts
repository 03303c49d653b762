import DataLoader from 'dataloader'
import type { BoardRow } from '#db/boards.ts'
import { findRootBoards } from '#db/boards.ts'
import { findBoardReadTimes } from '#db/subscriptions.ts'
import { canStartThread } from '#domain/permissions.ts'
import { boardIconUrl, boardPath } from '#domain/routes.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { builder } from '../builder.ts'
import type { GraphQLContext } from '../context.ts'
import { UserRef } from './user.ts'

export const BoardRef = builder.objectRef<BoardRow>('Board')

const BoardSelfRef = builder.objectRef<{ isWritable: boolean; boardId: number }>('BoardSelf')

/** decision 030: which of the boards asked for in one request the viewer follows (one query per request). */
const followedBoards = new WeakMap<GraphQLContext, DataLoader<number, Date | null>>()
/** When the member last read each followed board (null: not followed). */
function followedBoardLoader(ctx: GraphQLContext, userId: number): DataLoader<number, Date | null> {
  let loader = followedBoards.get(ctx)
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const followed = await findBoardReadTimes(ctx.db, userId, ids)
      return ids.map((id) => followed.get(id) ?? null)
    })
    followedBoards.set(ctx, loader)
  }
  return loader
}

BoardSelfRef.implement({
  description: "The viewer's relation to a board.",
  fields: (t) => ({
    // decision 030: the member follows the board (Forum folgen); visitors follow nothing
    isSubscribed: t.boolean({
      resolve: async (self, _args, ctx) =>
        ctx.viewer ? (await followedBoardLoader(ctx, ctx.viewer.userId).load(self.boardId)) !== null : false,
    }),
    // decision 030: a followed board with posts since the member last looked at it
    isUnread: t.boolean({
      resolve: async (self, _args, ctx) => {
        if (!ctx.viewer) return false
        const readAt = await followedBoardLoader(ctx, ctx.viewer.userId).load(self.boardId)
        if (readAt === null) return false
        const board = await ctx.loaders.board.load(self.boardId)
        return board?.last_post_at != null && board.last_post_at > readAt
      },
    }),
    isWritable: t.exposeBoolean('isWritable'),
  }),
})

BoardRef.implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    boardId: t.exposeInt('id'),
    name: t.exposeString('name'),
    description: t.string({ nullable: true, resolve: (board) => board.description || null }),
    seoDescription: t.string({ nullable: true, resolve: (board) => board.seo_text || null }),
    groupName: t.exposeString('group_name', { nullable: true }),
    parentId: t.exposeInt('parent_id', { nullable: true }),
    parentBoard: t.field({
      type: BoardRef,
      nullable: true,
      resolve: (board, _args, ctx) =>
        board.parent_id === null ? null : ctx.loaders.board.load(board.parent_id),
    }),
    path: t.string({ resolve: (board) => boardPath(board) }),
    canonicalUrl: t.string({ resolve: (board, _args, ctx) => canonicalUrl(ctx.variant, boardPath(board)) }),
    iconUrl: t.string({ resolve: (board) => boardIconUrl(board.icon) }),
    isOpen: t.exposeBoolean('is_open'),
    isAds: t.exposeBoolean('is_ads'),
    isForumContext: t.boolean({ resolve: () => true }),
    numberOfBoards: t.exposeInt('board_count'),
    numberOfThreads: t.exposeInt('thread_count'),
    numberOfReplies: t.exposeInt('reply_count'),
    lastPostCreatedAt: t.expose('last_post_at', { type: 'DateTime', nullable: true }),
    lastPostUserId: t.exposeInt('last_post_user_id', { nullable: true }),
    lastPostUser: t.field({
      type: UserRef,
      nullable: true,
      resolve: (board, _args, ctx) =>
        board.last_post_user_id === null ? null : ctx.loaders.user.load(board.last_post_user_id),
    }),
    children: t.field({
      type: [BoardRef],
      resolve: (board, _args, ctx) => ctx.loaders.childBoards.load(board.id),
    }),
    self: t.field({
      type: BoardSelfRef,
      // closed boards stay writable for their moderators (the same rule the posting service applies)
      resolve: async (board, _args, ctx) => ({
        boardId: board.id,
        isWritable: canStartThread(ctx.viewer, {
          id: board.id,
          ancestorIds: ctx.viewer ? await ctx.loaders.ancestors.load(board.id) : [],
          isOpen: board.is_open,
        }),
      }),
    }),
  }),
})

export const BoardsQueryRef = builder.objectRef<object>('BoardsQuery')

BoardsQueryRef.implement({
  fields: (t) => ({
    rootBoards: t.field({
      type: [BoardRef],
      description: 'Top-level boards in display order (spec 000 §7 ForumHomePageData).',
      resolve: async (_parent, _args, ctx) => {
        const roots = await findRootBoards(ctx.db)
        for (const root of roots) ctx.loaders.board.prime(root.id, root)
        return roots
      },
    }),
    byId: t.field({
      type: BoardRef,
      nullable: true,
      args: { boardId: t.arg.int({ required: true }) },
      resolve: (_parent, { boardId }, ctx) => ctx.loaders.board.load(boardId),
    }),
  }),
})

builder.queryFields((t) => ({
  boards: t.field({ type: BoardsQueryRef, resolve: () => ({}) }),
}))
