import { data } from 'react-router'
import { pageTitle } from '#domain/titles.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { pageCacheHeaders } from '../../cache.ts'
import type { AppContext } from '../../context.ts'

/** Loader body of an info page: no database, cacheable for visitors. */
export function infoPageData(app: AppContext, path: string) {
  return data(
    { productName: app.variant.productName, canonical: canonicalUrl(app.variant, path) },
    { headers: pageCacheHeaders(app) },
  )
}

interface InfoMeta {
  title: string
  description: string
  /** spec 000 §2.6: the help page is noindex. */
  noindex?: boolean
}

export function infoMeta(loaderData: { productName: string; canonical: string } | undefined, meta: InfoMeta) {
  if (!loaderData) return []
  return [
    { title: pageTitle(meta.title, loaderData.productName) },
    { name: 'description', content: meta.description },
    ...(meta.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
  ]
}
