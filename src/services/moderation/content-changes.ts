import { setBlogArticleHidden } from '#db/blogs.ts'
import { invalidateAnchors } from '#db/board-listing.ts'
import { setCommentHidden } from '#db/comments.ts'
import type { DB } from '#db/database.ts'
import { setAdHidden } from '#db/marketplace.ts'
import { setMessageHidden } from '#db/messages.ts'
import { setMotortestHidden } from '#db/motortests.ts'
import { addToTotalPosts } from '#db/platform.ts'
import {
  addToAuthorReplies,
  addToAuthorTopics,
  addToBoardChain,
  findThreadPlacement,
  lockThreadCountFacts,
  refreshBoardChainLastPost,
  refreshThreadCounters,
  type ThreadCountFacts,
  updatePostVisibility,
  updateThreadPlacement,
} from '#db/posting.ts'
import { setProfileHidden } from '#db/users.ts'
import type { ContentItem, ContentVisibility } from './content.ts'

// Changing visibility, counters in step (DESIGN.md: counters are updated in the same transaction);
// the statements live in src/db/posting.ts.

/** A post's visibility (and deletion); the thread, its boards, its author and the platform follow. */
export async function setPostVisibility(
  trx: DB,
  postId: number,
  visibility: ContentVisibility,
  deleted: boolean,
  now: Date,
): Promise<void> {
  const post = await updatePostVisibility(trx, postId, visibility, deleted ? now : null)
  if (!post) return
  const { replyDelta, postDelta } = await refreshThreadCounters(trx, post.thread_id)
  const thread = await findThreadPlacement(trx, post.thread_id)
  const threadCounts = thread.deleted_at === null && thread.visibility !== 'Hidden'
  if (threadCounts) {
    await addToBoardChain(trx, thread.board_id, { threads: 0, replies: replyDelta })
    await refreshBoardChainLastPost(trx, thread.board_id)
    await addToTotalPosts(trx, postDelta)
  }
  if (postDelta !== 0) {
    await addToAuthorReplies(trx, post.author_id, postDelta)
  }
}

const counts = (thread: Pick<ThreadCountFacts, 'visibility' | 'deleted_at'>) =>
  thread.deleted_at === null && thread.visibility !== 'Hidden'

/** Applies a change to a thread row and moves its counts between boards as it (dis)appears. */
export async function changeThread(
  trx: DB,
  threadId: number,
  change: { visibility?: ContentVisibility; deleted?: boolean; boardId?: number; isOpen?: boolean },
  now: Date,
): Promise<ThreadCountFacts | null> {
  const before = await lockThreadCountFacts(trx, threadId)
  if (!before) return null
  const after = await updateThreadPlacement(trx, threadId, {
    ...(change.visibility !== undefined ? { visibility: change.visibility } : {}),
    ...(change.deleted !== undefined
      ? { deletedAt: change.deleted ? (before.deleted_at ?? now) : null }
      : {}),
    ...(change.boardId !== undefined ? { boardId: change.boardId } : {}),
    ...(change.isOpen !== undefined ? { isOpen: change.isOpen } : {}),
  })
  const wasCounted = counts(before)
  const isCounted = counts(after)
  const moved = before.board_id !== after.board_id
  if (wasCounted && (!isCounted || moved)) {
    await addToBoardChain(trx, before.board_id, { threads: -1, replies: -before.reply_count })
  }
  if (isCounted && (!wasCounted || moved)) {
    await addToBoardChain(trx, after.board_id, { threads: 1, replies: after.reply_count })
  }
  if (wasCounted !== isCounted) {
    const sign = isCounted ? 1 : -1
    await addToTotalPosts(trx, sign * after.post_count)
    await addToAuthorTopics(trx, after.author_id, sign)
  }
  if (wasCounted !== isCounted || moved) {
    await refreshBoardChainLastPost(trx, before.board_id)
    await invalidateAnchors(trx, before.board_id)
    if (moved) {
      await refreshBoardChainLastPost(trx, after.board_id)
      await invalidateAnchors(trx, after.board_id)
    }
  }
  return after
}

/** The sections' hide statements by content type (decision 036). */
const SECTION_HIDERS = {
  BlogArticle: setBlogArticleHidden,
  VehicleReview: setMotortestHidden,
  MarketplaceArticle: setAdHidden,
} as const

/** Sets the visibility a measure gives (or takes back from) a piece of content. */
export async function applyContentVisibility(
  trx: DB,
  item: Pick<ContentItem, 'type' | 'id' | 'position' | 'threadId'>,
  visibility: ContentVisibility,
  now: Date,
): Promise<void> {
  switch (item.type) {
    case 'ForumThread':
      await changeThread(trx, item.id, { visibility }, now)
      return
    case 'ForumPost':
      // the first post stands for its thread: hiding it hides the topic
      if (item.position === 0 && item.threadId !== null) {
        await changeThread(trx, item.threadId, { visibility }, now)
      } else {
        await setPostVisibility(trx, item.id, visibility, false, now)
      }
      return
    case 'UserProfile':
      await setProfileHidden(trx, item.id, visibility === 'Online' ? null : now)
      return
    case 'PrivateMessage':
      await setMessageHidden(trx, item.id, visibility === 'Online' ? null : now)
      return
    // decision 036: the sections' content is hidden as a whole
    case 'BlogArticle':
    case 'VehicleReview':
    case 'MarketplaceArticle':
      await SECTION_HIDERS[item.type](trx, item.id, visibility === 'Online' ? null : now)
      return
    // decision 036: a comment is hidden in place; its author still sees it with a note
    case 'Comment':
      await setCommentHidden(trx, item.id, visibility === 'Online' ? null : now)
      return
    default:
      // an account has no content of its own: its measure is the restriction
      return
  }
}
