import { sql } from 'kysely'
import { invalidateAnchors } from '#db/board-listing.ts'
import type { DB } from '#db/database.ts'
import type { ContentItem, ContentVisibility } from './content.ts'

// Changing visibility, counters in step (DESIGN.md: counters are updated in the same transaction)

/** Recomputes one board's latest post from its own visible threads and its children. */
async function refreshBoardChainLastPost(trx: DB, boardId: number): Promise<void> {
  await sql`
    WITH RECURSIVE chain AS (
      SELECT id, parent_id, 0 AS depth FROM boards WHERE id = ${boardId}
      UNION ALL
      SELECT b.id, b.parent_id, chain.depth + 1 FROM boards b JOIN chain ON b.id = chain.parent_id
    )
    SELECT id FROM chain ORDER BY depth`
    .execute(trx)
    .then(async (result) => {
      for (const { id } of result.rows as { id: number }[]) {
        await sql`
          UPDATE boards SET last_post_id = latest.last_post_id, last_post_at = latest.last_post_at,
            last_post_user_id = latest.last_post_user_id
          FROM (
            SELECT last_post_id, last_post_at, last_post_user_id FROM (
              (SELECT last_post_id, last_post_at, last_post_user_id FROM threads
               WHERE board_id = ${id} AND is_sticky AND deleted_at IS NULL AND visibility <> 'Hidden'
               ORDER BY is_sticky DESC, last_post_at DESC, id DESC LIMIT 1)
              UNION ALL
              (SELECT last_post_id, last_post_at, last_post_user_id FROM threads
               WHERE board_id = ${id} AND NOT is_sticky AND deleted_at IS NULL AND visibility <> 'Hidden'
               ORDER BY is_sticky DESC, last_post_at DESC, id DESC LIMIT 1)
              UNION ALL
              (SELECT last_post_id, last_post_at, last_post_user_id FROM boards
               WHERE parent_id = ${id} AND last_post_at IS NOT NULL ORDER BY last_post_at DESC LIMIT 1)
            ) candidates ORDER BY last_post_at DESC NULLS LAST LIMIT 1
          ) latest
          WHERE boards.id = ${id}`.execute(trx)
      }
    })
}

/** Adds to the counters of a board and every board above it. */
async function addToBoardChain(
  trx: DB,
  boardId: number,
  delta: { threads: number; replies: number },
): Promise<void> {
  if (delta.threads === 0 && delta.replies === 0) return
  await sql`
    WITH RECURSIVE chain AS (
      SELECT id, parent_id FROM boards WHERE id = ${boardId}
      UNION ALL
      SELECT b.id, b.parent_id FROM boards b JOIN chain ON b.id = chain.parent_id
    )
    UPDATE boards SET
      thread_count = greatest(thread_count + ${delta.threads}, 0),
      own_thread_count = greatest(own_thread_count + CASE WHEN boards.id = ${boardId} THEN ${delta.threads} ELSE 0 END, 0),
      reply_count = greatest(reply_count + ${delta.replies}, 0)
    WHERE id IN (SELECT id FROM chain)`.execute(trx)
}

/** Recomputes a thread's visible-post counters and latest post; returns how its replies changed. */
async function refreshThread(trx: DB, threadId: number): Promise<{ replyDelta: number; postDelta: number }> {
  const before = await trx
    .selectFrom('threads')
    .select(['post_count', 'reply_count'])
    .where('id', '=', threadId)
    .executeTakeFirstOrThrow()
  const after = await sql<{ post_count: number; reply_count: number }>`
    UPDATE threads t SET
      post_count = s.post_count,
      reply_count = greatest(s.post_count - 1, 0),
      last_post_id = coalesce(l.id, t.last_post_id),
      last_post_at = coalesce(l.created_at, t.last_post_at),
      last_post_user_id = coalesce(l.author_id, t.last_post_user_id)
    FROM (SELECT count(*)::int AS post_count FROM posts WHERE thread_id = ${threadId} AND visibility <> 'Hidden') s
    LEFT JOIN LATERAL (
      SELECT id, created_at, author_id FROM posts
      WHERE thread_id = ${threadId} AND visibility <> 'Hidden' ORDER BY position DESC LIMIT 1
    ) l ON true
    WHERE t.id = ${threadId}
    RETURNING t.post_count, t.reply_count`.execute(trx)
  const row = after.rows[0] ?? before
  return { replyDelta: row.reply_count - before.reply_count, postDelta: row.post_count - before.post_count }
}

