import { ownPostsPath } from '#domain/account-links.ts'
import { searchUrl } from '#domain/search.ts'

// 'Meine Themen' and 'Meine Beiträge' — a member's topics and posts are the search by
// author (decision 022), newest first, so they show exactly what the viewer may read.

export function memberThreadsHref(userId: number): string {
  return searchUrl({ authorId: userId, scope: 'threads', sort: 'newest' })
}

/** The user menu's 'Meine Beiträge' (spec 000 §2.1). */
export const memberPostsHref = ownPostsPath
