import { findBlogArticleForCase } from '#db/blogs.ts'
import { findCommentForCase } from '#db/comments.ts'
import type { DB } from '#db/database.ts'
import { findAdForCase } from '#db/marketplace.ts'
import { findPostImages } from '#db/media.ts'
import { findMessageForCase } from '#db/messages.ts'
import { findMotortestForCase } from '#db/motortests.ts'
import { findPostForCase, findThreadForCase } from '#db/threads.ts'
import { findMemberForCase } from '#db/users.ts'
import { blogArticlePath, marketplacePath, motortestPath } from '#domain/content-routes.ts'
import type { ContentItemType } from '#domain/moderation.ts'
import { postPath } from '#domain/pagination.ts'
import { threadPath, userPath } from '#domain/routes.ts'

// The content a notice can name, one adapter per type (decision 021): how it is found, what of it is
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
  const row = await findThreadForCase(db, id)
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
  const row = await findPostForCase(db, id)
  if (!row) return null
  const images = await findPostImages(db, [id])
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
  const row = await findMemberForCase(db, key)
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
  const row = await findMessageForCase(db, id)
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

/** decision 036: what the sections' content items share: no thread, whole-item visibility. */
function sectionItem(
  type: 'BlogArticle' | 'VehicleReview' | 'MarketplaceArticle',
  row: {
    id: number
    slug: string
    title: string
    created_at: Date
    updated_at: Date | null
    display_name: string | null
  },
  item: { authorId: number; boardId: number | null; text: string; path: string; hidden: boolean },
): ContentItem {
  return {
    type,
    id: row.id,
    boardId: item.boardId,
    threadId: null,
    authorId: item.authorId,
    authorName: row.display_name,
    title: row.title,
    text: item.text,
    path: item.path,
    legacySlug: `${row.slug}-${row.id}`,
    visibility: item.hidden ? 'Hidden' : 'Online',
    deleted: false,
    createdAt: row.created_at,
    editedAt: row.updated_at,
  }
}

/**
 * decision 036: a blog article (moderated by its forum's moderators when it relates to one, otherwise
 * by the admins); a draft counts as hidden — only its authors see it.
 */
async function loadBlogArticle(db: DB, id: number): Promise<ContentItem | null> {
  const row = await findBlogArticleForCase(db, id)
  if (!row) return null
  return sectionItem('BlogArticle', row, {
    authorId: row.author_id,
    boardId: row.board_id,
    text: row.body || row.teaser,
    path: blogArticlePath(row),
    hidden: row.hidden_at !== null || row.status === 'draft',
  })
}

/** decision 036: a vehicle test (moderated by the admins). */
async function loadMotortest(db: DB, id: number): Promise<ContentItem | null> {
  const row = await findMotortestForCase(db, id)
  if (!row) return null
  return sectionItem('VehicleReview', row, {
    authorId: row.author_id,
    boardId: null,
    text: row.body,
    path: motortestPath(row),
    hidden: row.hidden_at !== null,
  })
}

/** decision 036: a marketplace ad (moderated by the admins); an ended ad can still be reported. */
async function loadMarketplaceArticle(db: DB, id: number): Promise<ContentItem | null> {
  const row = await findAdForCase(db, id)
  if (!row) return null
  return sectionItem('MarketplaceArticle', row, {
    authorId: row.seller_id,
    boardId: null,
    text: row.description,
    path: marketplacePath(row),
    hidden: row.hidden_at !== null,
  })
}

/**
 * decision 036: a comment under a blog article (moderated with its article: its forum's moderators or
 * the admins) or under a test (the admins). Hidden by a measure, deleted by its author or under a
 * host others cannot see, it counts as hidden; closing the report dialog leads back to the host.
 */
async function loadComment(db: DB, id: number): Promise<ContentItem | null> {
  const row = await findCommentForCase(db, id)
  if (!row) return null
  const host =
    row.target_type === 'blog' && row.blog_id !== null && row.blog_slug !== null
      ? {
          path: blogArticlePath({ id: row.blog_id, slug: row.blog_slug }),
          slug: row.blog_slug,
          id: row.blog_id,
          title: row.blog_title ?? '',
          boardId: row.blog_board_id,
          public: row.blog_status === 'published' && row.blog_hidden_at === null,
        }
      : row.target_type === 'test' && row.test_id !== null && row.test_slug !== null
        ? {
            path: motortestPath({ id: row.test_id, slug: row.test_slug }),
            slug: row.test_slug,
            id: row.test_id,
            title: row.test_title ?? '',
            boardId: null,
            public: row.test_hidden_at === null,
          }
        : null
  if (!host) return null
  return {
    type: 'Comment',
    id: row.id,
    boardId: host.boardId,
    threadId: null,
    authorId: row.author_id,
    authorName: row.display_name,
    title: `Kommentar zu „${host.title}“`,
    text: row.body,
    path: `${host.path}#kommentar-${row.id}`,
    legacySlug: `${host.slug}-${host.id}`,
    visibility: row.hidden_at === null && row.deleted_at === null && host.public ? 'Online' : 'Hidden',
    deleted: row.deleted_at !== null,
    createdAt: row.created_at,
    editedAt: null,
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
    case 'BlogArticle':
      return loadBlogArticle(db, key.id)
    case 'VehicleReview':
      return loadMotortest(db, key.id)
    case 'MarketplaceArticle':
      return loadMarketplaceArticle(db, key.id)
    case 'Comment':
      return loadComment(db, key.id)
    default:
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
