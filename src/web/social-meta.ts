import type { MetaDescriptor } from 'react-router'

// decision 037: OpenGraph and Twitter cards for every public page — title, description, canonical
// address, the site's name, and the page's own picture where it has one (a large card then).

export function socialMeta(page: {
  title: string
  description: string
  url: string
  siteName: string
  type?: 'website' | 'article'
  /** an absolute address, or a path on the page's own site */
  image?: string | null
}): MetaDescriptor[] {
  const image = page.image ? new URL(page.image, page.url).href : null
  return [
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: page.siteName },
    { property: 'og:locale', content: 'de_DE' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description.slice(0, 300) },
    { property: 'og:url', content: page.url },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description.slice(0, 200) },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
  ]
}

/** `<link rel="alternate">` to an RSS feed. */
export function feedLink(title: string, href: string): MetaDescriptor {
  return { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title, href }
}
