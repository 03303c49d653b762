import { data } from 'react-router'
import { MAGAZINE, type MagazineKind, magazinePath } from '#domain/content-routes.ts'
import { parseId } from '#domain/ids.ts'
import { formatLongDate } from '#domain/time.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { pageCacheHeaders } from '../cache.ts'
import { pagePathname } from '../canonical.ts'
import { appContext } from '../context.ts'
import { sectionHeaders, sectionMeta } from '../section-page.ts'
import { KeysetPager, SectionHeader, SectionPage, TeaserList } from '../ui/SectionList.tsx'
import type { Route } from './+types/magazine.ts'

// The magazine's lists (decision 036, the footer's magazine column): /news.html, /videos.html and
// /exklusiv — the editors' articles of one kind, newest first, 20 a page by keyset.

const PAGE = 20

const INTRO: Record<MagazineKind, { intro: string; description: string }> = {
  news: {
    intro: 'Neuigkeiten rund um Auto und Motorrad: Rückrufe, Recht, Preise und Technik.',
    description: 'News für Autofahrer und Motorradfahrer: Rückrufe, Verkehrsrecht, Spritpreise, Technik.',
  },
  video: {
    intro: 'Schrauber-Anleitungen und Ratgeber im Video.',
    description: 'Videos zum Selbermachen: Ölwechsel, Bremsen, Reifen, Gebrauchtwagen-Check und mehr.',
  },
  exklusiv: {
    intro: 'Geschichten aus der Community, Langzeittests und Blicke hinter die Kulissen.',
    description:
      'Exklusive Artikel der Redaktion: Geschichten aus der Community, Langzeittests, Hintergründe.',
  },
}

function kindOf(pathname: string): MagazineKind {
  const kind = (Object.keys(MAGAZINE) as MagazineKind[]).find((key) => MAGAZINE[key].list === pathname)
  return kind ?? 'news'
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const url = new URL(request.url)
  const kind = kindOf(pagePathname(request))
  const before = parseId(url.searchParams.get('vor'))
  const { articles, hasOlder } = await app.services.sections.magazine.list(kind, before, PAGE)
  const list = MAGAZINE[kind].list
  return data(
    {
      kind,
      title: MAGAZINE[kind].title,
      ...INTRO[kind],
      articles: articles.map((row) => ({
        id: row.id,
        title: row.title,
        path: magazinePath(row),
        pictureUrl: row.pictureUrl,
        date: formatLongDate(row.publishedAt),
        teaser: row.teaser,
      })),
      newest: before === null ? null : list,
      older: hasOlder ? `${list}?vor=${articles.at(-1)?.id}` : null,
      first: before === null,
      canonical: canonicalUrl(app.variant, list),
      productName: app.variant.productName,
    },
    { headers: pageCacheHeaders(app) },
  )
}

export const headers = sectionHeaders

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return sectionMeta({
    title: loaderData.title,
    description: loaderData.description,
    canonical: loaderData.canonical,
    productName: loaderData.productName,
    indexable: loaderData.first,
  })
}

export default function Magazine({ loaderData }: Route.ComponentProps) {
  const { title, intro, articles, newest, older, kind } = loaderData
  return (
    <SectionPage>
      <SectionHeader title={title} intro={intro} />
      <TeaserList
        label={MAGAZINE[kind].label}
        empty="Hier gibt es noch keine Artikel."
        items={articles.map((article) => ({
          key: article.id,
          title: article.title,
          path: article.path,
          pictureUrl: article.pictureUrl,
          meta: article.date,
          text: article.teaser,
        }))}
      />
      <KeysetPager
        label={`${title} blättern`}
        newest={newest}
        older={older}
        newestLabel="Neueste"
        olderLabel="Ältere Artikel"
      />
    </SectionPage>
  )
}
