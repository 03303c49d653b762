import { findBlogsFor } from '#db/board-page.ts'
import { findBoardTree } from '#db/boards.ts'
import { findActiveRestriction, findModeratedBoardIds } from '#db/notices.ts'
import type { SimilarThread } from '#db/similar-threads.ts'
import { findThreadReadPosition } from '#db/subscriptions.ts'
import { isFullThreadRow, type PostRow, type ThreadRow } from '#db/thread-page.ts'
import type { ThreadListRow } from '#db/threads.ts'
import { boardFaqPath } from '#domain/content-routes.ts'
import { AppError } from '#domain/errors.ts'
import { excerpt } from '#domain/markup.ts'
import { pageOfPosition, postPath, threadPageCount } from '#domain/pagination.ts'
import {
  canGiveThumbsUp,
  canMarkBestAnswer,
  canModerateBoard,
  canModerateContent,
  canReply,
  type Viewer,
} from '#domain/permissions.ts'
import { cookPostHtml, POST_HTML_VERSION, REFERRER_SLOT } from '#domain/post-html.ts'
import { threadPath } from '#domain/routes.ts'
import { canonicalUrl, OWN_HOSTS } from '#domain/variants.ts'
import { acceptsWrites, threadVisibility } from '#domain/visibility.ts'
import { builder } from '../builder.ts'
import type { GraphQLContext } from '../context.ts'
import { threadCuration } from '../editing-rights.ts'
import { recommendedThreads } from '../recommendations.ts'
import { moderatesBoard, readableThread, visiblePost, visiblePostOf } from '../visible.ts'
import { BlogArticleRef } from './blog.ts'
import { BoardRef } from './board.ts'
import { BreadcrumbRef, boardCrumbs } from './board-page.ts'
import { PostRef, type PostSummary } from './post.ts'
import { ThreadRef, ThreadsQueryRef } from './thread.ts'

/** The post's kept HTML; made now for a post not cooked yet or cooked by another renderer version. */
function keptHtml(post: PostRow): string {
  return post.cooked_version === POST_HTML_VERSION && post.cooked_html !== null
    ? post.cooked_html
    : cookPostHtml(post.text, OWN_HOSTS)
}

// The thread page (spec 001 §2 thread page, §3 Post and Thread, §7 DiscussionThreadPageData).
// Posts are read by position range, so any page costs the same.

/**
 * A post as lists know it, or the whole row: the text and the rest come from a loader. A summary
 * (a thread's last post) is checked again here, so no field of a post the viewer may not see
 * reads its row (docs/security.md).
 */
async function fullPost(ctx: GraphQLContext, post: PostSummary | PostRow): Promise<PostRow> {
  if ('text' in post) return post
  const row = await visiblePost(ctx, post.id)
  if (!row) throw new AppError('NotFound', 'Diesen Beitrag gibt es nicht.')
  return row
}

async function boardScope(ctx: GraphQLContext, boardId: number) {
  return { id: boardId, ancestorIds: await ctx.loaders.ancestors.load(boardId) }
}

export const PostSelfRef = builder.objectRef<{ post: PostRow }>('PostSelf').implement({
  description: "The viewer's relation to a post.",
  fields: (t) => ({
    gaveThumbsUp: t.boolean({ resolve: ({ post }, _args, ctx) => ctx.loaders.thumbsGiven.load(post.id) }),
    canGiveThumbsUp: t.boolean({
      resolve: ({ post }, _args, ctx) => canGiveThumbsUp(ctx.viewer, { authorId: post.author_id }),
    }),
  }),
})

