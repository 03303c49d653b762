// Paths of content outside the forum that the home page links to. The legacy redirects of
// spec 001 §7 name the shapes: tests → /tests/{slug}, other categories → /{category}/{slug}.html.
// The slug ends in the id, as forum slugs do, so a renamed title never breaks a link.

/** A blog article: /blogs/{slug}-{id}.html */
export function blogArticlePath(article: { id: number; slug: string }): string {
  return `/blogs/${article.slug}-${article.id}.html`
}

/** A vehicle test: /tests/{slug}-{id} */
export function motortestPath(test: { id: number; slug: string }): string {
  return `/tests/${test.slug}-${test.id}`
}

/** spec 000 §2.2: "latest 4 blogs (link /blogs/aktion/BlogList.html)", "latest 4 vehicle tests (link /tests)". */
export const BLOG_LIST_PATH = '/blogs/aktion/BlogList.html'
export const MOTORTEST_LIST_PATH = '/tests'

/** A FAQ article: /faq/{slug}-{id}.html */
export function faqPath(faq: { id: number; slug: string }): string {
  return `/faq/${faq.slug}-${faq.id}.html`
}

/** All FAQ articles of a board ('Alle Beiträge' under the FAQ teasers, spec 001 §2). */
export function boardFaqPath(board: { id: number; slug: string }): string {
  return `/faq/forum/${board.slug}-${board.id}.html`
}

/** decision 036: the magazine's lists and articles: /news.html, /videos.html, /exklusiv. */
export const MAGAZINE = {
  news: { list: '/news.html', base: '/news', title: 'News', label: 'Nachrichten' },
  video: { list: '/videos.html', base: '/videos', title: 'Videos', label: 'Videos' },
  exklusiv: { list: '/exklusiv', base: '/exklusiv', title: 'Exklusiv', label: 'Exklusive Artikel' },
} as const
export type MagazineKind = keyof typeof MAGAZINE

/** A magazine article: /news/{slug}-{id}.html, /videos/{slug}-{id}.html, /exklusiv/{slug}-{id}.html */
export function magazinePath(article: { id: number; slug: string; kind: MagazineKind }): string {
  return `${MAGAZINE[article.kind].base}/${article.slug}-${article.id}.html`
}

/** A marketplace ad: /marktplatz/{slug}-{id}.html (spec 001 §7: /{category}/{slug}.html). */
export function marketplacePath(ad: { id: number; slug: string }): string {
  return `/marktplatz/${ad.slug}-${ad.id}.html`
}
export const MARKETPLACE_PATH = '/marktplatz'

/** decision 036: threads with polls (the footer's 'Umfragen'). */
export const POLL_LIST_PATH = '/forum/aktion/ListPolls.html'

/** `{slug}-{id}` or `{slug}-{id}.html` at the end of a path: the id, or null. */
export function idFromSlug(file: string, suffix: '' | '.html'): number | null {
  const match = (suffix === '.html' ? /^.+-([1-9]\d{0,8})\.html$/ : /^.+-([1-9]\d{0,8})$/).exec(file)
  return match ? Number(match[1]) : null
}
