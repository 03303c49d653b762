import { data, redirect } from 'react-router'
import { parsePage } from '#domain/ids.ts'
import { announcementHref } from '#domain/outbound.ts'
import { withPage } from '#domain/routes.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { pageCacheHeaders } from '../../cache.ts'
import { redirectToCanonical } from '../../canonical.ts'
import type { AppContext } from '../../context.ts'
import { fail } from '../../errors.ts'

// The board page's data (spec 001 §2, §7): six named operations in parallel, then the spec's
// redirects: a wrong slug 301 to the canonical path keeping page, a page beyond the last to
// the last page.

export async function loadBoardPage(app: AppContext, request: Request, boardId: number) {
  const url = new URL(request.url)
  const page = parsePage(url.searchParams.get('page'))
  const [topic, list, info, facilitators, faq, announcements] = await Promise.all([
    app.query('TopicListPageData', { boardId }),
    app.query('ThreadListData', { boardId, page }),
    app.query('BoardInfoData', { boardId }),
    app.query('BoardFacilitatorsData', { boardId }),
    app.query('BoardFaqData', { boardId }),
    app.query('AnnouncementsData', { boardId }),
  ])
  const board = topic.boards.byId
  const threads = list.boards.threadList
  if (!board || !threads) fail('BoardNotFound')

  if (page >= threads.numberOfPages) throw redirect(withPage(board.path, threads.numberOfPages - 1), 302)
  redirectToCanonical(request, board.path, page)
  const canonicalPath = withPage(board.path, page)

  return data(
    {
      kind: 'board' as const,
      board,
      list: threads,
      onlineCount: info.users.onlineCount,
      moderators: facilitators.boards.byId?.moderators ?? [],
      godfathers: facilitators.boards.byId?.godfathers ?? [],
      faq: faq.boards.byId ?? { id: boardId, faqUrl: '', faqTeasers: [] },
      // site paths directly, other addresses through /out (outbound.ts announcementHref)
      announcements: (announcements.boards.byId?.announcements ?? []).map((item) => ({
        ...item,
        url: announcementHref(item.url ?? null, canonicalPath),
      })),
      canonical: canonicalUrl(app.variant, canonicalPath),
      prev: page > 0 ? canonicalUrl(app.variant, withPage(board.path, page - 1)) : null,
      next:
        page + 1 < threads.numberOfPages ? canonicalUrl(app.variant, withPage(board.path, page + 1)) : null,
      productName: app.variant.productName,
      isMember: app.viewer !== null,
      /** decisions 028–031: the follow button's form */
      csrf: app.session?.csrfToken ?? '',
    },
    { headers: pageCacheHeaders(app) },
  )
}

export type BoardPageData = Awaited<ReturnType<typeof loadBoardPage>>['data']
