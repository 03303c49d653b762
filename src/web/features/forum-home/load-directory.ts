import { data } from 'react-router'
import { canonicalUrl } from '#domain/variants.ts'
import type { ChildBoardItem, RootBoardItem } from '#graphql/operations/types.ts'
import { pageCacheHeaders } from '../../cache.ts'
import type { AppContext } from '../../context.ts'
import { fail, reasonOf } from '../../errors.ts'

/** What a directory row shows; only this travels to the browser for hydration. */
export interface DirectoryBoard {
  id: number
  name: string
  path: string
  iconUrl: string
  description: string | null
  numberOfBoards: number
  numberOfThreads: number
  numberOfReplies: number
  lastPostCreatedAt: string | null
  lastPosterName: string | null
  /** decision 029: a followed board with posts the member has not seen */
  isUnread: boolean
}

export interface DirectoryRoot
  extends Omit<
    DirectoryBoard,
    'description' | 'numberOfReplies' | 'lastPostCreatedAt' | 'lastPosterName' | 'isUnread'
  > {
  children: DirectoryBoard[]
}

function toRow(board: ChildBoardItem): DirectoryBoard {
  return {
    id: board.id,
    name: board.name,
    path: board.path,
    iconUrl: board.iconUrl,
    description: board.description,
    numberOfBoards: board.numberOfBoards,
    numberOfThreads: board.numberOfThreads,
    numberOfReplies: board.numberOfReplies,
    lastPostCreatedAt: board.lastPostCreatedAt,
    lastPosterName: board.lastPostUser?.displayName ?? null,
    isUnread: board.self.isUnread,
  }
}

export function toRoot(board: RootBoardItem): DirectoryRoot {
  return {
    id: board.id,
    name: board.name,
    path: board.path,
    iconUrl: board.iconUrl,
    numberOfBoards: board.numberOfBoards,
    numberOfThreads: board.numberOfThreads,
    children: board.children.map(toRow),
  }
}

/**
 * Loader body shared by the pages that show the forum directory: runs ForumHomePageData and
 * answers 500 on any failure after logging `failureMessage` with reason and message (spec 000 §8).
 */
export async function loadForumDirectory(app: AppContext, path: string, failureMessage: string) {
  try {
    const result = await app.query('ForumHomePageData', {})
    return data(
      {
        rootBoards: result.boards.rootBoards.map(toRoot),
        platformIntel: result.platform.platformIntel,
        productName: app.variant.productName,
        canonical: canonicalUrl(app.variant, path),
      },
      // members see their own header in the frame: their pages are never shared
      { headers: pageCacheHeaders(app) },
    )
  } catch (error) {
    app.log.error(failureMessage, {
      reason: reasonOf(error),
      message: error instanceof Error ? error.message : String(error),
    })
    fail('InternalServerError', 500)
  }
}
