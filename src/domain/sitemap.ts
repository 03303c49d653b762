// decision 037: sitemaps (sitemaps.org protocol) and the RSS feeds — pure text building, so the
// limits and escaping are tested without a server.

/** sitemaps.org: at most 50,000 URLs (and 50 MB) per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000
/** Threads of one board are split by id into ranges of this size: no range can exceed the limit. */
export const SITEMAP_ID_RANGE = 50_000

/** Characters XML 1.0 cannot hold: C0 controls other than tab, line feed and carriage return. */
function xmlAllowed(char: string): boolean {
  const code = char.charCodeAt(0)
  return code >= 0x20 ? code !== 0xfffe && code !== 0xffff : code === 0x09 || code === 0x0a || code === 0x0d
}

/** Whether xmlEscape changes anything; canonical thread addresses (ASCII slugs) never need it. */
function needsEscaping(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i)
    if (code < 0x20 || code === 0x26 || code === 0x3c || code === 0x3e || code === 0x22 || code === 0x27)
      return true
    if (code === 0xfffe || code === 0xffff) return true
  }
  return false
}

export function xmlEscape(text: string): string {
  // decision 037: a sitemap of 50,000 addresses escapes 50,000 strings; most need nothing
  if (!needsEscaping(text)) return text
  return [...text]
    .filter(xmlAllowed)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

export interface SitemapEntry {
  loc: string
  /** a date, or already as W3C date-time text (a board's sitemap has the database format it) */
  lastmod?: Date | string | null
}

function lastmod(date: Date | string | null | undefined): string {
  if (!date) return ''
  return `<lastmod>${typeof date === 'string' ? date : date.toISOString()}</lastmod>`
}

/** A sitemap of pages (a `urlset`). */
export function urlSet(entries: readonly SitemapEntry[]): string {
  const urls = entries
    .slice(0, SITEMAP_MAX_URLS)
    .map((entry) => `<url><loc>${xmlEscape(entry.loc)}</loc>${lastmod(entry.lastmod)}</url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** The sitemap index naming every sitemap file. */
export function sitemapIndex(entries: readonly SitemapEntry[]): string {
  const maps = entries.map(
    (entry) => `<sitemap><loc>${xmlEscape(entry.loc)}</loc>${lastmod(entry.lastmod)}</sitemap>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps.join('\n')}\n</sitemapindex>\n`
}

/** `/sitemaps/forum-{boardId}-{range}.xml`: a board's public threads with ids in one range. */
export function boardSitemapPath(boardId: number, range: number): string {
  return `/sitemaps/forum-${boardId}-${range}.xml`
}

export interface FeedItem {
  title: string
  link: string
  description: string
  author: string | null
  published: Date
}

/** An RSS 2.0 channel. */
export function rssFeed(channel: {
  title: string
  link: string
  self: string
  description: string
  items: readonly FeedItem[]
}): string {
  const items = channel.items.map(
    (item) =>
      `<item><title>${xmlEscape(item.title)}</title><link>${xmlEscape(item.link)}</link><guid isPermaLink="true">${xmlEscape(item.link)}</guid><pubDate>${item.published.toUTCString()}</pubDate>${item.author ? `<dc:creator>${xmlEscape(item.author)}</dc:creator>` : ''}<description>${xmlEscape(item.description)}</description></item>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">\n<channel><title>${xmlEscape(channel.title)}</title><link>${xmlEscape(channel.link)}</link><atom:link href="${xmlEscape(channel.self)}" rel="self" type="application/rss+xml"/><description>${xmlEscape(channel.description)}</description><language>de-de</language>\n${items.join('\n')}\n</channel>\n</rss>\n`
}

/** `/feeds/forum-{boardId}.rss`: a board's newest threads; `/feeds/neue-themen.rss`: the whole forum's. */
export function boardFeedPath(boardId: number): string {
  return `/feeds/forum-${boardId}.rss`
}
export const NEW_THREADS_FEED_PATH = '/feeds/neue-themen.rss'
