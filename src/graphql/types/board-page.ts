import { findBoardThreadsPage } from '#db/board-listing.ts'
import {
  type AnnouncementRow,
  type FaqTeaserRow,
  findAnnouncements,
  findBlogsFor,
  findFacilitators,
  findFaqTeasers,
  findTestsFor,
} from '#db/board-page.ts'
import type { BoardRow } from '#db/boards.ts'
import type { ThreadListRow } from '#db/threads.ts'
import type { UserRow } from '#db/users.ts'
import { boardFaqPath, faqPath, MOTORTEST_LIST_PATH } from '#domain/content-routes.ts'
import { AppError } from '#domain/errors.ts'
import { THREADS_PER_PAGE } from '#domain/limits.ts'
import { parseAnnouncementLink } from '#domain/outbound.ts'
import { boardPath, isInAppPath } from '#domain/routes.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { builder } from '../builder.ts'
import type { GraphQLContext } from '../context.ts'
import { BlogArticleRef } from './blog.ts'
import { BoardRef, BoardsQueryRef } from './board.ts'
import { MotortestRef } from './motortest.ts'
import { ThreadRef } from './thread.ts'
import { UserRef } from './user.ts'

// The board page (spec 001 §2, §3 Board, §7 ThreadListData … AnnouncementsData).

/** spec 001 §3 Breadcrumb: name, path, canonicalUrl. */
interface Crumb {
  name: string
  path: string
}

export const BreadcrumbRef = builder.objectRef<Crumb>('Breadcrumb').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    path: t.exposeString('path'),
    canonicalUrl: t.string({ resolve: (crumb, _args, ctx) => canonicalUrl(ctx.variant, crumb.path) }),
    isRouterContext: t.boolean({
      description: 'spec 000 §3: true when the app navigates there itself, false for a full page load.',
      resolve: (crumb) => isInAppPath(crumb.path),
    }),
  }),
})

/** The forum overview, then every board from the root down to this one. */
export async function boardCrumbs(ctx: GraphQLContext, board: BoardRow): Promise<Crumb[]> {
  const ancestorIds = await ctx.loaders.ancestors.load(board.id)
  const ancestors = await ctx.loaders.board.loadMany([...ancestorIds].reverse())
  const chain = [
    ...ancestors.filter((item): item is BoardRow => item !== null && !(item instanceof Error)),
    board,
  ]
  return [
    { name: 'Forum', path: '/forum.html' },
    ...chain.map((item) => ({ name: item.name, path: boardPath(item) })),
  ]
}

const FaqTeaserRef = builder.objectRef<FaqTeaserRow>('FaqTeaser').implement({
  description: 'spec 001 §3 FAQ teaser.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.exposeString('title'),
    path: t.string({ resolve: (faq) => faqPath(faq) }),
    canonicalUrl: t.string({ resolve: (faq, _args, ctx) => canonicalUrl(ctx.variant, faqPath(faq)) }),
    author: t.field({
      type: UserRef,
      nullable: true,
      resolve: (faq, _args, ctx) => ctx.loaders.user.load(faq.author_id),
    }),
  }),
})

const AnnouncementRef = builder.objectRef<AnnouncementRow>('Announcement').implement({
  description: 'spec 001 §3 Announcement.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.exposeString('title'),
    url: t.string({
      nullable: true,
      description:
        'A site path or an https address (show it through the outbound-link page); null for anything else.',
      resolve: (row) => (row.url === null ? null : parseAnnouncementLink(row.url)),
    }),
    text: t.exposeString('text'),
    startDate: t.expose('start_date', { type: 'DateTime' }),
    visibleForAnonymous: t.exposeBoolean('visible_for_anonymous'),
  }),
})

type TestRow = Awaited<ReturnType<typeof findTestsFor>>[number]

const BoardTestsRef = builder.objectRef<{ tests: TestRow[] }>('BoardTests').implement({
  description: 'spec 001 §3 Board.tests: a title, the link to all tests and the tests.',
  fields: (t) => ({
    title: t.string({ resolve: () => 'Fahrzeugtests' }),
    canonicalUrl: t.string({
      resolve: (_list, _args, ctx) => canonicalUrl(ctx.variant, MOTORTEST_LIST_PATH),
    }),
    tests: t.field({ type: [MotortestRef], resolve: (list) => list.tests }),
  }),
})

type BlogRow = Awaited<ReturnType<typeof findBlogsFor>>[number]

