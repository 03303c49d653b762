import type { DB } from '#db/database.ts'
import { findNewestGalleries } from '#db/media.ts'
import { imageUrl, picturePath, variantSize } from '#domain/media.ts'
import { postVisibility } from '#domain/visibility.ts'

// decision 036: /bilder.html, the newest galleries of the forum (the gallery pages themselves are
// spec 000 §2.4). Public content only: a list every visitor and crawler sees alike.

export function createPictureService(deps: { db: DB }) {
  return {
    /** The newest galleries, `before`: the last shown gallery's post id; `hasOlder` for the pager. */
    async newest(before: number | null, limit: number) {
      const rows = await findNewestGalleries(deps.db, before, limit)
      // the query keeps to public content; the one rule decides (as for a visitor: one copy for all)
      const shown = rows
        .slice(0, limit)
        .filter(
          (row) =>
            postVisibility(
              null,
              { visibility: row.visibility, deletedAt: row.deleted_at },
              { visibility: row.thread_visibility, deletedAt: row.thread_deleted_at },
              { id: row.board_id, ancestorIds: [] },
            ).visible,
        )
      return {
        galleries: shown.map((row) => ({
          postId: row.post_id,
          threadTitle: row.thread_title,
          pictureCount: row.image_count,
          createdAt: row.created_at,
          path: picturePath(
            { postId: row.post_id, threadSlug: row.thread_slug },
            { id: row.image_id, title: row.image_title },
          ),
          thumbnail: {
            url: imageUrl(row.storage_key, 'w500'),
            ...variantSize('w500', { width: row.width, height: row.height }),
          },
          title: row.image_title,
        })),
        hasOlder: rows.length > limit,
      }
    },
  }
}
