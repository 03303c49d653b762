import type { MetaDescriptor } from 'react-router'
import { pageTitle } from '#domain/titles.ts'
import { PUBLIC_CACHE } from './cache.ts'
import { socialMeta } from './social-meta.ts'

// What every section page around the forum repeats (decision 036): the Cache-Control its loader chose
// (or the public one), and its meta — title by the spec's title rule, description, canonical, and
// noindex on an older page of a list (reachable, but not a landing page of its own).

export function sectionHeaders({ loaderHeaders }: { loaderHeaders: Headers }): HeadersInit {
  return loaderHeaders.has('Cache-Control') ? loaderHeaders : { 'Cache-Control': PUBLIC_CACHE }
}

export function sectionMeta(page: {
  title: string
  description: string
  canonical: string
  productName: string
  /** false on an older page of a list, or a page that must not be indexed */
  indexable?: boolean
  /** decision 037: the page's picture for OpenGraph and Twitter cards, and its kind */
  image?: string | null
  type?: 'website' | 'article'
}): MetaDescriptor[] {
  return [
    { title: pageTitle(page.title, page.productName) },
    { name: 'description', content: page.description.slice(0, 160) },
    { tagName: 'link', rel: 'canonical', href: page.canonical },
    ...(page.indexable === false ? [{ name: 'robots', content: 'noindex,follow' }] : []),
    ...socialMeta({
      title: page.title,
      description: page.description,
      url: page.canonical,
      siteName: page.productName,
      image: page.image,
      type: page.type,
    }),
  ]
}

/** A section list's address: its filters (empty ones left out) and, for an older page, `vor`. */
export function listAddress(
  path: string,
  filters: Record<string, string | number | null>,
  before?: number,
): string {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(filters))
    if (value !== null && value !== '') query.set(name, String(value))
  if (before !== undefined) query.set('vor', String(before))
  const search = query.toString()
  return search ? `${path}?${search}` : path
}
