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
