import { cookPostHtml, POST_HTML_VERSION } from '#domain/post-html.ts'
import { OWN_HOSTS } from '#domain/variants.ts'
import type { DB } from './database.ts'

// Cooked posts (decision 043): the HTML kept with a post's text. Every statement that writes a
// post's text writes these columns from it, so the renderer is the only writer of kept HTML.

/** The columns a post's text brings along: its HTML and the renderer's version. */
export function cookedColumns(text: string): { cooked_html: string; cooked_version: number } {
  return { cooked_html: cookPostHtml(text, OWN_HOSTS), cooked_version: POST_HTML_VERSION }
}

/**
 * Cooks up to `limit` posts that have no HTML yet (written before migration 0035, or marked for a
 * new renderer version), oldest first through the partial index; returns how many it cooked.
 * Each post is updated only if its text is still the one cooked (an edit in between wins).
 */
export async function cookUncookedPosts(db: DB, limit: number): Promise<number> {
  const posts = await db
    .selectFrom('posts')
    .select(['id', 'text'])
    .where('cooked_version', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute()
  if (posts.length === 0) return 0
  await db.transaction().execute(async (trx) => {
    for (const post of posts)
      await trx
        .updateTable('posts')
        .set(cookedColumns(post.text))
        .where('id', '=', post.id)
        .where('text', '=', post.text)
        .execute()
  })
  return posts.length
}
