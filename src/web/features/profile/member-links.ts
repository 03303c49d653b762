import { searchUrl } from '#domain/search.ts'

// issue 15: 'Meine Themen' and 'Meine Beiträge' — a member's topics and posts are the search by
// author (issue 13), newest first, so they show exactly what the viewer may read.

export function memberThreadsHref(userId: number): string {
  return searchUrl({ authorId: userId, scope: 'threads', sort: 'newest' })
}

export function memberPostsHref(userId: number): string {
  return `/suche.html?search&suk=${userId}&suf=2&sob=newFirst`
}