const BoardBlogsRef = builder.objectRef<{ articles: BlogRow[] }>('BoardBlogs').implement({
  fields: (t) => ({ articles: t.field({ type: [BlogArticleRef], resolve: (list) => list.articles }) }),
})

async function nearestFirst(ctx: GraphQLContext, board: BoardRow): Promise<number[]> {
  return [board.id, ...(await ctx.loaders.ancestors.load(board.id))]
}

async function facilitators(
  ctx: GraphQLContext,
  board: BoardRow,
  role: 'moderator' | 'godfather',
): Promise<UserRow[]> {
  // those of this board; a board without its own are looked after by the nearest board above
  const boards = await nearestFirst(ctx, board)
  const rows = (await findFacilitators(ctx.db, boards)).filter((row) => row.role === role)
  const owner = boards.find((id) => rows.some((row) => row.board_id === id))
  const userIds = [...new Set(rows.filter((row) => row.board_id === owner).map((row) => row.user_id))]
  const users = await ctx.loaders.user.loadMany(userIds)
  return users.filter((user): user is UserRow => user !== null && !(user instanceof Error))
}

builder.objectFields(BoardRef, (t) => ({
  breadcrumbs: t.field({ type: [BreadcrumbRef], resolve: (board, _args, ctx) => boardCrumbs(ctx, board) }),
  numberOfOwnThreads: t.int({
    description: 'Topics in this board itself (the topic list); numberOfThreads counts the boards below too.',
    resolve: (board) => board.own_thread_count,
  }),
  moderators: t.field({
    type: [UserRef],
    resolve: (board, _args, ctx) => facilitators(ctx, board, 'moderator'),
  }),
  godfathers: t.field({
    type: [UserRef],
    resolve: (board, _args, ctx) => facilitators(ctx, board, 'godfather'),
  }),
  faqUrl: t.string({ resolve: (board) => boardFaqPath(board) }),
  faqTeasers: t.field({
    type: [FaqTeaserRef],
    args: { limit: t.arg.int({ required: false }) },
    resolve: async (board, args, ctx) =>
      findFaqTeasers(ctx.db, await nearestFirst(ctx, board), Math.min(args.limit ?? 5, 20)),
  }),
  announcements: t.field({
    type: [AnnouncementRef],
    resolve: async (board, _args, ctx) =>
      findAnnouncements(ctx.db, await nearestFirst(ctx, board), ctx.viewer === null, ctx.now),
  }),
  tests: t.field({
    type: BoardTestsRef,
    resolve: async (board, _args, ctx) => ({ tests: await findTestsFor(ctx.db, board.manufacturer_id, 3) }),
  }),
  blogs: t.field({
    type: BoardBlogsRef,
    resolve: async (board, _args, ctx) => ({
      articles: await findBlogsFor(ctx.db, await nearestFirst(ctx, board), 3),
    }),
  }),
}))

interface ThreadListPage {
  page: number
  numberOfPages: number
  numberOfThreads: number
  threads: ThreadListRow[]
}

const ThreadListRef = builder.objectRef<ThreadListPage>('ThreadList').implement({
  description: 'One page of a board topic list (spec 001 §7 ThreadListData). Page 0 holds the newest topics.',
  fields: (t) => ({
    page: t.exposeInt('page'),
    numberOfPages: t.exposeInt('numberOfPages'),
    numberOfThreads: t.exposeInt('numberOfThreads'),
    threads: t.field({ type: [ThreadRef], resolve: (list) => list.threads }),
  }),
})

builder.objectField(BoardsQueryRef, 'threadList', (t) =>
  t.field({
    type: ThreadListRef,
    nullable: true,
    description: 'Null when the board does not exist.',
    args: { boardId: t.arg.int({ required: true }), page: t.arg.int({ required: false }) },
    resolve: async (_parent, args, ctx) => {
      const page = args.page ?? 0
      if (page < 0) throw new AppError('BadUserInput', 'Die Seite muss 0 oder größer sein.')
      const board = await ctx.loaders.board.load(args.boardId)
      if (!board) return null
      const numberOfPages = Math.max(1, Math.ceil(board.own_thread_count / THREADS_PER_PAGE))
      // docs/security.md: a page beyond the last holds nothing; the page loader sends it to the last
      const threads = page < numberOfPages ? await findBoardThreadsPage(ctx.db, board.id, page, ctx.now) : []
      return { page, numberOfPages, numberOfThreads: board.own_thread_count, threads }
    },
  }),
)
