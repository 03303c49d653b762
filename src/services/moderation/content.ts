import { sql } from 'kysely'
import { invalidateAnchors } from '#db/board-listing.ts'
import type { DB } from '#db/database.ts'
import type { ContentItemType } from '#domain/moderation.ts'
import { postPath } from '#domain/pagination.ts'
import { threadPath, userPath } from '#domain/routes.ts'

// The content a notice can name, one adapter per type (issue 12): how it is found, what of it is
// kept as reported (the snapshot survives later edits), where it lives (the board decides who
// moderates it) and how a measure changes its visibility, with every counter kept in step.

export type ContentVisibility = 'Online' | 'Hidden' | 'Offline'

export interface ContentItem {
  type: ContentItemType
  id: number
  /** The board whose moderators decide; null: admins only (profiles, accounts, messages). */
  boardId: number | null
  threadId: number | null
  /** The member the content belongs to (the affected party of a measure). */
  authorId: number | null
  authorName: string | null
  title: string
  text: string
  /** Where the content is shown (exact location, DSA Art. 16 (2) b). */
  path: string
  /** The id or slug the legacy return path names (spec 001 §7). */
  legacySlug: string
  visibility: ContentVisibility
  deleted: boolean
  createdAt: Date | null
  editedAt: Date | null
  /** Only for private messages: the two members who may see it. */
  participants?: readonly number[]
  /** Posts: its position in the thread (the first post stands for the thread). */
  position?: number
  images?: string[]
}

export type ContentKey =
  | { type: ContentItemType; id: number }
  | { type: 'UserProfile' | 'UserAccount'; slug: string }