builder.objectFields(PostRef, (t) => ({
  text: t.string({ resolve: async (post, _args, ctx) => (await fullPost(ctx, post)).text }),
  html: t.string({
    description: `The text as HTML, made by the site's markup renderer when the post was written (decision 043). Links to other sites go through /out; their \`referrer\` parameter reads \`${REFERRER_SLOT}\`, which a client replaces by the URL-encoded address of the page that shows the post.`,
    resolve: async (post, _args, ctx) => keptHtml(await fullPost(ctx, post)),
  }),
  excerpt: t.string({ resolve: async (post, _args, ctx) => excerpt((await fullPost(ctx, post)).text) }),
  position: t.int({ resolve: async (post, _args, ctx) => (await fullPost(ctx, post)).position }),
  editedAt: t.field({
    type: 'DateTime',
    nullable: true,
    resolve: async (post, _args, ctx) => (await fullPost(ctx, post)).edited_at,
  }),
  numberOfThumbsUp: t.int({
    resolve: async (post, _args, ctx) => (await fullPost(ctx, post)).thumbs_up_count,
  }),
  isPostedByModerator: t.boolean({
    resolve: async (post, _args, ctx) => (await fullPost(ctx, post)).is_posted_by_moderator,
  }),
  isVisible: t.boolean({
    resolve: async (post, _args, ctx) => (await fullPost(ctx, post)).visibility !== 'Hidden',
  }),
  isDeleted: t.boolean({
    description: 'Deleted by the moderation (seen by its moderators only, marked).',
    resolve: async (post, _args, ctx) => (await fullPost(ctx, post)).deleted_at !== null,
  }),
  path: t.string({
    description: 'The thread page holding the post, with its anchor.',
    resolve: async (post, _args, ctx) => {
      const row = await fullPost(ctx, post)
      const thread = await ctx.loaders.thread.load(row.thread_id)
      return thread ? postPath(thread, row) : ''
    },
  }),
  absoluteUrl: t.string({
    resolve: async (post, _args, ctx) => {
      const row = await fullPost(ctx, post)
      const thread = await ctx.loaders.thread.load(row.thread_id)
      return thread ? canonicalUrl(ctx.variant, postPath(thread, row)) : ''
    },
  }),
  self: t.field({
    type: PostSelfRef,
    resolve: async (post, _args, ctx) => ({ post: await fullPost(ctx, post) }),
  }),
}))

interface ThreadSelf {
  isSubscribed: boolean
  isUnread: boolean
  isWritable: boolean
  newPostAmount: number
  participating: boolean
  role: string | null
  canMarkBestAnswer: boolean
  canModerate: boolean
  /** decisions 024–027: Forenpaten and the moderation change the title and pin the thread. */
  canEditTitle: boolean
  canPin: boolean
}

/** A board a moderator may move a thread to (decision 021), in tree order. */
interface ModerationBoardChoice {
  id: number
  name: string
  depth: number
}

const ModerationBoardChoiceRef = builder.objectRef<ModerationBoardChoice>('ModerationBoardChoice').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    depth: t.exposeInt('depth'),
  }),
})

/** The boards the viewer moderates (admins: all), for the 'Verschieben' choice. */
async function moderatedBoards(ctx: GraphQLContext, viewer: Viewer): Promise<ModerationBoardChoice[]> {
  const [tree, scope] = await Promise.all([findBoardTree(ctx.db), findModeratedBoardIds(ctx.db, viewer)])
  if (scope === null) return tree
  const covered = new Set(scope)
  return tree.filter((board) => covered.has(board.id))
}

const ThreadSelfRef = builder.objectRef<ThreadSelf>('ThreadSelf').implement({
  description: "spec 000 §3 ThreadSelf: the viewer's relation to a thread.",
  fields: (t) => ({
    isSubscribed: t.exposeBoolean('isSubscribed'),
    isUnread: t.exposeBoolean('isUnread'),
    isWritable: t.exposeBoolean('isWritable'),
    newPostAmount: t.exposeInt('newPostAmount'),
    participating: t.exposeBoolean('participating'),
    role: t.exposeString('role', { nullable: true, description: "'starter', 'moderator' or null" }),
    canMarkBestAnswer: t.exposeBoolean('canMarkBestAnswer'),
    canModerate: t.exposeBoolean('canModerate', {
      description: "decision 021: the viewer moderates this thread's board (hide, delete, close, move).",
    }),
    canEditTitle: t.exposeBoolean('canEditTitle', {
      description:
        "decisions 024–027: the viewer may change the title (the board's Forenpaten and moderators; never the starter as such).",
    }),
    canPin: t.exposeBoolean('canPin', {
      description: 'decisions 024–027: the viewer may pin the thread to the top of its board or loosen it.',
    }),
    moderationBoards: t.field({
      type: [ModerationBoardChoiceRef],
      description: 'The boards the viewer may move this thread to; empty for everyone else.',
      resolve: (self, _args, ctx) => (self.canModerate && ctx.viewer ? moderatedBoards(ctx, ctx.viewer) : []),
    }),
  }),
})

