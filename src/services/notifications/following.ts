import { findBlogArticle } from '#db/blogs.ts'
import { findBoardPath } from '#db/boards.ts'
import { findBoardScope } from '#db/posting.ts'
import {
  followBlog,
  followBoard,
  followThread,
  unfollowBlog,
  unfollowBoard,
  unfollowThread,
} from '#db/subscriptions.ts'
import { findThread } from '#db/thread-page.ts'
import { blogArticlePath } from '#domain/content-routes.ts'
import { canFollow, isStaff, type Viewer } from '#domain/permissions.ts'
import { boardPath, threadPath } from '#domain/routes.ts'
import { acceptsWrites, blogArticleVisible, threadVisibility } from '#domain/visibility.ts'
import type { Context } from './context.ts'
import type { FollowResult, FollowTarget } from './types.ts'

// Following threads, boards and blogs (spec 000 §2.1).

export function createFollowing(ctx: Context) {
  const { db, now } = ctx

  // --- following ---

  async function followTarget(
    viewer: Viewer,
    target: FollowTarget,
    id: number,
    follow: boolean,
  ): Promise<FollowResult> {
    if (!canFollow(viewer)) return { ok: false, status: 403, message: 'Bitte melde Dich an.' }
    const at = now()
    if (target === 'thread') {
      const thread = await findThread(db, id)
      if (!thread) return { ok: false, status: 404, message: 'Dieses Thema gibt es nicht.' }
      // only staff moderate a board: for everyone else its chain changes nothing
      const board = isStaff(viewer) ? await findBoardScope(db, thread.board_id) : { id: thread.board_id }
      const visibility = threadVisibility(
        viewer,
        { visibility: thread.visibility, deletedAt: thread.deleted_at, authorId: thread.author_id },
        board,
      )
      if (!visibility.visible) return { ok: false, status: 404, message: 'Dieses Thema gibt es nicht.' }
      if (follow && !acceptsWrites(visibility))
        return { ok: false, status: 403, message: 'Diesem Thema kannst Du nicht mehr folgen.' }
      if (follow) await followThread(db, viewer.userId, id, at)
      else await unfollowThread(db, viewer.userId, id)
      return { ok: true, path: threadPath(thread), following: follow }
    }
    if (target === 'board') {
      const board = await findBoardPath(db, id)
      if (!board) return { ok: false, status: 404, message: 'Dieses Forum gibt es nicht.' }
      if (follow) await followBoard(db, viewer.userId, id, at)
      else await unfollowBoard(db, viewer.userId, id)
      return { ok: true, path: boardPath(board), following: follow }
    }
    const article = await findBlogArticle(db, id)
    if (!article || !blogArticleVisible(viewer, { status: article.status, authorId: article.author_id }))
      return { ok: false, status: 404, message: 'Diesen Blogartikel gibt es nicht.' }
    if (follow) await followBlog(db, viewer.userId, id, at)
    else await unfollowBlog(db, viewer.userId, id)
    return { ok: true, path: blogArticlePath(article), following: follow }
  }

  return { followTarget }
}