async function loadThread(db: DB, id: number): Promise<ContentItem | null> {
  const row = await db
    .selectFrom('threads')
    .leftJoin('posts', 'posts.id', 'threads.first_post_id')
    .leftJoin('users', 'users.id', 'threads.author_id')
    .select([
      'threads.id',
      'threads.slug',
      'threads.title',
      'threads.board_id',
      'threads.author_id',
      'threads.visibility',
      'threads.deleted_at',
      'threads.created_at',
      'posts.text',
      'posts.edited_at',
      'users.display_name',
    ])
    .where('threads.id', '=', id)
    .executeTakeFirst()
  if (!row) return null
  const path = threadPath(row)
  return {
    type: 'ForumThread',
    id: row.id,
    boardId: row.board_id,
    threadId: row.id,
    authorId: row.author_id,
    authorName: row.display_name,
    title: row.title,
    text: row.text ?? '',
    path,
    legacySlug: path.replace(/^\/forum\//, '').replace(/\.html$/, ''),
    visibility: row.visibility,
    deleted: row.deleted_at !== null,
    createdAt: row.created_at,
    editedAt: row.edited_at,
  }
}

async function loadPost(db: DB, id: number): Promise<ContentItem | null> {
  const row = await db
    .selectFrom('posts')
    .innerJoin('threads', 'threads.id', 'posts.thread_id')
    .leftJoin('users', 'users.id', 'posts.author_id')
    .select([
      'posts.id',
      'posts.position',
      'posts.text',
      'posts.author_id',
      'posts.visibility',
      'posts.deleted_at',
      'posts.created_at',
      'posts.edited_at',
      'threads.id as thread_id',
      'threads.slug',
      'threads.title',
      'threads.board_id',
      'users.display_name',
    ])
    .where('posts.id', '=', id)
    .executeTakeFirst()
  if (!row) return null
  const images = await db
    .selectFrom('post_images')
    .innerJoin('images', 'images.id', 'post_images.image_id')
    .select('images.storage_key')
    .where('post_images.post_id', '=', id)
    .orderBy('post_images.position')
    .execute()
  return {
    type: 'ForumPost',
    id: row.id,
    boardId: row.board_id,
    threadId: row.thread_id,
    authorId: row.author_id,
    authorName: row.display_name,
    title: row.title,
    text: row.text,
    path: postPath({ id: row.thread_id, slug: row.slug }, { id: row.id, position: row.position }),
    legacySlug: String(row.id),
    visibility: row.visibility,
    deleted: row.deleted_at !== null,
    createdAt: row.created_at,
    editedAt: row.edited_at,
    position: row.position,
    images: images.map((image) => image.storage_key),
  }
}

async function loadMember(
  db: DB,
  type: 'UserProfile' | 'UserAccount',
  key: { id: number } | { slug: string },
) {
  let query = db
    .selectFrom('users')
    .select([
      'id',
      'slug',
      'display_name',
      'about_me',
      'signature',
      'user_title',
      'profile_hidden_at',
      'is_anonymized',
      'status',
      'registered_at',
    ])
  query = 'id' in key ? query.where('id', '=', key.id) : query.where('slug', '=', key.slug)
  const row = await query.executeTakeFirst()
  if (!row || row.is_anonymized || row.status !== 'active') return null
  const text = [row.user_title, row.about_me, row.signature]
    .filter((part) => part && part.trim() !== '')
    .join('\n\n')
  const item: ContentItem = {
    type,
    id: row.id,
    boardId: null,
    threadId: null,
    authorId: row.id,
    authorName: row.display_name,
    title: row.display_name,
    text,
    path: userPath(row),
    legacySlug: row.slug,
    visibility: type === 'UserProfile' && row.profile_hidden_at !== null ? 'Hidden' : 'Online',
    deleted: false,
    createdAt: row.registered_at,
    editedAt: null,
  }
  return item
}

async function loadMessage(db: DB, id: number): Promise<ContentItem | null> {
  const row = await db
    .selectFrom('private_messages')
    .leftJoin('users', 'users.id', 'private_messages.sender_id')
    .select([
      'private_messages.id',
      'private_messages.sender_id',
      'private_messages.recipient_id',
      'private_messages.title',
      'private_messages.body',
      'private_messages.hidden_at',
      'private_messages.created_at',
      'private_messages.message_type',
      'users.display_name',
    ])
    .where('private_messages.id', '=', id)
    .executeTakeFirst()
  // only what a member wrote can be reported; the system's own notes cannot
  if (!row || row.sender_id === null || row.message_type !== 'PrivateMessage') return null
  return {
    type: 'PrivateMessage',
    id: row.id,
    boardId: null,
    threadId: null,
    authorId: row.sender_id,
    authorName: row.display_name,
    title: row.title,
    text: row.body,
    path: '/cockpit/pms/PrivateMessageList.html',
    legacySlug: String(row.id),
    visibility: row.hidden_at === null ? 'Online' : 'Hidden',
    deleted: false,
    createdAt: row.created_at,
    editedAt: null,
    participants: [row.sender_id, row.recipient_id],
  }
}

/** The content a key names, or null when it does not exist (or cannot be reported yet). */
export async function loadContent(db: DB, key: ContentKey): Promise<ContentItem | null> {
  if ('slug' in key) return loadMember(db, key.type, { slug: key.slug })
  switch (key.type) {
    case 'ForumThread':
      return loadThread(db, key.id)
    case 'ForumPost':
      return loadPost(db, key.id)
    case 'UserProfile':
    case 'UserAccount':
      return loadMember(db, key.type, { id: key.id })
    case 'PrivateMessage':
      return loadMessage(db, key.id)
    default:
      // blog articles, vehicle tests and marketplace articles have no pages yet (issue 19)
      return null
  }
}

/** What a case keeps of the content as it was reported. */
export function snapshotOf(item: ContentItem) {
  return {
    title: item.title,
    text: item.text,
    path: item.path,
    authorName: item.authorName,
    createdAt: item.createdAt?.toISOString() ?? null,
    editedAt: item.editedAt?.toISOString() ?? null,
    images: item.images ?? [],
    visibility: item.visibility,
  }
}

export type Snapshot = ReturnType<typeof snapshotOf>

// ---------------------------------------------------------------------------------------------
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
    default:
      // an account has no content of its own: its measure is the restriction
      return
  }
}