const RecommendedThreadRef = builder.objectRef<SimilarThread>('RecommendedThread').implement({
  description: "spec 000 §3 RecommendedThread: 'Ähnliche Themen'.",
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.exposeString('title'),
    path: t.string({ resolve: (thread) => threadPath(thread) }),
    canonicalUrl: t.string({
      resolve: (thread, _args, ctx) => canonicalUrl(ctx.variant, threadPath(thread)),
    }),
    numberOfReplies: t.exposeInt('reply_count'),
    board: t.field({
      type: BoardRef,
      nullable: true,
      resolve: (thread, _args, ctx) => ctx.loaders.board.load(thread.board_id),
    }),
  }),
})

type BlogRow = Awaited<ReturnType<typeof findBlogsFor>>[number]
const ThreadBlogsRef = builder.objectRef<{ articles: BlogRow[] }>('ThreadBlogs').implement({
  fields: (t) => ({ articles: t.field({ type: [BlogArticleRef], resolve: (list) => list.articles }) }),
})

async function threadRow(ctx: GraphQLContext, thread: ThreadListRow): Promise<ThreadRow | null> {
  return isFullThreadRow(thread) ? thread : ctx.loaders.thread.load(thread.id)
}

builder.objectFields(ThreadRef, (t) => ({
  board: t.field({
    type: BoardRef,
    nullable: true,
    resolve: (thread, _args, ctx) => ctx.loaders.board.load(thread.board_id),
  }),
  breadcrumbs: t.field({
    type: [BreadcrumbRef],
    resolve: async (thread, _args, ctx) => {
      const board = await ctx.loaders.board.load(thread.board_id)
      return board ? boardCrumbs(ctx, board) : []
    },
  }),
  firstPost: t.field({
    type: PostRef,
    nullable: true,
    // docs/security.md: a members-only thread's list entry shows no post to visitors
    resolve: (thread, _args, ctx) => visiblePostOf(ctx, thread, thread.first_post_id),
  }),
  bestPost: t.field({
    type: PostRef,
    nullable: true,
    resolve: async (thread, _args, ctx) => {
      const post = await visiblePostOf(ctx, thread, thread.best_post_id)
      // hidden posts are never the best answer, not even for moderators
      return post && post.visibility !== 'Hidden' ? post : null
    },
  }),
  bestPostPageIndex: t.int({
    nullable: true,
    description: 'The page (0-based) that holds the best answer.',
    resolve: async (thread, _args, ctx) => {
      const post = await visiblePostOf(ctx, thread, thread.best_post_id)
      return post ? pageOfPosition(post.position) : null
    },
  }),
  excerpt: t.string({
    resolve: async (thread, _args, ctx) => {
      const first = await visiblePostOf(ctx, thread, thread.first_post_id)
      return first ? excerpt(first.text, 160) : ''
    },
  }),
  numberOfPages: t.int({
    resolve: async (thread, _args, ctx) =>
      threadPageCount((await threadRow(ctx, thread))?.next_position ?? 1),
  }),
  faqUrl: t.string({
    resolve: async (thread, _args, ctx) => {
      const board = await ctx.loaders.board.load(thread.board_id)
      return board ? boardFaqPath(board) : ''
    },
  }),
  recommendations: t.field({
    type: [RecommendedThreadRef],
    description:
      "Threads sharing the question's words (title and first post): same vehicle model first, then series, then make (decision 022).",
    resolve: (thread, _args, ctx) => recommendedThreads(ctx, thread),
  }),
  isHidden: t.boolean({
    description: 'decision 021: hidden by the moderation (seen by its starter and the moderators, marked).',
    resolve: (thread) => thread.visibility === 'Hidden',
  }),
  isDeleted: t.boolean({
    description: 'decision 021: deleted by the moderation (seen by the moderators only, marked).',
    resolve: async (thread, _args, ctx) => ((await threadRow(ctx, thread))?.deleted_at ?? null) !== null,
  }),
  blogs: t.field({
    type: ThreadBlogsRef,
    resolve: async (thread, _args, ctx) => ({
      articles: await findBlogsFor(
        ctx.db,
        [thread.board_id, ...(await ctx.loaders.ancestors.load(thread.board_id))],
        3,
      ),
    }),
  }),
  self: t.field({
    type: ThreadSelfRef,
    resolve: async (thread, _args, ctx): Promise<ThreadSelf> => {
      const board = await boardScope(ctx, thread.board_id)
      const viewer = ctx.viewer
      const moderator = canModerateBoard(viewer, board)
      const [subscription, restricted] = viewer
        ? await Promise.all([
            findThreadReadPosition(ctx.db, viewer.userId, thread.id),
            // decision 021: a posting restriction forbids replying, for the apps as for the web
            findActiveRestriction(ctx.db, viewer.userId, 'posting', new Date()),
          ])
        : [undefined, undefined]
      const next = (await threadRow(ctx, thread))?.next_position ?? 0
      return {
        isSubscribed: subscription !== undefined,
        isUnread: subscription !== undefined && subscription.read_position < next,
        // decision 021: a thread seen only as its starter, or deleted, takes no replies
        isWritable:
          acceptsWrites(
            threadVisibility(
              viewer,
              {
                visibility: thread.visibility,
                deletedAt: (await threadRow(ctx, thread))?.deleted_at ?? null,
                authorId: thread.author_id,
              },
              board,
            ),
          ) &&
          canReply(
            viewer,
            { isOpen: thread.is_open, board },
            restricted ? { endsAt: restricted.ends_at } : null,
          ),
        newPostAmount: subscription ? Math.max(0, next - subscription.read_position) : 0,
        participating: subscription !== undefined || viewer?.userId === thread.author_id,
        role: viewer?.userId === thread.author_id ? 'starter' : moderator ? 'moderator' : null,
        canMarkBestAnswer: canMarkBestAnswer(viewer, { authorId: thread.author_id, board }),
        canModerate: canModerateContent(viewer, board),
        ...(await threadCuration(ctx, board)),
      }
    },
  }),
}))

