import type { DB } from './database.ts'

// Pictures and attachments of posts (migration 0005). Lists load them for a page's posts in one
// query each (DataLoader), and only for posts whose counters say they have any.

export type PostImageRow = Awaited<ReturnType<typeof findPostImages>>[number]
export type PostAttachmentRow = Awaited<ReturnType<typeof findPostAttachments>>[number]

/** A post's picture: its own title and keywords, the stored file's key and size. */
const IMAGE_COLUMNS = [
  'pi.id',
  'pi.post_id',
  'pi.position',
  'pi.title',
  'pi.keywords',
  'i.storage_key',
  'i.width',
  'i.height',
] as const

export function findPostImages(db: DB, postIds: readonly number[]) {
  if (postIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('post_images as pi')
    .innerJoin('images as i', 'i.id', 'pi.image_id')
    .select(IMAGE_COLUMNS)
    .where('pi.post_id', 'in', postIds)
    .orderBy('pi.post_id')
    .orderBy('pi.position')
    .execute()
}

export function findPostAttachments(db: DB, postIds: readonly number[]) {
  if (postIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('post_attachments')
    .select(['id', 'post_id', 'title', 'extension', 'byte_size', 'storage_key'])
    .where('post_id', 'in', postIds)
    .orderBy('post_id')
    .orderBy('id')
    .execute()
}

/**
 * A thread's gallery (spec 001 §7 GalleryData): the pictures of its visible posts in thread order.
 * The partial index posts_with_images keeps this cheap in a thread of 100,000 posts.
 */
export function findThreadGallery(db: DB, threadId: number, limit: number) {
  return threadGalleryQuery(db, threadId, limit).execute()
}

export function threadGalleryQuery(db: DB, threadId: number, limit: number) {
  return db
    .selectFrom('posts as p')
    .innerJoin('post_images as pi', 'pi.post_id', 'p.id')
    .innerJoin('images as i', 'i.id', 'pi.image_id')
    .select(IMAGE_COLUMNS)
    .where('p.thread_id', '=', threadId)
    .where('p.image_count', '>', 0)
    .where('p.visibility', '<>', 'Hidden')
    .orderBy('p.position')
    .orderBy('pi.position')
    .limit(limit)
}

/**
 * decision 036: /bilder.html, the newest galleries of the forum: posts with pictures everyone may
 * read (post and thread online and not deleted), newest first by keyset on the post id (index
 * posts_newest_with_images), each with its first picture; one more than asked.
 */
export function findNewestGalleries(db: DB, before: number | null, limit: number) {
  return newestGalleriesQuery(db, before, limit).execute()
}

/** The query behind findNewestGalleries (its plan test reads it). */
export function newestGalleriesQuery(db: DB, before: number | null, limit: number) {
  let query = db
    .selectFrom('posts as p')
    .innerJoin('threads as t', 't.id', 'p.thread_id')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('post_images as pi')
          .innerJoin('images as i', 'i.id', 'pi.image_id')
          .select(['pi.id', 'pi.title', 'i.storage_key', 'i.width', 'i.height'])
          .whereRef('pi.post_id', '=', 'p.id')
          .orderBy('pi.position')
          .limit(1)
          .as('first'),
      (join) => join.onTrue(),
    )
    .select([
      'p.id as post_id',
      'p.image_count',
      'p.visibility',
      'p.deleted_at',
      't.board_id',
      't.visibility as thread_visibility',
      't.deleted_at as thread_deleted_at',
      'p.created_at',
      't.slug as thread_slug',
      't.title as thread_title',
      'first.id as image_id',
      'first.title as image_title',
      'first.storage_key',
      'first.width',
      'first.height',
    ])
    .where('p.image_count', '>', 0)
    .where('p.visibility', '=', 'Online')
    .where('p.deleted_at', 'is', null)
    .where('t.visibility', '=', 'Online')
    .where('t.deleted_at', 'is', null)
  if (before !== null) query = query.where('p.id', '<', before)
  return query.orderBy('p.id', 'desc').limit(limit + 1)
}