/** A post's visibility (and deletion); the thread, its boards, its author and the platform follow. */
export async function setPostVisibility(
  trx: DB,
  postId: number,
  visibility: ContentVisibility,
  deleted: boolean,
  now: Date,
): Promise<void> {
  const post = await trx
    .updateTable('posts')
    .set({ visibility, deleted_at: deleted ? now : null })
    .where('id', '=', postId)
    .returning(['thread_id', 'author_id'])
    .executeTakeFirst()
  if (!post) return
  const { replyDelta, postDelta } = await refreshThread(trx, post.thread_id)
  const thread = await trx
    .selectFrom('threads')
    .select(['board_id', 'visibility', 'deleted_at'])
    .where('id', '=', post.thread_id)
    .executeTakeFirstOrThrow()
  const threadCounts = thread.deleted_at === null && thread.visibility !== 'Hidden'
  if (threadCounts) {
    await addToBoardChain(trx, thread.board_id, { threads: 0, replies: replyDelta })
    await refreshBoardChainLastPost(trx, thread.board_id)
    await sql`UPDATE platform_stats SET total_posts = greatest(total_posts + ${postDelta}, 0)`.execute(trx)
  }
  if (postDelta !== 0) {
    await sql`
      UPDATE users SET reply_count = greatest(reply_count + ${postDelta}, 0),
        last_post_id = (SELECT id FROM posts WHERE author_id = ${post.author_id} AND visibility <> 'Hidden'
                        ORDER BY created_at DESC, id DESC LIMIT 1)
      WHERE id = ${post.author_id}`.execute(trx)
  }
}

interface ThreadCountFacts {
  board_id: number
  visibility: ContentVisibility
  deleted_at: Date | null
  reply_count: number
  post_count: number
  author_id: number
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
  const before = await trx
    .selectFrom('threads')
    .select(['board_id', 'visibility', 'deleted_at', 'reply_count', 'post_count', 'author_id'])
    .where('id', '=', threadId)
    .forUpdate()
    .executeTakeFirst()
  if (!before) return null
  const after = await trx
    .updateTable('threads')
    .set({
      ...(change.visibility !== undefined ? { visibility: change.visibility } : {}),
      ...(change.deleted !== undefined
        ? { deleted_at: change.deleted ? (before.deleted_at ?? now) : null }
        : {}),
      ...(change.boardId !== undefined ? { board_id: change.boardId } : {}),
      ...(change.isOpen !== undefined ? { is_open: change.isOpen } : {}),
    })
    .where('id', '=', threadId)
    .returning(['board_id', 'visibility', 'deleted_at', 'reply_count', 'post_count', 'author_id'])
    .executeTakeFirstOrThrow()
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
    await sql`UPDATE platform_stats SET total_posts = greatest(total_posts + ${sign * after.post_count}, 0)`.execute(
      trx,
    )
    await sql`UPDATE users SET topic_count = greatest(topic_count + ${sign}, 0) WHERE id = ${after.author_id}`.execute(
      trx,
    )
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

const SECTION_TABLES = {
  BlogArticle: 'blog_articles',
  VehicleReview: 'vehicle_tests',
  MarketplaceArticle: 'marketplace_ads',
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
      await trx
        .updateTable('users')
        .set({ profile_hidden_at: visibility === 'Online' ? null : now })
        .where('id', '=', item.id)
        .execute()
      return
    case 'PrivateMessage':
      await trx
        .updateTable('private_messages')
        .set({ hidden_at: visibility === 'Online' ? null : now })
        .where('id', '=', item.id)
        .execute()
      return
    // decision 036: the sections' content is hidden as a whole
    case 'BlogArticle':
    case 'VehicleReview':
    case 'MarketplaceArticle':
      await trx
        .updateTable(SECTION_TABLES[item.type])
        .set({ hidden_at: visibility === 'Online' ? null : now })
        .where('id', '=', item.id)
        .execute()
      return
    // decision 036: a comment is hidden in place; its author still sees it with a note
    case 'Comment':
      await trx
        .updateTable('content_comments')
        .set({ hidden_at: visibility === 'Online' ? null : now })
        .where('id', '=', item.id)
        .execute()
      return
    default:
      // an account has no content of its own: its measure is the restriction
      return
  }
}