interface PostPage {
  page: number
  numberOfPages: number
  posts: PostRow[]
}

const PostPageRef = builder.objectRef<PostPage>('PostPage').implement({
  description: 'One page of a thread: positions page × 10 to page × 10 + 9 (page 0 first).',
  fields: (t) => ({
    page: t.exposeInt('page'),
    numberOfPages: t.exposeInt('numberOfPages'),
    posts: t.field({ type: [PostRef], resolve: (page) => page.posts }),
  }),
})

builder.objectField(ThreadsQueryRef, 'byId', (t) =>
  t.field({
    type: ThreadRef,
    nullable: true,
    description: 'Null when unknown (404); Deleted and HiddenLoggedOut are errors with those reasons (410).',
    args: { threadId: t.arg.int({ required: true }) },
    resolve: (_parent, args, ctx) => readableThread(ctx, args.threadId),
  }),
)

builder.objectField(ThreadsQueryRef, 'postList', (t) =>
  t.field({
    type: PostPageRef,
    nullable: true,
    description:
      "One page of a thread's posts; hidden and deleted posts for the board's moderators, one's own hidden posts for their author.",
    args: { threadId: t.arg.int({ required: true }), page: t.arg.int({ required: false }) },
    resolve: async (_parent, args, ctx) => {
      const page = args.page ?? 0
      if (page < 0) throw new AppError('BadUserInput', 'Die Seite muss 0 oder größer sein.')
      const thread = await readableThread(ctx, args.threadId)
      if (!thread) return null
      // for viewers who moderate nothing the page is read at once, together with the first, best
      // and last post the thread asks for in the same tick
      const numberOfPages = threadPageCount(thread.next_position)
      // docs/security.md: a page beyond the last holds nothing, and page × 10 could overflow int4 in SQL
      if (page >= numberOfPages) return { page, numberOfPages, posts: [] }
      const moderator = await moderatesBoard(ctx, thread.board_id)
      // decision 021: a member sees their own hidden posts, marked (not their deleted ones)
      const posts = await ctx.loaders.postPage({
        threadId: thread.id,
        page,
        withHidden: moderator,
        authorId: moderator ? null : (ctx.viewer?.userId ?? null),
      })
      return { page, numberOfPages, posts }
    },
  }),
)
