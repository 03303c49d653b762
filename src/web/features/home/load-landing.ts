import { data } from 'react-router'
import {
  DEFAULT_QUESTION_BOARD_ID,
  HOME_CAR_BRANDS,
  HOME_MOTORCYCLE_BRANDS,
  HOME_TOPIC_FORUMS,
} from '#domain/limits.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { pageCacheHeaders } from '../../cache.ts'
import type { AppContext } from '../../context.ts'
import { fail, reasonOf } from '../../errors.ts'
import { type DirectoryRoot, toRoot } from '../forum-home/load-directory.ts'

/** Root boards whose children fill the home grids (spec 000 §2.2 main category paths). */
const AUTO_BOARD_ID = 3
const MOTORRAD_BOARD_ID = 15
const WISSEN_BOARD_ID = 6

export interface GridBoard {
  id: number
  name: string
  path: string
  iconUrl: string
  numberOfThreads: number
}

function grid(roots: DirectoryRoot[], rootId: number, size: number, except: number[] = []): GridBoard[] {
  const children = roots.find((root) => root.id === rootId)?.children ?? []
  return children
    .filter((board) => !except.includes(board.id))
    .slice(0, size)
    .map(({ id, name, path, iconUrl, numberOfThreads }) => ({ id, name, path, iconUrl, numberOfThreads }))
}

/**
 * The home page's data (spec 000 §2.2, §7): LandingPageData for the living lists and the forum
 * directory (ForumHomePageData) for the brand grids and the full directory. On a failure the log
 * says 'Failed to fetch landing page data' with reason and message, and the page answers 500
 * (spec 000 §8).
 */
export async function loadLandingPage(app: AppContext) {
  try {
    const [landing, directory] = await Promise.all([
      app.query('LandingPageData', {}),
      app.query('ForumHomePageData', {}),
    ])
    const rootBoards = directory.boards.rootBoards.map(toRoot)
    return data(
      {
        productName: app.variant.productName,
        canonical: canonicalUrl(app.variant, '/'),
        platformIntel: landing.platform.platformIntel,
        onlineCount: landing.users.onlineCount,
        isLoggedIn: landing.user.whoAmI !== null,
        latestTopics: landing.threads.latest,
        hotTopics: landing.threads.hot,
        newBoards: landing.boards.newBoards,
        newestMembers: landing.users.latest,
        blogArticles: landing.blogs.latest.articles,
        motortests: landing.motortests.latest.tests,
        carBrands: grid(rootBoards, AUTO_BOARD_ID, HOME_CAR_BRANDS),
        motorcycleBrands: grid(rootBoards, MOTORRAD_BOARD_ID, HOME_MOTORCYCLE_BRANDS),
        // the question board 1065 has its own button ('Stell Deine Frage'), not a tile
        topicForums: grid(rootBoards, WISSEN_BOARD_ID, HOME_TOPIC_FORUMS, [DEFAULT_QUESTION_BOARD_ID]),
        rootBoards,
      },
      { headers: pageCacheHeaders(app) },
    )
  } catch (error) {
    app.log.error('Failed to fetch landing page data', {
      reason: reasonOf(error),
      message: error instanceof Error ? error.message : String(error),
    })
    fail('InternalServerError', 500)
  }
}

export type LandingPageView = Awaited<ReturnType<typeof loadLandingPage>>['data']
