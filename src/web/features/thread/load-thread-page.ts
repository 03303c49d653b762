import { data } from 'react-router'
import { parsePage } from '#domain/ids.ts'
import { showsModerationUi } from '#domain/permissions.ts'
import { withPage } from '#domain/routes.ts'
import { summaryOffered } from '#domain/summary.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { pageCacheHeaders } from '../../cache.ts'
import { redirectToCanonical } from '../../canonical.ts'
import type { AppContext } from '../../context.ts'
import { fail, reasonOf } from '../../errors.ts'
import { loadFeatureSwitches } from '../../load-features.ts'
import { pollView } from '../polls/poll-view.ts'

// The thread page's data (spec 001 §2, §7 DiscussionThreadPageData) and the spec's answers:
// unknown 404, deleted 410, members-only for visitors 410 HiddenLoggedOut, wrong slug 301
// keeping page (spec 001 §8).

export async function loadThreadPage(
  app: AppContext,
  request: Request,
  threadId: number,
  /** decisions 028–031: the member's read position before this view (null: not followed) */
  readBefore: number | null = null,
) {
  const page = parsePage(new URL(request.url).searchParams.get('page'))
  let result: Awaited<ReturnType<typeof app.query<'DiscussionThreadPageData'>>>
  try {
    result = await app.query('DiscussionThreadPageData', { threadId, page })
  } catch (error) {
    const reason = reasonOf(error)
    if (reason === 'Deleted' || reason === 'HiddenLoggedOut') fail(reason)
    throw error
  }
  const thread = result.threads.byId
  const posts = result.threads.postList
  if (!thread || !posts) fail('ThreadNotFound')
  redirectToCanonical(request, thread.path, page)
  // spec 001 §2: a page past the last shows 'Keine Beiträge' with a way to the first page; it is
  // no page of the thread, so it answers 404 and carries noindex and no canonical link (meta).
  const beyondLast = page > 0 && page >= posts.numberOfPages
  const canonicalPath = withPage(thread.path, page)
  // decision 021: the moderation's controls for the board's moderators (MT-761_dsa)
  const moderates = thread.self.canModerate
  // decision 036: the thread's poll, on its first page (read beside the switches and the summary)
  const pollRead = page === 0 ? app.services.sections.polls.read(app.viewer, thread.id) : null
  const switches = await loadFeatureSwitches(app)
  const controls = moderates && showsModerationUi(app.viewer, switches['MT-761_dsa'])
  // decision 032 (spec 001 §4, §9): the AI summary box, with the switch on and more than one page
  const [summary, poll, restriction] = await Promise.all([
    summaryOffered(posts.numberOfPages, switches.AiThreadSummary) ? loadSummary(app, thread.id) : null,
    pollRead,
    // decision 021: a member under a posting restriction is offered no reply box, and told why
    app.viewer ? app.services.moderation.activeRestrictionView(app.viewer.userId, 'posting') : undefined,
  ])
  // the starter (or the moderation) may add one where there is none
  const addPoll =
    page === 0 && !poll && app.viewer !== null && (app.viewer.userId === thread.author?.userId || moderates)
      ? `/forum/aktion/AddPoll.html?threadId=${thread.id}`
      : null
  return data(
    {
      kind: 'thread' as const,
      thread,
      page,
      beyondLast,
      numberOfPages: posts.numberOfPages,
      // the starter's post opens every page; the list holds the replies of this page
      replies: posts.posts.filter((post) => post.position > 0),
      // decisions 028–031: the divider `Neue Beiträge` goes before the first post the member has not read
      firstUnread:
        readBefore !== null && readBefore > 0 && posts.posts.some((post) => post.position === readBefore)
          ? readBefore
          : null,
      canonical: canonicalUrl(app.variant, canonicalPath),
      origin: canonicalUrl(app.variant, ''),
      prev: page > 0 ? canonicalUrl(app.variant, withPage(thread.path, page - 1)) : null,
      next:
        page + 1 < posts.numberOfPages ? canonicalUrl(app.variant, withPage(thread.path, page + 1)) : null,
      productName: app.variant.productName,
      isMember: app.viewer !== null,
      csrf: app.session?.csrfToken ?? '',
      // one key per rendered quick reply, in the server's HTML too: a no-JavaScript POST sent
      // again (reload, retry after an error) stores one reply (posting/create-reply.ts). Members
      // only: visitors' pages are shared and their text goes through login (quickpost cookie).
      submissionKey: app.viewer ? crypto.randomUUID() : '',
      summary,
      postingRestriction: restriction ? { endsAt: restriction.endsAt?.toISOString() ?? null } : null,
      poll: poll && pollView(poll, app.viewer !== null, new Date()),
      addPoll,
      moderation: {
        moderates,
        controls,
        csrf: app.session?.csrfToken ?? '',
        boards: controls ? thread.self.moderationBoards : [],
        boardId: thread.board?.id ?? null,
      },
    },
    { status: beyondLast ? 404 : 200, headers: pageCacheHeaders(app) },
  )
}

/** The summary and, once it is there, the thread's pictures (GalleryData) for the box. */
async function loadSummary(app: AppContext, threadId: number) {
  const result = await app.query('SummaryData', { threadId })
  const summary = result.threads.summary
  if (!summary) return null
  const gallery =
    summary.status === 'Available' ? (await app.query('GalleryData', { threadId })).threads.gallery : []
  return { summary, gallery }
}

export type ThreadPageData = Awaited<ReturnType<typeof loadThreadPage>>['data']
